/** What other folders use of submissions/: they import it from here, never a file inside (docs/decisions/0098). */
export { takeSubmission, withRetryAfter, type SubmissionForm } from "./pipeline";
export { submissionRoutes } from "./routes";
