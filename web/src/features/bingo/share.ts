/** Share with the phone's share sheet where there is one, else copy the link, else let the visitor copy it. */
export interface ShareData {
  title: string;
  text: string;
  url: string;
}

export type ShareOutcome = "shared" | "copied" | "cancelled" | "manual";

/** The two browser features used; `navigator` in the app. */
export interface ShareApis {
  share?: (data: ShareData) => Promise<void>;
  clipboard?: { writeText: (text: string) => Promise<void> };
}

export async function shareOrCopy(data: ShareData, apis: ShareApis): Promise<ShareOutcome> {
  if (typeof apis.share === "function") {
    try {
      await apis.share(data);
      return "shared";
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if (error instanceof Error && error.name === "AbortError") return "cancelled";
    }
  }
  try {
    if (!apis.clipboard) return "manual";
    await apis.clipboard.writeText(`${data.text} ${data.url}`);
    return "copied";
  } catch {
    return "manual";
  }
}
