import { shareOrCopy, type ShareApis } from "./share";

const data = { title: "Bingo", text: "I found 5 spots!", url: "https://example.org/bingo" };

/** Browser share and clipboard APIs as a phone or a desktop browser would behave; jsdom and Node have neither. */
function apis(options: { share?: "ok" | "abort" | "fail"; clipboard?: "ok" | "fail" }) {
  const calls: string[] = [];
  const result: ShareApis = {};
  if (options.share) {
    result.share = async (d) => {
      calls.push(`share ${d.url}`);
      if (options.share === "abort") throw Object.assign(new Error("cancelled"), { name: "AbortError" });
      if (options.share === "fail") throw Object.assign(new Error("denied"), { name: "NotAllowedError" });
    };
  }
  if (options.clipboard) {
    result.clipboard = {
      writeText: async (text) => {
        calls.push(`copy ${text}`);
        if (options.clipboard === "fail") throw new Error("denied");
      },
    };
  }
  return { result, calls };
}

describe("shareOrCopy", () => {
  it("uses the share sheet when there is one", async () => {
    const { result, calls } = apis({ share: "ok", clipboard: "ok" });
    expect(await shareOrCopy(data, result)).toBe("shared");
    expect(calls).toEqual(["share https://example.org/bingo"]);
  });

  it("does nothing more when the visitor closes the share sheet", async () => {
    const { result, calls } = apis({ share: "abort", clipboard: "ok" });
    expect(await shareOrCopy(data, result)).toBe("cancelled");
    expect(calls).toHaveLength(1);
  });

  it("copies the text and link when sharing fails or isn't there", async () => {
    for (const share of ["fail", undefined] as const) {
      const { result, calls } = apis({ share, clipboard: "ok" });
      expect(await shareOrCopy(data, result)).toBe("copied");
      expect(calls[calls.length - 1]).toBe("copy I found 5 spots! https://example.org/bingo");
    }
  });

  it("leaves the link for the visitor to copy when the clipboard is refused or missing", async () => {
    expect(await shareOrCopy(data, apis({ clipboard: "fail" }).result)).toBe("manual");
    expect(await shareOrCopy(data, apis({}).result)).toBe("manual");
  });
});
