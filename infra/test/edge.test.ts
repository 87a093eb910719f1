import { ErrorBody, operationIds } from '@sandbank/shared';
import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { apiPathPattern, livePathPattern } from '../lib/constructs/web';
import { wafEvaluationWindowSeconds } from '../lib/edge-firewall-stack';
import { buildTestApp, resourcesOfType, synthesize, type CfnJson, type CfnResourceJson } from './support/test-stack';

/** The CloudFormation dynamic reference to the origin-verify secret, at one version stage or none. */
const secretReference = (secretId: string, stage = '') => ({
  'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: secretId }, `:SecretString::${stage}:}}`]],
});

function edgeOf(synthesized: ReturnType<typeof synthesize>) {
  const secrets = resourcesOfType(synthesized, 'AWS::SecretsManager::Secret');
  const [secretId] = Object.keys(secrets);
  const [distribution] = Object.values(resourcesOfType(synthesized, 'AWS::CloudFront::Distribution'));
  const config = distribution!.Properties.DistributionConfig;
  const apiBehaviour = config.CacheBehaviors.find((behaviour: CfnJson) => behaviour.PathPattern === apiPathPattern);
  const apiOrigin = config.Origins.find((origin: CfnJson) => origin.Id === apiBehaviour.TargetOriginId);
  const liveBehaviour = config.CacheBehaviors.find((behaviour: CfnJson) => behaviour.PathPattern === livePathPattern);
  const liveOrigin = config.Origins.find((origin: CfnJson) => origin.Id === liveBehaviour.TargetOriginId);
  const functions = Object.values(resourcesOfType(synthesized, 'AWS::Lambda::Function'));
  return { secrets, secretId: secretId!, apiOrigin, liveOrigin, functions };
}

describe('the API answers only through CloudFront', () => {
  const synthesized = synthesize();
  const { secrets, secretId, apiOrigin, liveOrigin, functions } = edgeOf(synthesized);

  it('keeps a generated origin-verify secret in Secrets Manager', () => {
    expect(Object.keys(secrets)).toHaveLength(1);
    expect(secrets[secretId]!.Properties.GenerateSecretString).toMatchObject({ PasswordLength: 48, ExcludePunctuation: true });
    expect(secrets[secretId]!.Properties.SecretString).toBeUndefined();
  });

  it('has CloudFront send the secret to the API and the live updates\' WebSocket API, and only to them', () => {
    expect(apiOrigin.OriginCustomHeaders).toEqual([{ HeaderName: 'x-origin-verify', HeaderValue: secretReference(secretId) }]);
    expect(liveOrigin.OriginCustomHeaders).toEqual([{ HeaderName: 'x-origin-verify', HeaderValue: secretReference(secretId) }]);
    const [distribution] = Object.values(resourcesOfType(synthesized, 'AWS::CloudFront::Distribution'));
    const others = distribution!.Properties.DistributionConfig.Origins.filter((origin: CfnJson) => origin !== apiOrigin && origin !== liveOrigin);
    for (const origin of others) expect(origin.OriginCustomHeaders).toBeUndefined();
  });

  it('has every API function check the same secret, and no job', () => {
    const operationFunctions = functions.filter((fn) => fn.Properties.Environment?.Variables?.OPERATION_ID);
    expect(operationFunctions).toHaveLength(operationIds.length);
    for (const fn of operationFunctions) {
      expect(fn.Properties.Environment.Variables.ORIGIN_VERIFY_SECRETS, fn.Properties.Environment.Variables.OPERATION_ID).toEqual(secretReference(secretId));
    }
  });

  it('accepts the previous value too while the secret rotates, and makes both sides read the secret again', () => {
    const rotating = synthesize({ originVerifyRotating: true });
    const edge = edgeOf(rotating);
    expect(edge.apiOrigin.OriginCustomHeaders).toEqual([{ HeaderName: 'x-origin-verify', HeaderValue: secretReference(edge.secretId, 'AWSCURRENT') }]);
    // The template text changes with the flag, so CloudFormation resolves the secret again in both deploys of a rotation.
    expect(edge.apiOrigin.OriginCustomHeaders).not.toEqual(apiOrigin.OriginCustomHeaders);
    for (const fn of edge.functions.filter((candidate) => candidate.Properties.Environment?.Variables?.OPERATION_ID)) {
      expect(fn.Properties.Environment.Variables.ORIGIN_VERIFY_SECRETS).toEqual({
        'Fn::Join': [
          '',
          [
            '{{resolve:secretsmanager:',
            { Ref: edge.secretId },
            ':SecretString::AWSCURRENT:}},{{resolve:secretsmanager:',
            { Ref: edge.secretId },
            ':SecretString::AWSPREVIOUS:}}',
          ],
        ],
      });
    }
  });
});

