import { describe, expect, it } from 'vitest';
import { widthOfText, winAnsiCodes } from './standard-fonts';

describe('the standard fonts', () => {
  it('encode Latin-1 and the typographic signs WinAnsi places at 0x80–0x9F, and "?" for the rest', () => {
    expect(winAnsiCodes('Café')).toEqual([0x43, 0x61, 0x66, 0xe9]);
    expect(winAnsiCodes('•–…€')).toEqual([0x95, 0x96, 0x85, 0x80]);
    expect(winAnsiCodes('😀中\u0085\n')).toEqual([0x3f, 0x3f, 0x3f, 0x3f]);
  });

  it('measure text by Adobe’s metrics of each font', () => {
    // Helvetica: H 722, e 556, l 222, o 556; Helvetica-Bold: H 722, e 556, l 278, o 611.
    expect(widthOfText('Hello', 'Helvetica', 10)).toBeCloseTo(22.78);
    expect(widthOfText('Hello', 'Helvetica-Bold', 10)).toBeCloseTo(24.45);
    expect(widthOfText('$1,234.56', 'Helvetica', 1000)).toBe(556 * 7 + 278 * 2);
  });
});
