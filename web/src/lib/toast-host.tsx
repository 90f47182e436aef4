/**
 * The toast host, loaded with the first toast (lib/use-toast.tsx), so notistack stays out of every page's first
 * load. It is its own small React root with the site theme; one toast at a time.
 */
import Box from "@mui/material/Box";
import { styled } from "@mui/material/styles";
import { ThemeProvider } from "@mui/system";
import { enqueueSnackbar, MaterialDesignContent, SnackbarProvider } from "notistack";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { colors } from "../theme/palette";
import { theme } from "../theme/theme";

export interface Toast {
  title: string;
  message?: string;
  variant: "success" | "error";
  autoHideDuration?: number;
}

/** Theme colours: notistack's default green, blue and orange fail WCAG AA contrast with white text. */
const ToastContent = styled(MaterialDesignContent)({
  "&.notistack-MuiContent-success": { backgroundColor: colors.turquoise },
  "&.notistack-MuiContent-error": { backgroundColor: "#B3261E" },
  "&.notistack-MuiContent-info": { backgroundColor: colors.navy },
  "&.notistack-MuiContent-warning": { backgroundColor: "#8A4B00" },
});

const COMPONENTS = {
  default: ToastContent,
  success: ToastContent,
  error: ToastContent,
  info: ToastContent,
  warning: ToastContent,
};

let mounted = false;

function mountHost(): void {
  const root = createRoot(document.body.appendChild(document.createElement("div")));
  // Synchronously, so the provider exists before the first toast is queued.
  flushSync(() =>
    root.render(
      <ThemeProvider theme={theme}>
        <SnackbarProvider
          maxSnack={1}
          anchorOrigin={{ vertical: "bottom", horizontal: "center" }}
          Components={COMPONENTS}
        />
      </ThemeProvider>,
    ),
  );
  mounted = true;
}

export function showToast({ title, message, variant, autoHideDuration }: Toast): void {
  if (!mounted) mountHost();
  enqueueSnackbar(
    <Box component="span" sx={{ display: "block" }}>
      <Box component="strong" sx={{ display: "block", fontWeight: 700 }}>
        {title}
      </Box>
      {message && (
        <Box component="span" sx={{ display: "block" }}>
          {message}
        </Box>
      )}
    </Box>,
    { variant, autoHideDuration: autoHideDuration ?? 6000 },
  );
}
