/*
 * What a bundled function gets for `import … from 'fontkit'` (contract/bundling.ts aliases it here).
 * pdfkit opens embedded fonts (TrueType, OpenType, WOFF) with fontkit, several hundred KB with its
 * decompressors; the PDF statement uses only standard PDF fonts, which need none of it.
 */
export function create(): never {
  throw new Error('Embedded fonts are not bundled: a PDF made by a function uses the standard PDF fonts only');
}
