import { describe, expect, it } from 'vitest';
import { magicValues } from '@sandbank/shared/sandbox';
import { readSignInSettings, readToolkitSettings } from './toolkit-settings';

describe('readToolkitSettings', () => {
  it('reads the toolkit as /config.json publishes it', () => {
    const settings = readToolkitSettings({ sandbox: { enabled: true, maxLiveTestCustomers: 1000, maxLivePerAddress: 100, maxCreationsPerMinute: 20, magic: magicValues } });
    expect(settings).toEqual({ enabled: true, maxLiveTestCustomers: 1000, maxLivePerAddress: 100, maxCreationsPerMinute: 20, magic: magicValues });
  });

  it('reads a missing or malformed section as switched off, with no magic values', () => {
    const none = { enabled: false, maxLiveTestCustomers: null, maxLivePerAddress: null, maxCreationsPerMinute: null, magic: [] };
    expect(readToolkitSettings({})).toEqual(none);
    expect(readToolkitSettings(null)).toEqual(none);
    expect(readToolkitSettings({ sandbox: { enabled: 'yes', maxLiveTestCustomers: -1, maxLivePerAddress: 1.5, maxCreationsPerMinute: '20' } })).toEqual(none);
  });

  it('leaves out a magic value it cannot show whole', () => {
    const settings = readToolkitSettings({ sandbox: { enabled: true, magic: [{ applies: 'loan', field: 'x', value: '1', effect: 'y' }, { applies: 'check' }, magicValues[2]] } });
    expect(settings.magic).toEqual([magicValues[2]]);
  });
});

describe('readSignInSettings', () => {
  it('signs in at the Cognito emulator when the document names it', () => {
    expect(readSignInSettings({ userPoolClientId: 'client', region: 'us-east-1', cognitoEndpoint: 'http://localhost:5173/cognito' })).toEqual({
      userPoolClientId: 'client',
      cognitoEndpoint: 'http://localhost:5173/cognito',
    });
  });

  it("signs in at the region's Cognito endpoint otherwise", () => {
    expect(readSignInSettings({ userPoolClientId: 'client', region: 'eu-west-1' })?.cognitoEndpoint).toBe('https://cognito-idp.eu-west-1.amazonaws.com/');
  });

  it('says nothing without an app client or a place to sign in', () => {
    expect(readSignInSettings({ region: 'eu-west-1' })).toBeNull();
    expect(readSignInSettings({ userPoolClientId: 'client' })).toBeNull();
  });
});
