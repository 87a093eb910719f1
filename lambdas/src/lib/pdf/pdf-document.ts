import { deflateSync } from 'node:zlib';
import { ASCENDER, widthOfText, winAnsiCodes, type StandardFontName } from './standard-fonts';

/*
 * Written here rather than with a general PDF library, which carries 130 KB and more parsed on every cold start.
 * Coordinates are from the page's top-left, in points.
 */

export interface TextStyle {
  font: StandardFontName;
  size: number;
  color: string;
  width?: number;
  align?: 'left' | 'right';
}

export interface PdfInfo {
  title: string;
  author: string;
  createdAt: Date;
}

const FONT_KEYS: Record<StandardFontName, string> = { Helvetica: 'F1', 'Helvetica-Bold': 'F2' };

const num = (value: number) => String(Math.round(value * 100) / 100);

const rgb = (hex: string) => [1, 3, 5].map((start) => num(parseInt(hex.slice(start, start + 2), 16) / 255)).join(' ');

const hexOf = (codes: number[]) => codes.map((code) => code.toString(16).padStart(2, '0')).join('');

function infoString(text: string): string {
  const units = [0xfeff, ...Array.from({ length: text.length }, (_, index) => text.charCodeAt(index))];
  return `<${units.map((unit) => unit.toString(16).padStart(4, '0')).join('')}>`;
}

const pdfDate = (date: Date) => `(D:${date.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z)`;

export class PdfDocument {
  private readonly pages: string[][] = [[]];
  private current = 0;

  constructor(
    private readonly size: { width: number; height: number },
    private readonly info: PdfInfo,
  ) {}

  get pageCount(): number {
    return this.pages.length;
  }

  addPage(): void {
    this.pages.push([]);
    this.current = this.pages.length - 1;
  }

  /** For footers written once the number of pages is known. */
  switchToPage(index: number): void {
    if (!this.pages[index]) throw new Error(`The document has no page ${index + 1}`);
    this.current = index;
  }

  widthOf(text: string, style: Pick<TextStyle, 'font' | 'size'>): number {
    return widthOfText(text, style.font, style.size);
  }

  text(value: string, x: number, y: number, style: TextStyle): void {
    if (value === '') return;
    const left = style.align === 'right' && style.width !== undefined ? x + style.width - this.widthOf(value.trimEnd(), style) : x;
    const baseline = this.size.height - y - (ASCENDER / 1000) * style.size;
    this.pages[this.current]!.push(
      `${rgb(style.color)} rg`,
      `BT /${FONT_KEYS[style.font]} ${num(style.size)} Tf 1 0 0 1 ${num(left)} ${num(baseline)} Tm <${hexOf(winAnsiCodes(value))}> Tj ET`,
    );
  }

  line(from: { x: number; y: number }, to: { x: number; y: number }, color: string): void {
    const { height } = this.size;
    this.pages[this.current]!.push(`1 w ${rgb(color)} RG ${num(from.x)} ${num(height - from.y)} m ${num(to.x)} ${num(height - to.y)} l S`);
  }

  toBytes(): Uint8Array {
    const objects: (string | Buffer)[] = [];
    const add = (body: string | Buffer) => objects.push(body);
    const pagesObject = add(''); // the page tree, written once the pages' numbers are known
    const catalog = add(`<< /Type /Catalog /Pages ${pagesObject} 0 R >>`);
    const fonts = Object.entries(FONT_KEYS).map(
      ([font, key]) => `/${key} ${add(`<< /Type /Font /Subtype /Type1 /BaseFont /${font} /Encoding /WinAnsiEncoding >>`)} 0 R`,
    );
    const pageNumbers = this.pages.map((operators) => {
      const content = deflateSync(operators.join('\n'));
      const stream = add(Buffer.concat([Buffer.from(`<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`), content, Buffer.from('\nendstream')]));
      return add(
        `<< /Type /Page /Parent ${pagesObject} 0 R /MediaBox [0 0 ${this.size.width} ${this.size.height}] /Resources << /Font << ${fonts.join(' ')} >> >> /Contents ${stream} 0 R >>`,
      );
    });
    objects[pagesObject - 1] = `<< /Type /Pages /Kids [${pageNumbers.map((page) => `${page} 0 R`).join(' ')}] /Count ${pageNumbers.length} >>`;
    const info = add(`<< /Title ${infoString(this.info.title)} /Author ${infoString(this.info.author)} /CreationDate ${pdfDate(this.info.createdAt)} >>`);

    const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xff\xff\xff\xff\n', 'latin1')];
    let offset = parts[0]!.length;
    const offsets = objects.map((body, index) => {
      const part = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), Buffer.from(body), Buffer.from('\nendobj\n')]);
      parts.push(part);
      const at = offset;
      offset += part.length;
      return at;
    });
    const xref = [`xref\n0 ${objects.length + 1}`, '0000000000 65535 f ', ...offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n `)];
    parts.push(Buffer.from(`${xref.join('\n')}\ntrailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${offset}\n%%EOF\n`));
    return Buffer.concat(parts);
  }
}
