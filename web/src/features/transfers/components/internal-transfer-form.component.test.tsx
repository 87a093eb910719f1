import { AMOUNT_DECIMALS_MESSAGE, apiMessages } from '@sandbank/shared';
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { answer, apiError } from '../../../test/components/api';
import { renderPage, signedInEmail, signIn } from '../../../test/components/render';
import { InternalTransferForm } from './internal-transfer-form';

const accountId = '01HZX3J7Q5N8W2K4M6P9R0T1VB';
const accounts = [{ id: accountId, name: 'Checking', maskedNumber: '•••• 1234', balanceCents: 50_000 }];

beforeAll(() => signIn());

function renderForm() {
  const onTransferred = vi.fn();
  const page = renderPage(<InternalTransferForm sourceAccounts={accounts} ownEmail={signedInEmail} onTransferred={onTransferred} />);
  const fill = async ({ email = 'friend@example.com', amount = '25.00' }: { email?: string; amount?: string }) => {
    if (email) await page.user.type(screen.getByLabelText('Recipient email'), email);
    if (amount) await page.user.type(screen.getByLabelText('Amount'), amount);
  };
  const send = () => page.user.click(screen.getByTestId('internal-transfer-submit'));
  return { ...page, onTransferred, fill, send };
}

describe('the internal transfer form', () => {
  it('names each missing field under it and sends nothing', async () => {
    const { send } = renderForm();
    await send();
    expect((await screen.findByTestId('internal-transfer-to-email-error')).textContent).toBe('Enter a valid email address');
    expect(screen.getByTestId('internal-transfer-amount-error').textContent).toBe(apiMessages.invalidAmount);
  });

  it.each([
    ['abc', apiMessages.invalidAmount],
    ['0', apiMessages.invalidAmount],
    ['-5', apiMessages.invalidAmount],
    ['12.345', AMOUNT_DECIMALS_MESSAGE],
    ['10000000.01', apiMessages.invalidAmount],
  ])('refuses the amount %s with its message', async (amount, message) => {
    const { fill, send } = renderForm();
    await fill({ amount });
    await send();
    expect((await screen.findByTestId('internal-transfer-amount-error')).textContent).toBe(message);
    expect(screen.getByTestId('internal-transfer-to-email-error').textContent).toBe('');
  });

  it("refuses the customer's own email", async () => {
    const { fill, send } = renderForm();
    await fill({ email: signedInEmail.toUpperCase() });
    await send();
    expect((await screen.findByTestId('internal-transfer-to-email-error')).textContent).toBe(apiMessages.transferToSelf);
  });

  it('sends integer cents with an Idempotency-Key and reports the transfer', async () => {
    const sent: { body: unknown; key: string | null }[] = [];
    answer('createInternalTransfer', async (request) => {
      sent.push({ body: await request.json(), key: request.headers.get('Idempotency-Key') });
      return apiError(404, 'not_found', apiMessages.unknownRecipient);
    });
    const { fill, send, onTransferred } = renderForm();
    await fill({ amount: '1,234.5' });
    await send();
    expect((await screen.findByTestId('internal-transfer-to-email-error')).textContent).toBe(apiMessages.unknownRecipient);
    expect(sent).toEqual([{ body: { fromAccountId: accountId, toEmail: 'friend@example.com', amountCents: 123_450, note: null }, key: expect.any(String) }]);
    expect(onTransferred).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByTestId('internal-transfer-submit').hasAttribute('disabled')).toBe(false));
  });
});
