import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { auditedOperations, operationIds } from '@sandbank/shared';
import { CfnResource, type Stack, Validations } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks, rules } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { describe, expect, it } from 'vitest';
import { access, jobGrants, operationGrants, type Access, type OperationGrants, type ResourceGrant } from '../lib/grants';
import { cdkHelperFunctions } from '../lib/nag';
import type { SandbankStack } from '../lib/sandbank-stack';
import { buildTestStack, type CfnResourceJson } from './support/test-stack';

const fixtureDist = join(import.meta.dirname, 'fixtures', 'web-dist');

/** Runs AWS Solutions checks the way `cdk synth` does and returns the unacknowledged findings. */
function findings(app: IConstruct, stack: Stack): string[] {
  const report = new AwsSolutionsChecks(app).validateScope(stack);
  return report.violations.flatMap((violation) =>
    violation.violatingResources.map((resource) => `${violation.ruleName} at ${resource.constructPath}`),
  );
}

/** Every acknowledgement in the tree: rule id, where, and the reason given. */
function acknowledgements(stack: Stack): Array<{ id: string; path: string; reason: string }> {
  return stack.node.findAll().flatMap((construct) =>
    construct.node.metadata
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) =>
        Object.entries(entry.data as Record<string, string>).map(([id, reason]) => ({
          id: id.replace(/^annotation::/i, ''),
          path: construct.node.path,
          reason,
        })),
      ),
  );
}

/** Where the functions of the operations declaring one of `uses` in `grants` are, in the stack. */
const functionsUsing = (stack: SandbankStack, grants: OperationGrants, uses: (grant: ResourceGrant) => boolean): string[] =>
  operationIds
    .filter((id) => (grants[id].uses ?? []).some(uses))
    .map((id) => stack.api.functions[id]!.node.path)
    .sort();
/** The functions that handle or show profile pictures: the customer's own, and the back office's users listing. */
const pictureFunctions = (stack: SandbankStack, grants = operationGrants) => functionsUsing(stack, grants, (grant) => grant.startsWith('avatars:'));

