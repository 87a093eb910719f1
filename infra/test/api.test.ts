import { operationIds, operations, type OperationDefinition } from '@sandbank/shared';
import { Match } from 'aws-cdk-lib/assertions';
import { afterAll, describe, expect, it } from 'vitest';
import { jobTable, tableDesign } from '@sandbank/lambdas/deployment';
import { cdkHelperFunctions } from '../lib/nag';
import { assertGrantsCoverOperations, dynamoWriteActions, operationGrants, type OperationGrants } from '../lib/grants';
import { buildTestStack, resourcesOfType, synthesize, testRegion, useScratchTmpdir, type CfnResourceJson } from './support/test-stack';

const cleanup = useScratchTmpdir('api');
afterAll(cleanup);

const synthesized = synthesize();
const { template } = synthesized;
const table: Record<string, OperationDefinition> = operations;

type Resource = CfnResourceJson;
/** Resources of the main stack and the areas' nested stacks together. */
const resources = (type: string): Record<string, Resource> => resourcesOfType(synthesized, type);

const functions = resources('AWS::Lambda::Function');
const operationFunctions = Object.entries(functions).filter(([, fn]) => fn.Properties.Environment?.Variables?.OPERATION_ID);
const functionOf = (operationId: string): [string, Resource] => {
  const found = operationFunctions.filter(([, fn]) => fn.Properties.Environment.Variables.OPERATION_ID === operationId);
  expect(found, `functions for ${operationId}`).toHaveLength(1);
  return found[0]!;
};

/** Every action granted to an operation's function, with the resources it applies to. */
function grantedStatements(operationId: string): Array<{ actions: string[]; resources: unknown[] }> {
  const [, fn] = functionOf(operationId);
  const roleLogicalId: string = fn.Properties.Role['Fn::GetAtt'][0];
  const policies = Object.values(resources('AWS::IAM::Policy')).filter((policy) =>
    policy.Properties.Roles.some((role: { Ref: string }) => role.Ref === roleLogicalId),
  );
  return policies.flatMap((policy) =>
    policy.Properties.PolicyDocument.Statement.map((statement: { Action: string | string[]; Resource: unknown }) => ({
      actions: ([] as string[]).concat(statement.Action),
      resources: ([] as unknown[]).concat(statement.Resource),
    })),
  );
}
const actionsOf = (operationId: string): string[] => grantedStatements(operationId).flatMap((s) => s.actions);

describe('functions', () => {
  it('has exactly one function per operation in the table, plus the jobs and only known CDK helpers', () => {
    expect(operationFunctions).toHaveLength(operationIds.length);
    for (const id of operationIds) functionOf(id);
    const jobFunctions = Object.entries(functions).filter(([, fn]) => Object.hasOwn(jobTable, fn.Properties.Environment?.Variables?.JOB_NAME ?? ''));
    const ours = [...operationFunctions, ...jobFunctions].map(([id]) => id);
    const others = Object.keys(functions).filter((logicalId) => !ours.includes(logicalId));
    const helperPrefixes = Object.keys(cdkHelperFunctions).map((id) => id.replace(/[^A-Za-z0-9]/g, ''));
    for (const logicalId of others) {
      expect(helperPrefixes.some((prefix) => logicalId.startsWith(prefix)), `unexpected function ${logicalId}`).toBe(true);
    }
  });

  it('uses the project defaults: Node 24 on arm64, source maps, own log group, merged environment', () => {
    for (const id of operationIds) {
      const [, fn] = functionOf(id);
      expect(fn.Properties.Runtime).toBe('nodejs24.x');
      expect(fn.Properties.Architectures).toEqual(['arm64']);
      expect(fn.Properties.Handler).toBe('index.handler');
      expect(fn.Properties.Timeout).toBe(10);
      expect(fn.Properties.MemorySize).toBe(512);
      expect(fn.Properties.LoggingConfig.LogGroup).toEqual({ Ref: expect.stringMatching(/Logs/) });
      expect(fn.Properties.Environment.Variables).toMatchObject({
        NODE_OPTIONS: '--enable-source-maps',
        LOG_LEVEL: 'INFO',
        BRAND_NAME: 'Sandbank',
        TABLE_NAME: { Ref: expect.stringMatching(/^DataTable/) },
        USER_POOL_ID: { Ref: expect.stringMatching(/^AuthUserPool/) },
        AVATAR_BUCKET: { Ref: expect.stringMatching(/^StorageAvatarsBucket/) },
        MAIL_FROM: { Ref: 'MailFrom' },
      });
    }
  });

  it('gives function log groups a retention', () => {
    const groups = Object.values(resources('AWS::Logs::LogGroup'));
    expect(groups.length).toBeGreaterThanOrEqual(operationIds.length + 1);
    for (const group of groups) expect(group.Properties.RetentionInDays).toBeGreaterThan(0);
  });
});

