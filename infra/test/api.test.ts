import { operationIds, operations, type OperationDefinition, type OperationId } from '@sandbank/shared';
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { jobTable, liveFunctions, streamConsumerTable } from '@sandbank/lambdas/deployment';
import { cdkHelperFunctions } from '../lib/nag';
import { assertGrantsCoverOperations, dynamoWriteActions, operationGrants, type Access, type OperationGrants } from '../lib/grants';
import { expectedPermissions, grantedPermissions } from './support/permissions';
import { buildTestStack, resourcesOfType, synthesize, templatesOf, testRegion, type CfnResourceJson } from './support/test-stack';

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
  it('has exactly one function per operation in the table, plus the jobs, the stream consumers and only known CDK helpers', () => {
    expect(operationFunctions).toHaveLength(operationIds.length);
    for (const id of operationIds) functionOf(id);
    const jobFunctions = Object.entries(functions).filter(([, fn]) => Object.hasOwn(jobTable, fn.Properties.Environment?.Variables?.JOB_NAME ?? ''));
    const streamConsumers = Object.entries(functions).filter(([, fn]) => Object.hasOwn(streamConsumerTable, fn.Properties.Environment?.Variables?.STREAM_CONSUMER ?? ''));
    // The user pool's pre-token-generation trigger (infra/lib/constructs/auth.ts) is ours too.
    const triggers = Object.entries(functions).filter(([id]) => id.startsWith('AuthPreTokenGeneration'));
    expect(triggers).toHaveLength(1);
    // And the live updates' WebSocket functions (infra/lib/constructs/live-updates.ts), one per declaration.
    const liveUpdates = Object.entries(functions).filter(([, fn]) => /^Live updates \w+: /.test(fn.Properties.Description ?? ''));
    expect(liveUpdates).toHaveLength(Object.keys(liveFunctions).length);
    const ours = [...operationFunctions, ...jobFunctions, ...streamConsumers, ...triggers, ...liveUpdates].map(([id]) => id);
    const others = Object.keys(functions).filter((logicalId) => !ours.includes(logicalId));
    const helperPrefixes = cdkHelperFunctions(synthesized.stack).map((helper) => helper.id.replace(/[^A-Za-z0-9]/g, ''));
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
      expect(fn.Properties.Timeout).toBe(15);
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

  it('tells the functions that mail a link the address of the site: the distribution, built after the API', () => {
    for (const id of ['createWire', 'resendWireCode']) {
      const [, fn] = functionOf(id);
      expect(fn.Properties.Environment.Variables.SITE_URL).toEqual({ 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [expect.stringMatching(/^WebDistribution/), 'DomainName'] }]] });
    }
  });

  it('gives function log groups a retention', () => {
    const groups = Object.values(resources('AWS::Logs::LogGroup'));
    expect(groups.length).toBeGreaterThanOrEqual(operationIds.length + 1);
    for (const group of groups) expect(group.Properties.RetentionInDays).toBeGreaterThan(0);
  });
});

