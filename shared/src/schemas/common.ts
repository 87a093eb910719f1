import * as z from 'zod';

/** Identifiers are ULIDs: 26 Crockford base-32 characters, time-ordered. */
export const Id = z.string().regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Invalid identifier');

/** Cognito user ids (`sub`) are UUIDs. */
export const UserId = z.string().regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/, 'Invalid user id');
export const UserIdParams = z.strictObject({ userId: UserId });

/** Opaque pagination cursor returned as `nextCursor` and passed back as `cursor`. */
export const Cursor = z.string().min(1).max(2048).regex(/^[A-Za-z0-9_-]+$/, 'Invalid cursor');

export const Limit = z.coerce.number().int().min(1).max(100);

export const IsoDateTime = z.iso.datetime();

/** Trims text and turns an empty value into null: an optional field left blank is no value. */
export const optionalText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : typeof value === 'string' ? value.trim() : value),
    z.string().max(max, `Must be at most ${max} characters`).nullable(),
  );

export const requiredName = (label: string) =>
  z.string().trim().min(1, `${label} is required`).max(50, `${label} must be at most 50 characters`);

/** A list page: items newest first and the cursor for the next page (null at the end). */
export const page = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });
