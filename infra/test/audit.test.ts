import { auditedOperations, operationIds } from '@sandbank/shared';
import { describe, expect, it } from 'vitest';
import { operationGrants } from '../lib/grants';
import { resourcesOfType, synthesize, type CfnJson, type CfnResourceJson } from './support/test-stack';

/*
 * The KMS keys (the audit trail's and the request key, infra/lib/constructs/audit.ts; the wire-code
 * key, infra/lib/constructs/wire-codes.ts) and the audit anchor bucket, and who may use them:
 * derived from the grants of every operation, so a new operation gets exactly what it declares.
 */

const synthesized = synthesize();
const resources = (type: string): Record<string, CfnResourceJson> => resourcesOfType(synthesized, type);
const logicalIdOf = (type: string, prefix: string): string => {
  const found = Object.keys(resources(type)).filter((id) => id.startsWith(prefix));
  expect(found, prefix).toHaveLength(1);
  return found[0]!;
};
const auditKeyId = logicalIdOf('AWS::KMS::Key', 'AuditAuditKey');
const requestKeyId = logicalIdOf('AWS::KMS::Key', 'AuditRequestKey');
const wireCodeKeyId = logicalIdOf('AWS::KMS::Key', 'WireCodesKey');
const anchorBucketId = logicalIdOf('AWS::S3::Bucket', 'AuditAnchorBucket');
/** The functions whose actions are audited: the operations that declare audit actions (shared/src/api/operations/admin/audit-actions.ts). */
const auditingFunctions = Object.keys(auditedOperations).sort();

const functions = Object.values(resources('AWS::Lambda::Function')).filter((fn) => fn.Properties.Environment?.Variables?.OPERATION_ID);
const functionOf = (operationId: string) => functions.find((fn) => fn.Properties.Environment.Variables.OPERATION_ID === operationId)!;

interface Statement {
  actions: string[];
  resources: string[];
  condition: CfnJson;
}

/** The statements of an operation's role, resources as JSON text. */
function statementsOf(operationId: string): Statement[] {
  const roleLogicalId: string = functionOf(operationId).Properties.Role['Fn::GetAtt'][0];
  return Object.values(resources('AWS::IAM::Policy'))
    .filter((policy) => policy.Properties.Roles.some((role: { Ref: string }) => role.Ref === roleLogicalId))
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement)
    .map((statement: CfnJson) => ({
      actions: ([] as string[]).concat(statement.Action),
      resources: ([] as unknown[]).concat(statement.Resource).map((resource) => JSON.stringify(resource)),
      condition: statement.Condition,
    }));
}

/** The actions an operation may take on one resource (named by its logical id). */
const actionsOn = (operationId: string, logicalId: string): string[] =>
  statementsOf(operationId)
    .filter((statement) => statement.resources.some((resource) => resource.includes(`"${logicalId}"`)))
    .flatMap((statement) => statement.actions)
    .sort();

const holders = (grant: string) => operationIds.filter((id) => ((operationGrants[id].uses ?? []) as readonly string[]).includes(grant)).sort();

/** Every operation holds on one resource exactly the actions of the grants it declares, and nothing else. */
function expectActionsFromGrants(logicalId: string, actionOfGrant: Record<string, string>) {
  for (const id of operationIds) {
    const expected = Object.entries(actionOfGrant)
      .filter(([grant]) => holders(grant).includes(id))
      .map(([, action]) => action)
      .sort();
    expect(actionsOn(id, logicalId), id).toEqual(expected);
  }
}

