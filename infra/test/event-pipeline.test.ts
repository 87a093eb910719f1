import { AwsSolutionsChecks } from 'cdk-nag';
import { afterAll, describe, expect, it } from 'vitest';
import { streamConsumerTable } from '@sandbank/lambdas/deployment';
import { streamGrants, type Access } from '../lib/grants';
import { expectedPermissions, grantedPermissions } from './support/permissions';
import { buildTestStack, resourcesOfType, synthesize, useScratchTmpdir, type CfnResourceJson } from './support/test-stack';

const cleanup = useScratchTmpdir('event-pipeline');
afterAll(cleanup);

/*
 * The table's stream to its consumers: the stream itself, a function per consumer of the stream
 * table, the mapping that filters and batches for it, and what it may touch.
 */

const synthesized = synthesize();
const consumerFunctions = () =>
  Object.entries(resourcesOfType(synthesized, 'AWS::Lambda::Function')).filter(([, fn]) => fn.Properties.Environment?.Variables?.STREAM_CONSUMER);
const consumerFunction = (name: string): [string, CfnResourceJson] => consumerFunctions().find(([, fn]) => fn.Properties.Environment.Variables.STREAM_CONSUMER === name)!;
const mappingOf = (functionId: string) =>
  Object.values(resourcesOfType(synthesized, 'AWS::Lambda::EventSourceMapping')).find((mapping) => mapping.Properties.FunctionName.Ref === functionId)!;

describe('the event pipeline', () => {
  it("gives the table a stream of every item's new image", () => {
    synthesized.template.hasResourceProperties('AWS::DynamoDB::Table', { StreamSpecification: { StreamViewType: 'NEW_IMAGE' } });
  });

  it('gives each stream consumer its own function with the project defaults, in a nested stack of their own', () => {
    expect(consumerFunctions().map(([, fn]) => fn.Properties.Environment.Variables.STREAM_CONSUMER).sort()).toEqual(Object.keys(streamConsumerTable).sort());
    const [, publishEvents] = consumerFunction('publishEvents');
    expect(publishEvents.Properties).toMatchObject({ Runtime: 'nodejs24.x', Architectures: ['arm64'], Timeout: 60 });
    expect(publishEvents.Properties.Description).toMatch(/^Stream consumer publishEvents: /);
    expect(publishEvents.Properties.Environment.Variables).toMatchObject({ TABLE_NAME: { Ref: expect.stringMatching(/^DataTable/) } });
    expect(synthesized.nested.map((nested) => nested.stack)).toContain(synthesized.stack.eventPipeline);
  });

  it('hands publishEvents only new event items, at once, reporting failed records alone and keeping what it gives up on', () => {
    const [functionId] = consumerFunction('publishEvents');
    const mapping = mappingOf(functionId);
    expect(mapping.Properties.EventSourceArn).toEqual({ 'Fn::GetAtt': [expect.stringMatching(/^DataTable/), 'StreamArn'] });
    expect(mapping.Properties.FilterCriteria.Filters.map((filter: { Pattern: string }) => JSON.parse(filter.Pattern))).toEqual([
      { eventName: ['INSERT'], dynamodb: { NewImage: { entity: { S: ['event'] } } } },
    ]);
    expect(mapping.Properties).toMatchObject({
      StartingPosition: 'LATEST',
      BatchSize: streamConsumerTable.publishEvents.batchSize,
      MaximumBatchingWindowInSeconds: 0,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: streamConsumerTable.publishEvents.retryAttempts,
      MaximumRecordAgeInSeconds: streamConsumerTable.publishEvents.maxRecordAgeSeconds,
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [expect.stringMatching(/^Failures/), 'Arn'] } } },
    });
    const queues = Object.entries(resourcesOfType(synthesized, 'AWS::SQS::Queue'));
    expect(queues.map(([, queue]) => queue)).toEqual([expect.objectContaining({ Properties: { MessageRetentionPeriod: 14 * 24 * 60 * 60, SqsManagedSseEnabled: true } })]);
    // Whatever is given up on sets off an alarm.
    const [queueId] = queues[0]!;
    expect(Object.values(resourcesOfType(synthesized, 'AWS::CloudWatch::Alarm'))).toEqual([
      expect.objectContaining({
        Properties: expect.objectContaining({
          MetricName: 'ApproximateNumberOfMessagesVisible',
          Namespace: 'AWS/SQS',
          Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [queueId, 'QueueName'] } }],
          ComparisonOperator: 'GreaterThanThreshold',
          Threshold: 0,
          EvaluationPeriods: 1,
          TreatMissingData: 'notBreaching',
        }),
      }),
    ]);
  });

  it('grants each consumer what infra/lib/grants/streams.ts declares, the stream read and the failure queue, nothing broader', () => {
    const declared: Record<string, Access> = streamGrants;
    for (const [, fn] of consumerFunctions()) {
      const name: string = fn.Properties.Environment.Variables.STREAM_CONSUMER;
      const queue = ['sqs:GetQueueAttributes', 'sqs:GetQueueUrl', 'sqs:SendMessage'].map((action) => `${action} on stream failure queue`);
      expect(grantedPermissions(synthesized, fn), name).toEqual([...expectedPermissions(declared[name]!), ...queue].sort());
    }
    const granted = grantedPermissions(synthesized, consumerFunction('publishEvents')[1]);
    expect(granted).toEqual(expect.arrayContaining(['dynamodb:GetRecords on table stream', 'dynamodb:ListStreams on table stream']));
    expect(granted.filter((line) => line.startsWith('dynamodb:Scan') || line.startsWith('dynamodb:*'))).toEqual([]);
  });

  it('stays clean under cdk-nag', () => {
    const { app, stack } = buildTestStack();
    const report = new AwsSolutionsChecks(app).validateScope(stack);
    expect(report.violations.map((violation) => violation.ruleName)).toEqual([]);
  });

  it('stops the synth when a consumer has no grants entry or cannot read the stream', () => {
    const consumers = streamConsumerTable;
    expect(() => buildTestStack({ streamConsumers: { consumers, grants: {} } })).toThrow('Stream consumer "publishEvents" has no entry in infra/lib/grants/streams.ts');
    expect(() => buildTestStack({ streamConsumers: { consumers, grants: { publishEvents: {} } } })).toThrow(/must be granted tableStream:read/);
  });

  it('adds nothing while the stream table is empty', () => {
    const { stack } = buildTestStack({ streamConsumers: { consumers: {}, grants: {} } });
    expect(stack.eventPipeline).toBeNull();
  });
});
