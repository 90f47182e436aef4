/**
 * An owner's edit screen (docs/product.md#owners): the fields owners may change, in a Formik form like the staff
 * screens, saved as a revision for staff to review. When the live listing changed since the screen loaded, the save
 * is refused as stale: the screen then shows each field both ways and lets the owner choose before saving again.
 */
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { Form, Formik, useField, useFormikContext, type FormikHelpers } from "formik";
import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import type { Business } from "@main-street/domain/business";
import { LIMITS } from "@main-street/domain/fields";
import { FIELD_LABELS, shownValue, type OwnerField, type Revision } from "@main-street/domain/owners";
import { FormikTextField } from "../../components/form/FormikTextField";
import { LoadingState } from "../../components/LoadingState";
import { ApiError, asApiError } from "../../lib/api-client";
import { formatDate } from "../../lib/format-date";
import { useToast } from "../../lib/use-toast";
import { AuthChecking, PrivatePageSeo, useAuthGuard } from "../../widgets/auth";
import { LazyDescriptionEditor } from "../../widgets/editor";
import { HoursField, type WeekGrid } from "../../widgets/hours-editor";
import { SpecialAndAccess } from "./OwnerSpecialFields";
import { ImageUpload } from "../../widgets/uploads";
import { useSaveRevision } from "./api";
import { useOwnedBusiness } from "./queries";
import {
  baseOf,
  fieldsChanged,
  formErrors,
  rebased,
  revisionOf,
  revisionRefusal,
  revisionValidation,
  storedValue,
  withField,
  type OwnerFormValues,
  type RevisionBase,
} from "./revision-form";
import { REVISION_STATES } from "./revision-status";
import { pages } from "@main-street/domain/paths";

export default function OwnerEditPage({ id }: { id: string }) {
  const guard = useAuthGuard({ requireAdmin: false });
  const owned = useOwnedBusiness(id, guard.status === "allowed");
  if (guard.status !== "allowed") return <AuthChecking refused={guard.status === "refused"} />;
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
  const { business, revisions } = owned.data;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <PrivatePageSeo page={`Edit ${business.name}`} path={pages.ownerBusiness.href(id)} />
      <Button component={RouterLink} to={pages.owner.href()} sx={{ mb: 2 }}>
        Back to My businesses
      </Button>
      <Typography variant="h1" sx={{ fontSize: { xs: "2rem", md: "2.4rem" }, mb: 1 }}>
        Edit {business.name}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Your changes go to the Main Street office for review before they appear, special days and access details
        included. The name, category, featured flag and map pin are changed by the office.
      </Typography>
      <EditForm id={id} business={business} reload={async () => (await owned.refetch()).data?.business} />
      <RevisionList revisions={revisions} />
    </Container>
  );
}

/** After a refused save: the message, and whether the listing had moved on (a stale save, which can be merged). */
interface Refusal {
  message: string;
  stale: { loaded: OwnerFormValues; live: OwnerFormValues } | null;
}

function EditForm({
  id,
  business,
  reload,
}: {
  id: string;
  business: Business;
  reload: () => Promise<Business | undefined>;
}) {
  const [base, setBase] = useState<RevisionBase>(() => baseOf(business));
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const save = useSaveRevision(id);
  const toast = useToast();

  const submit = async (values: OwnerFormValues, form: FormikHelpers<OwnerFormValues>) => {
    setRefusal(null);
    const refused = revisionRefusal(base, values);
    if (refused) return setRefusal({ message: refused, stale: null });
    try {
      const receipt = await save.mutateAsync(revisionOf(base, values));
      toast({ variant: "success", title: "Sent for review", message: receipt.message });
      const fresh = await reload();
      if (fresh) setBase(baseOf(fresh));
    } catch (error) {
      const failure = asApiError(error);
      form.setErrors(formErrors(failure.fields ?? {}));
      const live = failure instanceof ApiError && failure.status === 409 ? await reload() : undefined;
      if (live) {
        // Stale: show the live listing beside what this screen started from, and rebase onto it.
        const next = baseOf(live);
        form.setValues(rebased(values, base, next.values), false);
        setBase(next);
      }
      const stale = live ? { loaded: base.values, live: baseOf(live).values } : null;
      setRefusal({ message: failure.serverMessage ?? failure.message, stale });
    }
  };

  return (
    <Formik initialValues={base.values} validate={revisionValidation(base)} onSubmit={submit}>
      <Form noValidate aria-label={`Edit ${business.name}`}>
        <RefusalNotice refusal={refusal} />
        <OwnerFields saving={save.isPending} />
      </Form>
    </Formik>
  );
}

