import { Router } from "express";
import { personDeleteSchema } from "@main-street/domain/inbox";
import { api } from "@main-street/domain/paths";
import { removeOwnerCalendars } from "../calendar-import";
import { noStore } from "../http/cache-headers";
import { inApi } from "../http/mounts";
import { parseInput } from "../http/validate";
import { deletePerson } from "../inbox";
import { forgetSubscriber } from "../newsletter";
import { forgetOwner } from "../owners";

/** /api/admin/inbox/delete-person: what one person left across the inbox, the owners' area and the weekly e-mail. */
export const adminPrivacyRoutes = Router();

/**
 * A privacy request: every item and stored submission of one e-mail address, what they hold as an owner (their
 * ownerships, reminder links, claims and listing changes; their address in listing histories is blanked), and their
 * weekly e-mail subscription.
 */
adminPrivacyRoutes.post(inApi(api.admin.inbox.deletePerson.path), async (req, res) => {
  const { email } = parseInput(personDeleteSchema, req.body);
  const asOwner = await forgetOwner(email, removeOwnerCalendars);
  const asSubscriber = await forgetSubscriber(email); // the weekly e-mail (docs/product.md#weekly-email)
  const deleted = asOwner + asSubscriber + (await deletePerson(email));
  noStore(res);
  res.json({ deleted });
});
