import { AMOUNT_DECIMALS_MESSAGE, apiMessages } from '@sandbank/shared';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import { postingFailureToast } from './messages';
import { checkForm } from '../../../test/check-form';
import { adjustmentFormSchema, postingFormSchema } from './posting-form';

const accountId = '01HZX3J7Q5N8W2K4M6P9R0T1VB';

describe('adjustmentFormSchema', () => {
  it('builds the body in integer cents with a trimmed reason', () => {
    expect(checkForm(adjustmentFormSchema('credit', 100), { amount: '25.50', reason: ' Goodwill ' })).toEqual({
      success: true,
      body: { direction: 'credit', amountCents: 2_550, reason: 'Goodwill' },
    });
  });

  it('refuses an amount that is not positive with the API message', () => {
    for (const amount of ['', '0', '-5', 'abc']) {
      expect(checkForm(adjustmentFormSchema('credit', null), { amount, reason: 'x' }), amount).toEqual({ success: false, errors: { amount: apiMessages.invalidAmount } });
    }
  });

  it('says an amount with more than two decimals allows at most two', () => {
    expect(checkForm(adjustmentFormSchema('credit', null), { amount: '123.456', reason: 'x' })).toEqual({ success: false, errors: { amount: AMOUNT_DECIMALS_MESSAGE } });
  });

  it('refuses to deduct more than the known balance, and asks for a reason', () => {
    expect(checkForm(adjustmentFormSchema('debit', 100), { amount: '1.01', reason: 'Fee' })).toEqual({ success: false, errors: { amount: apiMessages.cannotDeduct } });
    expect(checkForm(adjustmentFormSchema('debit', 100), { amount: '1.00', reason: 'Fee' }).success).toBe(true);
    // Above the balance is the message, however far above the bank's limit on an amount.
    expect(checkForm(adjustmentFormSchema('debit', 100), { amount: '99999999', reason: 'Fee' })).toEqual({ success: false, errors: { amount: apiMessages.cannotDeduct } });
    expect(checkForm(adjustmentFormSchema('credit', 100), { amount: '99999999', reason: 'Fee' })).toEqual({ success: false, errors: { amount: apiMessages.invalidAmount } });
    expect(checkForm(adjustmentFormSchema('credit', 100), { amount: '1.00', reason: '  ' })).toEqual({ success: false, errors: { reason: 'A reason is required' } });
  });
});

describe('postingFormSchema', () => {
  const valid = { accountId, type: 'deposit', direction: '', amount: '10', description: '' };

  it('leaves the direction to the type when the type allows one, and a blank description to the server default', () => {
    expect(checkForm(postingFormSchema, valid)).toEqual({ success: true, body: { accountId, body: { type: 'deposit', amountCents: 1_000, description: null } } });
  });

  it('asks for the direction of an adjustment and refuses one a type does not allow', () => {
    expect(checkForm(postingFormSchema, { ...valid, type: 'adjustment' })).toMatchObject({ success: false, errors: { direction: 'Choose credit or debit for adjustment' } });
    expect(checkForm(postingFormSchema, { ...valid, type: 'fee', direction: 'credit' })).toMatchObject({ success: false, errors: { direction: 'A fee can only be a debit' } });
    expect(checkForm(postingFormSchema, { ...valid, type: 'adjustment', direction: 'debit' })).toMatchObject({ success: true });
  });

  it('needs an account and a positive amount', () => {
    expect(checkForm(postingFormSchema, { ...valid, accountId: '', amount: '0' })).toEqual({
      success: false,
      errors: { accountId: 'Choose an account', amount: apiMessages.invalidAmount },
    });
  });
});

describe('postingFailureToast', () => {
  it("names the bank's rule when the server refused on one, else the screen's failure text", () => {
    expect(postingFailureToast(new ApiRequestError(409, 'conflict', apiMessages.cannotDeduct), 'Failed to update account balance')).toEqual({
      title: 'Insufficient Balance',
      message: apiMessages.cannotDeduct,
      variant: 'danger',
    });
    expect(postingFailureToast(new ApiRequestError(500, 'internal', 'boom'), 'Failed to update account balance')).toEqual({
      title: 'Error',
      message: 'Failed to update account balance',
      variant: 'danger',
    });
  });
});
