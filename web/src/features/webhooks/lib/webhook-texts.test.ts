import { describe, expect, it } from 'vitest';
import { deliveryStatusLook, durationText } from './webhook-texts';

describe('durationText', () => {
  it('reads milliseconds under a second and seconds above', () => {
    expect(durationText(null)).toBe('—');
    expect(durationText(85)).toBe('85 ms');
    expect(durationText(1_234)).toBe('1.2 s');
    expect(durationText(10_000)).toBe('10.0 s');
  });
});

describe('deliveryStatusLook', () => {
  it('colours a delivery by its outcome', () => {
    expect(deliveryStatusLook('succeeded')).toMatchObject({ label: 'Succeeded', bg: 'success' });
    expect(deliveryStatusLook('pending')).toMatchObject({ label: 'Pending', bg: 'warning' });
    expect(deliveryStatusLook('failed')).toMatchObject({ label: 'Failed', bg: 'danger' });
  });
});
