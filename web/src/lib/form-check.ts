import type { FieldErrors, Resolver } from 'react-hook-form';

/** A form checked against its request's shared schema: the body to send, or a message per field. */
export type FormCheck<Values, Body> = { success: true; body: Body } | { success: false; errors: Partial<Record<keyof Values, string>> };

/** A react-hook-form resolver from a check: its errors on their fields, or the checked body. */
export const resolverFrom =
  <Values extends Record<string, string>, Body>(check: (values: Values) => FormCheck<Values, Body>): Resolver<Values, unknown, Body> =>
  async (values) => {
    const result = check(values);
    if (result.success) return { values: result.body, errors: {} };
    const errors = Object.fromEntries(
      Object.entries(result.errors).flatMap(([field, message]) => (typeof message === 'string' ? [[field, { type: 'validation', message }]] : [])),
    ) as FieldErrors<Values>;
    return { values: {}, errors };
  };
