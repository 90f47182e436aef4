/**
 * The contact page's form in the browser, as a visitor uses it (docs/product.md#forms): labelled fields, the shared
 * schema's messages before anything is sent, then one post of what was typed (docs/testing.md#page-component-tests).
 * The network is the one stand-in: the API answers from `answer`.
 */
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { api, pages } from "@main-street/domain/paths";
import { renderPage } from "../../test/render-page";
import * as ContactPage from "./ContactPage";

interface Sent {
  method: string;
  url: string;
  body: unknown;
}

let sent: Sent[];

// A form's first post loads the App Check module (Firebase's SDK), which jest compiles on its first import: load it
// once here, so the tests' waits measure the form rather than the compiler.
beforeAll(() => import("../../lib/app-check"));

beforeEach(() => {
  sent = [];
  window.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const method = init?.method ?? "GET";
    sent.push({ method, url: String(url), body: init?.body ? JSON.parse(String(init.body)) : undefined });
    // The site's config, which App Check reads before a form's post: this site has no App Check.
    const body =
      method === "GET" && String(url) === api.config.href()
        ? { firebase: { apiKey: "k", authDomain: "localhost", projectId: "demo", appId: "a" } }
        : { id: "contact-1" };
    const text = JSON.stringify(body);
    return { ok: true, status: method === "POST" ? 201 : 200, statusText: "", text: async () => text } as Response;
  });
});

/** A field by its label: the name, then the required mark (hidden from screen readers) on a required one. */
const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}( \\*)?$`)) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const posts = () => sent.filter(({ method }) => method === "POST");

it("labels every field and marks the required ones", async () => {
  await renderPage(ContactPage, { url: pages.contact.href() });
  expect(screen.getByRole("heading", { level: 1, name: "Contact Us" })).toBeTruthy();
  const form = screen.getByRole("form", { name: "Contact form" });
  for (const name of ["First Name", "Last Name", "Email", "Inquiry Type", "Message"]) {
    expect(field(name).required).toBe(true);
    expect(form.contains(field(name))).toBe(true);
  }
  expect(field("Phone").required).toBe(false);
  expect(field("Email").type).toBe("email");
  expect(
    [...(field("Inquiry Type") as unknown as HTMLSelectElement).options].map((option) => option.textContent),
  ).toEqual([
    "Select an inquiry type",
    "Business Information",
    "Events & Activities",
    "Visitor Information",
    "Add Business Listing",
    "Other",
  ]);
  expect(document.title).toMatch(/^Contact\b/);
});

it("shows the schema's messages, which follow the typing, and sends nothing while any is shown", async () => {
  await renderPage(ContactPage, { url: pages.contact.href() });
  fireEvent.click(screen.getByRole("button", { name: "Send Message" }));

  expect(await screen.findByText("First name is required")).toBeTruthy();
  expect(screen.getByText("Last name is required")).toBeTruthy();
  expect(screen.getByText("Email is required")).toBeTruthy();
  expect(screen.getByText("Choose an inquiry type")).toBeTruthy();
  expect(screen.getByText("Message is required")).toBeTruthy();
  expect(field("First Name").getAttribute("aria-invalid")).toBe("true");
  expect(await screen.findByText("Please fill in all required fields")).toBeTruthy();
  expect(document.activeElement).toBe(field("First Name"));

  // After the first send, the messages follow the typing.
  type("First Name", "Ada");
  await waitFor(() => expect(screen.queryByText("First name is required")).toBeNull());
  type("Email", "ada@");
  expect(await screen.findByText("Enter a valid email address")).toBeTruthy();
  expect(posts()).toEqual([]);
});

it("sends a complete form once, then starts again empty", async () => {
  await renderPage(ContactPage, { url: pages.contact.href() });
  type("First Name", "Ada");
  type("Last Name", "Lovelace");
  type("Email", "ada@example.com");
  fireEvent.change(field("Inquiry Type"), { target: { value: "visitor" } });
  type("Message", "When does the art walk start?");
  fireEvent.click(screen.getByRole("button", { name: "Send Message" }));

  expect(await screen.findByText("Message sent successfully!")).toBeTruthy();
  expect(posts()).toEqual([
    {
      method: "POST",
      url: api.contact.href(),
      body: expect.objectContaining({
        firstName: "Ada",
        lastName: "Lovelace",
        email: "ada@example.com",
        phone: "",
        inquiryType: "visitor",
        message: "When does the art walk start?",
      }),
    },
  ]);
  expect(field("First Name").value).toBe("");
  expect(field("Message").value).toBe("");
});
