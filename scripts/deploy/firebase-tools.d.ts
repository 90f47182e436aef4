/** The few firebase-tools internals the deploy check reuses, so it applies the CLI's own rules rather than copies. */
declare module "firebase-tools/lib/functions/env" {
  /** Parses a functions/.env file and throws the CLI's own error on a bad line or a reserved key. */
  export function parseStrict(data: string): Record<string, string>;
}

declare module "firebase-tools/lib/firebaseConfigValidate" {
  interface ValidationError {
    keyword: string;
    instancePath: string;
    message?: string;
    params: unknown;
  }
  interface Validator {
    (config: unknown): boolean;
    errors?: ValidationError[] | null;
  }
  /** firebase.json against the CLI's schema/firebase-config.json. */
  export function getValidator(): Validator;
  export function getErrorMessage(error: ValidationError): string;
}

declare module "firebase-tools/lib/fsAsync" {
  /** The file walk `firebase deploy` packages a functions source directory with. */
  export function readdirRecursive(options: {
    path: string;
    ignoreStrings?: string[];
  }): Promise<{ name: string; mode: number }[]>;
}

declare module "firebase-tools/lib/deploy/functions/runtimes/node" {
  interface DiscoveredEndpoint {
    platform: string;
    region?: unknown[];
    httpsTrigger?: object;
    secretEnvironmentVariables?: { key: string }[];
    timeoutSeconds?: unknown;
    availableMemoryMb?: unknown;
    scheduleTrigger?: { retryConfig?: { retryCount?: unknown } };
  }
  /** The Node runtime's delegate: `discoverBuild` is how `firebase deploy` learns what the source exports. */
  export class Delegate {
    constructor(projectId: string, projectDir: string, sourceDir: string, runtime: string);
    discoverBuild(
      config: object,
      env: Record<string, string>,
    ): Promise<{ endpoints: Record<string, DiscoveredEndpoint> }>;
  }
}

declare module "firebase-tools/lib/firestore/api" {
  /** What `firebase deploy` checks firestore.indexes.json with before it syncs indexes and field overrides. */
  export class FirestoreApi {
    validateSpec(spec: unknown): void;
  }
}
