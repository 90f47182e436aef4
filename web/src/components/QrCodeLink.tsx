/**
 * A business's or event's printable QR code (docs/product.md#qr-codes): the SVG the API draws (the code of the page's
 * address, its title beneath), opened in a new tab to print or downloaded for a poster. Drawn on the server, so no
 * page carries a QR code library.
 */
import DownloadIcon from "@mui/icons-material/Download";
import QrCode2Icon from "@mui/icons-material/QrCode2";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Typography from "@mui/material/Typography";
import type { SxProps, Theme } from "@mui/material/styles";
import { api } from "@main-street/domain/paths";
import { useSearchParams } from "react-router-dom";
import { occurrenceParam } from "../lib/queries";
import { Button } from "./Button";
import { visuallyHidden } from "./visually-hidden";

export interface QrCodeLinkProps {
  kind: "business" | "event";
  id: string;
  sx?: SxProps<Theme>;
}

export function QrCodeLink({ kind, id, sx }: QrCodeLinkProps) {
  // docs/product.md#recurring-events: one date of a series (its ?date=) is a page of its own, so is its code.
  const [search] = useSearchParams();
  const date = kind === "event" ? occurrenceParam(search.get("date")) : undefined;
  const href = kind === "business" ? api.businessQr.href(id) : api.eventQr.href(id, date);
  return (
    <Card component="section" aria-labelledby="qr-code-title" sx={[{ p: 3 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Typography variant="h6" component="h2" id="qr-code-title" sx={{ mb: 0.5 }}>
        QR code for posters
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Print it for a window or a flyer: scanning it opens this page.
      </Typography>
      <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
        <Button href={href} target="_blank" rel="noopener" variant="outlined" startIcon={<QrCode2Icon />}>
          Open QR code
          <Box component="span" sx={visuallyHidden}>
            {" "}
            (opens in a new tab)
          </Box>
        </Button>
        <Button
          href={href}
          download={`${date ? `${id}-${date}` : id}-qr.svg`}
          variant="outlined"
          startIcon={<DownloadIcon />}
        >
          Download (SVG)
        </Button>
      </Box>
    </Card>
  );
}
