/**
 * A fixed-ratio image box (no layout shift), with WebP variants for uploaded images (responsiveImage);
 * without an image, or when it fails to load, a tinted panel with an icon.
 */
import { styled } from "@mui/material/styles";
import { responsiveImage, type ImageLayout } from "@main-street/domain/images";
import type { ReactNode } from "react";
import { useImageFailure } from "../lib/use-image-failure";

// Static styles (the ratio and colour go in the style attribute): lists render many covers.
const Image = styled("img")({
  display: "block",
  width: "100%",
  height: "auto",
  objectFit: "cover",
  backgroundColor: "#F3E9DA",
});

const Placeholder = styled("div")({
  width: "100%",
  display: "grid",
  placeItems: "center",
  "& svg": { fontSize: 56, opacity: 0.8 },
});

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
      <Placeholder
        aria-hidden
        style={{
          aspectRatio: ratio,
          color,
          background: `linear-gradient(135deg, ${color}1f, ${color}0a), #FBF7F0`,
        }}
      >
        {icon}
      </Placeholder>
    );
  }
  return (
    <Image
      {...imageProps}
      {...responsiveImage(src, layout)}
      alt={alt}
      width={800}
      height={500}
      loading={eager ? "eager" : "lazy"}
      style={{ aspectRatio: ratio }}
    />
  );
}
