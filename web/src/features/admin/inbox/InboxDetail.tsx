/** One inbox item: every field, reply by e-mail, call, the Pacific submission time and the status buttons. */
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import {
  inboxStatusLabel,
  INBOX_STATUSES,
  INBOX_TYPES,
  type InboxItem,
  type InboxStatus,
  type InboxType,
  type NoticeState,
} from "@main-street/domain/inbox";
import { telHref } from "../../../lib/contact-links";
import { useApiErrorHandler } from "../../../lib/use-api-error-handler";
import { useToast } from "../../../lib/use-toast";
import { pacificTime } from "./format";
import { ImportActions } from "./ImportActions";
import { OwnerItemActions } from "./OwnerItemActions";
import { ProposalActions } from "./ProposalActions";
import { useSetInboxStatus } from "./use-inbox";

const NOTICE_TEXT: Record<NoticeState, string> = {
  pending: "Sending",
  sent: "Sent",
  retrying: "Failed, will retry",
  failed: "Failed",
  off: "Not sent (no mail server or recipients)",
  held: "Not sent (this hour's notices were used up)",
};

/** Items staff approve or decline (their own buttons, first in the dialog's actions). */
const DECIDED_TYPES = new Set<InboxType>(["proposal", "claim", "revision", "import"]);

export function InboxDetail({ item, onClose }: { item: InboxItem; onClose: () => void }) {
  const setStatus = useSetInboxStatus();
  const toast = useToast();
  const handleError = useApiErrorHandler();
  const change = async (status: InboxStatus) => {
    try {
      await setStatus.mutateAsync({ id: item.id, status });
      toast({ variant: "success", title: `Marked ${INBOX_STATUSES[status]}` });
      onClose();
    } catch (error) {
      handleError(error, { toast: { title: "Error updating the item" }, signInAgain: true });
    }
  };
  const decides = DECIDED_TYPES.has(item.type) && !item.decision;
  const subject = `Re: your ${INBOX_TYPES[item.type].toLowerCase()} to Boulder City Main Street`;
  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth={item.type === "revision" || item.type === "import" ? "md" : "sm"}
      fullWidth
      aria-labelledby="inbox-detail-title"
    >
      <DialogTitle id="inbox-detail-title">
        {INBOX_TYPES[item.type]} from {item.name || item.email}
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Received {pacificTime(item.createdAt)} · Status: {inboxStatusLabel(item)}
          {/* A calendar's events send no staff notice each (docs/product.md#importing-calendars). */}
          {item.type !== "import" && ` · Staff notice: ${NOTICE_TEXT[item.notice.state]}`}
        </Typography>
        <dl style={{ margin: 0 }}>
          {item.fields.map((field) => (
            <div key={field.label} style={{ marginBottom: 12 }}>
              <Typography component="dt" variant="subtitle2">
                {field.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                {field.value || "—"}
              </Typography>
            </div>
          ))}
        </dl>
        <Typography sx={{ mt: 2, display: "flex", gap: 2, flexWrap: "wrap" }}>
          {item.email && (
            <Link href={`mailto:${item.email}?subject=${encodeURIComponent(subject)}`}>Reply by e-mail</Link>
          )}
          {item.phone && <Link href={telHref(item.phone)}>Call {item.phone}</Link>}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ flexWrap: "wrap", gap: 1 }}>
        {item.type === "proposal" && <ProposalActions item={item} onDone={onClose} />}
        {(item.type === "claim" || item.type === "revision") && <OwnerItemActions item={item} onDone={onClose} />}
        {item.type === "import" && <ImportActions item={item} onDone={onClose} />}
        {item.status !== "handled" && (
          // Beside an undecided item's Approve, a plain button: one filled button per dialog, the decision's.
          <Button
            variant={decides ? "text" : "contained"}
            disabled={setStatus.isPending}
            onClick={() => void change("handled")}
          >
            Mark Handled
          </Button>
        )}
        {item.status !== "new" && (
          <Button disabled={setStatus.isPending} onClick={() => void change("new")}>
            Mark New
          </Button>
        )}
        {item.status !== "archived" && (
          <Button disabled={setStatus.isPending} onClick={() => void change("archived")}>
            Archive
          </Button>
        )}
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