describe('the audit keys', () => {
  it('are three KMS HMAC keys that only generate and verify MACs; the audit key outlives the stack', () => {
    const keys = resources('AWS::KMS::Key');
    expect(Object.keys(keys).sort()).toEqual([auditKeyId, requestKeyId, wireCodeKeyId].sort());
    for (const id of [auditKeyId, requestKeyId, wireCodeKeyId]) {
      expect(keys[id]!.Properties).toMatchObject({ KeySpec: 'HMAC_256', KeyUsage: 'GENERATE_VERIFY_MAC' });
    }
    expect(keys[auditKeyId]!.DeletionPolicy).toBe('Retain');
  });

  it('seal audit events only in the functions that write them, and check seals only in the verifier', () => {
    expect(holders('auditKey:seal')).toEqual(auditingFunctions);
    expect(holders('auditKey:verify')).toEqual(['verifyAuditChain']);
    expectActionsFromGrants(auditKeyId, { 'auditKey:seal': 'kms:GenerateMac', 'auditKey:verify': 'kms:VerifyMac' });
  });

  it('let the cursor-signing listings derive keys from the request key, and nothing else', () => {
    expect(holders('requestKey:derive')).toEqual([
      'getAccountStatement',
      'listAccounts',
      'listAdministrators',
      'listAllTransactions',
      'listApprovals',
      'listAuditEvents',
      'listCheckDeposits',
      'listLockerItems',
      'listMyCheckDeposits',
      'listMyEvents',
      'listMyNotifications',
      'listMySandboxMail',
      'listMyTransactions',
      'listMyWires',
      'listUsers',
      'listWebhookDeliveries',
      'listWires',
    ]);
    expectActionsFromGrants(requestKeyId, { 'requestKey:derive': 'kms:GenerateMac' });
    // A function that signs cursors cannot seal audit events.
    for (const id of holders('requestKey:derive')) expect(actionsOn(id, auditKeyId), id).toEqual([]);
  });

  it('let only the three wire-code functions make MACs with the wire-code key: no listing can test codes offline', () => {
    const wireCodeFunctions = ['confirmWire', 'createWire', 'resendWireCode'];
    expect(holders('wireCodeKey:derive')).toEqual(wireCodeFunctions);
    expectActionsFromGrants(wireCodeKeyId, { 'wireCodeKey:derive': 'kms:GenerateMac' });
    for (const id of wireCodeFunctions) {
      const keys = [wireCodeKeyId];
      expect(statementsOf(id).filter((statement) => statement.resources.some((resource) => resource.includes(`"${wireCodeKeyId}"`))), id).toEqual([
        {
          actions: ['kms:GenerateMac'],
          resources: keys.map((key) => expect.stringContaining(`"${key}"`)),
          condition: { StringEquals: { 'kms:MacAlgorithm': 'HMAC_SHA_256' } },
        },
      ]);
    }
    // Every function that may read a stored code MAC with others' items (the listings) holds nothing on it.
    for (const id of operationIds.filter((operationId) => !wireCodeFunctions.includes(operationId))) {
      expect(actionsOn(id, wireCodeKeyId), id).toEqual([]);
    }
    // The wire-code functions sign no cursors and seal no audit events (the sandbox's decision on
    // a test customer's magic amount goes to its sandbox log, not the audit chain).
    for (const id of wireCodeFunctions) {
      expect(actionsOn(id, requestKeyId), id).toEqual([]);
      expect(actionsOn(id, auditKeyId), id).toEqual([]);
    }
  });

  it('are used with HMAC-SHA-256 only', () => {
    for (const id of operationIds) {
      for (const statement of statementsOf(id).filter((s) => s.actions.some((action) => action.startsWith('kms:')))) {
        expect(statement.condition, id).toEqual({ StringEquals: { 'kms:MacAlgorithm': 'HMAC_SHA_256' } });
      }
    }
  });
});

describe('the audit anchor bucket', () => {
  const bucket = resources('AWS::S3::Bucket')[anchorBucketId]!;

  it('keeps every anchor under Object Lock: versioned, with a default retention, and outlives the stack', () => {
    expect(bucket.Properties.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    expect(bucket.Properties.ObjectLockEnabled).toBe(true);
    expect(bucket.Properties.ObjectLockConfiguration).toEqual({
      ObjectLockEnabled: 'Enabled',
      Rule: { DefaultRetention: { Mode: 'GOVERNANCE', Days: 365 } },
    });
    expect(bucket.DeletionPolicy).toBe('Retain');
    expect(bucket.Properties.LoggingConfiguration.DestinationBucketName).toEqual({ Ref: expect.stringMatching(/^StorageLogsBucket/) });
  });

  it('is written only by the auditing functions, which may add anchors and nothing else', () => {
    expect(holders('auditAnchors:write')).toEqual([...auditingFunctions, 'verifyAuditChain'].sort());
    expect(holders('auditAnchors:read')).toEqual(['verifyAuditChain']);
    expectActionsFromGrants(anchorBucketId, { 'auditAnchors:read': 's3:ListBucket', 'auditAnchors:write': 's3:PutObject' });
  });

  it('is listed only under the anchors prefix', () => {
    const list = statementsOf('verifyAuditChain').find((statement) => statement.actions.includes('s3:ListBucket'))!;
    expect(list.condition).toEqual({ StringEquals: { 's3:prefix': 'anchors/' } });
  });
});

describe('the functions', () => {
  it('all know the keys and the anchor bucket by name (only their roles decide what they may do)', () => {
    for (const id of operationIds) {
      const variables = functionOf(id).Properties.Environment.Variables;
      expect(JSON.stringify(variables.AUDIT_KEY_ID), id).toContain(`"${auditKeyId}"`);
      expect(JSON.stringify(variables.REQUEST_KEY_ID), id).toContain(`"${requestKeyId}"`);
      expect(JSON.stringify(variables.WIRE_CODE_KEY_ID), id).toContain(`"${wireCodeKeyId}"`);
      expect(JSON.stringify(variables.AUDIT_ANCHOR_BUCKET), id).toContain(`"${anchorBucketId}"`);
    }
  });
});
