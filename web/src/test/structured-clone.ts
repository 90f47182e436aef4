/**
 * Test setup for IndexedDB in jsdom: fake-indexeddb (a complete IndexedDB in JavaScript) needs structuredClone,
 * which browsers and Node have but jsdom's window doesn't. Node's serializer is the same algorithm.
 */
import { deserialize, serialize } from "node:v8";
import "fake-indexeddb/auto";

globalThis.structuredClone ??= <T>(value: T): T => deserialize(serialize(value)) as T;
