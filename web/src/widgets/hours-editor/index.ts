/** The admin's week-grid editor for structured opening hours, and its mapping to and from the stored form. */
export { HoursEditor, type HoursEditorProps } from "./HoursEditor";
export { closedWeek, fromWeekGrid, toWeekGrid, weekGridProblems, type TimeRange, type WeekGrid } from "./week-grid";
