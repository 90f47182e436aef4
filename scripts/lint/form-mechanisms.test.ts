/**
 * Two form mechanisms, one per audience (docs/decisions/0043-two-form-mechanisms-and-parsed-reads.md): public
 * pages read native fields with FormData and check them with the shared schema (usePublicForm); staff and owner
 * screens use Formik with the zod adapter. A form with hand-written state fails here.
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";

const WEB = path.resolve(__dirname, "../../web/src");

/** Forms that send nothing to the API as a record: a search box, the logout post, the editor's link dialog, the local test sign-in. */
const NOT_DATA_ENTRY = new Set([
  "app/layout/UserMenu.tsx",
  "features/directory/components/SearchBar.tsx",
  "features/login/TestAccountSignIn.tsx",
  "widgets/editor/LinkDialog.tsx",
]);

/** Screens only staff or owners open; everything else is public. */
const SIGNED_IN = /^features\/(admin|profile|owner)\/(?!widget\/)/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith(".tsx") && !entry.name.endsWith(".test.tsx") ? [full] : [];
  });
}

const forms = sources(WEB)
  .map((file) => ({ file: path.relative(WEB, file).split(path.sep).join("/"), text: readFileSync(file, "utf8") }))
  .filter(({ file, text }) => /<form[\s>]|component="form"|<Form[\s>]/.test(text) && !NOT_DATA_ENTRY.has(file));

it("finds the site's forms", () => {
  expect(forms.map((f) => f.file)).toEqual(
    expect.arrayContaining([
      "features/contact/components/ContactForm.tsx",
      "features/owner/OwnerEditPage.tsx",
      "features/owner/widget/ClaimDialog.tsx",
      "features/admin/EditRecordPage.tsx",
    ]),
  );
});

it.each(forms.map(({ file, text }) => [file, text] as const))("%s uses its audience's mechanism", (file, text) => {
  if (SIGNED_IN.test(file)) {
    expect(text).toMatch(/<Form[\s>]/);
    expect(text).not.toMatch(/<form[\s>]|component="form"/);
  } else {
    expect(text).toMatch(/usePublicForm\(/);
    expect(text).not.toMatch(/from "formik"/);
  }
});
