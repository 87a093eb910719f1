import { NewWebhookBody, type EventType } from '@sandbank/shared';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { ApiRequestError } from '../../../lib/api-client';
import { formFieldsOf, serverFieldErrors } from '../../../lib/submission-keys';

/** What the form holds: the URL as typed, "All events", and the types ticked when not all. */
export interface WebhookFormValues {
  url: string;
  allTypes: boolean;
  types: EventType[];
}

export type WebhookFormField = 'url' | 'types';

export const emptyWebhookForm: WebhookFormValues = { url: '', allTypes: true, types: [] };

/** The request body the form stands for: every type as `['*']`, else the types ticked. */
export const bodyOf = (values: WebhookFormValues): unknown => ({ url: values.url, types: values.allTypes ? ['*'] : (values.types ?? []) });

/** The form checked with the shared schema: the body to send, or a message under the URL or the types. */
export function checkWebhookForm(values: WebhookFormValues): { success: true; body: NewWebhookBody } | { success: false; errors: Partial<Record<WebhookFormField, string>> } {
  const parsed = NewWebhookBody.safeParse(bodyOf(values));
  if (parsed.success) return { success: true, body: parsed.data };
  const errors: Partial<Record<WebhookFormField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] === 'url' ? 'url' : 'types';
    // An empty list fails both branches of the union; its own message says what to do.
    errors[field] ??= field === 'types' ? 'Choose at least one event type, or All events' : issue.message;
  }
  return { success: false, errors };
}

/** react-hook-form's resolver from the check. */
export const webhookFormResolver: Resolver<WebhookFormValues, unknown, NewWebhookBody> = async (values) => {
  const result = checkWebhookForm(values);
  if (result.success) return { values: result.body, errors: {} };
  const errors = Object.fromEntries(Object.entries(result.errors).map(([field, message]) => [field, { type: 'validation', message }])) as FieldErrors<WebhookFormValues>;
  return { values: {}, errors };
};

const fieldOf = formFieldsOf<WebhookFormField>(['url', 'types']);

/** The fields a refusal names (an address the bank will not call, an unknown type), under the form's own. */
export const refusedFields = (error: unknown): Partial<Record<WebhookFormField, string>> => serverFieldErrors(error, fieldOf);

/**
 * A refusal about the form as a whole, shown in it above its buttons: the sixth endpoint (409), or
 * any other 4xx that names no field. Null when a field shows it, or when the toast says more (a 5xx, no answer).
 */
export function formRefusal(error: unknown): string | null {
  if (!(error instanceof ApiRequestError) || error.status < 400 || error.status >= 500 || error.status === 401) return null;
  if (Object.keys(refusedFields(error)).length > 0) return null;
  return error.message;
}
