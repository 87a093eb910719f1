import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { tableDesign, userPoolDesign } from '@sandbank/lambdas/deployment';
import { ADMIN_GROUP } from '@sandbank/shared';
import { apiPathPattern, spaRewriteCode, viewerAddressCode, viewerAddressHeader } from '../lib/constructs/web';
import { synthesize, testRegion, type CfnJson, type CfnResourceJson } from './support/test-stack';

const { template } = synthesize();

type Resource = CfnResourceJson;
const resources = (type: string): Record<string, Resource> => template.findResources(type) as Record<string, Resource>;
const only = (type: string): [string, Resource] => {
  const found = Object.entries(resources(type));
  expect(found, type).toHaveLength(1);
  return found[0]!;
};

/** Managed CloudFront policies (ids are fixed by AWS). */
const cachingDisabled = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const allViewerExceptHostHeader = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

describe('data', () => {
  it('creates the single table from tableDesign: keys, GSI, TTL', () => {
    const [, table] = only('AWS::DynamoDB::Table');
    expect(table.Properties.KeySchema).toEqual([
      { AttributeName: tableDesign.partitionKey, KeyType: 'HASH' },
      { AttributeName: tableDesign.sortKey, KeyType: 'RANGE' },
    ]);
    expect(table.Properties.GlobalSecondaryIndexes).toEqual(
      tableDesign.globalSecondaryIndexes.map((index) => ({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    );
    expect(table.Properties.TimeToLiveSpecification).toEqual({
      AttributeName: tableDesign.timeToLiveAttribute,
      Enabled: true,
    });
  });

  it('is on-demand, point-in-time recoverable, encrypted and kept when the stack goes', () => {
    const [, table] = only('AWS::DynamoDB::Table');
    expect(table.Properties.BillingMode).toBe('PAY_PER_REQUEST');
    expect(table.Properties.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
    expect(table.Properties.SSESpecification).toEqual({ SSEEnabled: true });
    expect(table.Properties.DeletionProtectionEnabled).toBe(true);
    expect(table.DeletionPolicy).toBe('Retain');
    expect(table.Properties.TableName).toBeUndefined();
  });
});

describe('auth', () => {
  it('signs in by email with a length-only password policy of at least 8 characters', () => {
    const [, pool] = only('AWS::Cognito::UserPool');
    expect(pool.Properties.UsernameAttributes).toEqual(['email']);
    expect(pool.Properties.AutoVerifiedAttributes).toEqual(['email']);
    expect(pool.Properties.Policies.PasswordPolicy).toMatchObject({
      MinimumLength: 8,
      RequireLowercase: false,
      RequireUppercase: false,
      RequireNumbers: false,
      RequireSymbols: false,
    });
    expect(pool.Properties.AdminCreateUserConfig.AllowAdminCreateUserOnly).toBe(false);
    expect(pool.Properties.AccountRecoverySetting).toEqual({ RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] });
    expect(pool.Properties.DeletionProtection).toBe('ACTIVE');
    expect(pool.DeletionPolicy).toBe('Retain');
  });

  it('keeps first and last name as standard attributes', () => {
    const [, pool] = only('AWS::Cognito::UserPool');
    const schema = pool.Properties.Schema as Array<{ Name: string; Mutable: boolean; Required: boolean }>;
    expect(schema).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ Name: 'email', Required: true }),
        expect.objectContaining({ Name: 'given_name', Mutable: true }),
        expect.objectContaining({ Name: 'family_name', Mutable: true }),
      ]),
    );
  });

  it('has the admin group and a secretless web client with the password and refresh flows only', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolGroup', { GroupName: ADMIN_GROUP });
    expect(ADMIN_GROUP).toBe('admin');
    const [, client] = only('AWS::Cognito::UserPoolClient');
    expect(client.Properties.GenerateSecret).toBe(false);
    // The flows the web app and the scripts use (USER_PASSWORD_AUTH), the local emulator's too.
    expect([...client.Properties.ExplicitAuthFlows].sort()).toEqual(['ALLOW_REFRESH_TOKEN_AUTH', 'ALLOW_USER_PASSWORD_AUTH']);
    expect([...client.Properties.ExplicitAuthFlows].sort()).toEqual([...userPoolDesign.webClient.authFlows].sort());
    expect(client.Properties.PreventUserExistenceErrors).toBe('ENABLED');
    expect(client.Properties.EnableTokenRevocation).toBe(true);
  });

  it('issues access and ID tokens for 15 minutes, renewed with a 30-day refresh token', () => {
    const [, client] = only('AWS::Cognito::UserPoolClient');
    expect(client.Properties).toMatchObject({
      AccessTokenValidity: 15,
      IdTokenValidity: 15,
      RefreshTokenValidity: 43200,
      TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'minutes' },
    });
    expect(userPoolDesign.webClient).toMatchObject({ accessTokenValidityMinutes: 15, idTokenValidityMinutes: 15, refreshTokenValidityDays: 30 });
  });

  it('has no OAuth flows, scopes or callback URLs on the web client', () => {
    const [, client] = only('AWS::Cognito::UserPoolClient');
    expect(client.Properties.AllowedOAuthFlowsUserPoolClient).toBe(false);
    for (const property of ['AllowedOAuthFlows', 'AllowedOAuthScopes', 'CallbackURLs', 'LogoutURLs', 'DefaultRedirectURI']) {
      expect(client.Properties[property], property).toBeUndefined();
    }
    expect(JSON.stringify(client)).not.toContain('example.com');
  });
});

