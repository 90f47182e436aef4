import { Router } from "express";
import { HttpError } from "../http/errors";
import { api } from "@main-street/domain/paths";
import { inApi } from "../http/mounts";
import { publicCache } from "../http/cache-headers";
import { parseId } from "../http/validate";
import { prepareJson, sendPrepared } from "../http/prepared-json";
import { cached } from "../platform/list-cache";
import { bingoSquares } from "./repository";

/**
 * GET /api/bingo-squares: the public card's squares, cached until the next write bumps the list version; GET …/{id}
 * one square (the admin edit screen loads it like any record).
 */
export const bingoRoutes = Router();

bingoRoutes.get(inApi(api.bingoSquares.path), async (req, res) => {
  publicCache(res);
  sendPrepared(req, res, await cached("json:bingo-squares", async () => prepareJson(await bingoSquares.list())));
});

bingoRoutes.get(inApi(api.bingoSquare.path), async (req, res) => {
  const square = await bingoSquares.get(parseId(req.params.id, "Bingo Square"));
  if (!square) throw new HttpError(404, "not_found", "Bingo Square not found.");
  publicCache(res);
  res.json(square);
});
