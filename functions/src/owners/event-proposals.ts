import type { Transaction } from "firebase-admin/firestore";
import { PROPOSAL_THANKS, ownerEventProposalSchema } from "@main-street/domain/proposals";
import { currentUser } from "../auth";
import { parseId } from "../http/validate";
import type { SubmissionForm } from "../submissions";
import { notOwner, readBusiness, unknownBusiness } from "./ownership";
import { ownerRef } from "./refs";

/** Inside the proposal's transaction: the sender still owns the business (a removal takes effect at once). */
function ownerCheck(businessId: string, uid: string) {
  return async (tx: Transaction) => {
    if (!(await tx.get(ownerRef(businessId, uid))).exists) throw notOwner();
    return () => {};
  };
}

/**
 * POST /api/owner/businesses/{id}/event-proposals (docs/product.md#host-business): an owner proposes an event their
 * business hosts. It reaches the staff inbox as an event proposal already linked to the business, decided like the
 * public form's; the business is its organiser, and the owner's verified sign-in its e-mail.
 */
export const ownerEventProposalForm: SubmissionForm<typeof ownerEventProposalSchema> = {
  form: "owner-event-proposal",
  collection: "event_proposals",
  schema: ownerEventProposalSchema,
  thanks: PROPOSAL_THANKS,
  async prepare(input, { req, res }) {
    const user = currentUser(res);
    const id = parseId(req.params.id, "Business");
    const business = await readBusiness(id);
    if (!business) throw unknownBusiness();
    const data = {
      ...input,
      location: input.location || business.address || business.name,
      organizerName: business.name,
      email: user.email,
      businessId: id,
      businessName: business.name,
      uid: user.uid,
      ownerEmail: user.email,
    };
    return { data, check: ownerCheck(id, user.uid) };
  },
};
