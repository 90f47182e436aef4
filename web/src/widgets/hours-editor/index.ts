/** The staff and owner hours editor: text to read, the week grid and the note (docs/product.md#hours). */
export { HoursEditor, type HoursEditorProps } from "./HoursEditor";
export { HoursField, type HoursFieldProps } from "./HoursField";
export { fromWeekGrid, toWeekGrid, weekGridProblems, type WeekGrid } from "./week-grid";
