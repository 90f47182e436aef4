import { contactSchema, volunteerSchema } from "@main-street/domain/submissions";
import { zodToFormikValidate } from "./zod-formik";

describe("zodToFormikValidate", () => {
  const validate = zodToFormikValidate(contactSchema);

  it("returns no errors for valid values", () => {
    expect(
      validate({
        firstName: "A",
        lastName: "B",
        email: "a@example.com",
        phone: "",
        inquiryType: "events",
        message: "Hi",
      }),
    ).toEqual({});
  });

  it("returns the shared schema's first message per field", () => {
    const errors = validate({ firstName: " ", lastName: "B", email: "nope", phone: "", inquiryType: "", message: "" });
    expect(errors).toEqual({
      firstName: "First name is required",
      email: "Enter a valid email address",
      inquiryType: "Choose an inquiry type",
      message: "Message is required",
    });
  });

  it("maps form values to the payload first", () => {
    const toPayload = (v: { firstName: string; lastName: string; email: string; availability: string[] }) => ({
      ...v,
      availability: v.availability.join(", "),
    });
    const validateVolunteer = zodToFormikValidate(volunteerSchema, toPayload);
    expect(
      validateVolunteer({ firstName: "A", lastName: "B", email: "a@example.com", availability: ["Weekends"] }),
    ).toEqual({});
    expect(validateVolunteer({ firstName: "A", lastName: "B", email: "", availability: [] })).toEqual({
      email: "Email is required",
    });
  });
});
