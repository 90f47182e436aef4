/** The Inbox tab (docs/product.md#inbox): what the public sent, newest first, filtered, searched, paged, exported. */
import DownloadIcon from "@mui/icons-material/Download";
import Badge from "@mui/material/Badge";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardActionArea from "@mui/material/CardActionArea";
import Chip from "@mui/material/Chip";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import {
  inboxStatusLabel,
  INBOX_TYPES,
  INBOX_VIEWS,
  type InboxItem,
  type InboxType,
  type InboxView,
} from "@main-street/domain/inbox";
import { useState } from "react";
import { EmptyState } from "../../../components/EmptyState";
import { LoadFailure, useRetry } from "../../../components/LoadFailure";
import { LoadingState } from "../../../components/LoadingState";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { visuallyHidden } from "../../../components/visually-hidden";
import { pacificTime } from "./format";
import { InboxDetail } from "./InboxDetail";
import { PersonDelete } from "./PersonDelete";
import { useSearchParams } from "react-router-dom";
import { exportUrl } from "./use-inbox";
import { useInbox, useInboxItem, useInboxSummary, type InboxFilter } from "../queries";

/** 'Inbox' with the number of New items. */
export function InboxTabLabel() {
  const summary = useInboxSummary();
  const count = summary.data?.new ?? 0;
  return (
    <Badge badgeContent={count} color="secondary" max={999} sx={{ pr: count ? 1.5 : 0 }}>
      <span>
        Inbox
        {count > 0 && <Box component="span" sx={visuallyHidden}>{` (${count} new)`}</Box>}
      </span>
    </Badge>
  );
}

/** A decided item's chip says how it was decided (docs/product.md#inbox). */
const OUTCOME_COLOR = { approved: "success", declined: "error", none: "default" } as const;

function ItemRow({ item, onOpen }: { item: InboxItem; onOpen: () => void }) {
  return (
    <Card component="li" sx={{ listStyle: "none" }}>
      <CardActionArea onClick={onOpen} sx={{ p: 2 }}>
        <Box sx={{ display: "flex", gap: 1, alignItems: "center", flexWrap: "wrap" }}>
          <Chip
            size="small"
            label={inboxStatusLabel(item)}
            color={item.status === "new" ? "secondary" : OUTCOME_COLOR[item.decision?.state ?? "none"]}
            variant={item.decision && item.status !== "new" ? "outlined" : "filled"}
          />
          <Chip size="small" variant="outlined" label={INBOX_TYPES[item.type]} />
          <Typography variant="h6" component="h3" sx={{ fontSize: "1.05rem", flexGrow: 1 }}>
            {item.name || item.email}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {pacificTime(item.createdAt)}
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: "anywhere" }}>
          {item.summary}
        </Typography>
      </CardActionArea>
    </Card>
  );
}

export function InboxTab() {
  const [type, setType] = useState<InboxType | "">("");
  const [view, setView] = useState<InboxView>("open");
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search, 300);
  const filter: InboxFilter = { type, view, q };
  const list = useInbox(filter);
  const [open, setOpen] = useState<InboxItem | null>(null);
  // A staff notice links to /admin?tab=inbox&item={id}: that item opens over the list.
  const [params, setParams] = useSearchParams();
  const linked = useInboxItem(params.get("item"));
  const closeLinked = () =>
    setParams((p) => {
      p.delete("item");
      return p;
    });
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const { retrying, retry } = useRetry(list);

  return (
    <>
      <Box component="h2" sx={{ typography: "h3", mt: 0, mb: 3 }}>
        Inbox
      </Box>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ mb: 3 }}>
        <TextField
          select
          size="small"
          label="Type"
          value={type}
          onChange={(e) => setType(e.target.value as InboxType | "")}
          sx={{ minWidth: 190 }}
        >
          <MenuItem value="">All types</MenuItem>
          {Object.entries(INBOX_TYPES).map(([id, label]) => (
            <MenuItem key={id} value={id}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Status"
          value={view}
          onChange={(e) => setView(e.target.value as InboxView)}
          sx={{ minWidth: 150 }}
        >
          {Object.entries(INBOX_VIEWS).map(([id, label]) => (
            <MenuItem key={id} value={id}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="search"
          label="Search name, e-mail or word"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          sx={{ flexGrow: 1 }}
        />
        <Button component="a" href={exportUrl(filter)} download startIcon={<DownloadIcon />} variant="outlined">
          Export CSV
        </Button>
      </Stack>
      {(list.isError && items.length === 0) || retrying ? (
        <LoadFailure error={list.error} title="The inbox could not be loaded" onRetry={retry} retrying={retrying} />
      ) : list.isPending ? (
        <LoadingState text="Loading inbox..." />
      ) : items.length === 0 ? (
        <EmptyState title="Nothing here" hint="No messages match these filters." headingLevel="h3" />
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label="Inbox items">
          {items.map((item) => (
            <ItemRow key={item.id} item={item} onOpen={() => setOpen(item)} />
          ))}
        </Stack>
      )}
      {list.hasNextPage && (
        <Box sx={{ textAlign: "center", mt: 3 }}>
          <Button variant="outlined" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            {list.isFetchingNextPage ? "Loading..." : "Load more"}
          </Button>
        </Box>
      )}
      <PersonDelete />
      {open && <InboxDetail item={open} onClose={() => setOpen(null)} />}
      {!open && linked.data && <InboxDetail item={linked.data} onClose={closeLinked} />}
    </>
  );
}
