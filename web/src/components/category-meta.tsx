import CakeIcon from "@mui/icons-material/Cake";
import HotelIcon from "@mui/icons-material/Hotel";
import LocalCafeIcon from "@mui/icons-material/LocalCafe";
import RestaurantIcon from "@mui/icons-material/Restaurant";
import ShoppingBagIcon from "@mui/icons-material/ShoppingBag";
import type { SvgIconComponent } from "@mui/icons-material";
import { BUSINESS_CATEGORIES, CATEGORY_LABELS, type BusinessCategory } from "@main-street/domain/categories";

export interface CategoryMeta {
  id: BusinessCategory;
  title: string;
  Icon: SvgIconComponent;
  /** Icon and accent colour; each keeps 4.5:1 contrast on white. */
  color: string;
  blurb: string;
}

const DETAILS: Record<BusinessCategory, Omit<CategoryMeta, "id" | "title">> = {
  restaurants: { Icon: RestaurantIcon, color: "#A4462A", blurb: "Diners, bistros, grills and taprooms" },
  coffee: { Icon: LocalCafeIcon, color: "#6B4226", blurb: "Espresso, pastries and porch seating" },
  shopping: { Icon: ShoppingBagIcon, color: "#1F3A5F", blurb: "Antiques, galleries, books and gifts" },
  accommodations: { Icon: HotelIcon, color: "#1E6F69", blurb: "Historic hotels, inns and motor courts" },
  confectionery: { Icon: CakeIcon, color: "#9C2F5F", blurb: "Fudge, ice cream and bakery treats" },
};

export const CATEGORIES: CategoryMeta[] = BUSINESS_CATEGORIES.map((id) => ({
  id,
  title: CATEGORY_LABELS[id],
  ...DETAILS[id],
}));

export function categoryMeta(id: BusinessCategory): CategoryMeta {
  return { id, title: CATEGORY_LABELS[id], ...DETAILS[id] };
}
