/**
 * The API's code has no import circles, and no two of its folders import each other (docs/decisions/0098): the
 * boundaries lint keeps the layers, this keeps the resources among themselves in one order. Imports are read with
 * TypeScript's own pre-processor; tests are left out (they may import anything).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

const SRC = path.resolve(__dirname, "../../functions/src");

function productFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "corpus" ? [] : productFiles(full);
    return /\.ts$/.test(entry.name) && !/\.(test|contract)\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** Each file with the files of this tree it imports (type-only imports too: a circle of types is still a circle). */
function importGraph(files: string[]): Map<string, string[]> {
  const known = new Set(files);
  const resolve = (from: string, spec: string) => {
    const base = path.resolve(path.dirname(from), spec);
    return [`${base}.ts`, path.join(base, "index.ts")].find((candidate) => known.has(candidate));
  };
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
      const targets = importedFiles
        .filter(({ fileName }) => fileName.startsWith("."))
        .map(({ fileName }) => resolve(file, fileName))
        .filter((target): target is string => target !== undefined);
      return [file, [...new Set(targets)]];
    }),
  );
}

/** Strongly connected components of more than one file (Tarjan). */
function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (stack.includes(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    for (let top = stack.pop(); ; top = stack.pop()) {
      component.push(top!);
      if (top === file) break;
    }
    if (component.length > 1) found.push(component.map((f) => path.relative(SRC, f)).sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

const folderOf = (file: string) => path.relative(SRC, file).split(path.sep)[0]!;

const graph = importGraph(productFiles(SRC));

it("reads the API's imports", () => {
  expect(graph.size).toBeGreaterThan(100);
  expect(graph.get(path.join(SRC, "app.ts"))).toContain(path.join(SRC, "events/index.ts"));
});

it("has no import circles in functions/src", () => {
  expect(circles(graph)).toEqual([]);
});

it("has no two folders of functions/src that import each other", () => {
  const arrows = new Set<string>();
  for (const [file, targets] of graph)
    for (const target of targets)
      if (folderOf(file) !== folderOf(target)) arrows.add(`${folderOf(file)} -> ${folderOf(target)}`);
  const mutual = [...arrows].filter((arrow) => arrows.has(arrow.split(" -> ").reverse().join(" -> ")));
  expect(mutual).toEqual([]);
});

it("finds a circle when there is one", () => {
  const a = path.join(SRC, "a.ts");
  const b = path.join(SRC, "b.ts");
  expect(
    circles(
      new Map([
        [a, [b]],
        [b, [a]],
      ]),
    ),
  ).toEqual([["a.ts", "b.ts"]]);
});
