import { apiMessages, NewLockerItemBody, parseAmountToCents, typedAmountProblem } from '@sandbank/shared';
import type { FormCheck } from '../../../lib/form-check';

/** What the Add Item form holds: the value stays the text typed until it becomes cents. */
export type LockerItemFormValues = {
  name: string;
  value: string;
  description: string;
};

export const emptyLockerItemForm: LockerItemFormValues = { name: '', value: '', description: '' };


const formFieldOf: Record<string, keyof LockerItemFormValues> = { name: 'name', valueCents: 'value', description: 'description' };

/** The form as the request body, with the shared schema: the value text becomes integer cents, a blank description null. */
export function checkLockerItem(values: LockerItemFormValues): FormCheck<LockerItemFormValues, NewLockerItemBody> {
  const cents = parseAmountToCents(values.value);
  const parsed = NewLockerItemBody.safeParse({ name: values.name, valueCents: cents ?? 0, description: values.description });
  if (parsed.success) return { success: true, body: parsed.data };
  const errors: Partial<Record<keyof LockerItemFormValues, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = formFieldOf[String(issue.path[0])];
    if (field) errors[field] ??= field === 'value' ? (typedAmountProblem(values.value) ?? apiMessages.invalidAmount) : issue.message;
  }
  return { success: false, errors };
}
