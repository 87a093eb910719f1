import PDFDocument from 'pdfkit';
import { maskedAccountNumber } from '@sandbank/shared/account-number';
import { demonstrationNotice } from '@sandbank/shared/brand';
import { formatCents } from '@sandbank/shared/money';
import type { StatementLine, StatementModel } from './statement';

/*
 * The PDF statement: pdfkit with the standard PDF fonts only (nothing embedded, so the function
 * carries the metrics of these two fonts and no font files; lambdas/src/contract/bundling.ts).
 * Letter pages: the bank's header and the demonstration notice on every page, the customer and the
 * account once, then every entry with the balance after it, carried over from page to page.
 */

/** The fonts the statement uses: the function's bundle carries these and no other (contract/bundled/node-module.ts). */
export const STATEMENT_FONTS = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;

/** Whose statement it is, from their profile. */
export interface StatementHolder {
  name: string;
  address: string | null;
}

const PAGE = { size: 'LETTER', margin: 50, width: 612, height: 792 } as const;
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** Where entries stop: the footer (notice and page number) sits below. */
const CONTENT_BOTTOM = PAGE.height - PAGE.margin - 40;
const ROW_HEIGHT = 16;
const GREY = '#555555';
const RULE = '#bbbbbb';

/** The entries' table: column, left edge, width, alignment. Amounts and balances right-aligned. */
const COLUMNS = [
  { title: 'Date', width: 64, align: 'left' },
  { title: 'Description', width: 176, align: 'left' },
  { title: 'Type', width: 76, align: 'left' },
  { title: 'Status', width: 56, align: 'left' },
  { title: 'Amount', width: 70, align: 'right' },
  { title: 'Balance', width: 70, align: 'right' },
] as const;

/**
 * The standard fonts encode WinAnsi (Latin-1 and a few typographic signs): anything else a customer
 * typed into a description shows as "?" rather than as a wrong glyph.
 */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const winAnsi = (text: string) => [...text].map((char) => (char.charCodeAt(0) <= 0xff || WIN_ANSI_EXTRAS.has(char) ? char : '?')).join('');

/** "1 May 2026 – 31 May 2026" for "2026-05". */
function periodOf(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const format = (date: Date) => date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return `${format(new Date(Date.UTC(year, monthNumber - 1, 1)))} – ${format(new Date(Date.UTC(year, monthNumber, 0)))}`;
}

