import { describe, expect, it } from 'vitest';
import { parseJavaMajorVersion } from './prerequisites';

describe('parseJavaMajorVersion', () => {
  it('reads modern and legacy version strings', () => {
    expect(parseJavaMajorVersion('openjdk version "17.0.15" 2025-04-15\nOpenJDK Runtime Environment')).toBe(17);
    expect(parseJavaMajorVersion('openjdk version "21" 2023-09-19')).toBe(21);
    expect(parseJavaMajorVersion('java version "1.8.0_402"')).toBe(8);
  });

  it('returns null for output without a version', () => {
    expect(parseJavaMajorVersion('bash: java: command not found')).toBeNull();
  });
});
