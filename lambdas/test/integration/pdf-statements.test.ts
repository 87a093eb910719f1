import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '@sandbank/scripts/test-harness';
import { newEntry } from '../../src/domain/ledger/entries';
import { postMovement } from '../../src/domain/ledger/movement';
import { idBoundsAt } from '../../src/lib/ids';
import { pdfLines } from '@sandbank/scripts/test-harness/pdf-text';
import { accountsOf, checkingOf } from './support/banking';
import { expectLedgerInvariant } from './support/ledger';
import { newUser, type TestUser } from './support/users';

/*
 * The PDF statement against the CSV of the same month, read back as a person would read it: the
 * PDF's text (pdf.js) and the CSV's rows must tell the same figures to the cent. Last month's 300
 * entries are written straight through the ledger's movement (the bank never back-dates an entry),
 * with ids made at those moments.
 */

const DAY = 24 * 60 * 60 * 1000;
const notice = 'Sandbank is a demonstration and not a licensed financial institution.';
const startOfMonth = (time: number) => Date.UTC(new Date(time).getUTCFullYear(), new Date(time).getUTCMonth(), 1);
const monthOf = (time: number) => new Date(time).toISOString().slice(0, 7);
const idAt = (time: number) => idBoundsAt(time).first.slice(0, 10) + [...randomBytes(16)].map((byte) => '0123456789ABCDEFGHJKMNPQRSTVWXYZ'[byte % 32]).join('');
const lastMonthStart = startOfMonth(startOfMonth(Date.now()) - DAY);

/** "$1,234.56" or "-$5.67" (the PDF) and "1234.56" or "-5.67" (the CSV) as cents. */
const cents = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);
const isDate = (cell: string | undefined) => /^\d{4}-\d{2}-\d{2}/.test(cell ?? '');

/** What the CSV says: its figures and its entries (date, description, type, status, amount, balance). */
function readCsv(text: string) {
  const rows = text.trim().split('\r\n').map((line) => line.split(','));
  const value = (label: string) => cents(rows.find((row) => row[0] === label)![1]!);
  return {
    openingBalanceCents: value('Opening balance'),
    totalCreditsCents: value('Total credits'),
    totalDebitsCents: value('Total debits'),
    closingBalanceCents: value('Closing balance'),
    entries: rows.filter((row) => isDate(row[0])).map(([date, description, type, status, amount, , balance]) => ({
      date: date!.slice(0, 10),
      description,
      type,
      status,
      amountCents: cents(amount!),
      balanceCents: cents(balance!),
    })),
  };
}

/** What the PDF says, page by page, in the same terms. */
async function readPdf(bytes: Uint8Array) {
  const pages = await pdfLines(bytes);
  const lines = pages.flat();
  const value = (label: string) => cents(lines.find((line) => line[0] === label && line.length === 2)![1]!);
  return {
    pages,
    text: lines.map((line) => line.join(' | ')),
    openingBalanceCents: value('Opening balance'),
    totalCreditsCents: value('Money in'),
    totalDebitsCents: value('Money out'),
    closingBalanceCents: value('Closing balance'),
    entries: lines.filter((line) => isDate(line[0])).map(([date, description, type, status, amount, balance]) => ({
      date,
      description,
      type,
      status,
      amountCents: cents(amount!),
      balanceCents: cents(balance!),
    })),
  };
}

async function statementFiles(customer: TestUser, accountId: string, month: string) {
  const call = (format: 'csv' | 'pdf') => callApi('getAccountStatement', { token: customer.accessToken, params: { accountId }, query: { month, format } });
  const [csv, pdf] = await Promise.all([call('csv'), call('pdf')]);
  expect(csv.status).toBe(200);
  expect(pdf.status).toBe(200);
  return { csv: readCsv(csv.text), pdf: await readPdf(pdf.bytes), response: pdf };
}

/** The PDF tells every figure of the CSV, and a running balance that ends at the closing balance. */
function expectSameFigures(files: Awaited<ReturnType<typeof statementFiles>>) {
  const { csv, pdf } = files;
  expect(pdf.entries).toEqual(csv.entries);
  for (const figure of ['openingBalanceCents', 'totalCreditsCents', 'totalDebitsCents', 'closingBalanceCents'] as const) {
    expect(pdf[figure], figure).toBe(csv[figure]);
  }
  expect(csv.entries.at(-1)?.balanceCents ?? csv.openingBalanceCents).toBe(csv.closingBalanceCents);
  // The demonstration notice and the page number at the foot of every page.
  files.pdf.pages.forEach((page, index) => expect(page.at(-1)).toEqual([notice, `Page ${index + 1} of ${files.pdf.pages.length}`]));
}

