import { Router } from "express";
import { publicCache } from "../http/cache-headers";
import { prepareJson, sendPreparedJson } from "../http/prepared-json";
import { cached } from "../platform/list-cache";
import { bingoSquares } from "./repository";

/** GET /api/bingo-squares: the public card's squares, cached until the next write bumps the list version. */
export const bingoRoutes = Router();

bingoRoutes.get("/", async (req, res) => {
  publicCache(res);
  sendPreparedJson(req, res, await cached("json:bingo-squares", async () => prepareJson(await bingoSquares.list())));
});
