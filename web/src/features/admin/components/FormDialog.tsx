/** A dialog holding a Formik form: Cancel / submit, disabled with 'Saving...' while pending. Closing discards the form. */
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import { Form, Formik, type FormikConfig, type FormikValues } from "formik";
import { useId, type ReactNode } from "react";

interface Props<Values extends FormikValues> {
  open: boolean;
  title: string;
  submitLabel: string;
  initialValues: Values;
  validate: FormikConfig<Values>["validate"];
  /** Resolves true when saved (the dialog then closes). */
  onSubmit: (values: Values) => Promise<boolean>;
  onClose: () => void;
  children: (saving: boolean) => ReactNode;
}

export function FormDialog<Values extends FormikValues>(props: Props<Values>) {
  const titleId = useId();
  return (
    <Dialog open={props.open} onClose={props.onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <Formik
        initialValues={props.initialValues}
        validate={props.validate}
        onSubmit={async (values) => {
          if (await props.onSubmit(values)) props.onClose();
        }}
      >
        {({ isSubmitting }) => (
          // A flex column, so only the fields scroll and the buttons stay put whatever the fields do.
          <Form noValidate style={{ display: "flex", flexDirection: "column", minHeight: 0 }}>
            <DialogTitle id={titleId}>{props.title}</DialogTitle>
            <DialogContent dividers>{props.children(isSubmitting)}</DialogContent>
            <DialogActions sx={{ px: 3, py: 2 }}>
              <Button onClick={props.onClose} disabled={isSubmitting}>
                Cancel
              </Button>
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                {isSubmitting ? "Saving..." : props.submitLabel}
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
