import { AmountCents, parseAmountToCents, typedAmountProblem } from '@sandbank/shared';
import * as z from 'zod/mini';

/**
 * Typed text as whole cents, without floating point: text that does not read as an amount is
 * refused in `AmountCents`'s own words (`typedAmountProblem`: at most 2 decimals, or not an amount
 * at all).
 */
export const TypedCents = z.pipe(
  z.string().check(
    z.superRefine((text, context) => {
      const problem = typedAmountProblem(text);
      if (problem) context.addIssue({ code: 'custom', message: problem, input: text });
    }),
  ),
  z.transform((text: string) => parseAmountToCents(text) ?? 0),
);

/** A typed amount as integer cents, judged by `AmountCents` once it reads as cents (positive, within the limit). */
export const AmountText = z.pipe(TypedCents, AmountCents);

/** Cents a form's own rule may refuse (a limit, a known balance): `problem` says what is wrong, or null. */
export const amountWithin = (problem: (cents: number) => string | null) =>
  z.pipe(
    AmountText,
    z.int().check(
      z.superRefine((cents, context) => {
        const message = problem(cents);
        if (message) context.addIssue({ code: 'custom', message, input: cents });
      }),
    ),
  );

/**
 * A body field's shared schema whose every refusal the form words its own way ("Choose the
 * account to send from" rather than the identifier's format): its output when it accepts.
 */
export const refusedAs = <Output>(schema: z.ZodMiniType<Output, unknown>, message: string) =>
  z.pipe(
    z.string(),
    z.transform((value: string, context): Output => {
      const result = schema.safeParse(value);
      if (result.success) return result.data;
      context.issues.push({ code: 'custom', message, input: value });
      return z.NEVER;
    }),
  );

/** A body field's shared schema, fed the text its form field holds. */
export const fromText = <Output>(schema: z.ZodMiniType<Output, unknown>): z.ZodMiniType<Output, string> =>
  // The shared schemas take any input (they trim, default, transform), which the pipe's types do not let through.
  z.pipe(z.string(), schema as unknown as z.ZodMiniType<Output, string>);
