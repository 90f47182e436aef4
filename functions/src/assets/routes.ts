/**
 * GET /assets/<file>: the web build's hashed files, for the requests Hosting can't answer itself (Hosting serves
 * every file it has before any rewrite; firebase.json sends the rest here). The function carries the assets of the
 * build whose pages it renders (functions/scripts/copy-web-shell.mjs), so a functions-only deploy, or a deploy that
 * stopped between the function and Hosting, still serves every file its pages name. Any other file is a 404 that
 * no cache keeps: after a deploy an old page's chunk is gone for good, and the app reloads rather than caching HTML
 * in its place (docs/decisions/0031-missing-assets.md).
 */
import path from "node:path";
import express, { Router } from "express";
import { HttpError } from "../http/errors";
import { files } from "@main-street/domain/paths";

const FUNCTIONS_ROOT = path.resolve(__dirname, __filename.endsWith(".ts") ? "../.." : "..");
const ASSETS_DIR = path.join(FUNCTIONS_ROOT, "lib", "web-assets");

export const assetRoutes = Router();

assetRoutes.use(
  files.assets.path,
  // A hashed name never changes its content, so the file may be kept for good.
  express.static(ASSETS_DIR, { immutable: true, maxAge: "1y", index: false, redirect: false, dotfiles: "ignore" }),
  (_req, res) => {
    res.set("Cache-Control", "no-store");
    throw new HttpError(404, "not_found", "There is no file at this address.");
  },
);