describe('routes', () => {
  // The HTTP API's routes and authorizer; the live updates' WebSocket API has its own (live-updates.test.ts).
  const [httpApiId] = Object.keys(resources('AWS::ApiGatewayV2::Api')).filter((id) => resources('AWS::ApiGatewayV2::Api')[id]!.Properties.ProtocolType === 'HTTP');
  const ofHttpApi = (resource: CfnResourceJson) => resource.Properties.ApiId?.Ref === httpApiId;
  const routes = Object.values(resources('AWS::ApiGatewayV2::Route')).filter(ofHttpApi);
  const authorizers = Object.fromEntries(Object.entries(resources('AWS::ApiGatewayV2::Authorizer')).filter(([, authorizer]) => ofHttpApi(authorizer)));

  it('has one route per operation, keyed exactly as in the table', () => {
    expect(routes.map((route) => route.Properties.RouteKey).sort()).toEqual(
      operationIds.map((id) => `${table[id]!.method} ${table[id]!.path}`).sort(),
    );
  });

  it('puts the Cognito JWT authorizer, requiring the access token scope, on every non-public route and none on public ones', () => {
    const [authorizerId] = Object.keys(authorizers);
    expect(Object.keys(authorizers)).toHaveLength(1);
    for (const id of operationIds) {
      const operation = table[id]!;
      const route = routes.find((r) => r.Properties.RouteKey === `${operation.method} ${operation.path}`)!;
      if (operation.access === 'public') {
        expect(route.Properties.AuthorizationType, id).toBe('NONE');
        expect(route.Properties.AuthorizerId, id).toBeUndefined();
        expect(route.Properties.AuthorizationScopes, id).toBeUndefined();
      } else {
        expect(route.Properties.AuthorizationType, id).toBe('JWT');
        expect(route.Properties.AuthorizerId, id).toEqual({ Ref: authorizerId });
        // Cognito puts this scope in access tokens only, so the authorizer refuses ID tokens.
        expect(route.Properties.AuthorizationScopes, id).toEqual(['aws.cognito.signin.user.admin']);
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

  it('throttles each expensive route at the limit its operation declares, and no other route', () => {
    const [stageId, stage] = Object.entries(resources('AWS::ApiGatewayV2::Stage')).find(([, candidate]) => ofHttpApi(candidate))!;
    const throttled = operationIds.filter((id) => table[id]!.throttle !== undefined);
    expect(throttled.sort()).toEqual([
      'checkLedger',
      'confirmAvatar',
      'createLiveTicket',
      'getAccountStatement',
      'getAdminStats',
      'listAllTransactions',
      'listMyTransactions',
      'requestAvatarUpload',
      'verifyAuditChain',
    ]);
    expect(stage.Properties.RouteSettings).toEqual(
      Object.fromEntries(
        throttled.map((id) => [
          `${table[id]!.method} ${table[id]!.path}`,
          { ThrottlingRateLimit: table[id]!.throttle!.rateLimit, ThrottlingBurstLimit: table[id]!.throttle!.burstLimit },
        ]),
      ),
    );
    for (const id of throttled) expect(table[id]!.throttle!.rateLimit, id).toBeLessThan(50);
    // Route settings name routes that must exist first: the stage waits for every area's nested stack.
    const dependsOn = [template.toJSON().Resources[stageId].DependsOn ?? []].flat();
    const areaStacks = Object.keys(template.findResources('AWS::CloudFormation::Stack')).filter((id) => !/^(Jobs|EventPipeline|LiveUpdates)/.test(id));
    expect(areaStacks.length).toBe(Object.keys(synthesized.stack.api.areas).length);
    for (const areaStack of areaStacks) expect(dependsOn, areaStack).toContain(areaStack);
  });
});

describe('least privilege', () => {
  const grants: OperationGrants = operationGrants;
  /**
   * What an operation may access, worked out from the operation table: its area's declaration, plus its idempotency records when the table marks it idempotent,
   * its call counters when it is rate-limited, a test customer's record when a customer can call it (the request gate lets a test customer in only while it exists),
   * and the caller's user and groups when it is an admin operation (the pool is asked whether they are still an administrator).
   */
  const accessFromOperationTable = (id: OperationId): Access => {
    const idempotent = table[id]!.idempotent === true;
    const counted = table[id]!.rateLimit !== undefined;
    const gated = table[id]!.access === 'customer' || table[id]!.access === 'testCustomer';
    const administrative = table[id]!.access === 'admin';
    return {
      ...grants[id],
      directory: [...new Set([...(grants[id].directory ?? []), ...(administrative ? (['AdminGetUser', 'AdminListGroupsForUser'] as const) : [])])],
      reads: [...(grants[id].reads ?? []), ...(idempotent ? (['idempotencyRecord'] as const) : []), ...(gated ? (['testCustomer'] as const) : [])],
      writes: [
        ...(grants[id].writes ?? []),
        ...(idempotent ? (['idempotencyRecord'] as const) : []),
        ...(counted ? (['callCounter'] as const) : []),
      ],
    };
  };
  const permissionsOf = (id: OperationId) => grantedPermissions(synthesized, functionOf(id)[1]);

  it('grants every function exactly the permissions derived from the operation table, nothing broader', () => {
    for (const id of operationIds) expect(permissionsOf(id), id).toEqual(expectedPermissions(accessFromOperationTable(id)));
  });

  it('grants no table writes to operations that only read, and limits every write to its partitions', () => {
    const readOnly = operationIds.filter((id) => (accessFromOperationTable(id).writes ?? []).length === 0);
    expect(readOnly).toEqual(expect.arrayContaining(['getMyTransaction', 'getAccountStatement', 'checkLedger', 'verifyAuditChain']));
    for (const id of operationIds) {
      const writes = permissionsOf(id).filter((line) => dynamoWriteActions.some((action) => line.startsWith(`dynamodb:${action} `)));
      if (readOnly.includes(id)) expect(writes, id).toEqual([]);
      for (const line of writes) expect(line, id).toMatch(/ on table where \S+$/);
    }
  });

  it('lets onboarding write only customer partitions, account number reservations and the bank counters, a transfer or search also its call counters', () => {
    for (const id of ['getMe', 'updateMe', 'listMyAccounts'] as const) {
      const writes = permissionsOf(id).filter((line) => /^dynamodb:(PutItem|UpdateItem) /.test(line));
      expect(writes, id).toEqual([
        'dynamodb:PutItem on table where ACCOUNTNUMBER#*',
        'dynamodb:PutItem on table where USER#*',
        'dynamodb:UpdateItem on table where STATS#*',
        'dynamodb:UpdateItem on table where USER#*',
      ]);
    }
    expect(permissionsOf('createInternalTransfer').filter((line) => /^dynamodb:(PutItem|UpdateItem) /.test(line))).toEqual([
      'dynamodb:PutItem on table where IDEMPOTENCY#*',
      'dynamodb:PutItem on table where USER#*',
      'dynamodb:UpdateItem on table where RATELIMIT#*',
      'dynamodb:UpdateItem on table where STATS#*',
      'dynamodb:UpdateItem on table where USER#*',
    ]);
    // A search counts the caller's calls and writes nothing else.
    expect(permissionsOf('listMyTransactions').filter((line) => /^dynamodb:(PutItem|UpdateItem) /.test(line))).toEqual([
      'dynamodb:UpdateItem on table where RATELIMIT#*',
    ]);
  });

  it('grants no action the code never uses: no Scan, batch call or wildcard, DeleteItem only to the removal of locker items, webhook endpoints and live connections and the sandbox reset, a condition check only to check deposits', () => {
    for (const id of operationIds) {
      const dynamo = actionsOf(id).filter((action) => action.startsWith('dynamodb:'));
      const allowed = [
        'dynamodb:GetItem',
        'dynamodb:Query',
        'dynamodb:PutItem',
        'dynamodb:UpdateItem',
        // The one item the bank deletes: a locker item an administrator removes (its audit event keeps it).
        ...(id === 'deleteLockerItem' ? ['dynamodb:DeleteItem'] : []),
        // A customer removes one of their webhook endpoints (its deliveries stay, given up unsent).
        ...(id === 'deleteWebhook' ? ['dynamodb:DeleteItem'] : []),
        // The sandbox's reset empties a test customer's locker and notifications.
        ...(id === 'resetSandbox' ? ['dynamodb:DeleteItem'] : []),
        // Sign Out has the server forget the caller's live connections.
        ...(id === 'endMyLiveConnections' ? ['dynamodb:DeleteItem'] : []),
        // A deposit checks the presentment key of its numbers as typed (checks filed before keys were canonical).
        ...(id === 'createCheckDeposit' ? ['dynamodb:ConditionCheckItem'] : []),
      ];
      expect(dynamo.filter((action) => !allowed.includes(action)), id).toEqual([]);
      for (const statement of grantedStatements(id)) {
        for (const resource of statement.resources) {
          const text = JSON.stringify(resource);
          // The one wildcard: anchor objects are named per audit event, under anchors/ (acknowledged, see nag.test.ts).
          if ((grants[id].uses ?? []).includes('auditAnchors:write') && statement.actions.join() === 's3:PutObject') {
            expect(text, id).toMatch(/^{"Fn::Join":\["",\[{"Fn::GetAtt":\["AuditAnchorBucket\w+","Arn"\]},"\/anchors\/\*"\]\]}$/);
            continue;
          }
          // Avatar objects get a generated key per upload: the objects of the avatars bucket, and only those (acknowledged too).
          if ((grants[id].uses ?? []).some((use) => use.startsWith('avatars:')) && statement.actions.every((action) => action.startsWith('s3:'))) {
            expect(text, id).toMatch(/^{"Fn::Join":\["",\[{"Fn::GetAtt":\["StorageAvatarsBucket\w+","Arn"\]},"\/\*"\]\]}$/);
            continue;
          }
          expect(text, `${id} ${statement.actions.join(',')}`).not.toMatch(/\*/);
        }
      }
    }
  });

  it('lets public operations do nothing but write their own logs, but for the creation of a test customer (held to its declaration above)', () => {
    for (const id of operationIds.filter((op) => table[op]!.access === 'public' && op !== 'createTestCustomer')) {
      expect(actionsOf(id).sort(), id).toEqual(['logs:CreateLogStream', 'logs:PutLogEvents']);
    }
  });

  it('finds a broader grant than the declaration asks for', () => {
    const { stack } = buildTestStack();
    stack.data.table.grantReadWriteData(stack.api.functions.getMyTransaction!.function);
    const { template, nested } = templatesOf(stack);
    const fn = Object.values(resourcesOfType({ template, nested }, 'AWS::Lambda::Function')).find(
      (candidate) => candidate.Properties.Environment?.Variables?.OPERATION_ID === 'getMyTransaction',
    )!;
    const granted = grantedPermissions({ template, nested }, fn);
    expect(granted).not.toEqual(expectedPermissions(accessFromOperationTable('getMyTransaction')));
    expect(granted).toEqual(expect.arrayContaining(['dynamodb:DeleteItem on table']));
  });
});

describe('grants map', () => {
  it('cannot be written without an entry for every operation', () => {
    // @ts-expect-error: a map missing operations does not compile (checked by `tsc -p infra`).
    const incomplete: OperationGrants = { health: {} };
    expect(() => assertGrantsCoverOperations(incomplete)).toThrow(/has no entry/);
    expect(() => assertGrantsCoverOperations(operationGrants)).not.toThrow();
  });

  it('stops the synth when an operation has no grants entry', () => {
    const { getMyTransaction: _omitted, ...incomplete } = operationGrants;
    expect(() => buildTestStack({ grants: incomplete })).toThrow(/"getMyTransaction" has no entry/);
  });

  it('stops the synth when the map names an operation that does not exist', () => {
    const extra = { ...operationGrants, transferEverything: { writes: ['account'] } } as Partial<OperationGrants>;
    expect(() => buildTestStack({ grants: extra })).toThrow(/unknown operations: transferEverything/);
  });
});
