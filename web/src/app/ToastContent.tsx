/** notistack's toasts in theme colours: its default green, blue and orange fail WCAG AA contrast with white text. */
import { styled } from "@mui/material/styles";
import { MaterialDesignContent } from "notistack";
import { colors } from "../theme/palette";

const ToastContent = styled(MaterialDesignContent)({
  "&.notistack-MuiContent-success": { backgroundColor: colors.turquoise },
  "&.notistack-MuiContent-error": { backgroundColor: "#B3261E" },
  "&.notistack-MuiContent-info": { backgroundColor: colors.navy },
  "&.notistack-MuiContent-warning": { backgroundColor: "#8A4B00" },
});

export const TOAST_COMPONENTS = {
  default: ToastContent,
  success: ToastContent,
  error: ToastContent,
  info: ToastContent,
  warning: ToastContent,
};