/** Renders the statement and resolves to the whole file. */
export async function statementToPdf(statement: StatementModel, context: { brandName: string; holder: StatementHolder; createdAt: Date }): Promise<Uint8Array> {
  const { brandName, holder } = context;
  const doc = new PDFDocument({
    size: PAGE.size,
    margin: PAGE.margin,
    // Pages stay in memory until the end, so each can be told its number out of how many.
    bufferPages: true,
    info: {
      Title: `${brandName} statement ${statement.month} ${maskedAccountNumber(statement.account.number)}`,
      Author: brandName,
      CreationDate: context.createdAt,
    },
  });
  const chunks: Uint8Array[] = [];
  doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  const text = (value: string, x: number, y: number, options: PDFKit.Mixins.TextOptions = {}) =>
    doc.text(winAnsi(value), x, y, { lineBreak: false, ...options });

  /** The bank's header at the top of a page; answers where the page's content starts. */
  const pageHeader = (): number => {
    doc.font(STATEMENT_FONTS.bold).fontSize(18).fillColor('black');
    text(brandName, PAGE.margin, PAGE.margin);
    doc.font(STATEMENT_FONTS.regular).fontSize(10).fillColor(GREY);
    text(`Account statement · ${periodOf(statement.month)}`, PAGE.margin, PAGE.margin + 6, { width: CONTENT_WIDTH, align: 'right' });
    doc.moveTo(PAGE.margin, PAGE.margin + 28).lineTo(PAGE.width - PAGE.margin, PAGE.margin + 28).strokeColor(RULE).stroke();
    return PAGE.margin + 40;
  };

  /** A label and a value on one line of the summary. */
  const figure = (label: string, value: string, y: number) => {
    doc.font(STATEMENT_FONTS.regular).fontSize(10).fillColor(GREY);
    text(label, 330, y);
    doc.font(STATEMENT_FONTS.bold).fillColor('black');
    text(value, 330, y, { width: PAGE.width - PAGE.margin - 330, align: 'right' });
  };

  /** The customer, the account and the month's figures, once on the first page. */
  const summary = (top: number): number => {
    doc.font(STATEMENT_FONTS.bold).fontSize(11).fillColor('black');
    text(holder.name, PAGE.margin, top);
    doc.font(STATEMENT_FONTS.regular).fontSize(10);
    const addressLines = (holder.address ?? '').split(/\r?\n/).map((line) => line.trim()).filter(Boolean);
    addressLines.forEach((line, index) => text(line, PAGE.margin, top + 16 + index * 13, { width: 250, ellipsis: true }));
    let y = top + 16 + addressLines.length * 13 + 10;
    doc.fillColor(GREY);
    text('Account', PAGE.margin, y);
    doc.fillColor('black');
    text(`${statement.account.name} · ${maskedAccountNumber(statement.account.number)}`, PAGE.margin + 60, y);
    doc.fillColor(GREY);
    text('Period', PAGE.margin, y + 14);
    doc.fillColor('black');
    text(periodOf(statement.month), PAGE.margin + 60, y + 14);
    y = Math.max(y + 28, top);

    const figures: [string, number][] = [
      ['Opening balance', statement.openingBalanceCents],
      ['Money in', statement.totalCreditsCents],
      ['Money out', statement.totalDebitsCents],
      ['Closing balance', statement.closingBalanceCents],
    ];
    figures.forEach(([label, cents], index) => figure(label, formatCents(cents), top + index * 15));
    return Math.max(y, top + figures.length * 15) + 16;
  };

  const tableHeader = (y: number): number => {
    doc.font(STATEMENT_FONTS.bold).fontSize(9).fillColor('black');
    let x = PAGE.margin;
    for (const column of COLUMNS) {
      text(column.title, x, y, { width: column.width - 6, align: column.align });
      x += column.width;
    }
    doc.moveTo(PAGE.margin, y + 13).lineTo(PAGE.width - PAGE.margin, y + 13).strokeColor(RULE).stroke();
    return y + 18;
  };

  /** A text cut to its column's width, with an ellipsis when it was longer. */
  const fitted = (value: string, width: number): string => {
    const clean = winAnsi(value);
    if (doc.widthOfString(clean) <= width) return clean;
    let cut = clean;
    while (cut.length > 0 && doc.widthOfString(`${cut}…`) > width) cut = cut.slice(0, -1);
    return `${cut.trimEnd()}…`;
  };

  const row = (line: StatementLine, y: number) => {
    const { entry } = line;
    const cells = [
      entry.createdAt.slice(0, 10),
      entry.description,
      entry.type,
      entry.status,
      formatCents(entry.amountCents),
      formatCents(line.balanceCents),
    ];
    doc.font(STATEMENT_FONTS.regular).fontSize(9).fillColor(entry.status === 'failed' ? GREY : 'black');
    let x = PAGE.margin;
    COLUMNS.forEach((column, index) => {
      text(fitted(cells[index]!, column.width - 6), x, y, { width: column.width - 6, align: column.align });
      x += column.width;
    });
  };

  /** A line of the table that is not an entry: a label under Description and a balance. */
  const balanceRow = (label: string, cents: number, y: number) => {
    doc.font(STATEMENT_FONTS.bold).fontSize(9).fillColor('black');
    text(label, PAGE.margin + COLUMNS[0].width, y);
    const balanceColumn = COLUMNS[COLUMNS.length - 1]!;
    text(formatCents(cents), PAGE.width - PAGE.margin - balanceColumn.width, y, { width: balanceColumn.width - 6, align: 'right' });
  };

  let y = tableHeader(summary(pageHeader()));
  balanceRow('Opening balance', statement.openingBalanceCents, y);
  y += ROW_HEIGHT;
  let carried = statement.openingBalanceCents;
  for (const line of statement.lines) {
    if (y + ROW_HEIGHT > CONTENT_BOTTOM) {
      balanceRow('Carried forward', carried, y);
      doc.addPage();
      y = tableHeader(pageHeader());
      balanceRow('Brought forward', carried, y);
      y += ROW_HEIGHT;
    }
    row(line, y);
    carried = line.balanceCents;
    y += ROW_HEIGHT;
  }
  if (statement.lines.length === 0) {
    doc.font(STATEMENT_FONTS.regular).fontSize(9).fillColor(GREY);
    text('No entries this month.', PAGE.margin + COLUMNS[0].width, y);
    y += ROW_HEIGHT;
  }
  if (y + 3 * ROW_HEIGHT > CONTENT_BOTTOM) {
    doc.addPage();
    y = pageHeader();
  }
  doc.moveTo(PAGE.margin, y).lineTo(PAGE.width - PAGE.margin, y).strokeColor(RULE).stroke();
  y += 6;
  figure('Money in', formatCents(statement.totalCreditsCents), y);
  figure('Money out', formatCents(statement.totalDebitsCents), y + 15);
  figure('Closing balance', formatCents(statement.closingBalanceCents), y + 30);

  // The notice and the page number on every page, once the number of pages is known.
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    const footerY = PAGE.height - PAGE.margin - 20;
    doc.font(STATEMENT_FONTS.regular).fontSize(8).fillColor(GREY);
    text(demonstrationNotice(brandName), PAGE.margin, footerY, { width: CONTENT_WIDTH - 80 });
    text(`Page ${index - start + 1} of ${count}`, PAGE.margin, footerY, { width: CONTENT_WIDTH, align: 'right' });
  }
  doc.end();
  await finished;
  return Buffer.concat(chunks);
}
