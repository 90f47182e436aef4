/** One toast at a time: App sets notistack's maxSnack to 1. */
import Box from "@mui/material/Box";
import { useSnackbar } from "notistack";
import { useCallback } from "react";

export interface Toast {
  title: string;
  message?: string;
  variant: "success" | "error";
  autoHideDuration?: number;
}

export function useToast(): (toast: Toast) => void {
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(
    ({ title, message, variant, autoHideDuration }: Toast) => {
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
    },
    [enqueueSnackbar],
  );
}
