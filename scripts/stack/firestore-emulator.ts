/**
 * Runs the Node Firestore emulator (@firestore-emulator/server) as its own process,
 * so the local stack and the fault tests can stop and start it independently.
 * The official emulator needs Java 21 and a download; see docs/decisions/0001-node-firestore-emulator.md.
 */
import { FirestoreServer } from "@firestore-emulator/server";

const port = Number(process.argv[2] ?? process.env.FIRESTORE_PORT ?? 8080);
const server = new FirestoreServer();

server
  .start(port)
  .then(() => console.log(`firestore emulator listening on 127.0.0.1:${port}`))
  .catch((error: unknown) => {
    console.error(`firestore emulator failed to start on port ${port}:`, error);
    process.exit(1);
  });

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    server.stop();
    process.exit(0);
  });
}
