import type { PreTokenGenerationV2TriggerEvent } from 'aws-lambda';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_REFRESH_REFUSED_MESSAGE } from '@sandbank/shared/mfa';

const enabledMfaOf = vi.fn<(userPoolId: string, username: string) => Promise<string[]>>();
vi.mock('../../data/user-directory', () => ({ enabledMfaOf }));
const { markCodeSignIns } = await import('./pre-token-generation');

const event = (triggerSource: string, groups: string[] = []) =>
  ({
    version: '2',
    triggerSource,
    region: 'eu-west-1',
    userPoolId: 'eu-west-1_Pool',
    userName: 'user-1',
    callerContext: { awsSdkVersion: 'test', clientId: 'client' },
    request: { userAttributes: {}, groupConfiguration: { groupsToOverride: groups, iamRolesToOverride: [] }, scopes: [] },
    response: { claimsAndScopeOverrideDetails: null },
  }) as unknown as PreTokenGenerationV2TriggerEvent;

const accessClaims = (answered: PreTokenGenerationV2TriggerEvent) =>
  answered.response.claimsAndScopeOverrideDetails?.accessTokenGeneration?.claimsToAddOrOverride ?? {};

describe('the pre-token-generation trigger', () => {
  beforeEach(() => enabledMfaOf.mockReset());

  it('marks the access token of a sign-in by a user with a software token enabled, whom the pool challenged for its code', async () => {
    enabledMfaOf.mockResolvedValue(['SOFTWARE_TOKEN_MFA']);
    expect(accessClaims(await markCodeSignIns(event('TokenGeneration_Authentication')))).toEqual({ 'sandbank:mfa': 'true' });
    expect(enabledMfaOf).toHaveBeenCalledWith('eu-west-1_Pool', 'user-1');
  });

  it('marks nothing for a user without a software token', async () => {
    enabledMfaOf.mockResolvedValue([]);
    expect(accessClaims(await markCodeSignIns(event('TokenGeneration_Authentication')))).toEqual({});
  });

  it('never marks a customer’s refresh or a new password’s sign-in, and does not ask the pool for them', async () => {
    enabledMfaOf.mockResolvedValue(['SOFTWARE_TOKEN_MFA']);
    for (const source of ['TokenGeneration_RefreshTokens', 'TokenGeneration_NewPasswordChallenge', 'TokenGeneration_AuthenticateDevice']) {
      expect(accessClaims(await markCodeSignIns(event(source)))).toEqual({});
    }
    expect(enabledMfaOf).not.toHaveBeenCalled();
  });

  it('refuses the refresh of an administrator who has enabled a software token, so their session ends', async () => {
    enabledMfaOf.mockResolvedValue(['SOFTWARE_TOKEN_MFA']);
    await expect(markCodeSignIns(event('TokenGeneration_RefreshTokens', ['test-customers', 'admin']))).rejects.toThrow(ADMIN_REFRESH_REFUSED_MESSAGE);
    expect(enabledMfaOf).toHaveBeenCalledWith('eu-west-1_Pool', 'user-1');
  });

  it('lets an administrator without a software token refresh, unmarked (their enrolment screen needs a session)', async () => {
    enabledMfaOf.mockResolvedValue([]);
    expect(accessClaims(await markCodeSignIns(event('TokenGeneration_RefreshTokens', ['admin'])))).toEqual({});
  });

  it('still marks an administrator’s code sign-in', async () => {
    enabledMfaOf.mockResolvedValue(['SOFTWARE_TOKEN_MFA']);
    expect(accessClaims(await markCodeSignIns(event('TokenGeneration_Authentication', ['admin'])))).toEqual({ 'sandbank:mfa': 'true' });
  });
});
