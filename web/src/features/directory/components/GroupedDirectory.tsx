import StorefrontIcon from "@mui/icons-material/Storefront";
import type { DirectoryGroup } from "@main-street/domain/directory";
import { categoryMeta } from "../../../components/category-meta";
import { EmptyState } from "../../../components/EmptyState";
import { Region } from "../../../components/Region";
import { CategorySection } from "./CategorySection";

/** Each category is its own region: a tap on one hydrates that category alone. */
export function GroupedDirectory({ groups }: { groups: DirectoryGroup[] }) {
  if (groups.length === 0) {
    return <EmptyState icon={<StorefrontIcon />} title="No businesses are currently listed in the directory" />;
  }
  return (
    <>
      {groups.map((group) => (
        <Region key={group.category}>
          <CategorySection meta={categoryMeta(group.category)} group={group} />
        </Region>
      ))}
    </>
  );
}
