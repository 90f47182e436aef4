/** /admin/businesses/edit/{id} (SPEC 2): the same layout as Edit Event; 'Business Saved!' for 4 s; the user stays here. */
import StorefrontIcon from "@mui/icons-material/Storefront";
import Button from "@mui/material/Button";
import { businessInputSchema, type Business } from "@main-street/domain/business";
import { Form, Formik } from "formik";
import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { EmptyState } from "../../components/EmptyState";
import { LoadingState } from "../../components/LoadingState";
import { ApiError } from "../../lib/api-client";
import { useToast } from "../../lib/use-toast";
import { zodToFormikValidate } from "../../lib/zod-formik";
import { PrivatePageSeo, serverMessage } from "../auth";
import { useBusinessForEditing, useUpdateBusiness } from "./api/use-business-mutations";
import { BusinessFields } from "./components/BusinessFields";
import { EditActions, EditScreen, SaveRefusal } from "./components/EditScreen";
import { businessFormValues, businessPayload, type BusinessFormValues } from "./forms/business-form";
import { SAVED_TOAST_MS } from "./EditEventPage";

function BusinessForm({ business }: { business: Business }) {
  const update = useUpdateBusiness();
  const toast = useToast();
  const [refusal, setRefusal] = useState<string | null>(null);
  const validate = zodToFormikValidate<BusinessFormValues>(businessInputSchema, (v) => businessPayload(v, business));
  const structuredHours = business.hours !== null && typeof business.hours !== "string";

  const save = async (values: BusinessFormValues) => {
    try {
      await update.mutateAsync({ id: business.id, input: businessPayload(values, business) });
      setRefusal(null);
      toast({
        variant: "success",
        title: "Business Saved!",
        message: "Your changes have been saved. You can continue editing.",
        autoHideDuration: SAVED_TOAST_MS,
      });
    } catch (error) {
      const message = serverMessage(error) ?? "Failed to update business";
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) setRefusal(message);
      toast({ variant: "error", title: "Error", message });
    }
  };

  return (
    <Formik initialValues={businessFormValues(business)} enableReinitialize validate={validate} onSubmit={save}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Edit business">
          <SaveRefusal message={refusal} />
          <BusinessFields
            mode="edit"
            disabled={isSubmitting}
            hoursHint={
              structuredHours
                ? "Opening hours are stored in a structured form; leave this empty to keep them, or type new hours to replace them."
                : undefined
            }
          />
          <EditActions saving={isSubmitting} viewTo={`/directory/${business.id}`} viewLabel="View This Business" />
        </Form>
      )}
    </Formik>
  );
}

export function EditBusinessPage({ id }: { id: string }) {
  const business = useBusinessForEditing(id);
  return (
    <EditScreen title="Edit Business">
      <PrivatePageSeo page="Edit Business" path={`/admin/businesses/edit/${id}`} />
      {business.isPending ? (
        <LoadingState text="Loading..." />
      ) : business.isError ? (
        <EmptyState
          icon={<StorefrontIcon />}
          title="Business Not Found"
          hint="The business you're looking for doesn't exist or has been removed."
        >
          <Button component={RouterLink} to="/admin?tab=businesses" variant="contained">
            Back to Businesses
          </Button>
        </EmptyState>
      ) : (
        <BusinessForm business={business.data} />
      )}
    </EditScreen>
  );
}
