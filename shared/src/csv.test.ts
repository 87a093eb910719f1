import { describe, expect, it } from 'vitest';
import { csvDocument, csvLine, csvText } from './csv';

describe('csv', () => {
  it('quotes text with commas, quotes or line breaks', () => {
    expect(csvText('plain')).toBe('plain');
    expect(csvText('a,b')).toBe('"a,b"');
    expect(csvText('say "hi"')).toBe('"say ""hi"""');
    expect(csvText('two\nlines')).toBe('"two\nlines"');
  });

  it('defuses text that a spreadsheet would run as a formula', () => {
    expect(csvText('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvText('+1')).toBe("'+1");
    expect(csvText('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it('joins cells and lines', () => {
    expect(csvDocument([csvLine(['a', '-1.00']), csvLine(['b', '2.00'])])).toBe('a,-1.00\r\nb,2.00\r\n');
  });
});
