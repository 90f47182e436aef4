export { useAllBusinesses } from "./api/use-businesses";
