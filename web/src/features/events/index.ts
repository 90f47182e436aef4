export { useEvents } from "./api/use-events";
