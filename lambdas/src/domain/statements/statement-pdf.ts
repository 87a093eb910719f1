import { maskedAccountNumber } from '@sandbank/shared/account-number';
import { demonstrationNotice } from '@sandbank/shared/brand';
import { formatCents } from '@sandbank/shared/money';
import { PdfDocument, type TextStyle } from '../../lib/pdf/pdf-document';
import type { StandardFontName } from '../../lib/pdf/standard-fonts';
import type { StatementLine, StatementModel } from './statement';

/* Standard PDF fonts, nothing embedded (lib/pdf/). */

export const STATEMENT_FONTS = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const satisfies Record<string, StandardFontName>;

export interface StatementHolder {
  name: string;
  address: string | null;
}

const PAGE = { margin: 50, width: 612, height: 792 } as const;
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const CONTENT_BOTTOM = PAGE.height - PAGE.margin - 40;
const ROW_HEIGHT = 16;
const BLACK = '#000000';
const GREY = '#555555';
const RULE = '#bbbbbb';

const COLUMNS = [
  { title: 'Date', width: 64, align: 'left' },
  { title: 'Description', width: 176, align: 'left' },
  { title: 'Type', width: 76, align: 'left' },
  { title: 'Status', width: 56, align: 'left' },
  { title: 'Amount', width: 70, align: 'right' },
  { title: 'Balance', width: 70, align: 'right' },
] as const;

function periodOf(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const format = (date: Date) => date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return `${format(new Date(Date.UTC(year, monthNumber - 1, 1)))} – ${format(new Date(Date.UTC(year, monthNumber, 0)))}`;
}

export function statementToPdf(statement: StatementModel, context: { brandName: string; holder: StatementHolder; createdAt: Date }): Uint8Array {
  const { brandName, holder } = context;
  const doc = new PdfDocument(PAGE, {
    title: `${brandName} statement ${statement.month} ${maskedAccountNumber(statement.account.number)}`,
    author: brandName,
    createdAt: context.createdAt,
  });

  let pen: TextStyle = { font: STATEMENT_FONTS.regular, size: 10, color: BLACK };
  const use = (change: Partial<Pick<TextStyle, 'font' | 'size' | 'color'>>) => (pen = { ...pen, ...change });
  const text = (value: string, x: number, y: number, box: Pick<TextStyle, 'width' | 'align'> = {}) => doc.text(value, x, y, { ...pen, ...box });
  const rule = (y: number) => doc.line({ x: PAGE.margin, y }, { x: PAGE.width - PAGE.margin, y }, RULE);

  const fitted = (value: string, width: number): string => {
    if (doc.widthOf(value, pen) <= width) return value;
    let cut = value;
    while (cut.length > 0 && doc.widthOf(`${cut}…`, pen) > width) cut = cut.slice(0, -1);
    return `${cut.trimEnd()}…`;
  };

  const pageHeader = (): number => {
    use({ font: STATEMENT_FONTS.bold, size: 18, color: BLACK });
    text(brandName, PAGE.margin, PAGE.margin);
    use({ font: STATEMENT_FONTS.regular, size: 10, color: GREY });
    text(`Account statement · ${periodOf(statement.month)}`, PAGE.margin, PAGE.margin + 6, { width: CONTENT_WIDTH, align: 'right' });
    rule(PAGE.margin + 28);
    return PAGE.margin + 40;
  };

  const figure = (label: string, value: string, y: number) => {
    use({ font: STATEMENT_FONTS.regular, size: 10, color: GREY });
    text(label, 330, y);
    use({ font: STATEMENT_FONTS.bold, color: BLACK });
    text(value, 330, y, { width: PAGE.width - PAGE.margin - 330, align: 'right' });
  };

  const summary = (top: number): number => {
    use({ font: STATEMENT_FONTS.bold, size: 11, color: BLACK });
    text(holder.name, PAGE.margin, top);
    use({ font: STATEMENT_FONTS.regular, size: 10 });
    const addressLines = (holder.address ?? '').split(/\r?\n/).map((line) => line.trim()).filter(Boolean);
    addressLines.forEach((line, index) => text(fitted(line, 250), PAGE.margin, top + 16 + index * 13));
    let y = top + 16 + addressLines.length * 13 + 10;
    use({ color: GREY });
    text('Account', PAGE.margin, y);
    use({ color: BLACK });
    text(`${statement.account.name} · ${maskedAccountNumber(statement.account.number)}`, PAGE.margin + 60, y);
    use({ color: GREY });
    text('Period', PAGE.margin, y + 14);
    use({ color: BLACK });
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
    use({ font: STATEMENT_FONTS.bold, size: 9, color: BLACK });
    let x = PAGE.margin;
    for (const column of COLUMNS) {
      text(column.title, x, y, { width: column.width - 6, align: column.align });
      x += column.width;
    }
    rule(y + 13);
    return y + 18;
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
    use({ font: STATEMENT_FONTS.regular, size: 9, color: entry.status === 'failed' ? GREY : BLACK });
    let x = PAGE.margin;
    COLUMNS.forEach((column, index) => {
      text(fitted(cells[index]!, column.width - 6), x, y, { width: column.width - 6, align: column.align });
      x += column.width;
    });
  };

  const balanceRow = (label: string, cents: number, y: number) => {
    use({ font: STATEMENT_FONTS.bold, size: 9, color: BLACK });
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
    use({ font: STATEMENT_FONTS.regular, size: 9, color: GREY });
    text('No entries this month.', PAGE.margin + COLUMNS[0].width, y);
    y += ROW_HEIGHT;
  }
  if (y + 3 * ROW_HEIGHT > CONTENT_BOTTOM) {
    doc.addPage();
    y = pageHeader();
  }
  rule(y);
  y += 6;
  figure('Money in', formatCents(statement.totalCreditsCents), y);
  figure('Money out', formatCents(statement.totalDebitsCents), y + 15);
  figure('Closing balance', formatCents(statement.closingBalanceCents), y + 30);

  // The notice and the page number on every page, once the number of pages is known.
  const count = doc.pageCount;
  for (let index = 0; index < count; index += 1) {
    doc.switchToPage(index);
    const footerY = PAGE.height - PAGE.margin - 20;
    use({ font: STATEMENT_FONTS.regular, size: 8, color: GREY });
    text(demonstrationNotice(brandName), PAGE.margin, footerY);
    text(`Page ${index + 1} of ${count}`, PAGE.margin, footerY, { width: CONTENT_WIDTH, align: 'right' });
  }
  return doc.toBytes();
}