describe('WAF in front of CloudFront', () => {
  const waf = { requestsPerAddress: 1500 };

  it('is off by default: no web ACL, and the finding acknowledged with its reason', () => {
    const { app, main, firewall } = buildTestApp();
    expect(firewall).toBeNull();
    expect(app.node.children.filter((child) => child instanceof Stack)).toHaveLength(1);
    const [distribution] = Object.values(Template.fromStack(main).findResources('AWS::CloudFront::Distribution')) as CfnResourceJson[];
    expect(distribution!.Properties.DistributionConfig.WebACLId).toBeUndefined();
    expect(JSON.stringify(main.web.distribution.node.metadata)).toContain('AwsSolutions-CFR2');
  });

  it('with waf=true: a rate-based rule per IP address in a us-east-1 companion stack, answering 429 in the API error format', () => {
    const { firewall } = buildTestApp({ waf });
    expect(firewall!.region).toBe('us-east-1');
    const [acl] = Object.values(Template.fromStack(firewall!).findResources('AWS::WAFv2::WebACL')) as CfnResourceJson[];
    expect(acl!.Properties).toMatchObject({ Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
    expect(acl!.Properties.Rules).toEqual([
      expect.objectContaining({
        Priority: 0,
        Statement: { RateBasedStatement: { AggregateKeyType: 'IP', Limit: 1500, EvaluationWindowSec: wafEvaluationWindowSeconds } },
        Action: {
          Block: {
            CustomResponse: {
              ResponseCode: 429,
              CustomResponseBodyKey: 'throttled',
              ResponseHeaders: [{ Name: 'retry-after', Value: String(wafEvaluationWindowSeconds) }],
            },
          },
        },
      }),
    ]);
    const body = JSON.parse(acl!.Properties.CustomResponseBodies.throttled.Content);
    expect(ErrorBody.parse(body)).toEqual({ error: { code: 'throttled', message: expect.stringMatching(/Too many requests/) } });
  });

  it('with waf=true: the distribution uses that web ACL, read across regions, and cdk-nag finds nothing on either stack', () => {
    const { app, main, firewall } = buildTestApp({ waf });
    const [distribution] = Object.values(Template.fromStack(main).findResources('AWS::CloudFront::Distribution')) as CfnResourceJson[];
    const reference = distribution!.Properties.DistributionConfig.WebACLId;
    expect(reference['Fn::GetStackOutput']).toMatchObject({ StackName: firewall!.stackName, Region: 'us-east-1' });
    expect(Template.fromStack(firewall!).toJSON().Outputs[reference['Fn::GetStackOutput'].OutputName].Value).toEqual({
      'Fn::GetAtt': [expect.stringMatching(/^WebAcl/), 'Arn'],
    });
    expect(JSON.stringify(main.web.distribution.node.metadata)).not.toContain('AwsSolutions-CFR2');
    for (const stack of [main, firewall!]) {
      const report = new AwsSolutionsChecks(app).validateScope(stack);
      expect(report.violations.map((violation) => `${violation.ruleName} ${violation.violatingResources.map((r) => r.constructPath).join(',')}`), stack.stackName).toEqual([]);
    }
  });

  it('refuses waf=true without a region to refer across', () => {
    expect(() => buildTestApp({ waf, env: {} })).toThrow(/waf=true needs the stack's region/);
  });
});
