import StorefrontIcon from "@mui/icons-material/Storefront";
import type { Business } from "@main-street/domain/business";
import type { BusinessCategory } from "@main-street/domain/categories";
import { useState } from "react";
import { CATEGORIES } from "../../../components/category-meta";
import { EmptyState } from "../../../components/EmptyState";
import { CategorySection } from "./CategorySection";

export function GroupedDirectory({ businesses }: { businesses: Business[] }) {
  const [expanded, setExpanded] = useState<Partial<Record<BusinessCategory, boolean>>>({});
  if (businesses.length === 0) {
    return <EmptyState icon={<StorefrontIcon />} title="No businesses are currently listed in the directory" />;
  }
  return (
    <>
      {CATEGORIES.map((meta) => {
        const inCategory = businesses.filter((b) => b.category === meta.id);
        if (inCategory.length === 0) return null;
        return (
          <CategorySection
            key={meta.id}
            meta={meta}
            businesses={inCategory}
            expanded={expanded[meta.id] ?? false}
            onToggle={() => setExpanded((e) => ({ ...e, [meta.id]: !e[meta.id] }))}
          />
        );
      })}
    </>
  );
}