describe('routes', () => {
  const routes = Object.values(resources('AWS::ApiGatewayV2::Route'));
  const authorizers = resources('AWS::ApiGatewayV2::Authorizer');

  it('has one route per operation, keyed exactly as in the table', () => {
    expect(routes.map((route) => route.Properties.RouteKey).sort()).toEqual(
      operationIds.map((id) => `${table[id]!.method} ${table[id]!.path}`).sort(),
    );
  });

  it('puts the Cognito JWT authorizer on every non-public route and none on public ones', () => {
    const [authorizerId] = Object.keys(authorizers);
    expect(Object.keys(authorizers)).toHaveLength(1);
    for (const id of operationIds) {
      const operation = table[id]!;
      const route = routes.find((r) => r.Properties.RouteKey === `${operation.method} ${operation.path}`)!;
      if (operation.access === 'public') {
        expect(route.Properties.AuthorizationType, id).toBe('NONE');
        expect(route.Properties.AuthorizerId, id).toBeUndefined();
      } else {
        expect(route.Properties.AuthorizationType, id).toBe('JWT');
        expect(route.Properties.AuthorizerId, id).toEqual({ Ref: authorizerId });
      }
    }
  });

  it('routes each operation to its own function', () => {
    const integrations = resources('AWS::ApiGatewayV2::Integration');
    for (const id of operationIds) {
      const operation = table[id]!;
      const route = routes.find((r) => r.Properties.RouteKey === `${operation.method} ${operation.path}`)!;
      const integrationId: string = route.Properties.Target['Fn::Join'][1][1].Ref;
      const integration = integrations[integrationId]!;
      expect(integration.Properties.IntegrationUri['Fn::GetAtt'][0]).toBe(functionOf(id)[0]);
      expect(integration.Properties.PayloadFormatVersion).toBe('2.0');
    }
  });

  it('verifies tokens of the user pool for the web client', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: {
        Audience: [{ Ref: Match.stringLikeRegexp('^AuthUserPoolWebClient') }],
        Issuer: {
          'Fn::Join': ['', [`https://cognito-idp.${testRegion}.amazonaws.com/`, { Ref: Match.stringLikeRegexp('^AuthUserPool') }]],
        },
      },
    });
  });

  it('logs every request and throttles at the stage', () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Stage', 1);
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      AccessLogSettings: {
        DestinationArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^ApiAccessLogs'), 'Arn'] },
        Format: Match.stringLikeRegexp('\\$context\\.requestId'),
      },
      DefaultRouteSettings: { ThrottlingBurstLimit: 100, ThrottlingRateLimit: 50 },
    });
  });
});

describe('least privilege', () => {
  const grants: OperationGrants = operationGrants;

  it('grants no table writes to operations that only read', () => {
    const readOnly = operationIds.filter((id) => !grants[id].includes('table:write'));
    expect(readOnly).toContain('getMyTransaction');
    for (const id of readOnly) {
      expect(actionsOf(id).filter((action) => dynamoWriteActions.includes(action)), id).toEqual([]);
    }
  });

  it('grants table access only to operations that declare it, and never Scan or wildcards', () => {
    for (const id of operationIds) {
      const dynamo = actionsOf(id).filter((action) => action.startsWith('dynamodb:'));
      if (!grants[id].some((grant) => grant.startsWith('table:'))) expect(dynamo, id).toEqual([]);
      else expect(dynamo, id).toContain('dynamodb:Query');
      expect(dynamo.filter((action) => action.includes('*') || action === 'dynamodb:Scan'), id).toEqual([]);
    }
  });

  it('lets table writers write and the user-pool readers read users, on exact ARNs', () => {
    for (const id of operationIds) {
      const statements = grantedStatements(id);
      const actions = statements.flatMap((s) => s.actions);
      expect(actions.includes('dynamodb:PutItem'), id).toBe(grants[id].includes('table:write'));
      expect(actions.includes('cognito-idp:AdminGetUser'), id).toBe(grants[id].includes('userPool:readUsers'));
      for (const statement of statements) {
        for (const resource of statement.resources) {
          const text = JSON.stringify(resource);
          // The one wildcard: anchor objects are named per audit event, under anchors/ (acknowledged, see nag.test.ts).
          if (grants[id].includes('auditAnchors:write') && statement.actions.join() === 's3:PutObject') {
            expect(text, id).toMatch(/^{"Fn::Join":\["",\[{"Fn::GetAtt":\["AuditAnchorBucket\w+","Arn"\]},"\/anchors\/\*"\]\]}$/);
            continue;
          }
          expect(text, `${id} ${statement.actions.join(',')}`).not.toMatch(/\*/);
        }
      }
    }
  });

  it('lets public operations do nothing but write their own logs', () => {
    for (const id of operationIds.filter((op) => table[op]!.access === 'public')) {
      expect(actionsOf(id).sort(), id).toEqual(['logs:CreateLogStream', 'logs:PutLogEvents']);
    }
  });

  it('limits index reads to the named indexes', () => {
    const statements = grantedStatements('listMyTransactions');
    const indexResources = statements
      .flatMap((s) => s.resources)
      .map((r) => JSON.stringify(r))
      .filter((r) => r.includes('/index/'));
    expect(indexResources).toEqual(
      tableDesign.globalSecondaryIndexes.map((index) => expect.stringContaining(`/index/${index.indexName}"`)),
    );
  });
});

describe('grants map', () => {
  it('cannot be written without an entry for every operation', () => {
    // @ts-expect-error: a map missing operations does not compile (checked by `tsc -p infra`).
    const incomplete: OperationGrants = { health: [] };
    expect(() => assertGrantsCoverOperations(incomplete)).toThrow(/has no entry/);
    expect(() => assertGrantsCoverOperations(operationGrants)).not.toThrow();
  });

  it('stops the synth when an operation has no grants entry', () => {
    const { getMyTransaction: _omitted, ...incomplete } = operationGrants;
    expect(() => buildTestStack({ grants: incomplete })).toThrow(/"getMyTransaction" has no entry/);
  });

  it('stops the synth when the map names an operation that does not exist', () => {
    const extra = { ...operationGrants, transferEverything: ['table:write'] } as Partial<OperationGrants>;
    expect(() => buildTestStack({ grants: extra })).toThrow(/unknown operations: transferEverything/);
  });
});