describe('buckets', () => {
  const buckets = resources('AWS::S3::Bucket');
  const policies = Object.values(resources('AWS::S3::BucketPolicy'));

  it('are private, encrypted and reachable over TLS only', () => {
    expect(Object.keys(buckets)).toHaveLength(4);
    for (const [logicalId, bucket] of Object.entries(buckets)) {
      expect(bucket.Properties.PublicAccessBlockConfiguration, logicalId).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(bucket.Properties.BucketEncryption.ServerSideEncryptionConfiguration[0].ServerSideEncryptionByDefault, logicalId)
        .toEqual({ SSEAlgorithm: 'AES256' });
      const policy = policies.find((p) => p.Properties.Bucket.Ref === logicalId);
      expect(policy, `policy of ${logicalId}`).toBeDefined();
      expect(policy!.Properties.PolicyDocument.Statement, logicalId).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            Effect: 'Deny',
            Action: 's3:*',
            Principal: { AWS: '*' },
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
        ]),
      );
    }
  });

  it('log their accesses into the logs bucket', () => {
    const [logsId] = Object.keys(buckets).filter((id) => id.startsWith('StorageLogsBucket'));
    const others = Object.entries(buckets).filter(([id]) => id !== logsId);
    expect(others).toHaveLength(3);
    for (const [id, bucket] of others) {
      expect(bucket.Properties.LoggingConfiguration?.DestinationBucketName, id).toEqual({ Ref: logsId });
    }
  });

  it('lets only the site origin upload avatars from the browser, with a presigned POST and nothing else', () => {
    const [, avatars] = Object.entries(buckets).find(([id]) => id.startsWith('StorageAvatarsBucket'))!;
    const [distributionId] = only('AWS::CloudFront::Distribution');
    expect(avatars.Properties.CorsConfiguration.CorsRules).toEqual([
      {
        AllowedMethods: ['POST'],
        AllowedOrigins: [{ 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distributionId, 'DomainName'] }]] }],
        MaxAge: 3000,
      },
    ]);
    expect(avatars.DeletionPolicy).toBe('Retain');
  });

  it('expire avatar uploads that were never confirmed, and only those', () => {
    const [, avatars] = Object.entries(buckets).find(([id]) => id.startsWith('StorageAvatarsBucket'))!;
    const rules: CfnJson[] = avatars.Properties.LifecycleConfiguration.Rules;
    expect(rules).toContainEqual({ Id: 'ExpireUnconfirmedUploads', Prefix: 'uploads/', ExpirationInDays: 1, Status: 'Enabled' });
    // Confirmed pictures live under avatars/: no rule may expire them.
    const expiring = rules.filter((rule) => rule.ExpirationInDays !== undefined);
    expect(expiring.map((rule) => rule.Prefix)).toEqual(['uploads/']);
  });
});

