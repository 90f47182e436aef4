/** The staff and owner hours editor: text to read, the week grid, the note and special hours (docs/product.md#hours). */
export { HoursEditor, type HoursEditorProps } from "./HoursEditor";
export { HoursField, type HoursFieldProps } from "./HoursField";
export { RangeFields } from "./RangeFields";
export { SpecialHoursField } from "./SpecialHoursField";
export { upcomingSpecialHours } from "./special-form";
export { fromWeekGrid, toWeekGrid, weekGridProblems, type WeekGrid } from "./week-grid";
