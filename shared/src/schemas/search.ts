import * as z from 'zod/mini';
import { Cursor, SEARCH_TEXT_MAX } from './common';

/**
 * Free text an administrator searches a listing with: trimmed, at most 100 characters, blank
 * reads as no search. The server compares it, lower-cased, with each item's normalised search
 * text (see `normaliseSearchText`).
 */
export const BackOfficeSearchText = z.pipe(
  z.transform((value: unknown) => (typeof value === 'string' ? value.trim() : value)),
  z.string().check(z.maxLength(SEARCH_TEXT_MAX, `Search text must be at most ${SEARCH_TEXT_MAX} characters`)),
);

/** Back-office listings read a bounded number of items per row, so their pages are small. */
export const BACK_OFFICE_PAGE_MAX = 25;
export const BackOfficePageLimit = z.coerce.number().check(z.int(), z.minimum(1), z.maximum(BACK_OFFICE_PAGE_MAX));

/** `?q=&cursor=&limit=` of a searchable back-office listing. */
export const BackOfficeSearchQuery = z.strictObject({
  q: z.optional(BackOfficeSearchText),
  cursor: z.optional(Cursor),
  limit: z._default(BackOfficePageLimit, 20),
});

/** How search text is stored and compared: case- and width-insensitive, one space between words. */
export const normaliseSearchText = (...parts: (string | null | undefined)[]): string =>
  parts
    .filter((part): part is string => typeof part === 'string' && part.length > 0)
    .join(' ')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
