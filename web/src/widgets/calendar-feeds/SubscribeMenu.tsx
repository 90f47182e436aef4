/**
 * "Subscribe": a menu of the ways to add a calendar feed to a calendar app (docs/product.md#feeds-and-subscribing).
 * HTML first (docs/decisions/0035): the button opens a native popover of plain links, so it works before the app runs
 * and costs no script; once the app runs, opening moves focus into the menu, the arrow keys, Home and End move
 * between its items, and Tab or Escape closes it (the WAI-ARIA menu button pattern). MUI's Menu would need the app
 * (and a modal's code) before the first tap.
 */
import EventRepeatIcon from "@mui/icons-material/EventRepeat";
import Box from "@mui/material/Box";
import { subscribeLinks, type CalendarFeed } from "@main-street/domain/calendar-feed";
import { useEffect, useRef, type KeyboardEvent, type MouseEvent } from "react";
import { Button } from "../../components/Button";
import { popoverAttributes, popoverTargetAttributes } from "../../lib/popover";
import { useSiteOrigin } from "../../lib/render-context";
import { useCopy } from "./use-copy";

type Popover = HTMLElement & { hidePopover?: () => void };

const itemStyle = {
  display: "block",
  width: "100%",
  px: 2,
  py: 1.25,
  border: 0,
  borderRadius: 1,
  bgcolor: "transparent",
  color: "text.primary",
  font: "inherit",
  fontWeight: 600,
  textAlign: "left",
  textDecoration: "none",
  cursor: "pointer",
  "&:hover, &:focus-visible": { bgcolor: "action.hover" },
} as const;

function menuItems(menu: HTMLElement): HTMLElement[] {
  return Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]'));
}

/** Arrow keys, Home and End move between the items; Tab leaves and closes the menu. */
function moveFocus(event: KeyboardEvent<HTMLElement>, popover: Popover | null): void {
  const items = menuItems(event.currentTarget);
  const at = items.indexOf(document.activeElement as HTMLElement);
  const next: Record<string, number> = {
    ArrowDown: (at + 1) % items.length,
    ArrowUp: (at - 1 + items.length) % items.length,
    Home: 0,
    End: items.length - 1,
  };
  if (event.key === "Tab") popover?.hidePopover?.();
  if (!(event.key in next)) return;
  event.preventDefault();
  items[next[event.key]!]?.focus();
}

export function SubscribeMenu({ feed, id }: { feed: CalendarFeed; id: string }) {
  const links = subscribeLinks(feed, useSiteOrigin());
  const popover = useRef<Popover>(null);
  const { state, copy } = useCopy();

  useEffect(() => {
    const element = popover.current;
    if (!element) return;
    const opened = (event: Event) => {
      if ((event as Event & { newState?: string }).newState === "open") menuItems(element)[0]?.focus();
    };
    element.addEventListener("toggle", opened);
    return () => element.removeEventListener("toggle", opened);
  }, []);

  // A chosen calendar opens elsewhere (an app or a new tab): the menu closes behind it.
  const closeAfterLink = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest("a")) popover.current?.hidePopover?.();
  };
  const external = { target: "_blank", rel: "noopener noreferrer" };
  const anchor = `--${id}`;

  return (
    <>
      <Button
        {...popoverTargetAttributes(id)}
        aria-haspopup="menu"
        id={`${id}-button`}
        variant="contained"
        color="warning"
        size="large"
        startIcon={<EventRepeatIcon />}
        sx={{ anchorName: anchor }}
      >
        Subscribe
      </Button>
      <Box
        ref={popover}
        id={id}
        {...popoverAttributes}
        sx={{
          positionAnchor: anchor,
          inset: "auto",
          top: "anchor(bottom)",
          left: "anchor(left)",
          positionTryFallbacks: "flip-inline, flip-block",
          m: 0,
          mt: 0.5,
          p: 1,
          width: "min(20rem, calc(100vw - 16px))",
          border: 0,
          borderRadius: 2,
          boxShadow: 8,
          bgcolor: "background.paper",
          color: "text.primary",
        }}
      >
        <Box role="menu" aria-labelledby={`${id}-button`} onKeyDown={(e) => moveFocus(e, popover.current)}>
          <Box component="a" role="menuitem" href={links.webcal} onClick={closeAfterLink} sx={itemStyle}>
            Apple Calendar / webcal
          </Box>
          <Box component="a" role="menuitem" href={links.google} {...external} onClick={closeAfterLink} sx={itemStyle}>
            Google Calendar
          </Box>
          <Box component="a" role="menuitem" href={links.outlook} {...external} onClick={closeAfterLink} sx={itemStyle}>
            Outlook.com
          </Box>
          <Box
            component="a"
            role="menuitem"
            href={links.office365}
            {...external}
            onClick={closeAfterLink}
            sx={itemStyle}
          >
            Microsoft 365 (work or school)
          </Box>
          <Box component="button" type="button" role="menuitem" onClick={() => copy(links.address)} sx={itemStyle}>
            Copy address
          </Box>
        </Box>
        <Box role="status" sx={{ px: 2, fontSize: "0.875rem", overflowWrap: "anywhere" }}>
          {state === "copied" && <Box sx={{ py: 1, color: "success.main", fontWeight: 600 }}>Address copied</Box>}
          {state === "failed" && <Box sx={{ py: 1 }}>Copy this address: {links.address}</Box>}
        </Box>
      </Box>
    </>
  );
}
