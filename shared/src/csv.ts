/**
 * CSV cells for statements and exports. Text that a spreadsheet would run as a formula (it
 * starts with =, +, -, @ or a control character) is prefixed with an apostrophe, because notes
 * and descriptions come from customers.
 */
export function csvText(value: string): string {
  const defused = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(defused) ? `"${defused.replace(/"/g, '""')}"` : defused;
}

/** One CSV line; cells are already made with csvText (text) or are plain numbers. */
export const csvLine = (cells: readonly string[]) => cells.join(',');

/** Lines joined with CRLF, as RFC 4180 asks, ending with a line break. */
export const csvDocument = (lines: readonly string[]) => `${lines.join('\r\n')}\r\n`;
