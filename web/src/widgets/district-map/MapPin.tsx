import type { BusinessCategory } from "@main-street/domain/categories";
import { colors } from "../../theme/palette";
import { categoryMeta } from "../../components/category-meta";

export interface MapPinProps {
  x: number;
  y: number;
  category: BusinessCategory;
  /** The businesses it stands for (data-business, for tests and styling); two or more show their count. */
  ids?: string[];
  /** Drawn width over canvas width: pins keep their size on screen. */
  scale?: number;
  selected?: boolean;
}

/**
 * A round pin in the category's colour, or a numbered one for pins too close to tell apart. Pointer only (the map
 * finds the pin nearest a tap), since the list beside the map is the keyboard path.
 */
export function MapPin({ x, y, category, ids = [], scale = 1, selected }: MapPinProps) {
  const size = 1 / Math.max(scale, 0.45);
  const group = ids.length > 1;
  const color = group ? colors.navy : categoryMeta(category).color;
  const r = (group ? 11 : selected ? 10 : 8) * size;
  return (
    <g transform={`translate(${x} ${y})`} data-business={ids.join(" ")} data-count={ids.length}>
      {selected && <circle r={r + 6 * size} fill={color} opacity={0.25} />}
      <circle r={r} fill={color} stroke="#FFFFFF" strokeWidth={2.5 * size} />
      {group && (
        <text textAnchor="middle" dy="0.35em" fontSize={12 * size} fontWeight={700} fill="#FFFFFF">
          {ids.length}
        </text>
      )}
    </g>
  );
}
