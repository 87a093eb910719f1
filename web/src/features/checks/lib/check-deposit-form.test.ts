import { AMOUNT_DECIMALS_MESSAGE, DEFAULT_BANK_SETTINGS } from '@sandbank/shared';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import { checkForm } from '../../../test/check-form';
import { checkDepositFormSchema, depositFailureToast, serverFieldErrors, type CheckDepositFormValues } from './check-deposit-form';

const settings = { check: DEFAULT_BANK_SETTINGS.check };
const filled: CheckDepositFormValues = {
  accountId: '01ARZ3NDEKTSV4RRFFQ69G5FAV',
  amount: '1,250.5',
  checkNumber: ' 1042 ',
  bankName: 'First Sandbox Bank',
  routingNumber: '011000015',
  accountNumber: '000123456789',
  memo: '',
};

describe('the check deposit form', () => {
  it('sends integer cents, a trimmed check number and a null memo', () => {
    expect(checkForm(checkDepositFormSchema(settings), filled)).toEqual({
      success: true,
      body: { ...filled, amount: undefined, amountCents: 125_050, checkNumber: '1042', memo: null },
    });
  });

  it('reports each problem under its field', () => {
    const result = checkForm(checkDepositFormSchema(settings), { ...filled, accountId: '', amount: 'abc', routingNumber: '011000016', accountNumber: '12', bankName: ' ' });
    expect(result).toEqual({
      success: false,
      errors: {
        accountId: 'Choose the account to deposit into',
        amount: 'Please enter a valid positive amount',
        routingNumber: 'This is not a valid routing number (check digit mismatch)',
        accountNumber: 'Account number must be 4 to 17 digits',
        bankName: 'Bank name is required',
      },
    });
  });

  it('applies the published per-check limit', () => {
    expect(checkForm(checkDepositFormSchema(settings), { ...filled, amount: '25000.00' }).success).toBe(true);
    expect(checkForm(checkDepositFormSchema(settings), { ...filled, amount: '25000.01' })).toEqual({
      success: false,
      errors: { amount: 'The most one check can deposit is $25,000.00' },
    });
    expect(checkForm(checkDepositFormSchema({ check: { maxCents: 5_000 } }), { ...filled, amount: '100.00' }).success).toBe(false);
  });
});

describe("the server's refusals", () => {
  it('puts field messages under their fields and a duplicate under the check number', () => {
    expect(serverFieldErrors(new ApiRequestError(400, 'invalid_input', 'Invalid body', { 'body.routingNumber': 'bad', 'body.amountCents': 'too much' }))).toEqual({
      routingNumber: 'bad',
      amount: 'too much',
    });
    expect(serverFieldErrors(new ApiRequestError(409, 'conflict', 'This check has already been deposited'))).toEqual({ checkNumber: 'This check has already been deposited' });
    expect(serverFieldErrors(new ApiRequestError(503, 'unavailable', 'Please try again'))).toEqual({});
    expect(serverFieldErrors(new Error('network'))).toEqual({});
  });
});

describe('the toast of a refused deposit', () => {
  it('is none when the refusal shows under its fields', () => {
    expect(depositFailureToast(new ApiRequestError(409, 'conflict', 'This check has already been deposited'))).toBeNull();
    expect(depositFailureToast(new ApiRequestError(400, 'invalid_input', 'Invalid body', { 'body.routingNumber': 'bad' }))).toBeNull();
  });

  it("tells the server's other reasons, and the generic text when it gave none", () => {
    expect(depositFailureToast(new ApiRequestError(404, 'not_found', 'Account not found'))).toEqual({ title: 'Error', message: 'Account not found', variant: 'danger' });
    expect(depositFailureToast(new ApiRequestError(503, 'unavailable', 'Please try again'))).toEqual({
      title: 'Error',
      message: 'Failed to submit check deposit. Please try again.',
      variant: 'danger',
    });
  });
});

describe('a typed amount with more than two decimals', () => {
  it('says amounts allow at most two', () => {
    expect(checkForm(checkDepositFormSchema(settings), { ...filled, amount: '123.456' })).toEqual({ success: false, errors: { amount: AMOUNT_DECIMALS_MESSAGE } });
  });
});
