/**
 * How an address is written (paths.ts and api-paths.ts hold the addresses themselves): a pattern's `href` with its
 * parameters encoded, a query, a secret in the fragment, and the patterns' matching. Zod-free: public pages import it.
 */
const segment = encodeURIComponent;

/** A parameter of a pattern: it ends at a `/` or a `.` (`/api/events/:id.ics`). */
const PARAM = /:[A-Za-z]+/g;

export type Query = Record<string, string | undefined>;

export function withQuery(path: string, query: Query): string {
  const kept = Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1]));
  return kept.length > 0 ? `${path}?${new URLSearchParams(kept).toString()}` : path;
}

/**
 * A link's secret in the fragment, which browsers never send: the page reads it, so no server or request log
 * (Hosting's, Cloud Run's) ever records it.
 */
export function withSecret(path: string, token: string | undefined, more: Record<string, string> = {}): string {
  return token ? `${path}#${new URLSearchParams({ token, ...more }).toString()}` : path;
}

/** One string argument per `:name` of the pattern, in order. */
export type Params<P extends string> = P extends `${string}:${infer Rest}`
  ? Rest extends `${string}/${infer Tail}`
    ? [string, ...Params<`/${Tail}`>]
    : [string]
  : [];

/** `path` is typed as written, so Express types a route's parameters from it. */
export interface Address<Args extends unknown[] = [], P extends string = string> {
  path: P;
  href: (...args: Args) => string;
}

/** The address of a pattern: `href` puts its arguments, encoded, in place of the parameters, in order. */
export function at<P extends string>(path: P): Address<Params<P>, P> {
  const href = (...values: string[]) => {
    let next = 0;
    return path.replace(PARAM, () => segment(values[next++] ?? ""));
  };
  return { path, href: href as (...args: Params<P>) => string };
}

/** A narrower pattern: `path` with the named parameters given (encoded), the others left as parameters. */
export function fill(path: string, values: Record<string, string>): string {
  return path.replace(PARAM, (param) => {
    const value = values[param.slice(1)];
    return value === undefined ? param : segment(value);
  });
}

type Relative<B extends string, P extends string> = P extends B
  ? "/"
  : P extends `${B}${infer Rest extends `/${string}`}`
    ? Rest
    : string;

/** `path` as a router mounted at `base` names it: `relativeTo("/api", "/api/events/:id")` is `/events/:id`. */
export function relativeTo<B extends string, P extends string>(base: B, path: P): Relative<B, P> {
  if ((path as string) === base) return "/" as Relative<B, P>;
  if (!path.startsWith(`${base}/`)) throw new Error(`${path} is not under ${base}`);
  return path.slice(base.length) as Relative<B, P>;
}

/** Whether `pathname` is `base` or an address under it. */
export function isUnder(base: string, pathname: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** The addresses of a pattern (`exact: false`: and whatever lies under them), each parameter one segment. */
export function addressPattern(path: string, exact = true): RegExp {
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const source = path.split(PARAM).map(literal).join("[^/]+");
  return new RegExp(`^${source}${exact ? "$" : ""}`);
}
