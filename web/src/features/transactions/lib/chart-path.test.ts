import { describe, expect, it } from 'vitest';
import { chartPaths } from './chart-path';

describe('chartPaths', () => {
  it('draws a flat series through the middle', () => {
    const { line, minCents, maxCents } = chartPaths(
      [
        { day: '2025-06-01', balanceCents: 500 },
        { day: '2025-06-02', balanceCents: 500 },
      ],
      100,
      50,
    );
    expect(line).toBe('M0.00,25.00 L100.00,25.00');
    expect([minCents, maxCents]).toEqual([500, 500]);
  });

  it('maps the lowest value near the bottom and the highest near the top', () => {
    const { line, area } = chartPaths(
      [
        { day: '2025-06-01', balanceCents: 0 },
        { day: '2025-06-02', balanceCents: 1000 },
      ],
      100,
      100,
    );
    expect(line).toBe('M0.00,90.00 L100.00,10.00');
    expect(area).toBe('M0.00,90.00 L100.00,10.00 L100,100 L0,100 Z');
  });

  it('returns empty paths for no points', () => {
    expect(chartPaths([], 100, 100).line).toBe('');
  });
});
