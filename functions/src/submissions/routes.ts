import { Router } from "express";
import { FieldValue } from "firebase-admin/firestore";
import { contactSchema, volunteerSchema } from "../domain/submissions";
import { noStore } from "../http/cache-headers";
import { parseInput } from "../http/validate";
import { firestore, withDeadline } from "../platform/firestore";

/** Public form submissions (SPEC 3, 7): validated, then stored with createdAt. */
export const submissionRoutes = Router();

submissionRoutes.post("/contact", async (req, res) => {
  const data = parseInput(contactSchema, req.body);
  const ref = firestore().collection("contact_submissions").doc();
  await withDeadline(ref.create({ ...data, createdAt: FieldValue.serverTimestamp() }));
  noStore(res);
  res.status(201).json({ id: ref.id, message: "Thank you for your message. We will get back to you soon." });
});

submissionRoutes.post("/volunteer", async (req, res) => {
  const data = parseInput(volunteerSchema, req.body);
  const ref = firestore().collection("volunteer_submissions").doc();
  await withDeadline(ref.create({ ...data, createdAt: FieldValue.serverTimestamp() }));
  noStore(res);
  res.status(201).json({ id: ref.id, message: "We've received your volunteer application and will be in touch soon." });
});
