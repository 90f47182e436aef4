import { Router } from "express";
import { currentUser } from "../auth";
import { HttpError } from "../http/errors";
import { noStore } from "../http/cache-headers";
import { inApi } from "../http/mounts";
import { api, fill } from "@main-street/domain/paths";
import { parseId, parseInput } from "../http/validate";
import { withCleanDescription } from "../html/descriptions";
import { deleteUnusedImages, type ImageShowingKind } from "../objects";
import type { RecordRepository } from "../records/repository";

/** What these routes read from a record: the images it shows, to release those no record shows any more. */
interface AdminRecord {
  id: string;
  image?: string | null;
  description?: string | null;
}

/**
 * POST /{collection}, PUT and DELETE /{collection}/{id} for one kind (docs/product.md#api): mounted under
 * /api/admin behind requireAdmin. Descriptions are sanitised before storing; the repository bumps the public
 * caches in the write's commit, and images the previous version showed that no record of the `managed` kinds shows now
 * are deleted after.
 * Every kind's repository fits the parameter: its writes take what its own schemas output, which is what is parsed
 * here (method parameters are compared bivariantly, so `object` stands for each kind's data).
 */
export function adminRecordRoutes(
  records: RecordRepository<AdminRecord, object, object>,
  managed: readonly ImageShowingKind[],
): Router {
  const { kind, descriptionRequiredOnCreate, checkReferences } = records.stored;
  const router = Router();
  // This kind's routes: the records' patterns with its collection filled in.
  const collection = { collection: kind.collection };
  const one = inApi(fill(api.admin.record.path, collection));
  const notFound = () => new HttpError(404, "not_found", `${kind.label} not found.`);

  router.post(inApi(fill(api.admin.records.path, collection)), async (req, res) => {
    const data = withCleanDescription(parseInput(kind.inputSchema, req.body), descriptionRequiredOnCreate);
    await checkReferences?.(data, null);
    const created = await records.create(data);
    noStore(res);
    res.status(201).json(created);
  });

  router.put(one, async (req, res) => {
    const id = parseId(req.params.id, kind.label);
    const data = withCleanDescription(parseInput(kind.updateSchema, req.body));
    const previous = await records.get(id);
    await checkReferences?.(data, previous);
    const updated = await records.update(id, data, currentUser(res).email);
    if (!updated) throw notFound();
    if (previous) await deleteUnusedImages(previous, managed);
    noStore(res);
    res.json(updated);
  });

  router.delete(one, async (req, res) => {
    const deleted = await records.remove(parseId(req.params.id, kind.label));
    if (!deleted) throw notFound();
    await deleteUnusedImages(deleted, managed);
    res.status(204).end();
  });

  return router;
}