describe('cdk-nag AwsSolutions', () => {
  it('reports nothing unacknowledged on the stack', () => {
    const { app, stack } = buildTestStack();
    Template.fromStack(stack);
    expect(findings(app, stack)).toEqual([]);
  });

  it('acknowledges only the expected rules, each where it applies and with its own reason', () => {
    const { stack } = buildTestStack();
    const acks = acknowledgements(stack);
    const publicRoutes = acks.filter((ack) => ack.id === 'AwsSolutions-APIG4');
    expect(publicRoutes.map((ack) => ack.path).sort()).toEqual([
      'SandbankTest/Api/Public/getOpenApiDocumentRoute',
      'SandbankTest/Api/Public/healthRoute',
      // Test customers on demand need no sign-in (limited per address and by a cap on live ones).
      'SandbankTest/Api/Sandbox/createTestCustomerRoute',
      // A WebSocket API authorizes $connect only; $disconnect ends a connection it authorized.
      'SandbankTest/LiveUpdates/WebSocketApi/$disconnect-Route',
    ]);
    // The audit anchors' object prefix, on the functions that write audit anchors (the audited
    // operations and the verifier, which anchors a head whose anchor was missed) and on nothing else.
    const anchorAcks = acks.filter((ack) => /^AwsSolutions-IAM5\[Resource::<\w*AuditAnchorBucket[\w.]*>\/anchors\/\*\]$/.test(ack.id));
    const anchorWriters = functionsUsing(stack, operationGrants, (grant) => grant === 'auditAnchors:write');
    expect(anchorWriters).toEqual([...Object.keys(auditedOperations), 'verifyAuditChain'].map((id) => stack.api.functions[id]!.node.path).sort());
    // And no job: the expiry's decisions on a test customer's requests go to its sandbox log.
    const anchorJobs = Object.entries(jobGrants)
      .filter(([, grants]: [string, Access]) => (grants.uses ?? []).includes('auditAnchors:write'))
      .map(([name]) => stack.jobs!.functions[name]!.node.path);
    expect(anchorJobs).toEqual([]);
    expect([...new Set(anchorAcks.map((ack) => ack.path))].sort()).toEqual([...anchorWriters, ...anchorJobs].sort());
    // The avatar objects, on the functions whose operations handle or show profile pictures and on nothing else.
    const avatarAcks = acks.filter((ack) => /^AwsSolutions-IAM5\[Resource::<\w*AvatarsBucket[\w.]*>\/\*\]$/.test(ack.id));
    expect(pictureFunctions(stack)).toContain('SandbankTest/Api/AdminUsers/listUsers');
    expect([...new Set(avatarAcks.map((ack) => ack.path))].sort()).toEqual(pictureFunctions(stack));
    // The live connections' ids, to post to and to close, on the stream consumer that pushes live updates and on nothing else (by either name of the API).
    const connectionAcks = acks.filter((ack) => /^AwsSolutions-IAM5\[Resource::arn:[\w-]+:execute-api:[\w-]+:<AWS::AccountId>:<\w+>\/ws\/(POST|DELETE)\/@connections\/\*\]$/.test(ack.id));
    expect(connectionAcks.map((ack) => ack.path)).toEqual(Array.from({ length: 4 }, () => 'SandbankTest/EventPipeline/pushLiveUpdates'));
    const others = acks.filter((ack) => ack.id !== 'AwsSolutions-APIG4' && !anchorAcks.includes(ack) && !avatarAcks.includes(ack) && !connectionAcks.includes(ack));
    expect(others.map((ack) => `${ack.id} ${ack.path}`).sort()).toEqual([
      // A WebSocket stage's access logs would need the account-wide API Gateway logging role.
      'AwsSolutions-APIG1 SandbankTest/LiveUpdates/Stage',
      'AwsSolutions-CFR1 SandbankTest/Web/Distribution',
      'AwsSolutions-CFR2 SandbankTest/Web/Distribution',
      'AwsSolutions-CFR4 SandbankTest/Web/Distribution',
      'AwsSolutions-COG1 SandbankTest/Auth/UserPool',
      'AwsSolutions-COG2 SandbankTest/Auth/UserPool',
      'AwsSolutions-COG8 SandbankTest/Auth/UserPool',
      'AwsSolutions-S1 SandbankTest/Storage/LogsBucket',
      'AwsSolutions-SMG4 SandbankTest/OriginVerify/Secret',
      // The stream consumers' on-failure queue is a dead-letter queue itself.
      'AwsSolutions-SQS3 SandbankTest/EventPipeline/Failures',
    ]);
    for (const ack of acks) expect(ack.reason.length, `${ack.id} at ${ack.path}`).toBeGreaterThan(40);
    expect(new Set(acks.filter((a) => !a.id.includes('APIG4')).map((ack) => ack.reason)).size).toBe(13);
  });

  it('catches what it should: an unlogged, TLS-optional bucket fails', () => {
    const { app, stack } = buildTestStack();
    new Bucket(stack, 'CarelessBucket');
    const found = findings(app, stack);
    expect(found).toEqual(
      expect.arrayContaining([
        'AwsSolutions-S1 at SandbankTest/CarelessBucket/Resource',
        'AwsSolutions-S10 at SandbankTest/CarelessBucket/Resource',
      ]),
    );
  });

  it('catches a broad grant on one of our functions', () => {
    const { app, stack } = buildTestStack();
    stack.data.table.grantReadWriteData(stack.api.functions.getMe!.function);
    expect(findings(app, stack).some((finding) => finding.startsWith('AwsSolutions-IAM5'))).toBe(true);
  });

  it('stays clean when more operations get avatar and mail grants', () => {
    const grants: OperationGrants = {
      ...operationGrants,
      health: { uses: ['avatars:read', 'avatars:write', 'email:send'] },
      updateMe: access(operationGrants.updateMe, { uses: ['avatars:write'] }),
    };
    const { app, stack } = buildTestStack({ grants });
    expect(findings(app, stack)).toEqual([]);
    // The avatar object ARN's wildcard is acknowledged where it is granted, and it is real.
    const ours = acknowledgements(stack).filter((ack) => ack.id.startsWith('AwsSolutions-IAM5') && ack.id.includes('AvatarsBucket'));
    expect([...new Set(ours.map((ack) => ack.path))].sort()).toEqual(pictureFunctions(stack, grants));
    expect(pictureFunctions(stack, grants)).toContain('SandbankTest/Api/Public/health');
    const policy = stack.api.functions.health!.role.node.findAll().find((c) => CfnResource.isCfnResource(c) && c.cfnResourceType === 'AWS::IAM::Policy') as CfnResource;
    const wildcard = rules.iam.IAMNoWildcardPermissions(policy);
    expect(wildcard).toEqual([expect.stringMatching(/^Resource::<StorageAvatarsBucket\w+\.Arn>\/\*$/)]);
    expect(ours.map((ack) => ack.id)).toContain(`AwsSolutions-IAM5[${(wildcard as string[])[0]}]`);
  });

  it('stays clean with the web build deployed, acknowledging the CDK helper function only', () => {
    const { app, stack } = buildTestStack({ webDistPath: fixtureDist });
    const template = Template.fromStack(stack);
    template.resourceCountIs('Custom::CDKBucketDeployment', 2);
    expect(findings(app, stack)).toEqual([]);
    // The helpers are found from the custom resources the stack declares: the web build's two deployments.
    expect(cdkHelperFunctions(stack).map(({ serves, declaredBy }) => ({ serves, declaredBy }))).toEqual(
      expect.arrayContaining([{ serves: 'Custom::CDKBucketDeployment', declaredBy: ['SandbankTest/Web/DeployAssets', 'SandbankTest/Web/DeployRoot'] }]),
    );
    const helperAcks = acknowledgements(stack).filter((ack) => ack.path.includes('Custom::'));
    expect(helperAcks.length).toBeGreaterThan(0);
    for (const ack of helperAcks) {
      expect(ack.path).toMatch(/^SandbankTest\/Custom::CDKBucketDeployment/);
      expect(ack.reason).toContain('Custom::CDKBucketDeployment resources, declared by SandbankTest/Web/DeployAssets, SandbankTest/Web/DeployRoot');
    }
    const ownFunctionPaths = operationIds.map((id) => `${stack.api.functions[id]!.node.path}/`);
    expect(acknowledgements(stack).filter((ack) => ack.id.includes('IAM') && ownFunctionPaths.some((path) => ack.path.startsWith(path)))).toEqual([]);
  });
});

