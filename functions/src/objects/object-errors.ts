/** What an object store throws when a read's conditions fail; the same for every adapter. */

/** The object is no longer the generation the caller checked (replaced or deleted since). */
export class ObjectChangedError extends Error {
  constructor(readonly objectName: string) {
    super(`object changed since it was checked: ${objectName}`);
    this.name = "ObjectChangedError";
  }
}

/** The object is larger than the caller's byte cap; at most a little more than the cap was read. */
export class ObjectTooLargeError extends Error {
  constructor(
    readonly objectName: string,
    readonly maxBytes: number,
  ) {
    super(`object larger than ${maxBytes} bytes: ${objectName}`);
    this.name = "ObjectTooLargeError";
  }
}
