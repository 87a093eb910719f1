import { AMOUNT_DECIMALS_MESSAGE } from '@sandbank/shared';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import { checkForm } from '../../../test/check-form';
import { describeTransferFailure, emptyInternalTransferForm, internalTransferFormSchema, type InternalTransferFormValues } from './internal-transfer-form';

const accountId = '01HZX3J7Q5N8W2K4M6P9R0T1VB';
const valid: InternalTransferFormValues = { fromAccountId: accountId, toEmail: ' Friend@Example.com ', amount: '50.00', note: '' };

const errorsOf = (values: Partial<InternalTransferFormValues>, ownEmail?: string) => {
  const result = checkForm(internalTransferFormSchema({ ownEmail }), { ...valid, ...values });
  return result.success ? {} : result.errors;
};

describe('internalTransferFormSchema', () => {
  it('builds the request body with integer cents, a normalized email and a null note', () => {
    expect(checkForm(internalTransferFormSchema(), valid)).toEqual({
      success: true,
      body: { fromAccountId: accountId, toEmail: 'friend@example.com', amountCents: 5_000, note: null },
    });
  });

  it('converts amounts without floating point', () => {
    const cents = (amount: string) => {
      const result = checkForm(internalTransferFormSchema(), { ...valid, amount });
      return result.success ? result.body.amountCents : null;
    };
    expect(cents('0.01')).toBe(1);
    expect(cents('0.1')).toBe(10);
    expect(cents('19.99')).toBe(1_999);
    expect(cents('1,234.56')).toBe(123_456);
    expect(cents('10000000')).toBe(1_000_000_000);
  });

  it('refuses anything but a positive amount of at most two decimals with the API message', () => {
    for (const amount of ['', '0', '0.00', '-5', 'abc', '1e3', '10000000.01', '12.']) {
      expect(errorsOf({ amount }), amount).toEqual({ amount: 'Please enter a valid positive amount' });
    }
  });

  it('says an amount with more than two decimals allows at most two', () => {
    for (const amount of ['123.456', '1.005']) expect(errorsOf({ amount }), amount).toEqual({ amount: AMOUNT_DECIMALS_MESSAGE });
  });

  it('asks for a source account, a valid email and a note of at most 200 characters', () => {
    expect(errorsOf({ fromAccountId: '' })).toEqual({ fromAccountId: 'Choose the account to send from' });
    expect(errorsOf({ toEmail: 'not-an-email' })).toEqual({ toEmail: 'Enter a valid email address' });
    expect(errorsOf({ note: 'x'.repeat(201) })).toEqual({ note: 'Must be at most 200 characters' });
    expect(checkForm(internalTransferFormSchema(), { ...valid, note: '  Rent  ' })).toMatchObject({ success: true, body: { note: 'Rent' } });
  });

  it('reports every problem at once', () => {
    expect(checkForm(internalTransferFormSchema(), emptyInternalTransferForm)).toEqual({
      success: false,
      errors: {
        fromAccountId: 'Choose the account to send from',
        toEmail: 'Enter a valid email address',
        amount: 'Please enter a valid positive amount',
      },
    });
  });

  it('refuses the customer’s own email', () => {
    expect(errorsOf({}, 'FRIEND@example.com')).toEqual({ toEmail: 'You cannot transfer to yourself' });
    expect(errorsOf({}, 'someone-else@example.com')).toEqual({});
  });
});

describe('describeTransferFailure', () => {
  it('shows the server’s message for the known refusals, on the field they concern', () => {
    expect(describeTransferFailure(new ApiRequestError(404, 'not_found', "We can't send money to that email. Check it, or ask the recipient to sign in first."))).toEqual({
      message: "We can't send money to that email. Check it, or ask the recipient to sign in first.",
      field: 'toEmail',
    });
    expect(describeTransferFailure(new ApiRequestError(400, 'invalid_input', 'You cannot transfer to yourself'))).toEqual({
      message: 'You cannot transfer to yourself',
      field: 'toEmail',
    });
    expect(describeTransferFailure(new ApiRequestError(409, 'conflict', 'Insufficient balance'))).toEqual({
      message: 'Insufficient balance',
      field: 'amount',
    });
  });

  it('finds the amount message in the fields of a schema refusal', () => {
    const error = new ApiRequestError(400, 'invalid_input', 'Invalid body: Please enter a valid positive amount', {
      'body.amountCents': 'Please enter a valid positive amount',
    });
    expect(describeTransferFailure(error)).toEqual({ message: 'Please enter a valid positive amount', field: 'amount' });
  });

  it('shows any other reason the server gave, on no field', () => {
    expect(describeTransferFailure(new ApiRequestError(404, 'not_found', 'Account not found'))).toEqual({ message: 'Account not found', field: null });
    expect(describeTransferFailure(new ApiRequestError(0, 'network', 'offline'))).toEqual({ message: 'offline', field: null });
  });

  it('says the generic message when the server gave no reason', () => {
    const generic = { message: 'Failed to process internal transfer. Please try again.', field: null };
    expect(describeTransferFailure(new ApiRequestError(503, 'unavailable', 'Please try again'))).toEqual(generic);
    expect(describeTransferFailure(new ApiRequestError(500, 'internal', 'Insufficient balance'))).toEqual(generic);
    expect(describeTransferFailure(new TypeError('boom'))).toEqual(generic);
  });
});
