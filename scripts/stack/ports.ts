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
  /** The in-process mail catcher's SMTP and reading page. */
  smtp: number;
  mailHttp: number;
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
  smtp: 2525,
  mailHttp: 8025,
};

/**
 * Every port a test stack listens on, chosen together so they differ. Nothing in the stack may listen on port 0
 * meanwhile: the OS could hand it a port chosen here, which the emulators bind only later.
 */
export async function freePorts(): Promise<StackPorts> {
  const names = Object.keys(DEFAULT_PORTS) as (keyof StackPorts)[];
  const ports: number[] = [];
  while (ports.length < names.length) {
    const p = await freePort();
    if (!ports.includes(p)) ports.push(p);
  }
  return Object.fromEntries(names.map((name, i) => [name, ports[i]!])) as unknown as StackPorts;
}
