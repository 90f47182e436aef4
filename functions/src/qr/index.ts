/** What other folders use of qr/: they import it from here, never a file inside (docs/decisions/0098). */
export { qrRoutes } from "./routes";
