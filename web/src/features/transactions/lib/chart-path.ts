import type { BalancePoint } from './balance-series';

/** SVG paths of a line chart of `points` drawn in a `width` × `height` box. */
export function chartPaths(points: readonly BalancePoint[], width: number, height: number) {
  if (points.length === 0) return { line: '', area: '', minCents: 0, maxCents: 0 };
  const values = points.map((point) => point.balanceCents);
  const minCents = Math.min(...values);
  const maxCents = Math.max(...values);
  const span = maxCents - minCents;
  // A flat series sits in the middle; otherwise keep 10% air above and below.
  const y = (cents: number) => (span === 0 ? height / 2 : height - ((cents - minCents) / span) * height * 0.8 - height * 0.1);
  const x = (index: number) => (points.length === 1 ? width : (index / (points.length - 1)) * width);
  const coordinates = points.map((point, index) => `${x(index).toFixed(2)},${y(point.balanceCents).toFixed(2)}`);
  const line = `M${coordinates.join(' L')}`;
  const area = `${line} L${width},${height} L0,${height} Z`;
  return { line, area, minCents, maxCents };
}