describe('web build deployment', () => {
  it('writes config.json from the stack beside the build, then invalidates the distribution', () => {
    const { stack } = buildTestStack({ webDistPath: fixtureDist });
    const template = Template.fromStack(stack);
    const deployments = Object.values(template.findResources('Custom::CDKBucketDeployment')) as CfnResourceJson[];
    const root = deployments.find((d) => d.Properties.DistributionPaths !== undefined)!;
    expect(root.Properties.DistributionPaths).toEqual(['/*']);
    expect(root.Properties.SystemMetadata).toEqual({ 'cache-control': 'no-cache' });
    expect(root.Properties.SourceMarkers[1]).toEqual({
      '<<marker:0xbaba:0>>': { Ref: expect.stringMatching(/^AuthUserPool/) },
      '<<marker:0xbaba:1>>': { Ref: expect.stringMatching(/^AuthUserPoolWebClient/) },
    });
    const assets = deployments.find((d) => d.Properties.DestinationBucketKeyPrefix === 'assets/')!;
    expect(assets.Properties.SystemMetadata['cache-control']).toContain('immutable');
  });

  it('never uploads source maps a build may contain', () => {
    const uploadedKeys = (distPath: string) => {
      const { stack } = buildTestStack({ webDistPath: distPath });
      const deployments = Object.values(Template.fromStack(stack).findResources('Custom::CDKBucketDeployment')) as CfnResourceJson[];
      return JSON.stringify(deployments.map((deployment) => deployment.Properties.SourceObjectKeys));
    };
    const withFile = (relativePath: string) => {
      const copy = mkdtempSync(join(tmpdir(), 'web-dist-'));
      cpSync(fixtureDist, copy, { recursive: true });
      writeFileSync(join(copy, relativePath), '{"version":3,"sources":["src/secret.ts"]}');
      return copy;
    };
    const plain = uploadedKeys(fixtureDist);
    // The uploaded archives are named by their content: a map changes nothing, any other file does.
    expect(uploadedKeys(withFile('assets/index-test.js.map'))).toBe(plain);
    expect(uploadedKeys(withFile('index.html.map'))).toBe(plain);
    expect(uploadedKeys(withFile('assets/extra.js'))).not.toBe(plain);
  });

  it('refuses a folder without index.html', () => {
    expect(() => buildTestStack({ webDistPath: join(fixtureDist, 'assets') })).toThrow(/index\.html missing/);
  });
});
