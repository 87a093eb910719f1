import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import type { Transaction } from '@sandbank/shared/schemas/transaction';
import { describe, expect, it } from 'vitest';
import { functionBundling } from '../../contract/deployment';
import { pdfLines } from '@sandbank/scripts/test-harness/pdf-text';
import { statementModel } from './statement';
import { statementToPdf } from './statement-pdf';

const entry = (index: number, fields: Partial<Transaction> = {}): Transaction => ({
  id: `01JV${String(index).padStart(22, '0')}`,
  accountId: '01ARZ3NDEKTSV4RRFFQ69G5FAV',
  type: 'deposit',
  status: 'completed',
  amountCents: index % 3 === 0 ? -567 : 1234,
  description: `Entry ${index}`,
  createdAt: `2026-05-${String(1 + (index % 28)).padStart(2, '0')}T10:00:00.000Z`,
  reference: null,
  note: null,
  transferId: null,
  wireId: null,
  checkId: null,
  adjustmentId: null,
  ...fields,
});

const modelOf = (entries: Transaction[]) => {
  const counted = entries.filter((item) => item.status !== 'failed');
  const credits = counted.filter((item) => item.amountCents > 0).reduce((sum, item) => sum + item.amountCents, 0);
  const debits = counted.filter((item) => item.amountCents < 0).reduce((sum, item) => sum + item.amountCents, 0);
  return statementModel({
    account: { id: '01ARZ3NDEKTSV4RRFFQ69G5FAV', name: 'Everyday Checking', number: 'CHK0000001234', type: 'checking' },
    month: '2026-05',
    openingBalanceCents: 100_000,
    closingBalanceCents: 100_000 + credits + debits,
    totalCreditsCents: credits,
    totalDebitsCents: debits,
    entries,
    nextCursor: null,
  });
};

const context = { brandName: 'Sandbank', holder: { name: 'Ada Lovelace', address: '12 Example Street\nLondon' }, createdAt: new Date('2026-06-01T00:00:00Z') };
const notice = 'Sandbank is a demonstration and not a licensed financial institution.';
const isEntryRow = (line: string[]) => /^\d{4}-\d{2}-\d{2}$/.test(line[0] ?? '');

describe('the PDF statement', () => {
  it('carries the header, the customer, the masked account, the period and the figures', async () => {
    const model = modelOf([entry(1), entry(2, { status: 'failed' })]);
    const [page, ...more] = await pdfLines(await statementToPdf(model, context));
    const text = page!.map((line) => line.join(' | '));
    expect(more).toEqual([]);
    expect(text[0]).toBe('Sandbank | Account statement · 1 May 2026 – 31 May 2026');
    expect(text).toEqual(expect.arrayContaining(['Ada Lovelace', '12 Example Street', 'London', 'Account | Everyday Checking · •••• 1234']));
    expect(text).toEqual(expect.arrayContaining(['Opening balance | $1,000.00', 'Money in | $12.34', 'Money out | $0.00', 'Closing balance | $1,012.34']));
    // A failed entry is listed but leaves the balance as it was.
    expect(page!.filter(isEntryRow)).toEqual([
      ['2026-05-02', 'Entry 1', 'deposit', 'completed', '$12.34', '$1,012.34'],
      ['2026-05-03', 'Entry 2', 'deposit', 'failed', '$12.34', '$1,012.34'],
    ]);
    expect(text.at(-1)).toBe(`${notice} | Page 1 of 1`);
  });

  it('says so when the month has no entries', async () => {
    const [page] = await pdfLines(await statementToPdf(modelOf([]), context));
    expect(page!.map((line) => line.join(' | '))).toContain('No entries this month.');
  });

  it('runs over several pages: the notice and the page number on each, the balance carried from page to page', async () => {
    const model = modelOf(Array.from({ length: 300 }, (_, index) => entry(index)));
    const pages = await pdfLines(await statementToPdf(model, context));
    expect(pages.length).toBeGreaterThan(5);
    pages.forEach((page, index) => expect(page.at(-1)).toEqual([notice, `Page ${index + 1} of ${pages.length}`]));
    const rows = pages.flatMap((page) => page.filter(isEntryRow));
    expect(rows.map((row) => row[5])).toEqual(model.lines.map((line) => `$${(line.balanceCents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`));
    for (const [index, page] of pages.entries()) {
      if (index === 0) continue;
      const lastBefore = pages[index - 1]!.filter(isEntryRow).at(-1)!;
      expect(pages[index - 1]!).toContainEqual(['Carried forward', lastBefore[5]]);
      expect(page).toContainEqual(['Brought forward', lastBefore[5]]);
    }
  });

  it('shows what the standard fonts cannot write as "?" and cuts a long description to its column', async () => {
    const model = modelOf([entry(1, { description: 'Café 😀 中文' }), entry(2, { description: 'A description far too long for its column on a statement page' })]);
    const rows = (await pdfLines(await statementToPdf(model, context)))[0]!.filter(isEntryRow);
    expect(rows[0]![1]).toBe('Café ? ??');
    expect(rows[1]![1]).toMatch(/^A description far too long.*…$/);
  });

  it('is made the same by the function bundled as the stack bundles it, which carries no PDF library', async () => {
    const outDir = await mkdtemp(path.join(tmpdir(), 'sandbank-statement-pdf-'));
    try {
      const { outputFile, banner, ...options } = functionBundling;
      const outfile = path.join(outDir, outputFile);
      const result = await build({
        ...options,
        mainFields: [...options.mainFields],
        alias: { ...options.alias },
        banner: { js: banner },
        entryPoints: [fileURLToPath(new URL('./statement-pdf.ts', import.meta.url))],
        outfile,
        metafile: true,
        logLevel: 'warning',
      });
      const [, output] = Object.entries(result.metafile.outputs).find(([file]) => file.endsWith(outputFile))!;
      const bundled = Object.entries(output.inputs).filter(([, input]) => input.bytesInOutput > 0).map(([file]) => file);
      expect(bundled.filter((file) => file.includes('node_modules/'))).toEqual([]);
      expect(output.bytes).toBeLessThan(20_000);
      const fromBundle = (await import(pathToFileURL(outfile).href)) as { statementToPdf: typeof statementToPdf };
      const model = modelOf(Array.from({ length: 40 }, (_, index) => entry(index)));
      expect(await pdfLines(await fromBundle.statementToPdf(model, context))).toEqual(await pdfLines(await statementToPdf(model, context)));
    } finally {
      await rm(outDir, { recursive: true, force: true });
    }
  });
});
