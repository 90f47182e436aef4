/**
 * Local stack only (the Auth emulator is configured): signs in as a Google test account without leaving the site.
 * The emulator's own Google page needs Google's script loader from the internet to hand the result back; this path
 * needs nothing, because the Auth emulator accepts an unsigned Google ID token.
 */
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { GoogleAuthProvider, signInWithCredential } from "firebase/auth";
import { useState, type FormEvent } from "react";
import { useAuth } from "reactfire";
import { createSession } from "./create-session";

const SEEDED = ["admin@example.com", "user@example.com"];

function base64url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
}

/** An unsigned Google ID token; `sub` matches the seeded accounts' Google identity (google-<uid>). */
function emulatorIdToken(email: string): string {
  const local = email.split("@")[0] ?? email;
  const sub = SEEDED.includes(email) ? `google-seed-${local}` : `google-${email}`;
  const claims = { sub, email, email_verified: true, name: local, iat: Math.floor(Date.now() / 1000) };
  return `${base64url({ alg: "none", typ: "JWT" })}.${base64url(claims)}.`;
}

export function TestAccountSignIn({ returnTo }: { returnTo: string }) {
  const auth = useAuth();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function signIn(address: string) {
    setBusy(true);
    setError(null);
    try {
      const result = await signInWithCredential(auth, GoogleAuthProvider.credential(emulatorIdToken(address)));
      await createSession(auth, result.user);
      window.location.replace(returnTo);
    } catch {
      setError("Sign-in failed. Is the local stack running?");
      setBusy(false);
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim()) void signIn(email.trim().toLowerCase());
  };

  return (
    <Box>
      <Typography variant="h1" sx={{ fontSize: "2rem", mb: 2 }}>
        Local test sign-in
      </Typography>
      <Alert severity="info" sx={{ mb: 3 }}>
        This page exists only on the local stack. It signs you in to the Auth emulator as a Google account, offline.
      </Alert>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Stack direction="row" spacing={1.5} sx={{ mb: 3, flexWrap: "wrap" }}>
        {SEEDED.map((address) => (
          <Button key={address} variant="contained" disabled={busy} onClick={() => void signIn(address)}>
            {address}
          </Button>
        ))}
      </Stack>
      <Box component="form" onSubmit={submit} sx={{ display: "flex", gap: 1.5 }}>
        <TextField
          label="Another e-mail"
          type="email"
          size="small"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          disabled={busy}
        />
        <Button type="submit" variant="outlined" disabled={busy}>
          Sign in
        </Button>
      </Box>
    </Box>
  );
}
