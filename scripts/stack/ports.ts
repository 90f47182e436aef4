import { createServer } from "node:net";

/** Whether `port` can be listened on at the loopback address now. */
function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.on("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
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

/** Fixed ports for `npm start` (documented in docs/local-stack.md). */
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
 * Test stacks take their ports below the OS's ephemeral range (32768 and up on Linux), where the OS never hands a
 * port to an outgoing connection: a port chosen there could be taken by a browser's or a test's connection before
 * the emulators bind it, seconds later. Each jest worker draws from its own block of 1,000, so stacks started side
 * by side by different test files never pick the same port; the main process (the shared stack) uses block 0.
 */
const FIRST_TEST_PORT = 20_000;
const BLOCK_SIZE = 1_000;

/** Every port a test stack listens on, chosen together so they differ, and each free when chosen. */
export async function freePorts(): Promise<StackPorts> {
  const names = Object.keys(DEFAULT_PORTS) as (keyof StackPorts)[];
  const block = FIRST_TEST_PORT + Number(process.env.JEST_WORKER_ID ?? 0) * BLOCK_SIZE;
  const ports: number[] = [];
  for (let tries = 0; ports.length < names.length; tries++) {
    if (tries > BLOCK_SIZE) throw new Error(`no ${names.length} free ports in ${block}-${block + BLOCK_SIZE - 1}`);
    const port = block + Math.floor(Math.random() * BLOCK_SIZE);
    if (!ports.includes(port) && (await isFree(port))) ports.push(port);
  }
  return Object.fromEntries(names.map((name, i) => [name, ports[i]!])) as unknown as StackPorts;
}
