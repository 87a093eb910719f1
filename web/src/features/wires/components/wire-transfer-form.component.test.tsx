import { AMOUNT_DECIMALS_MESSAGE, apiMessages, BankSettings, wireMessages } from '@sandbank/shared';
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { answer, apiError } from '../../../test/components/api';
import { fieldError, renderPage, signIn } from '../../../test/components/render';
import { WireTransferForm } from './wire-transfer-form';

const accountId = '01HZX3J7Q5N8W2K4M6P9R0T1VB';
const accounts = [{ id: accountId, name: 'Checking', maskedNumber: '•••• 1234', balanceCents: 5_000_000 }];
const settings = BankSettings.parse({});

beforeAll(() => signIn());

function renderForm() {
  const onCreated = vi.fn();
  const page = renderPage(<WireTransferForm sourceAccounts={accounts} settings={settings} onCreated={onCreated} />);
  const fillRecipient = async () => {
    await page.user.type(screen.getByLabelText('Recipient full name'), 'Jane Doe');
    await page.user.type(screen.getByLabelText('Account number or IBAN'), 'DE89 3704 0044 0532 0130 00');
    await page.user.type(screen.getByLabelText('Recipient address'), '1 Main Street, Berlin');
    await page.user.type(screen.getByLabelText('Bank name'), 'Deutsche Bank');
    await page.user.type(screen.getByLabelText('SWIFT/BIC'), 'DEUTDEFF');
    await page.user.selectOptions(screen.getByLabelText('Purpose'), 'family_support');
  };
  const send = () => page.user.click(screen.getByTestId('wire-submit'));
  return { ...page, onCreated, fillRecipient, send };
}

describe('the wire transfer form', () => {
  it('names every missing field under it', async () => {
    const { send } = renderForm();
    await send();
    await waitFor(() => expect(fieldError('wire-recipient-name')).toBe('Recipient name is required'));
    expect(fieldError('wire-recipient-account')).toBe('Recipient account number or IBAN is required');
    expect(fieldError('wire-recipient-address')).toBe('Recipient address is required');
    expect(fieldError('wire-recipient-bank')).toBe('Bank name is required');
    expect(fieldError('wire-swift')).toBe(wireMessages.invalidSwift);
    expect(fieldError('wire-amount')).toBe(apiMessages.invalidAmount);
    expect(fieldError('wire-purpose')).toBe(wireMessages.invalidPurpose);
  });

  it.each([
    ['abc', apiMessages.invalidAmount],
    ['0', apiMessages.invalidAmount],
    ['1.005', AMOUNT_DECIMALS_MESSAGE],
    ['99.99', wireMessages.belowMinimum('$100.00')],
    ['1000000', wireMessages.aboveMaximum('$250,000.00')],
  ])('refuses the amount %s with its message', async (amount, message) => {
    const { user, fillRecipient, send } = renderForm();
    await fillRecipient();
    await user.type(screen.getByLabelText('Amount'), amount);
    await send();
    await waitFor(() => expect(fieldError('wire-amount')).toBe(message));
    expect(fieldError('wire-recipient-account')).toBe('');
  });

  it('says what is wrong with an IBAN', async () => {
    const { user, send } = renderForm();
    await user.type(screen.getByLabelText('Account number or IBAN'), 'DE89 3704 0044 0532 0130 01');
    await send();
    await waitFor(() => expect(fieldError('wire-recipient-account')).toBe(wireMessages.ibanChecksum));
  });

  it('files the wire in integer cents, compact codes, with an Idempotency-Key; a refusal shows under its field', async () => {
    const sent: { body: unknown; key: string | null }[] = [];
    answer('createWire', async (request) => {
      sent.push({ body: await request.json(), key: request.headers.get('Idempotency-Key') });
      return apiError(400, 'invalid_input', 'Invalid body', { 'body.swift': wireMessages.invalidSwift });
    });
    const { user, fillRecipient, send, onCreated } = renderForm();
    await fillRecipient();
    await user.type(screen.getByLabelText('Amount'), '1,500.25');
    await send();
    await waitFor(() => expect(fieldError('wire-swift')).toBe(wireMessages.invalidSwift));
    expect(sent).toEqual([
      {
        body: {
          accountId,
          recipientName: 'Jane Doe',
          recipientAccount: 'DE89370400440532013000',
          recipientBank: 'Deutsche Bank',
          swift: 'DEUTDEFF',
          recipientAddress: '1 Main Street, Berlin',
          amountCents: 150_025,
          purpose: 'family_support',
          senderNotes: null,
        },
        key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
    expect(onCreated).not.toHaveBeenCalled();
  });
});
