import type { RequestHandler } from "express";
import { api, files, isUnder } from "@main-street/domain/paths";
import { notFoundRoute } from "./errors";

/** The paths whose answers are the API's JSON (the API and the uploaded images), in any case, as Express routes them. */
const JSON_PATHS = [api.path, files.objects.path];
const answersJson = (path: string) => JSON_PATHS.some((base) => isUnder(base, path.toLowerCase()));

function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * A path with a malformed escape (a directory page's `%E0%A4%A`) can't be decoded, so it names nothing: it is answered as
 * any address with nothing there, a refusal rather than a failure. The API and images answer their 404 error here;
 * a page path goes on with its `%` signs escaped, so it decodes to text no page has and gets the 404 page.
 */
export const undecodablePathIsNotFound: RequestHandler = (req, res, next) => {
  if (decodes(req.path)) {
    next();
  } else if (answersJson(req.path)) {
    notFoundRoute(req, res, next);
  } else {
    const queryStart = req.url.indexOf("?");
    req.url = req.path.replace(/%/g, "%25") + (queryStart === -1 ? "" : req.url.slice(queryStart));
    next();
  }
};
