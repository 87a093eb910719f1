import * as z from 'zod/mini';

/** The error body of every failed API call: a code, a message safe to show, and the failing fields. */
export const ErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.optional(z.record(z.string(), z.string())),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
