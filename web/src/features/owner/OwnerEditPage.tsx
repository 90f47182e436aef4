/**
 * An owner's edit screen (docs/product.md#owners): the fields owners may change, saved as a revision for staff to
 * review. When the live listing changed since the screen loaded, the save is refused as stale: the screen then
 * shows each field both ways and lets the owner choose before saving again.
 */
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Container from "@mui/material/Container";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { parseTags, type Business } from "@main-street/domain/business";
import { fieldErrors } from "@main-street/domain/api-error";
import { LIMITS } from "@main-street/domain/fields";
import { FIELD_LABELS, OWNER_FIELDS, revisionSchema, shownValue, type OwnerField } from "@main-street/domain/owners";
import { LoadingState } from "../../components/LoadingState";
import { ApiError, asApiError } from "../../lib/api-client";
import { formatDate } from "../../lib/format-date";
import { useToast } from "../../lib/use-toast";
import { AuthChecking, PrivatePageSeo, useAuthGuard } from "../../widgets/auth";
import { LazyDescriptionEditor } from "../../widgets/editor";
import { HoursEditor, fromWeekGrid, toWeekGrid, weekGridProblems, type WeekGrid } from "../../widgets/hours-editor";
import { ImageUpload } from "../../widgets/uploads";
import { useOwnedBusiness, useSaveRevision } from "./api";
import { REVISION_STATES } from "./revision-status";

interface Values {
  description: string;
  week: WeekGrid;
  phone: string;
  website: string;
  email: string;
  address: string;
  image: string;
  tags: string;
}

function valuesOf(b: Business): Values {
  return {
    description: b.description,
    week: toWeekGrid(b.hours),
    phone: b.phone,
    website: b.website,
    email: b.email ?? "",
    address: b.address,
    image: b.image,
    tags: b.tags.join(", "),
  };
}

/** A form value as the API stores it, so two can be compared. */
function stored(values: Values, field: OwnerField): unknown {
  if (field === "hours") return fromWeekGrid(values.week);
  if (field === "tags") return parseTags(values.tags);
  return values[field];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function changesBetween(from: Values, to: Values): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const field of OWNER_FIELDS)
    if (!same(stored(from, field), stored(to, field))) changes[field] = stored(to, field);
  return changes;
}

/** Sets one field of `values` to `source`'s. */
function withField(values: Values, source: Values, field: OwnerField): Values {
  const key = field === "hours" ? "week" : field;
  return { ...values, [key]: source[key] };
}

export default function OwnerEditPage({ id }: { id: string }) {
  const guard = useAuthGuard({ requireAdmin: false });
  if (guard.status !== "allowed") return <AuthChecking refused={guard.status === "refused"} />;
  return <OwnerEdit id={id} />;
}

function OwnerEdit({ id }: { id: string }) {
  const owned = useOwnedBusiness(id);
  if (owned.isLoading) return <LoadingState text="Loading your listing..." minHeight={480} />;
  if (!owned.data) {
    const error = owned.error ? asApiError(owned.error) : null;
    return (
      <Container maxWidth="md" sx={{ py: 6 }}>
        <Alert severity="error" role="alert">
          {error?.status === 403
            ? "Only the business's owners can edit it."
            : (error?.serverMessage ?? "This listing could not be loaded.")}
        </Alert>
      </Container>
    );
  }
  return <EditForm id={id} business={owned.data.business} owned={owned} />;
}

