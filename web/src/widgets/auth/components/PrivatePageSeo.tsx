import { siteMeta } from "@main-street/domain/seo";
import { useEffect } from "react";
import { writeDocumentHead } from "../../../lib/document-head";

/** The head of a client-only page (sign-in, profile, the staff and owner areas): its title, never indexed. */
export function PrivatePageSeo({ page, path }: { page: string; path: string }) {
  useEffect(() => {
    writeDocumentHead(siteMeta(page, path), true);
  }, [page, path]);
  return null;
}