/** A refused save, and after a stale one each field that moved both ways, with a button to take the live value. */
function RefusalNotice({ refusal }: { refusal: Refusal | null }) {
  const { values, setValues, errors, submitCount } = useFormikContext<OwnerFormValues>();
  const firstError = submitCount > 0 ? Object.values(errors)[0] : undefined;
  const message = refusal?.message ?? (typeof firstError === "string" ? firstError : undefined);
  const stale = refusal?.stale;
  const clashes = stale ? fieldsChanged(stale.loaded, stale.live) : [];
  const shown = (from: OwnerFormValues, field: OwnerField) =>
    field === "description" ? "(rich text)" : shownValue(storedValue(from, field), field);
  return (
    <>
      {message && (
        <Alert severity={stale ? "warning" : "error"} role="alert" sx={{ mb: 3 }}>
          {message}
        </Alert>
      )}
      {stale && clashes.length > 0 && (
        <Card component="section" aria-labelledby="merge-title" sx={{ p: 3, mb: 3 }}>
          <Typography variant="h2" id="merge-title" sx={{ fontSize: "1.3rem", mb: 2 }}>
            Changed since you opened it
          </Typography>
          {clashes.map((field) => (
            <Box key={field} sx={{ mb: 2 }}>
              <Typography variant="subtitle1" component="h3">
                {FIELD_LABELS[field]}
              </Typography>
              <Typography>Live now: {shown(stale.live, field)}</Typography>
              <Typography>Yours: {shown(values, field)}</Typography>
              <Button size="small" onClick={() => void setValues(withField(values, stale.live, field))}>
                Use the live {FIELD_LABELS[field].toLowerCase()}
              </Button>
            </Box>
          ))}
          <Typography color="text.secondary">The form below keeps your changes; save again to send them.</Typography>
        </Card>
      )}
    </>
  );
}

/** The fields an owner may change, in the review's order. */
function OwnerFields({ saving }: { saving: boolean }) {
  const [description, descriptionMeta, descriptionField] = useField<string>("description");
  const [week, , weekField] = useField<WeekGrid | null>("week");
  const [note, noteMeta, noteField] = useField<string>("hoursNote");
  const [image, , imageField] = useField<string>("image");
  const descriptionError = descriptionMeta.touched ? descriptionMeta.error : undefined;
  return (
    <Box sx={{ display: "grid", gap: 3 }}>
      <LazyDescriptionEditor
        label="Description"
        value={description.value}
        onChange={(html) => void descriptionField.setValue(html)}
        uploadCalls="owner"
        error={Boolean(descriptionError)}
        helperText={descriptionError}
        disabled={saving}
      />
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
          Hours
        </Typography>
        <HoursField
          week={week.value}
          onWeekChange={(value) => void weekField.setValue(value)}
          note={note.value}
          onNoteChange={(value) => void noteField.setValue(value)}
          noteError={noteMeta.touched ? noteMeta.error : undefined}
          disabled={saving}
        />
      </Box>
      <SpecialAndAccess saving={saving} />
      {(["phone", "website", "email", "address"] as const).map((field) => (
        <FormikTextField
          key={field}
          name={field}
          label={FIELD_LABELS[field]}
          disabled={saving}
          slotProps={{ htmlInput: { maxLength: field === "website" ? LIMITS.url : LIMITS.shortText } }}
        />
      ))}
      <ImageUpload
        value={image.value}
        onChange={(value) => void imageField.setValue(value)}
        calls="owner"
        disabled={saving}
      />
      <FormikTextField name="tags" label="Tags" helperText="Separate tags with commas" disabled={saving} />
      <Box>
        <Button type="submit" variant="contained" disabled={saving}>
          Send for review
        </Button>
      </Box>
    </Box>
  );
}

/** The owner's revisions of this listing, newest first, with their status. */
function RevisionList({ revisions }: { revisions: Revision[] }) {
  return (
    <Card component="section" aria-labelledby="revisions-title" sx={{ p: 3, mt: 4 }}>
      <Typography variant="h2" id="revisions-title" sx={{ fontSize: "1.3rem", mb: 2 }}>
        Your changes
      </Typography>
      {revisions.length ? (
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {revisions.map((r) => (
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
  );
}
