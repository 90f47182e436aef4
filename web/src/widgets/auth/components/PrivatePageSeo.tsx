import { documentTitle, STATIC_PAGES } from "@main-street/domain/seo";
import { Seo } from "../../../components/Seo";

export function PrivatePageSeo({ page, path }: { page: string; path: string }) {
  const title = documentTitle(page);
  return <Seo meta={{ ...STATIC_PAGES.home, title, ogTitle: title, path }} noindex />;
}
