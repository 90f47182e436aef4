import { Router } from "express";
import { INBOX_STATUSES, INBOX_TYPES, inboxQuerySchema, inboxStatusSchema } from "@main-street/domain/inbox";
import { noStore } from "../http/cache-headers";
import { inApi } from "../http/mounts";
import { api } from "@main-street/domain/paths";
import { HttpError } from "../http/errors";
import { parseId, parseInput } from "../http/validate";
import { csvRow } from "./csv";
import { approveSchema, declineSchema } from "@main-street/domain/proposals";
import { deliverAfterCommit } from "../mail";
import { mailSiteUrl } from "../platform/config";
import { allOfFilter, countNew, decideProposal, getInboxItem, listInbox, setInboxStatus } from "./repository";
import { siteToday } from "../platform/clock";

/** /api/admin/inbox… (docs/product.md#inbox): mounted under /api/admin behind requireAdmin. */
export const adminInboxRoutes = Router();
const notFound = () => new HttpError(404, "not_found", "Inbox item not found.");

adminInboxRoutes.get(inApi(api.admin.inbox.list.path), async (req, res) => {
  const query = parseInput(inboxQuerySchema, { ...req.query });
  noStore(res);
  res.json(await listInbox(query));
});

adminInboxRoutes.get(inApi(api.admin.inbox.summary.path), async (_req, res) => {
  noStore(res);
  res.json({ new: await countNew() });
});

adminInboxRoutes.get(inApi(api.admin.inbox.export.path), async (req, res) => {
  const { cursor: _cursor, limit: _limit, ...filter } = parseInput(inboxQuerySchema, { ...req.query });
  noStore(res);
  res.type("text/csv; charset=utf-8");
  res.attachment(`inbox-${siteToday()}.csv`);
  let body = csvRow(["Received (UTC)", "Type", "Status", "Name", "Email", "Phone", "Summary", "Fields"]);
  for await (const item of allOfFilter(filter)) {
    const fields = item.fields.map((f) => `${f.label}: ${f.value}`).join("\n");
    body += csvRow([
      item.createdAt,
      INBOX_TYPES[item.type],
      INBOX_STATUSES[item.status],
      item.name,
      item.email,
      item.phone,
      item.summary,
      fields,
    ]);
  }
  res.send(body);
});

adminInboxRoutes.get(inApi(api.admin.inbox.item.path), async (req, res) => {
  const item = await getInboxItem(parseId(req.params.id, "Inbox item"));
  if (!item) throw notFound();
  noStore(res);
  res.json(item);
});

adminInboxRoutes.put(inApi(api.admin.inbox.status.path), async (req, res) => {
  const id = parseId(req.params.id, "Inbox item");
  const { status } = parseInput(inboxStatusSchema, req.body);
  const item = await setInboxStatus(id, status);
  if (!item) throw notFound();
  noStore(res);
  res.json(item);
});

/** Approve: the event editor has saved the event; the proposal links to it and the proposer is sent its link. */
adminInboxRoutes.put(inApi(api.admin.inbox.approve.path), async (req, res) => {
  const id = parseId(req.params.id, "Inbox item");
  const { eventId } = parseInput(approveSchema, req.body);
  const done = await decideProposal(id, { state: "approved", eventId }, mailSiteUrl());
  if (!done) throw notFound();
  if (done.outboxId) await deliverAfterCommit(done.outboxId);
  noStore(res);
  res.json(done.item);
});

/** Decline, with an optional note: the proposer is e-mailed only when staff write one. */
adminInboxRoutes.put(inApi(api.admin.inbox.decline.path), async (req, res) => {
  const id = parseId(req.params.id, "Inbox item");
  const { note } = parseInput(declineSchema, req.body);
  const done = await decideProposal(id, { state: "declined", note }, mailSiteUrl());
  if (!done) throw notFound();
  if (done.outboxId) await deliverAfterCommit(done.outboxId);
  noStore(res);
  res.json(done.item);
});
