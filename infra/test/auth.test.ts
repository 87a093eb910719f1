import { describe, expect, it } from 'vitest';
import { triggerGrants } from '../lib/grants';
import { expectedPermissions, grantedPermissions } from './support/permissions';
import { resourcesOfType, synthesize, type CfnResourceJson } from './support/test-stack';

describe('the user pool', () => {
  const synthesized = synthesize();
  const [[, pool]] = Object.entries(resourcesOfType(synthesized, 'AWS::Cognito::UserPool')) as [[string, CfnResourceJson]];
  const functions = resourcesOfType(synthesized, 'AWS::Lambda::Function');
  const [triggerId, trigger] = Object.entries(functions).find(([, fn]) => String(fn.Properties.Description).startsWith('User pool trigger preTokenGeneration:'))!;

  it('offers MFA by authenticator app only (software tokens, no SMS), optional for its users', () => {
    expect(pool.Properties.MfaConfiguration).toBe('OPTIONAL');
    expect(pool.Properties.EnabledMfas).toEqual(['SOFTWARE_TOKEN_MFA']);
    expect(pool.Properties.SmsConfiguration).toBeUndefined();
  });

  it('runs the pre-token-generation trigger with the V2_0 event, the one that may change access tokens', () => {
    expect(pool.Properties.LambdaConfig.PreTokenGenerationConfig).toEqual({
      LambdaArn: { 'Fn::GetAtt': [triggerId, 'Arn'] },
      LambdaVersion: 'V2_0',
    });
    const permissions = Object.values(resourcesOfType(synthesized, 'AWS::Lambda::Permission')).filter(
      (permission) => JSON.stringify(permission.Properties.FunctionName).includes(triggerId),
    );
    expect(permissions.map((permission) => permission.Properties.Principal)).toEqual(['cognito-idp.amazonaws.com']);
  });

  it('grants the trigger exactly what infra/lib/grants/triggers.ts declares: reading users of the pool, nothing of the table', () => {
    expect(grantedPermissions(synthesized, trigger)).toEqual(expectedPermissions(triggerGrants.preTokenGeneration).sort());
    expect(expectedPermissions(triggerGrants.preTokenGeneration)).toContain('cognito-idp:AdminGetUser on user pool');
  });
});