function EditForm({
  id,
  business,
  owned,
}: {
  id: string;
  business: Business;
  owned: ReturnType<typeof useOwnedBusiness>;
}) {
  const [base, setBase] = useState({ updatedAt: business.updatedAt, values: valuesOf(business) });
  const [values, setValues] = useState<Values>(base.values);
  const [conflict, setConflict] = useState<{ loaded: Values; live: Values } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const save = useSaveRevision(id);
  const toast = useToast();
  const set = (field: keyof Values) => (value: unknown) => setValues((v) => ({ ...v, [field]: value }));

  const submit = async () => {
    setMessage(null);
    const changes = changesBetween(base.values, values);
    const input = { base: base.updatedAt, changes };
    const parsed = revisionSchema.safeParse(input);
    const gridProblems = weekGridProblems(values.week);
    if (!parsed.success || Object.keys(gridProblems).length > 0) {
      const fields = parsed.success ? {} : fieldErrors(parsed.error);
      setErrors({ ...fields, ...(Object.keys(gridProblems).length ? { "changes.hours": "Check the hours" } : {}) });
      setMessage(fields._ ?? fields["changes"] ?? Object.values(fields)[0] ?? "Check the hours.");
      return;
    }
    setErrors({});
    try {
      const receipt = await save.mutateAsync(input);
      toast({ variant: "success", title: "Sent for review", message: receipt.message });
      setConflict(null);
      await owned.refetch();
    } catch (error) {
      const failure = asApiError(error);
      if (failure instanceof ApiError && failure.status === 409) {
        // Stale: show the live listing beside what this screen started from, and rebase onto it.
        const fresh = await owned.refetch();
        if (!fresh.data) return;
        const live = valuesOf(fresh.data.business);
        setConflict({ loaded: base.values, live });
        setValues((mine) => {
          let merged = live;
          for (const field of OWNER_FIELDS) {
            if (!same(stored(mine, field), stored(base.values, field))) merged = withField(merged, mine, field);
          }
          return merged;
        });
        setBase({ updatedAt: fresh.data.business.updatedAt, values: live });
      }
      setErrors(failure.fields ?? {});
      setMessage(failure.serverMessage ?? failure.message);
    }
  };

  const clashes = conflict
    ? OWNER_FIELDS.filter((f) => !same(stored(conflict.live, f), stored(conflict.loaded, f)))
    : [];
  const fieldError = (field: OwnerField) => errors[`changes.${field}`] ?? errors[field];

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <PrivatePageSeo page={`Edit ${business.name}`} path={`/owner/businesses/${id}`} />
      <Button component={RouterLink} to="/owner" sx={{ mb: 2 }}>
        Back to My businesses
      </Button>
      <Typography variant="h1" sx={{ fontSize: { xs: "2rem", md: "2.4rem" }, mb: 1 }}>
        Edit {business.name}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Your changes go to the Main Street office for review before they appear. The name, category, featured flag and
        map pin are changed by the office.
      </Typography>
      {message && (
        <Alert severity={conflict ? "warning" : "error"} role="alert" sx={{ mb: 3 }}>
          {message}
        </Alert>
      )}
      {conflict && clashes.length > 0 && (
        <Card component="section" aria-labelledby="merge-title" sx={{ p: 3, mb: 3 }}>
          <Typography variant="h2" id="merge-title" sx={{ fontSize: "1.3rem", mb: 2 }}>
            Changed since you opened it
          </Typography>
          {clashes.map((field) => (
            <Box key={field} sx={{ mb: 2 }}>
              <Typography variant="subtitle1" component="h3">
                {FIELD_LABELS[field]}
              </Typography>
              <Typography>
                Live now: {field === "description" ? "(rich text)" : shownValue(stored(conflict.live, field))}
              </Typography>
              <Typography>
                Yours: {field === "description" ? "(rich text)" : shownValue(stored(values, field))}
              </Typography>
              <Button size="small" onClick={() => setValues((v) => withField(v, conflict.live, field))}>
                Use the live {FIELD_LABELS[field].toLowerCase()}
              </Button>
            </Box>
          ))}
          <Typography color="text.secondary">The form below keeps your changes; save again to send them.</Typography>
        </Card>
      )}
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        sx={{ display: "grid", gap: 3 }}
      >
        <LazyDescriptionEditor
          label="Description"
          value={values.description}
          onChange={set("description")}
          uploadCalls="owner"
          error={Boolean(fieldError("description"))}
          helperText={fieldError("description")}
          disabled={save.isPending}
        />
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
            Hours
          </Typography>
          <HoursEditor value={values.week} onChange={set("week")} disabled={save.isPending} />
        </Box>
        {(["phone", "website", "email", "address"] as const).map((field) => (
          <TextField
            key={field}
            name={field}
            label={FIELD_LABELS[field]}
            value={values[field]}
            onChange={(e) => set(field)(e.target.value)}
            error={Boolean(fieldError(field))}
            helperText={fieldError(field)}
            disabled={save.isPending}
            inputProps={{ maxLength: field === "website" ? LIMITS.url : LIMITS.shortText }}
          />
        ))}
        <ImageUpload value={values.image} onChange={set("image")} calls="owner" disabled={save.isPending} />
        <TextField
          name="tags"
          label="Tags"
          helperText={fieldError("tags") ?? "Separate tags with commas"}
          error={Boolean(fieldError("tags"))}
          value={values.tags}
          onChange={(e) => set("tags")(e.target.value)}
          disabled={save.isPending}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            Send for review
          </Button>
        </Box>
      </Box>
      <Card component="section" aria-labelledby="revisions-title" sx={{ p: 3, mt: 4 }}>
        <Typography variant="h2" id="revisions-title" sx={{ fontSize: "1.3rem", mb: 2 }}>
          Your changes
        </Typography>
        {owned.data?.revisions.length ? (
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {owned.data.revisions.map((r) => (
              <li key={r.id}>
                {formatDate(r.createdAt)}:{" "}
                {Object.keys(r.changes)
                  .map((f) => FIELD_LABELS[f as OwnerField])
                  .join(", ")}{" "}
                — <strong>{REVISION_STATES[r.state]}</strong>
                {r.reason && ` (${r.reason})`}
              </li>
            ))}
          </Box>
        ) : (
          <Typography>None yet.</Typography>
        )}
      </Card>
    </Container>
  );
}