describe('distribution', () => {
  const [, distribution] = only('AWS::CloudFront::Distribution');
  const config = distribution.Properties.DistributionConfig;

  it('serves the site bucket through Origin Access Control', () => {
    const siteOrigin = config.Origins.find((origin: CfnJson) => origin.Id === config.DefaultCacheBehavior.TargetOriginId);
    expect(siteOrigin.DomainName).toEqual({ 'Fn::GetAtt': [expect.stringMatching(/^WebSiteBucket/), 'RegionalDomainName'] });
    expect(siteOrigin.OriginAccessControlId).toEqual({ 'Fn::GetAtt': [expect.stringMatching(/OriginAccessControl/), 'Id'] });
    template.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: Match.objectLike({ OriginAccessControlOriginType: 's3', SigningBehavior: 'always' }),
    });
    expect(config.DefaultRootObject).toBe('index.html');
    expect(config.DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
  });

  it('routes /api/* to the HTTP API, uncached, with every viewer header but Host', () => {
    // /api/* and /ws (the live updates, infra/test/live-updates.test.ts).
    expect(config.CacheBehaviors.map((behavior: CfnJson) => behavior.PathPattern)).toEqual([apiPathPattern, '/ws']);
    const api = config.CacheBehaviors[0];
    expect(api.PathPattern).toBe(apiPathPattern);
    expect(api.CachePolicyId).toBe(cachingDisabled);
    expect(api.OriginRequestPolicyId).toBe(allViewerExceptHostHeader);
    expect(api.AllowedMethods).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE']));
    expect(api.ViewerProtocolPolicy).toBe('https-only');
    // The API sees CloudFront's address; this function tells it the viewer's.
    expect(api.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [expect.stringMatching(/^WebViewerAddress/), 'FunctionARN'] } },
    ]);
    template.hasResourceProperties('AWS::CloudFront::Function', { FunctionCode: viewerAddressCode });
    const origin = config.Origins.find((o: CfnJson) => o.Id === api.TargetOriginId);
    expect(origin.CustomOriginConfig.OriginProtocolPolicy).toBe('https-only');
    expect(JSON.stringify(origin.DomainName)).toMatch(/ApiHttpApi.*execute-api/);
  });

  it('falls back to index.html on the site behaviour only, not with distribution-wide error pages', () => {
    expect(config.CustomErrorResponses).toBeUndefined();
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [expect.stringMatching(/^WebSpaRewrite/), 'FunctionARN'] } },
    ]);
    template.hasResourceProperties('AWS::CloudFront::Function', { FunctionCode: spaRewriteCode });
  });

  it("writes the viewer's address on every API request, replacing one the viewer sent", () => {
    type Headers = Record<string, { value: string }>;
    const handler = new Function(`${viewerAddressCode}; return handler;`)() as (event: { viewer: { ip: string }; request: { headers: Headers } }) => {
      headers: Headers;
    };
    const forged = { [viewerAddressHeader]: { value: '10.0.0.1' }, authorization: { value: 'Bearer x' } };
    const request = handler({ viewer: { ip: '203.0.113.7' }, request: { headers: forged } });
    expect(request.headers[viewerAddressHeader]).toEqual({ value: '203.0.113.7' });
    expect(request.headers.authorization).toEqual({ value: 'Bearer x' });
  });

  it('rewrites client-side routes and leaves files alone', () => {
    const handler = new Function(`${spaRewriteCode}; return handler;`)() as (event: { request: { uri: string } }) => {
      uri: string;
    };
    const rewrite = (uri: string) => handler({ request: { uri } }).uri;
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/dashboard')).toBe('/index.html');
    expect(rewrite('/wire-transfer/abc/confirm')).toBe('/index.html');
    expect(rewrite('/assets/index-1a2b.js')).toBe('/assets/index-1a2b.js');
    expect(rewrite('/config.json')).toBe('/config.json');
  });

  it('sends a strict CSP and the security headers with every response', () => {
    const [policyId, policy] = only('AWS::CloudFront::ResponseHeadersPolicy');
    expect(config.DefaultCacheBehavior.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
    expect(config.CacheBehaviors[0].ResponseHeadersPolicyId).toEqual({ Ref: policyId });
    const security = policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    const csp = JSON.stringify(security.ContentSecurityPolicy.ContentSecurityPolicy);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "object-src 'none'",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      `connect-src 'self' https://cognito-idp.${testRegion}.amazonaws.com`,
      "img-src 'self' data:",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toMatch(/-avatars-/);
    expect(security.ContentSecurityPolicy.Override).toBe(true);
    expect(security.StrictTransportSecurity).toMatchObject({ AccessControlMaxAgeSec: 63072000, IncludeSubdomains: true });
    expect(security.ContentTypeOptions).toEqual({ Override: true });
    expect(security.FrameOptions.FrameOption).toBe('DENY');
    expect(security.ReferrerPolicy.ReferrerPolicy).toBe('strict-origin-when-cross-origin');
  });

  it('logs to the logs bucket', () => {
    expect(config.Logging).toEqual({
      Bucket: { 'Fn::GetAtt': [expect.stringMatching(/^StorageLogsBucket/), 'RegionalDomainName'] },
      Prefix: 'cloudfront/',
    });
  });

  it('uploads no web build unless one is given', () => {
    template.resourceCountIs('Custom::CDKBucketDeployment', 0);
  });
});

describe('email and outputs', () => {
  it('creates the SES identity from the MailFrom parameter', () => {
    template.hasParameter('MailFrom', { Type: 'String', Default: 'no-reply@example.com' });
    template.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: { Ref: 'MailFrom' } });
  });

  it('outputs what operators and the admin script need', () => {
    const outputs = Object.keys(template.findOutputs('*'));
    expect(outputs).toEqual(
      expect.arrayContaining(['SiteUrl', 'ApiUrl', 'UserPoolId', 'UserPoolClientId', 'TableName', 'Region', 'OriginVerifySecretArn']),
    );
  });
});
