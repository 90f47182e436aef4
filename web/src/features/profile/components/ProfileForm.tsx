import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Grid from "@mui/material/Grid";
import { LIMITS } from "@main-street/domain/fields";
import { profileSchema, TIMEZONES, type User } from "@main-street/domain/user";
import { Form, Formik, type FormikHelpers } from "formik";
import { FormikTextField } from "../../../components/form/FormikTextField";
import { useApiErrorHandler } from "../../../lib/use-api-error-handler";
import { useToast } from "../../../lib/use-toast";
import { zodToFormikValidate } from "../../../lib/zod-formik";
import { useSaveProfile, type ProfileInput } from "../api/use-save-profile";

const validate = zodToFormikValidate<ProfileInput>(profileSchema);

export function ProfileForm({ user }: { user: User }) {
  const saveProfile = useSaveProfile();
  const toast = useToast();
  const handleError = useApiErrorHandler();
  const initial: ProfileInput = {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    timezone: user.timezone,
  };

  const submit = async (values: ProfileInput, helpers: FormikHelpers<ProfileInput>) => {
    try {
      await saveProfile.mutateAsync(values);
      toast({ variant: "success", title: "Profile Updated", message: "Your profile has been updated successfully." });
    } catch (error) {
      // docs/product.md#messages: a lost session sends the visitor to sign in again.
      handleError(error, {
        toast: { title: "Error", message: "Failed to update profile. Please try again." },
        signInAgain: true,
        form: helpers,
      });
    }
  };

  return (
    <Formik initialValues={initial} enableReinitialize validate={validate} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Account information">
          <Grid container spacing={2.5}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormikTextField
                name="firstName"
                label="First Name"
                disabled={isSubmitting}
                max={LIMITS.name}
                autoComplete="given-name"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormikTextField
                name="lastName"
                label="Last Name"
                disabled={isSubmitting}
                max={LIMITS.name}
                autoComplete="family-name"
              />
            </Grid>
            <Grid size={12}>
              {/* The verified address of the Google sign-in: shown, not editable (the server stores that one). */}
              <FormikTextField
                name="email"
                label="Email"
                type="email"
                helperText="Your e-mail comes from your Google sign-in and can't be changed here."
                autoComplete="email"
                slotProps={{ htmlInput: { readOnly: true } }}
              />
            </Grid>
            <Grid size={12}>
              <FormikTextField
                name="timezone"
                label="Time Zone"
                select
                disabled={isSubmitting}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                helperText=" "
              >
                {Object.entries(TIMEZONES).map(([id, label]) => (
                  <option key={id} value={id}>
                    {label} ({id})
                  </option>
                ))}
              </FormikTextField>
            </Grid>
          </Grid>
          <Box sx={{ mt: 2 }}>
            <Button type="submit" variant="contained" disabled={isSubmitting}>
              {isSubmitting ? "Saving..." : "Save Changes"}
            </Button>
          </Box>
        </Form>
      )}
    </Formik>
  );
}