let customer: TestUser;
let checking: { id: string; number: string; balanceCents: number };

beforeAll(async () => {
  customer = await newUser({ firstName: 'Ada', lastName: 'Lovelace' });
  const updated = await callApi('updateMe', { token: customer.accessToken, body: { firstName: 'Ada', lastName: 'Lovelace', address: '12 Example Street, London' } });
  expect(updated.status).toBe(200);
  checking = await checkingOf(customer);
  for (let index = 0; index < 300; index += 1) {
    const at = lastMonthStart + DAY + index * 60_000;
    const amountCents = index % 4 === 0 ? -(1_000 + index) : 2_500 + index;
    const entry = newEntry({
      id: idAt(at),
      createdAt: new Date(at).toISOString(),
      userId: customer.userId,
      accountId: checking.id,
      type: amountCents > 0 ? 'deposit' : 'withdrawal',
      amountCents,
      description: `Statement entry ${index + 1}`,
    });
    await postMovement({ postings: [{ entry, island: null, contra: 'adjustments' }] });
  }
  await expectLedgerInvariant(customer.userId);
}, 180_000);

describe('PDF statements', () => {
  it('answers a PDF file named after the account and the month, addressed to the customer, the number masked', async () => {
    const month = monthOf(lastMonthStart);
    const { pdf, response } = await statementFiles(customer, checking.id, month);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="statement-${checking.number}-${month}.pdf"`);
    expect(new TextDecoder().decode(response.bytes.slice(0, 5))).toBe('%PDF-');
    expect(pdf.text[0]).toMatch(/^Sandbank \| Account statement · 1 \w+ \d{4} – \d{1,2} \w+ \d{4}$/);
    expect(pdf.text).toEqual(expect.arrayContaining(['Ada Lovelace', '12 Example Street, London', `Account | Everyday Checking · •••• ${checking.number.slice(-4)}`]));
    expect(pdf.text.join('\n')).not.toContain(checking.number);
  });

  it('tells the same figures as the CSV for a month with no entries', async () => {
    const files = await statementFiles(customer, checking.id, '2020-01');
    expect(files.csv.entries).toEqual([]);
    expectSameFigures(files);
    expect(files.pdf.text).toContain('No entries this month.');
  });

  it('tells the same figures as the CSV for a month with one entry', async () => {
    const savings = (await accountsOf(customer)).find((account) => account.type === 'savings')!;
    const files = await statementFiles(customer, savings.id, monthOf(Date.now()));
    expect(files.csv.entries).toHaveLength(1);
    expectSameFigures(files);
  });

  it('tells the same figures as the CSV for a month of 300 entries over several pages, the balance carried from page to page', async () => {
    const files = await statementFiles(customer, checking.id, monthOf(lastMonthStart));
    expect(files.csv.entries).toHaveLength(300);
    expect(files.pdf.pages.length).toBeGreaterThan(5);
    expectSameFigures(files);
    const { pages } = files.pdf;
    for (let index = 1; index < pages.length; index += 1) {
      const carried = pages[index - 1]!.find((line) => line[0] === 'Carried forward')![1];
      expect(pages[index - 1]!.filter((line) => isDate(line[0])).at(-1)![5]).toBe(carried);
      expect(pages[index]!).toContainEqual(['Brought forward', carried]);
    }
  });

  it("answers 404 for another customer's account, 400 for a bad month or a cursor", async () => {
    const stranger = await newUser();
    const call = (token: string, query: Record<string, string>) => callApi('getAccountStatement', { token, params: { accountId: checking.id }, query: { format: 'pdf', ...query } });
    expect((await call(stranger.accessToken, { month: monthOf(lastMonthStart) })).status).toBe(404);
    expect((await call(customer.accessToken, { month: '2026-13' })).status).toBe(400);
    expect((await call(customer.accessToken, { month: monthOf(lastMonthStart), cursor: 'abc' })).status).toBe(400);
  });
});
