import * as z from 'zod/mini';

/*
 * Schemas are written with Zod Mini (functions and `.check(...)` rather than method chains): the
 * same validation and types as classic Zod, at a fraction of the code every function loads.
 */

/** Identifiers are ULIDs: 26 Crockford base-32 characters, time-ordered. */
export const Id = z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Invalid identifier'));

/** Cognito user ids (`sub`) are UUIDs. */
export const UserId = z.string().check(z.regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/, 'Invalid user id'));
export const UserIdParams = z.strictObject({ userId: UserId });

/** A customer as the back office names them next to their records: an account's holder, a wire's sender. */
export const CustomerRef = z.object({
  userId: UserId,
  email: z.string(),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
});
export type CustomerRef = z.infer<typeof CustomerRef>;

/** Opaque pagination cursor returned as `nextCursor` and passed back as `cursor`. */
export const Cursor = z.string().check(z.minLength(1), z.maxLength(2048), z.regex(/^[A-Za-z0-9_-]+$/, 'Invalid cursor'));

/** The longest search text a listing takes, in the forms and at the API alike. */
export const SEARCH_TEXT_MAX = 100;

/** Free text a listing searches for (case-insensitive), bounded so a search stays cheap. */
export const SearchText = z.string().check(z.trim(), z.minLength(1), z.maxLength(SEARCH_TEXT_MAX));

export const Limit = z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100));

export const IsoDateTime = z.iso.datetime();

/** Trims text and turns an empty value into null: an optional field left blank is no value. */
export const optionalText = (max: number) =>
  z.pipe(
    z.transform((value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : typeof value === 'string' ? value.trim() : value)),
    z.nullable(z.string().check(z.maxLength(max, `Must be at most ${max} characters`))),
  );

/** An optional text field: absent, blank or null all read as null. */
export const optionalTextField = (max: number) => z._default(z.optional(optionalText(max)), null);

/** Required text, trimmed, at most `max` characters, with messages that name the field. */
export const requiredText = (label: string, max: number) =>
  z.string().check(z.trim(), z.minLength(1, `${label} is required`), z.maxLength(max, `${label} must be at most ${max} characters`));

export const requiredName = (label: string) =>
  z.string().check(z.trim(), z.minLength(1, `${label} is required`), z.maxLength(50, `${label} must be at most 50 characters`));

/** A list page: items newest first and the cursor for the next page (null at the end). */
export const page = <T extends z.core.$ZodType>(item: T) => z.object({ items: z.array(item), nextCursor: z.nullable(z.string()) });
