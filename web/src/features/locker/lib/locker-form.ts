import { NewLockerItemBody } from '@sandbank/shared';
import * as z from 'zod/mini';
import { AmountText, fromText } from '../../../lib/form-schema';

/** What the Add Item form holds: the value stays the text typed until it becomes cents. */
export type LockerItemFormValues = {
  name: string;
  value: string;
  description: string;
};

export const emptyLockerItemForm: LockerItemFormValues = { name: '', value: '', description: '' };


/** The form as the request body, with the shared schema's fields: the value text becomes integer cents, a blank description null. */
export const lockerItemFormSchema = z.pipe(
  z.object({ name: fromText(NewLockerItemBody.shape.name), value: AmountText, description: fromText(NewLockerItemBody.shape.description) }),
  z.transform(({ name, value, description }): NewLockerItemBody => ({ name, valueCents: value, description })),
);
