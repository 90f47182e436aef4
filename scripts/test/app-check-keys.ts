/**
 * Plays Google's part of App Check for a stack test: a key pair whose public half is served as the JWKS the emulated
 * function verifies against (APP_CHECK_EMULATOR_JWKS_URL, honoured only on the emulators), and tokens shaped as App
 * Check issues them, signed with it. Each token is unique (its own `jti`), as Google's are.
 */
import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, SignJWT, type KeyLike } from "jose";

const KEY_ID = "test-key";
const TEST_PROJECT_NUMBER = "123456789012";
export const TEST_APP_ID = `1:${TEST_PROJECT_NUMBER}:web:0123456789abcdef`;

export interface AppCheckKeys {
  jwksUrl: string;
  /** A token for `projectId`; the options make it invalid in one way each. */
  token(
    projectId: string,
    options?: { key?: KeyLike; project?: string; expiresAt?: number; issuer?: string },
  ): Promise<string>;
  /** A key the JWKS doesn't list. */
  otherKey: KeyLike;
  stop(): Promise<void>;
}

export async function startAppCheckKeys(): Promise<AppCheckKeys> {
  const pair = await generateKeyPair("RS256");
  const { privateKey: otherKey } = await generateKeyPair("RS256");
  const publicJwk = { ...(await exportJWK(pair.publicKey)), kid: KEY_ID, alg: "RS256", use: "sig" };
  const server = createServer((_req, res) => {
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify({ keys: [publicJwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    jwksUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/jwks`,
    otherKey,
    token(projectId, options = {}) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({})
        .setProtectedHeader({ alg: "RS256", typ: "JWT", kid: KEY_ID })
        .setIssuer(options.issuer ?? `https://firebaseappcheck.googleapis.com/${TEST_PROJECT_NUMBER}`)
        .setAudience([`projects/${TEST_PROJECT_NUMBER}`, `projects/${options.project ?? projectId}`])
        .setSubject(TEST_APP_ID)
        .setJti(randomUUID())
        .setIssuedAt(now - 60)
        .setExpirationTime(options.expiresAt ?? now + 3600)
        .sign(options.key ?? pair.privateKey);
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
