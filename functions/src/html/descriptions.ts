import { stripHtml } from "@main-street/domain/text";
import { HttpError } from "../http/errors";
import { sanitizeRichText } from "./sanitize";

/**
 * A record as the API serves it: its description sanitised again on the way out, whatever is stored (a record
 * written before today's allowlist, or straight into the database). Pages render it as it comes.
 */
export function withServedDescription<R extends object>(record: R): R {
  if (!("description" in record) || typeof record.description !== "string" || record.description === "") return record;
  return { ...record, description: sanitizeRichText(record.description) };
}

/**
 * The record with its `description` sanitised for storage. When the description is required and nothing
 * readable is left (only markup, or only script), the write is refused like a missing field.
 */
export function withCleanDescription<T extends object>(data: T, required = false): T {
  if (!("description" in data) || typeof data.description !== "string") return data;
  const description = sanitizeRichText(data.description);
  const empty = stripHtml(description) === "" && !/<img\b/i.test(description);
  if (required && empty) {
    throw new HttpError(400, "validation_failed", "Description is required", {
      description: "Description is required",
    });
  }
  return { ...data, description: empty ? "" : description };
}
