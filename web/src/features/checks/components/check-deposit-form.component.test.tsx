import { AMOUNT_DECIMALS_MESSAGE, apiMessages, checkMessages } from '@sandbank/shared';
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { answer, apiError } from '../../../test/components/api';
import { fieldError, renderPage, signIn } from '../../../test/components/render';
import { CheckDepositForm } from './check-deposit-form';

const accountId = '01HZX3J7Q5N8W2K4M6P9R0T1VB';

beforeAll(() => signIn());

function renderForm() {
  const onDeposited = vi.fn();
  const page = renderPage(<CheckDepositForm accounts={[{ id: accountId, name: 'Checking', maskedNumber: '•••• 1234' }]} onDeposited={onDeposited} />);
  const fillCheck = async ({ checkNumber = '1042' }: { checkNumber?: string } = {}) => {
    if (checkNumber) await page.user.type(screen.getByLabelText(/Check number/), checkNumber);
    await page.user.type(screen.getByLabelText('Bank name'), 'First Sandbox Bank');
    await page.user.type(screen.getByLabelText('Routing number'), '011000015');
    await page.user.type(screen.getByLabelText('Account number'), '000123456789');
  };
  const send = () => page.user.click(screen.getByTestId('check-deposit-submit'));
  return { ...page, onDeposited, fillCheck, send };
}

describe('the check deposit form', () => {
  it('names every missing field under it', async () => {
    const { send } = renderForm();
    await send();
    await waitFor(() => expect(fieldError('check-deposit-amount')).toBe(apiMessages.invalidAmount));
    expect(fieldError('check-deposit-bank')).toBe(checkMessages.bankNameRequired);
    expect(fieldError('check-deposit-routing')).toBe(checkMessages.routingShape);
    expect(fieldError('check-deposit-account-number')).toBe(checkMessages.accountNumber);
    expect(fieldError('check-deposit-number')).toBe('');
  });

  it.each([
    ['abc', apiMessages.invalidAmount],
    ['0.00', apiMessages.invalidAmount],
    ['12.345', AMOUNT_DECIMALS_MESSAGE],
    ['25000.01', 'The most one check can deposit is $25,000.00'],
  ])('refuses the amount %s with its message', async (amount, message) => {
    const { user, fillCheck, send } = renderForm();
    await fillCheck();
    await user.type(screen.getByLabelText('Amount'), amount);
    await send();
    await waitFor(() => expect(fieldError('check-deposit-amount')).toBe(message));
    expect(screen.getByTestId('check-deposit-amount-error').textContent).toBe(message);
  });

  it("refuses a routing number whose check digit is wrong, and a check number that isn't one", async () => {
    const { user, send } = renderForm();
    await user.type(screen.getByLabelText('Routing number'), '011000016');
    await user.type(screen.getByLabelText(/Check number/), '12a');
    await send();
    await waitFor(() => expect(fieldError('check-deposit-routing')).toBe(checkMessages.routingChecksum));
    expect(screen.getByTestId('check-deposit-number-error').textContent).toBe(checkMessages.checkNumber);
  });

  it('deposits integer cents with an Idempotency-Key; a duplicate check is told under its number', async () => {
    const sent: { body: unknown; key: string | null }[] = [];
    answer('createCheckDeposit', async (request) => {
      sent.push({ body: await request.json(), key: request.headers.get('Idempotency-Key') });
      return apiError(409, 'conflict', checkMessages.duplicate);
    });
    const { user, fillCheck, send, onDeposited } = renderForm();
    await user.type(screen.getByLabelText('Amount'), '1,250.5');
    await fillCheck();
    await send();
    await waitFor(() => expect(fieldError('check-deposit-number')).toBe(checkMessages.duplicate));
    expect(sent).toEqual([
      {
        body: { accountId, amountCents: 125_050, checkNumber: '1042', bankName: 'First Sandbox Bank', routingNumber: '011000015', accountNumber: '000123456789', memo: null },
        key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
    expect(onDeposited).not.toHaveBeenCalled();
  });
});
