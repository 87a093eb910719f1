import type { FormCheck } from '../../lib/form-check';

export type ReasonValues = { reason: string };

/** The part of a kind's shared request schema a rejection dialog uses: its rules for the reason. */
export interface ReasonSchema<Body> {
  safeParse: (values: ReasonValues) => { success: true; data: Body } | { success: false; error: { issues: readonly { message: string }[] } };
}

/** A typed reason checked by the kind's shared schema (the server checks the same): the body to send, or the reason's message. */
export function checkReason<Body>(schema: ReasonSchema<Body>, values: ReasonValues): FormCheck<ReasonValues, Body> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { success: true, body: parsed.data };
  return { success: false, errors: { reason: parsed.error.issues[0]?.message ?? '' } };
}
