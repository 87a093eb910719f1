import nodeModule, { createRequire as nodeCreateRequire } from 'node:module';
import Helvetica from 'pdfkit/standard-fonts/Helvetica';
import HelveticaBold from 'pdfkit/standard-fonts/HelveticaBold';

/*
 * What a bundled function gets for `import … from 'module'` (contract/bundling.ts aliases it here).
 * pdfkit's Node build loads a standard font's metrics when a document first uses the font, with
 * `createRequire(import.meta.url)('#standard-fonts/<Font>')` — a path inside its own package that
 * esbuild cannot see and a bundle does not hold. This module answers those requires with the
 * fonts the PDF statement uses (domain/statements/statement-pdf.ts, STATEMENT_FONTS), carried in
 * the bundle; any other font fails as it would without them, and every other require is Node's
 * own. Only pdfkit imports 'module' among the functions' dependencies; one importing another of
 * its exports fails the build ("No matching export"), not the function. Run from source (tests,
 * the local stack), pdfkit loads the same data from disk.
 */

const carriedFonts: Record<string, unknown> = {
  '#standard-fonts/Helvetica': Helvetica,
  '#standard-fonts/HelveticaBold': HelveticaBold,
};

export default nodeModule;

export function createRequire(path: string | URL): NodeJS.Require {
  const nodeRequire = nodeCreateRequire(path);
  const bundledRequire = (id: string): unknown => (Object.hasOwn(carriedFonts, id) ? carriedFonts[id] : nodeRequire(id));
  return Object.assign(bundledRequire, nodeRequire);
}
