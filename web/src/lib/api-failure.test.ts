import { ApiError, apiErrorFromResponse } from "./api-client";
import { failureOutcome } from "./api-failure";

const answer = (status: number, message: string, fields?: Record<string, string>) =>
  apiErrorFromResponse(status, "", JSON.stringify({ error: { code: "x", message, ...(fields ? { fields } : {}) } }));

describe("what a failed API call shows", () => {
  it("a lost session (401) signs in again where the action asks for it, whatever the message says", () => {
    const outcome = failureOutcome(answer(401, "Your sign-in is too old."), {
      toast: { title: "Error deleting business" },
      signInAgain: true,
    });
    expect(outcome).toEqual({ kind: "signed-out" });
  });

  it("a 401 elsewhere is a failure toast with the server's message, kept as a refusal", () => {
    const outcome = failureOutcome(answer(401, "Unauthorized"), { toast: { title: "Error creating event" } });
    expect(outcome).toEqual({
      kind: "failed",
      toast: { variant: "error", title: "Error creating event", message: "Unauthorized" },
      refusal: "Unauthorized",
    });
  });

  it("a 403 on an edit screen gives the server's message as the toast and the refusal", () => {
    const outcome = failureOutcome(answer(403, "Admin access required."), {
      toast: { title: "Error", fallback: "Failed to update event" },
      signInAgain: false,
    });
    expect(outcome).toMatchObject({
      toast: { title: "Error", message: "Admin access required." },
      refusal: "Admin access required.",
    });
  });

  it("falls back to the given text when the server gave no readable message", () => {
    const noBody = apiErrorFromResponse(500, "Internal Server Error", "");
    expect(failureOutcome(noBody, { toast: { title: "Error", fallback: "Failed to update business" } })).toEqual({
      kind: "failed",
      toast: { variant: "error", title: "Error", message: "Failed to update business" },
    });
    expect(failureOutcome(noBody, { toast: { title: "Error deleting event" } })).toEqual({
      kind: "failed",
      toast: { variant: "error", title: "Error deleting event", message: undefined },
    });
  });

  it("a fixed message ignores the server's", () => {
    const outcome = failureOutcome(answer(400, "Email is already used"), {
      toast: { title: "Error", message: "Failed to update profile. Please try again." },
    });
    expect(outcome).toMatchObject({ toast: { message: "Failed to update profile. Please try again." } });
  });

  it("passes the server's field messages on, beside the toast", () => {
    const fields = { email: "Enter a valid email address" };
    const outcome = failureOutcome(answer(400, "Enter a valid email address", fields), {
      toast: { title: "Error sending message", fallback: "Please try again later." },
    });
    expect(outcome).toEqual({
      kind: "failed",
      toast: { variant: "error", title: "Error sending message", message: "Enter a valid email address" },
      fields,
    });
  });

  it("treats a failure that never reached the server as status 0", () => {
    const seen: number[] = [];
    const outcome = failureOutcome(new TypeError("Failed to fetch"), {
      toast: (error) => {
        seen.push(error.status);
        return { variant: "error", title: "Upload failed" };
      },
      signInAgain: true,
    });
    expect(seen).toEqual([0]);
    expect(outcome).toEqual({ kind: "failed", toast: { variant: "error", title: "Upload failed" } });
  });

  it("builds a toast from the error where the caller maps statuses itself", () => {
    const refused = new ApiError(415, "415: x", { step: "upload file" });
    const outcome = failureOutcome(refused, {
      toast: (error) => ({ variant: "error", title: error.status === 415 ? "Invalid file type" : "Upload failed" }),
    });
    expect(outcome).toMatchObject({ toast: { title: "Invalid file type" } });
  });
});
