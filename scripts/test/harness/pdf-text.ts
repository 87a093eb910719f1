/*
 * Reading PDFs back in tests (the statements), with pdf.js (pdfjs-dist, a dev dependency of this
 * package; its legacy build runs on every Node version the repository supports).
 */
const { getDocument, VerbosityLevel } = await import('pdfjs-dist/legacy/build/pdf.mjs');

/**
 * The text of a PDF as a reader sees it: per page, its lines from top to bottom, each line's
 * pieces from left to right (pieces written at the same height make one line).
 */
export async function pdfLines(bytes: Uint8Array): Promise<string[][][]> {
  const loading = getDocument({ data: new Uint8Array(bytes), verbosity: VerbosityLevel.ERRORS });
  const document = await loading.promise;
  try {
    const pages: string[][][] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const lines = new Map<number, { x: number; text: string }[]>();
      for (const item of (await page.getTextContent()).items) {
        if (!('str' in item) || item.str.trim() === '') continue;
        const [, , , , x, y] = item.transform as number[];
        const key = Math.round(y!);
        lines.set(key, [...(lines.get(key) ?? []), { x: x!, text: item.str.trim() }]);
      }
      pages.push(
        [...lines.entries()].sort(([a], [b]) => b - a).map(([, pieces]) => pieces.sort((a, b) => a.x - b.x).map((piece) => piece.text)),
      );
    }
    return pages;
  } finally {
    await loading.destroy();
  }
}
