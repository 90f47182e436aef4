/**
 * The Weekly E-mail tab (docs/product.md#weekly-email): how many confirmed subscribers get each kind of event (never
 * who: there is no list of addresses to see or export), when the next e-mail goes, a preview of it, and "Send a test
 * to me": the real e-mail, to the signed-in staff member, with working unsubscribe links for that address.
 */
import SendIcon from "@mui/icons-material/Send";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Grid from "@mui/material/Grid";
import Link from "@mui/material/Link";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { toLongDate } from "@main-street/domain/dates";
import type { NewsletterStats } from "@main-street/domain/newsletter";
import { editionRange } from "@main-street/domain/newsletter-week";
import { QueryContent } from "../../../components/LoadFailure";
import { LoadingState } from "../../../components/LoadingState";
import { useApiErrorHandler } from "../../../lib/use-api-error-handler";
import { useToast } from "../../../lib/use-toast";
import { NewsletterPreviewPanel } from "./NewsletterPreviewPanel";
import { useSendTest } from "./use-newsletter";
import { useNewsletterStats } from "../queries";

function Count({ label, value }: { label: string; value: number }) {
  return (
    <Card sx={{ p: 2.5, height: "100%" }}>
      <Typography variant="body2" color="text.secondary" component="h3">
        {label}
      </Typography>
      <Typography sx={{ fontSize: "1.8rem", fontWeight: 700 }}>{value.toLocaleString("en-US")}</Typography>
    </Card>
  );
}

function Stats({ stats }: { stats: NewsletterStats }) {
  return (
    <>
      <Grid container spacing={2} sx={{ mb: 3 }}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <Count label="Confirmed subscribers" value={stats.confirmed} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <Count label="Waiting to confirm" value={stats.pending} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <Count label="Bounced (no longer sent)" value={stats.bounced} />
        </Grid>
      </Grid>
      <Typography variant="h6" component="h3" id="newsletter-categories" sx={{ mb: 1 }}>
        Confirmed subscribers by kind of event
      </Typography>
      <Table size="small" aria-labelledby="newsletter-categories" sx={{ maxWidth: 480, mb: 3 }}>
        <TableHead>
          <TableRow>
            <TableCell component="th">Kind of event</TableCell>
            <TableCell component="th" align="right">
              Subscribers
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow>
            <TableCell>Every kind (no choice made)</TableCell>
            <TableCell align="right">{stats.allCategories}</TableCell>
          </TableRow>
          {stats.byCategory.map(({ category, count }) => (
            <TableRow key={category}>
              <TableCell>{category}</TableCell>
              <TableCell align="right">{count}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography sx={{ mb: 1 }}>
        Next e-mail: Thursday, {toLongDate(stats.next.sendsOn)}, at 8:00 AM (events of {editionRange(stats.next)}).{" "}
        <Link component={RouterLink} to={stats.next.webCopy} underline="always">
          Its web copy
        </Link>
      </Typography>
    </>
  );
}

export function NewsletterTab() {
  const stats = useNewsletterStats();
  const sendTest = useSendTest();
  const toast = useToast();
  const handleError = useApiErrorHandler();
  const [previewing, setPreviewing] = useState(false);
  const send = async () => {
    try {
      const { message } = await sendTest.mutateAsync();
      toast({ variant: "success", title: "Test e-mail sent", message });
    } catch (error) {
      handleError(error, { toast: { title: "The test e-mail was not sent" }, signInAgain: true });
    }
  };
  return (
    <Box component="section" aria-labelledby="newsletter-title">
      <Typography id="newsletter-title" variant="h5" component="h2" sx={{ mb: 1 }}>
        Weekly E-mail
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
        Every Thursday at 8:00 AM, each confirmed subscriber gets the coming week&apos;s events (Friday to Thursday) in
        the kinds they chose, and the businesses open late. Addresses are never listed or exported here; to delete
        someone&apos;s address, use the privacy request in the Inbox tab.
      </Typography>
      <QueryContent
        query={stats}
        loading={<LoadingState text="Loading..." />}
        failedTitle="We couldn't load the counts"
      >
        {(found) => <Stats stats={found} />}
      </QueryContent>
      <Box sx={{ display: "flex", gap: 1.5, flexWrap: "wrap", my: 3 }}>
        <Button variant="outlined" onClick={() => setPreviewing(true)} disabled={previewing}>
          Preview next week&apos;s e-mail
        </Button>
        <Button variant="contained" endIcon={<SendIcon />} onClick={() => void send()} disabled={sendTest.isPending}>
          {sendTest.isPending ? "Sending..." : "Send a test to me"}
        </Button>
      </Box>
      {previewing && <NewsletterPreviewPanel />}
    </Box>
  );
}
