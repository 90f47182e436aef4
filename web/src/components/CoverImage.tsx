/**
 * A fixed-ratio image box (no layout shift), with WebP variants for uploaded images (responsiveImage);
 * without an image, or when it fails to load, a tinted panel with an icon.
 */
import Box from "@mui/material/Box";
import { responsiveImage, type ImageLayout } from "@main-street/domain/images";
import { useEffect, useRef, useState, type ReactNode } from "react";

export function CoverImage({
  src,
  alt,
  icon,
  color = "#1F3A5F",
  ratio = "16 / 10",
  eager = false,
  layout = "card",
}: {
  src: string;
  alt: string;
  icon?: ReactNode;
  color?: string;
  ratio?: string;
  eager?: boolean;
  layout?: ImageLayout;
}) {
  // Derived from the source that failed, so a new source gets its own try.
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // A server-rendered image can fail before the app hydrates, when no onError listens yet. A finished image
    // with no width is either broken or an SVG without a size; decode() tells them apart.
    const img = image.current;
    if (img?.complete && img.naturalWidth === 0) img.decode().catch(() => setBrokenSrc(src));
  }, [src]);
  if (!src || brokenSrc === src) {
    return (
      <Box
        aria-hidden
        sx={{
          aspectRatio: ratio,
          width: "100%",
          display: "grid",
          placeItems: "center",
          color,
          background: `linear-gradient(135deg, ${color}1f, ${color}0a), #FBF7F0`,
          "& svg": { fontSize: 56, opacity: 0.8 },
        }}
      >
        {icon}
      </Box>
    );
  }
  return (
    <Box
      component="img"
      ref={image}
      {...responsiveImage(src, layout)}
      alt={alt}
      width={800}
      height={500}
      loading={eager ? "eager" : "lazy"}
      onError={() => setBrokenSrc(src)}
      sx={{
        display: "block",
        width: "100%",
        height: "auto",
        aspectRatio: ratio,
        objectFit: "cover",
        bgcolor: "#F3E9DA",
      }}
    />
  );
}
