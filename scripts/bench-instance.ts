/**
 * The one-instance part of `npm run bench`, run as a child process with the stack's environment:
 * - the built `api` function in one Node process, as one gen-2 Cloud Functions instance runs it
 *   (`concurrency: 80`: many requests share one process and its caches);
 * - a bare Node server that answers each path with the bytes and headers the function sent for it
 *   (recorded on the path's first request), the floor any Node server reaches where the bench runs;
 * - the function's own Express with that one handler and nothing else: what the framework alone adds to the bare
 *   server, before any of the app's middleware or routes.
 * All three listen on free ports, printed as one JSON line. The functions emulator cannot show this: it gives each request a
 * worker process of its own (docs/decisions/0029).
 */
import http from "node:http";
import { createRequire } from "node:module";
import path from "node:path";

const ROOT = path.resolve(__dirname, "..");

interface Recording {
  status: number;
  headers: http.OutgoingHttpHeaders;
  body: Buffer;
}

/** The request headers that choose the response's bytes; anything else (keep-alive, agent) is left out. */
const VARYING = ["accept-encoding", "if-none-match"];

function record(apiPort: number, url: string, headers: http.IncomingHttpHeaders): Promise<Recording> {
  const forwarded = Object.fromEntries(VARYING.filter((h) => headers[h]).map((h) => [h, headers[h]!]));
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port: apiPort, path: url, headers: forwarded, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const { connection: _connection, "keep-alive": _keepAlive, date: _date, ...kept } = res.headers;
          resolve({ status: res.statusCode ?? 500, headers: kept, body: Buffer.concat(chunks) });
        });
      })
      .on("error", reject);
  });
}

/** The one part of Express used here: an app is itself a request listener. */
interface ExpressApp {
  use(handler: http.RequestListener): http.RequestListener;
}

/** Answers each request with the function's recorded answer to it. */
function replayer(apiPort: number): http.RequestListener {
  const recordings = new Map<string, Promise<Recording>>();
  return (req, res) => {
    const key = [req.url, ...VARYING.map((h) => req.headers[h] ?? "")].join("\n");
    let recording = recordings.get(key);
    if (!recording) {
      recording = record(apiPort, req.url ?? "/", req.headers);
      recordings.set(key, recording);
    }
    recording.then(
      (r) => res.writeHead(r.status, r.headers).end(r.body),
      () => res.writeHead(502).end(),
    );
  };
}

function listen(server: http.Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.address() as { port: number }).port)),
  );
}

async function main() {
  // The built function, exactly as deployed (functions/lib), with its own env validation.
  const functions = (await import(path.join(ROOT, "functions", "lib", "index.js"))) as {
    api: http.RequestListener;
  };
  const api = await listen(http.createServer(functions.api));
  const replay = replayer(api);
  const bare = await listen(http.createServer(replay));
  // The Express the function is built with (functions/package.json), not whichever one the root resolves.
  const express = createRequire(path.join(ROOT, "functions", "package.json"))("express") as () => ExpressApp;
  const framework = await listen(http.createServer(express().use(replay)));
  process.stdout.write(`${JSON.stringify({ api, bare, framework })}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
