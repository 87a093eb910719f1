import { AMOUNT_DECIMALS_MESSAGE, apiMessages, lockerMessages } from '@sandbank/shared';
import { describe, expect, it } from 'vitest';
import { checkForm } from '../../../test/check-form';
import { lockerItemFormSchema } from './locker-form';

describe('the Add Item form', () => {
  it('sends the value in cents and a blank description as null', () => {
    expect(checkForm(lockerItemFormSchema, { name: ' Ring ', value: '1250.5', description: '  ' })).toEqual({
      success: true,
      body: { name: 'Ring', valueCents: 125_050, description: null },
    });
  });

  it('puts each problem under its field', () => {
    expect(checkForm(lockerItemFormSchema, { name: '', value: '0', description: 'x'.repeat(501) })).toEqual({
      success: false,
      errors: { name: lockerMessages.nameRequired, value: apiMessages.invalidAmount, description: 'Must be at most 500 characters' },
    });
    expect(checkForm(lockerItemFormSchema, { name: 'Coin', value: 'abc', description: '' })).toMatchObject({ success: false, errors: { value: apiMessages.invalidAmount } });
    expect(checkForm(lockerItemFormSchema, { name: 'Coin', value: '1.234', description: '' })).toMatchObject({ success: false, errors: { value: AMOUNT_DECIMALS_MESSAGE } });
  });
});
