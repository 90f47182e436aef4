/**
 * A fixed-ratio image box (no layout shift), with WebP variants for uploaded images (responsiveImage);
 * without an image, or when it fails to load, a tinted panel with an icon.
 */
import Box from "@mui/material/Box";
import { responsiveImage, type ImageLayout } from "@main-street/domain/images";
import type { ReactNode } from "react";
import { useImageFailure } from "../lib/use-image-failure";

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
  const { failed, imageProps } = useImageFailure(src);
  if (!src || failed) {
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
      {...imageProps}
      {...responsiveImage(src, layout)}
      alt={alt}
      width={800}
      height={500}
      loading={eager ? "eager" : "lazy"}
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
