/**
 * A district day's answer page (docs/product.md#district-days), opened from the owner's e-mail: it shows the listing,
 * the day and the answer the tapped link chose, and sends it only when the owner presses the button, so a mail
 * scanner that opens every link in the e-mail answers nothing. No sign-in: the signed token answers for one listing
 * and one day, and may answer again until the day is over.
 */
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Typography from "@mui/material/Typography";
import { useEffect, useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { LONG_WEEKDAYS, toLongDate } from "@main-street/domain/dates";
import { DISTRICT_ANSWERS, type DistrictAnswer, type DistrictDayPreview } from "@main-street/domain/district-days";
import { api, pages } from "@main-street/domain/paths";
import { weekdayOf } from "@main-street/domain/site-clock";
import { dayProblem, type TimeRange } from "@main-street/domain/weekly-hours";
import { LoadingState } from "../../components/LoadingState";
import { apiPost, asApiError } from "../../lib/api-client";
import { PrivatePageSeo } from "../../widgets/auth";
import { RangeFields } from "../../widgets/hours-editor";
import { useLinkToken } from "../../lib/link-token";

const BAD_LINK = "This link is not valid. Please use the link in the district day's e-mail.";
const messageOf = (error: unknown) =>
  asApiError(error).serverMessage ?? "Something went wrong on our side. Please try again.";

/** The answer the tapped link chose, carried beside the token. */
const ANSWER = ["answer"] as const;

const isAnswer = (value: string): value is DistrictAnswer => (DISTRICT_ANSWERS as readonly string[]).includes(value);

export function DistrictDayPage() {
  const [token, , { answer: tapped = "" }] = useLinkToken(ANSWER);
  const [preview, setPreview] = useState<DistrictDayPreview | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(
    token ? null : { ok: false, message: BAD_LINK },
  );
  const [answer, setAnswer] = useState<DistrictAnswer>(isAnswer(tapped) ? tapped : "usual");
  const [ranges, setRanges] = useState<TimeRange[]>([{ opens: "10:00", closes: "14:00" }]);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (!token) return;
    let current = true;
    apiPost<DistrictDayPreview>(api.owner.districtDayPreview.href(), { token })
      .then((found) => {
        if (!current) return;
        setPreview(found);
        // The link tapped chooses; without one, the answer given before.
        if (!isAnswer(tapped) && found.answer) setAnswer(found.answer.kind);
        if (found.answer?.kind === "open") setRanges(found.answer.ranges);
      })
      .catch((error: unknown) => current && setOutcome({ ok: false, message: messageOf(error) }));
    return () => {
      current = false;
    };
  }, [token, tapped]);

  const problem = answer === "open" ? dayProblem(ranges) : null;
  const send = async () => {
    if (problem) return;
    setSending(true);
    try {
      const done = await apiPost<{ message: string }>(api.owner.districtDayAnswer.href(), { token, answer, ranges });
      setOutcome({ ok: true, message: done.message });
    } catch (error) {
      setOutcome({ ok: false, message: messageOf(error) });
    }
    setSending(false);
  };

  const when = preview ? `${LONG_WEEKDAYS[weekdayOf(preview.date)]}, ${toLongDate(preview.date)}` : "";
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <PrivatePageSeo page="Your hours on a district day" path={pages.ownerDistrictDay.href()} />
      <Typography variant="h1" sx={{ fontSize: "2rem", mb: 3 }}>
        {preview ? `${preview.dayName}: your hours` : "Your hours on a district day"}
      </Typography>
      {outcome ? (
        <Alert severity={outcome.ok ? "success" : "error"} role={outcome.ok ? "status" : "alert"}>
          {outcome.message}
        </Alert>
      ) : preview ? (
        <Box component="section" aria-labelledby="district-day-business">
          <Typography variant="h2" id="district-day-business" sx={{ fontSize: "1.4rem", mb: 1 }}>
            {preview.businessName}
          </Typography>
          <Typography sx={{ mb: 2 }}>
            {preview.dayName} is {when}. Will {preview.businessName} be open?
          </Typography>
          <RadioGroup
            aria-labelledby="district-day-business"
            value={answer}
            onChange={(e) => setAnswer(e.target.value as DistrictAnswer)}
          >
            <FormControlLabel value="usual" control={<Radio />} label={`Open as usual (${preview.usualHours})`} />
            <FormControlLabel value="closed" control={<Radio />} label="Closed all day" />
            <FormControlLabel value="open" control={<Radio />} label="Other hours" />
          </RadioGroup>
          {answer === "open" && (
            <Box sx={{ pl: 4 }}>
              <RangeFields
                name={preview.dayName}
                ranges={ranges}
                problemId={problem ? "district-day-problem" : undefined}
                disabled={sending}
                onChange={setRanges}
              />
              {problem && (
                <FormHelperText error id="district-day-problem">
                  {problem}
                </FormHelperText>
              )}
            </Box>
          )}
          <Button variant="contained" sx={{ mt: 3 }} disabled={sending || Boolean(problem)} onClick={() => void send()}>
            {sending ? "Sending..." : "Send my answer"}
          </Button>
        </Box>
      ) : (
        <LoadingState text="Loading your listing..." minHeight={200} />
      )}
      <Button component={RouterLink} to={pages.owner.href()} sx={{ mt: 3 }}>
        My businesses
      </Button>
    </Container>
  );
}
