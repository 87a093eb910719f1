import { AMOUNT_DECIMALS_MESSAGE, BankSettings, wireMessages } from '@sandbank/shared';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import { checkForm } from '../../../test/check-form';
import { describeWireFailure, emptyWireForm, wireFormSchema, type WireFormValues } from './wire-form';

const settings = BankSettings.parse({});
const accountId = '01HZX3J7Q5N8W2K4M6P9R0T1VB';
const valid: WireFormValues = {
  accountId,
  recipientName: ' Jane Doe ',
  recipientAccount: 'de89 3704 0044 0532 0130 00',
  recipientAddress: '1 Main Street, Berlin',
  recipientBank: 'Deutsche Bank',
  swift: 'deutdeff',
  amount: '1,000.50',
  purpose: 'family_support',
  senderNotes: '  ',
};

const errorsOf = (values: Partial<WireFormValues>, with_ = settings) => {
  const result = checkForm(wireFormSchema(with_), { ...valid, ...values });
  return result.success ? {} : result.errors;
};

describe('wireFormSchema', () => {
  it('builds the request body: integer cents, compact IBAN and SWIFT, null notes', () => {
    expect(checkForm(wireFormSchema(settings), valid)).toEqual({
      success: true,
      body: {
        accountId,
        recipientName: 'Jane Doe',
        recipientAccount: 'DE89370400440532013000',
        recipientAddress: '1 Main Street, Berlin',
        recipientBank: 'Deutsche Bank',
        swift: 'DEUTDEFF',
        amountCents: 100_050,
        purpose: 'family_support',
        senderNotes: null,
      },
    });
  });

  it('holds the amount to the published limits', () => {
    expect(errorsOf({ amount: '99.99' })).toEqual({ amount: wireMessages.belowMinimum('$100.00') });
    expect(errorsOf({ amount: '250000.01' })).toEqual({ amount: wireMessages.aboveMaximum('$250,000.00') });
    expect(errorsOf({ amount: '1.005' })).toEqual({ amount: AMOUNT_DECIMALS_MESSAGE });
    expect(errorsOf({ amount: 'abc' })).toEqual({ amount: wireMessages.invalidAmount });
    const narrow = BankSettings.parse({ wire: { feeCents: 0, minCents: 500, maxCents: 1_000 } });
    expect(errorsOf({ amount: '10.01' }, narrow)).toEqual({ amount: wireMessages.aboveMaximum('$10.00') });
    expect(errorsOf({ amount: '5.00' }, narrow)).toEqual({});
    expect(errorsOf({ amount: '10.00' }, narrow)).toEqual({});
  });

  it('checks the SWIFT/BIC shape and the IBAN checksum', () => {
    expect(errorsOf({ swift: 'DEUT' })).toEqual({ swift: wireMessages.invalidSwift });
    expect(errorsOf({ recipientAccount: 'DE89370400440532013001' })).toEqual({ recipientAccount: wireMessages.ibanChecksum });
    expect(errorsOf({ recipientAccount: '123456789' })).toEqual({});
  });

  it('reports every missing field at once, each on its field', () => {
    const result = checkForm(wireFormSchema(settings), emptyWireForm);
    expect(result.success).toBe(false);
    expect(Object.keys(result.success ? {} : result.errors).sort()).toEqual(
      ['accountId', 'amount', 'purpose', 'recipientAccount', 'recipientAddress', 'recipientBank', 'recipientName', 'swift'].sort(),
    );
    expect(result.success ? null : result.errors.purpose).toBe(wireMessages.invalidPurpose);
  });
});

describe('describeWireFailure', () => {
  it('puts the server’s field messages on their fields', () => {
    const error = new ApiRequestError(400, 'invalid_input', 'Invalid body', { amountCents: wireMessages.aboveMaximum('$10.00'), 'body.swift': wireMessages.invalidSwift });
    expect(describeWireFailure(error)).toEqual({
      message: wireMessages.aboveMaximum('$10.00'),
      fields: { amount: wireMessages.aboveMaximum('$10.00'), swift: wireMessages.invalidSwift },
    });
  });

  it('shows the server’s reason, and the generic text when it gave none', () => {
    expect(describeWireFailure(new ApiRequestError(404, 'not_found', 'Account not found'))).toEqual({ message: 'Account not found', fields: {} });
    expect(describeWireFailure(new ApiRequestError(0, 'network', 'offline')).message).toBe('offline');
    expect(describeWireFailure(new ApiRequestError(500, 'internal', 'Something went wrong')).message).toBe('The wire transfer could not be submitted. Please try again.');
  });
});
