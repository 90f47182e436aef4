/** @jest-environment jsdom */
import "../test/text-encoder";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { notifyManager, QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { createElement as h } from "react";
import { QueryContent } from "./LoadFailure";

/**
 * React Query delivers updates in a timer of its own, which can land after the test's timer when
 * the machine is busy. Delivered in a microtask instead, every update has reached the page by
 * the next task, so each step below waits for exactly what it checks.
 */
beforeAll(() => notifyManager.setScheduler(queueMicrotask));
afterAll(() => notifyManager.setScheduler((deliver) => setTimeout(deliver, 0)));

/** Lets React Query deliver its update and React render it. */
const nextTask = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

/** A query whose answers the test hands out one by one, each delivered to the page. */
function answers() {
  const pending: { resolve: (v: string[]) => void; reject: (e: Error) => void }[] = [];
  return {
    queryFn: () => new Promise<string[]>((resolve, reject) => pending.push({ resolve, reject })),
    fail: async () => {
      pending.shift()!.reject(new Error("unavailable"));
      await nextTask();
    },
    answer: async (items: string[]) => {
      pending.shift()!.resolve(items);
      await nextTask();
    },
  };
}

function Events({ queryFn }: { queryFn: () => Promise<string[]> }) {
  const query = useQuery({ queryKey: ["/api/events"], queryFn, retry: false });
  return h(QueryContent<string[]>, {
    query,
    loading: h("p", null, "Loading events..."),
    failedTitle: "We couldn't load events",
    children: (items) => h("ul", null, ...items.map((i) => h("li", { key: i }, i))),
  });
}

describe("QueryContent's Try again", () => {
  it("keeps the failure and the same button while retrying: disabled from the press until the retry answers", async () => {
    const server = answers();
    const client = new QueryClient();
    render(h(QueryClientProvider, { client }, h(Events, { queryFn: server.queryFn })));
    expect(screen.getByText("Loading events...")).toBeTruthy();
    await server.fail();
    const button = screen.getByRole("button", { name: "Try again" }) as HTMLButtonElement;

    fireEvent.click(button);
    // At once, in the click: the same element, disabled, and no loading state in its place.
    expect(button.isConnected).toBe(true);
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe("Trying again...");
    // After React Query's own update: still the failure and the same button.
    await nextTask();
    expect(screen.queryByText("Loading events...")).toBeNull();
    expect(screen.getByRole("button", { name: "Trying again..." })).toBe(button);

    await server.fail(); // the retry fails too: the same button offers Try again again
    expect(screen.getByRole("button", { name: "Try again" })).toBe(button);
    expect(button.disabled).toBe(false);

    fireEvent.click(button);
    expect(button.textContent).toBe("Trying again...");
    await server.answer(["Wine Walk"]);
    expect(screen.getByText("Wine Walk")).toBeTruthy();
    expect(button.isConnected).toBe(false);
    client.clear();
  });
});
