import { DEFAULT_BRAND_NAME as SHARED_DEFAULT_BRAND_NAME } from '@sandbank/shared';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BRAND_NAME, readShellSettings } from './runtime-config';

describe('readShellSettings', () => {
  it('reads the brand and the app client', () => {
    expect(readShellSettings({ brandName: 'Testbank', userPoolClientId: 'client-1', mode: 'local' })).toEqual({
      brandName: 'Testbank',
      userPoolClientId: 'client-1',
    });
  });

  it("falls back to the shared schema's default brand", () => {
    expect(DEFAULT_BRAND_NAME).toBe(SHARED_DEFAULT_BRAND_NAME);
    expect(readShellSettings({ userPoolClientId: 'client-1' }).brandName).toBe(SHARED_DEFAULT_BRAND_NAME);
    expect(readShellSettings({ userPoolClientId: 'client-1', brandName: '' }).brandName).toBe(SHARED_DEFAULT_BRAND_NAME);
  });

  it('refuses a document without an app client', () => {
    expect(() => readShellSettings({ brandName: 'Testbank' })).toThrow('no userPoolClientId');
    expect(() => readShellSettings({ userPoolClientId: 42 })).toThrow('no userPoolClientId');
    expect(() => readShellSettings(null)).toThrow('not a JSON object');
    expect(() => readShellSettings('config')).toThrow('not a JSON object');
  });
});
