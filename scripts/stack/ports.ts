import { createServer } from "node:net";

/** Asks the OS for a free loopback port. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

export interface StackPorts {
  hosting: number;
  functions: number;
  auth: number;
  firestore: number;
  hub: number;
  logging: number;
  eventarc: number;
  tasks: number;
}

/** Fixed ports for `npm start` (documented in the README). */
export const DEFAULT_PORTS: StackPorts = {
  hosting: 5000,
  functions: 5001,
  auth: 9099,
  firestore: 8080,
  hub: 4400,
  logging: 4500,
  eventarc: 9299,
  tasks: 9499,
};

export async function freePorts(): Promise<StackPorts> {
  const ports: number[] = [];
  while (ports.length < 8) {
    const p = await freePort();
    if (!ports.includes(p)) ports.push(p);
  }
  const [hosting, functions, auth, firestore, hub, logging, eventarc, tasks] = ports as number[] as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return { hosting, functions, auth, firestore, hub, logging, eventarc, tasks };
}
