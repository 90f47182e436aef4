import { documentTitle, STATIC_PAGES } from "@main-street/domain/seo";
import { useEffect } from "react";
import { writeDocumentHead } from "../../../lib/document-head";

/** The head of a client-only page (sign-in, profile, the staff and owner areas): its title, never indexed. */
export function PrivatePageSeo({ page, path }: { page: string; path: string }) {
  useEffect(() => {
    const title = documentTitle(page);
    writeDocumentHead({ ...STATIC_PAGES.home, title, ogTitle: title, path }, true);
  }, [page, path]);
  return null;
}
