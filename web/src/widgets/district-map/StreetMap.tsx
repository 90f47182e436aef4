import type { GeoProjection } from "d3-geo";
import { forwardRef, useId, useMemo, type ComponentPropsWithoutRef, type ReactNode } from "react";
import { colors } from "../../theme/palette";
import { drawStreets, type Canvas } from "./map-geometry";

export interface StreetMapProps extends Omit<ComponentPropsWithoutRef<"svg">, "children"> {
  canvas: Canvas;
  projection: GeoProjection;
  /** Street labels are left out on small maps. */
  labels?: boolean;
  /** Pins and other marks, drawn over the streets. */
  children?: ReactNode;
}

/** The district's streets as SVG: no tiles, no network, the same drawing on the server and in the browser. */
export const StreetMap = forwardRef<SVGSVGElement, StreetMapProps>(function StreetMap(
  { canvas, projection, labels = true, children, style, ...svg },
  ref,
) {
  const id = useId();
  const drawn = useMemo(() => drawStreets(projection), [projection]);
  return (
    <svg
      ref={ref}
      viewBox={`0 0 ${canvas.width} ${canvas.height}`}
      style={{
        display: "block",
        width: "100%",
        height: "auto",
        background: colors.sandDeep,
        borderRadius: 16,
        ...style,
      }}
      {...svg}
    >
      {drawn
        .filter((s) => s.kind === "park")
        .map((park) => (
          <path key={park.name} d={park.d} fill="#CFE3C8" stroke="#9DBF92" />
        ))}
      {drawn
        .filter((s) => s.kind === "street")
        .map((street) => (
          <path
            key={street.name}
            d={street.d}
            fill="none"
            stroke={colors.white}
            strokeWidth={9}
            strokeLinecap="round"
          />
        ))}
      {labels &&
        drawn
          .filter((s) => s.kind === "street")
          .map((street, i) => (
            <g key={street.name}>
              <path id={`${id}-label-${i}`} d={street.labelD} fill="none" />
              <text fontSize={11} fill={colors.inkMuted} dy={-7}>
                <textPath href={`#${id}-label-${i}`} startOffset="50%" textAnchor="middle">
                  {street.name}
                </textPath>
              </text>
            </g>
          ))}
      {children}
    </svg>
  );
});
