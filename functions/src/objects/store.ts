import { env, isEmulated, storageBucketName } from "../platform/config";
import { GcsObjectStore } from "./gcs-store";
import { LocalObjectStore } from "./local-store";
import type { ObjectStore } from "./store-types";

export type { ObjectStore, StoredObject } from "./store-types";

let store: ObjectStore | undefined;

/** OBJECT_STORE=local|gcs; unset means local under the emulators and Cloud Storage in production. */
export function objectStore(): ObjectStore {
  if (!store) {
    const kind = env().OBJECT_STORE ?? (isEmulated() ? "local" : "gcs");
    store =
      kind === "local" ? new LocalObjectStore(env().LOCAL_OBJECT_DIR) : GcsObjectStore.forBucket(storageBucketName());
  }
  return store;
}
