/**
 * Page meta from the ONE shared source (@main-street/domain/seo): the same tags the server-rendered
 * head carries, so react-helmet-async takes those over instead of adding duplicates.
 */
import { pageHeadTags, type PageMeta } from "@main-street/domain/seo";
import { Helmet } from "react-helmet-async";

export function Seo({ meta, noindex = false }: { meta: PageMeta; noindex?: boolean }) {
  // On the server the function writes the head itself (functions/src/seo); Helmet draws nothing in the body.
  if (typeof window === "undefined") return null;
  const tags = pageHeadTags(meta, window.location.origin);
  return (
    <Helmet prioritizeSeoTags>
      <title>{meta.title}</title>
      {tags.map(({ tag, attributes }) => {
        const key = Object.values(attributes)[0];
        return tag === "link" ? <link key={key} {...attributes} /> : <meta key={key} {...attributes} />;
      })}
      {noindex && <meta name="robots" content="noindex" />}
    </Helmet>
  );
}
