import type { BusinessCategory } from "@main-street/domain/categories";
import { categoryMeta } from "../../components/category-meta";

export interface MapPinProps {
  x: number;
  y: number;
  category: BusinessCategory;
  /** The business the pin stands for (data-business, for tests and styling). */
  id?: string;
  selected?: boolean;
  onClick?: () => void;
}

/** A round pin in the category's colour; pointer-only, since the list beside the map is the keyboard path. */
export function MapPin({ x, y, category, id, selected, onClick }: MapPinProps) {
  const color = categoryMeta(category).color;
  return (
    <g
      transform={`translate(${x} ${y})`}
      data-business={id}
      onClick={onClick}
      style={{ cursor: onClick ? "pointer" : undefined }}
    >
      {selected && <circle r={16} fill={color} opacity={0.25} />}
      <circle r={selected ? 10 : 8} fill={color} stroke="#FFFFFF" strokeWidth={2.5} />
      {/* A bigger invisible target for fingers. */}
      <circle r={18} fill="transparent" />
    </g>
  );
}
