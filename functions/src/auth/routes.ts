import { Router, type Response } from "express";
import { sessionRequestSchema, type SessionResponse } from "@main-street/domain/auth";
import { DEFAULT_TIMEZONE, profileSchema, type User } from "@main-street/domain/user";
import { noStore } from "../http/cache-headers";
import { parseInput } from "../http/validate";
import { api } from "@main-street/domain/paths";
import { inApi } from "../http/mounts";
import { getUser, updateProfile } from "../users";
import { currentUser, requireUser, type SessionUser } from "./middleware";
import { setSessionCookie } from "./session-cookie";
import { signIn } from "./sign-in";

/** /api/auth/*: make a session from a Google sign-in, read the signed-in user, save the profile. */
export const authRoutes = Router();

/** The profile from users/{uid}, with the role taken from the claim (what the server actually trusts). */
async function userForSession(session: SessionUser): Promise<User> {
  const role = session.admin ? "admin" : "user";
  const stored = await getUser(session.uid);
  // The e-mail is always the verified one of the sign-in, whatever an older save stored.
  if (stored) return { ...stored, email: session.email, role };
  const epoch = new Date(0).toISOString();
  return {
    id: session.uid,
    email: session.email,
    firstName: "",
    lastName: "",
    profileImageUrl: "",
    role,
    timezone: DEFAULT_TIMEZONE,
    createdAt: epoch,
    updatedAt: epoch,
  };
}

function sendUser(res: Response, user: User): void {
  noStore(res);
  res.json(user);
}

authRoutes.post(inApi(api.auth.session.path), async (req, res) => {
  const { idToken } = parseInput(sessionRequestSchema, req.body);
  const result = await signIn(idToken);
  setSessionCookie(req, res, result.sessionCookie);
  const body: SessionResponse = { uid: result.uid, refreshToken: result.refreshToken };
  res.json(body);
});

authRoutes.get(inApi(api.auth.user.path), requireUser, async (_req, res) => {
  sendUser(res, await userForSession(currentUser(res)));
});

authRoutes.put(inApi(api.auth.profile.path), requireUser, async (req, res) => {
  const session = currentUser(res);
  const data = parseInput(profileSchema, req.body);
  const saved = await updateProfile(session.uid, { ...data, email: session.email });
  sendUser(res, { ...saved, role: session.admin ? "admin" : "user" });
});
