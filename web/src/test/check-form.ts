import type * as z from 'zod/mini';

/**
 * A form schema's verdict on some values as its form shows it: the body it sends, or the first
 * message under each field (as react-hook-form's zod resolver reports them).
 */
export function checkForm<Output>(schema: z.ZodMiniType<Output, unknown>, values: unknown): { success: true; body: Output } | { success: false; errors: Record<string, string> } {
  const result = schema.safeParse(values);
  if (result.success) return { success: true, body: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return { success: false, errors };
}
