/** Owners made as the site makes them: a signed-in person's claim, approved by staff in the inbox. */
import { apiAs, type TestSession } from "./sessions";

export interface Claim {
  name: string;
  role: string;
  contact: string;
  note?: string;
}

/** Makes `who` an owner of `businessId`: their `claim` on it, approved by `admin`. */
export async function makeOwner(admin: TestSession, who: TestSession, businessId: string, claim: Claim) {
  const sent = await apiAs(who, "POST", `/api/businesses/${businessId}/claim`, claim);
  expect(sent.status).toBe(201);
  expect((await apiAs(admin, "PUT", `/api/admin/inbox/${sent.body.id}/claim/approve`)).status).toBe(200);
}
