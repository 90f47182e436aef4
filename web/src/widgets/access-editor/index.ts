/** The staff and owner access-details editor (docs/product.md#access). */
export { AccessEditor } from "./AccessEditor";
export { accessFromForm, accessToForm, type AccessForm } from "./access-form";
