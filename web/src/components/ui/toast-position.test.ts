import { describe, expect, it } from 'vitest';
import { belowHeaders } from './toast-position';

describe('belowHeaders', () => {
  it("is the bottom of the header at the top, followed by any bar right below it", () => {
    expect(belowHeaders([{ top: 0, bottom: 88 }])).toBe(88);
    expect(belowHeaders([{ top: 88, bottom: 140 }, { top: 0, bottom: 88 }])).toBe(140);
  });

  it('leaves out a header further down the page or scrolled out of sight', () => {
    expect(belowHeaders([{ top: 0, bottom: 88 }, { top: 300, bottom: 360 }])).toBe(88);
    expect(belowHeaders([{ top: -120, bottom: -20 }])).toBe(0);
    expect(belowHeaders([{ top: -40, bottom: 30 }])).toBe(30);
    expect(belowHeaders([])).toBe(0);
  });
});
