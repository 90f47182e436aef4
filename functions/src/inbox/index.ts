/** What other folders use of inbox/: they import it from here, never a file inside (docs/decisions/0098). */
export { csvRow } from "./csv";
export { SOURCE_COLLECTIONS, inboxEntry } from "./entries";
export { INBOX_COLLECTION, deletePerson, getInboxItem, listInbox, setInboxStatus } from "./repository";
export { adminInboxRoutes } from "./routes";
