/** An event's host business in the shared schemas (docs/product.md#host-business). */
import { eventInputSchema, eventUpdateSchema } from "./event";
import { eventProposalSchema, ownerEventProposalSchema } from "./proposals";

const event = { title: "Trivia", description: "<p>Five rounds.</p>", date: "2030-03-05" };
const proposal = {
  title: "Trivia",
  description: "Five rounds.",
  date: "2030-03-05",
  location: "The pub",
  organizerName: "Pat",
  email: "pat@example.com",
};

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]);

describe("an event's host business", () => {
  it("is none ('') when left out, and a business's id as given (trimmed)", () => {
    expect(eventInputSchema.parse(event).hostBusinessId).toBe("");
    expect(eventInputSchema.parse({ ...event, hostBusinessId: " ironworkers-pub " }).hostBusinessId).toBe(
      "ironworkers-pub",
    );
    expect(eventInputSchema.parse({ ...event, hostBusinessId: "" }).hostBusinessId).toBe("");
  });

  it.each([["a/b"], ["../businesses"], ["x".repeat(129)], ["two words"]])("refuses %j on its field", (id) => {
    const result = eventInputSchema.safeParse({ ...event, hostBusinessId: id });
    expect(messages(result)).toEqual([["hostBusinessId", "Choose a business from the list"]]);
  });

  it("refuses a host that isn't text", () => {
    expect(messages(eventInputSchema.safeParse({ ...event, hostBusinessId: 7 }))).toEqual([
      ["hostBusinessId", "Host business must be a business"],
    ]);
  });

  it("keeps its value when an edit leaves it out, and clears it with ''", () => {
    expect(eventUpdateSchema.parse({ title: "Trivia" })).not.toHaveProperty("hostBusinessId");
    expect(eventUpdateSchema.parse({ title: "Trivia", hostBusinessId: "" }).hostBusinessId).toBe("");
  });
});

describe("a proposal's host business", () => {
  it("is optional on the public form, and checked like the event's", () => {
    expect(eventProposalSchema.parse(proposal).hostBusinessId).toBe("");
    expect(eventProposalSchema.parse({ ...proposal, hostBusinessId: "spillway-books" }).hostBusinessId).toBe(
      "spillway-books",
    );
    expect(messages(eventProposalSchema.safeParse({ ...proposal, hostBusinessId: "a/b" }))).toEqual([
      ["hostBusinessId", "Choose a business from the list"],
    ]);
  });

  it("comes from the address on an owner's proposal, which needs no organiser, e-mail or place", () => {
    const parsed = ownerEventProposalSchema.parse({
      title: "Trivia",
      description: "Five rounds.",
      date: "March 5, 2030",
    });
    expect(parsed).toEqual({
      title: "Trivia",
      description: "Five rounds.",
      date: "2030-03-05",
      time: "",
      location: "",
      phone: "",
    });
    expect(messages(ownerEventProposalSchema.safeParse({})).map(([field]) => field)).toEqual([
      "title",
      "description",
      "date",
    ]);
  });
});
