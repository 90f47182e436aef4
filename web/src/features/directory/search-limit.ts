/**
 * The API's cap on search text (LIMITS.searchQuery in functions/src/domain/fields.ts). Copied, not imported:
 * fields.ts builds zod schemas at load time, which would put zod (~36 kB gzipped) into the directory's
 * first load. search-limit.test.ts keeps the two equal.
 */
export const SEARCH_MAX_LENGTH = 100;
