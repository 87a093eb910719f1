import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { streamConsumerTable } from '@sandbank/lambdas/deployment';
import { streamGrants, type Access } from '../lib/grants';
import { expectedPermissions, grantedPermissions } from './support/permissions';
import { buildTestStack, resourcesOfType, synthesize, type CfnResourceJson } from './support/test-stack';

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
    for (const name of Object.keys(streamConsumerTable)) {
      const [, consumer] = consumerFunction(name);
      expect(consumer.Properties).toMatchObject({ Runtime: 'nodejs24.x', Architectures: ['arm64'], Timeout: 60 });
      expect(consumer.Properties.Description).toMatch(new RegExp(`^Stream consumer ${name}: `));
      expect(consumer.Properties.Environment.Variables).toMatchObject({ TABLE_NAME: { Ref: expect.stringMatching(/^DataTable/) } });
    }
    expect(synthesized.nested.map((nested) => nested.stack)).toContain(synthesized.stack.eventPipeline);
  });

  it.each(Object.keys(streamConsumerTable) as (keyof typeof streamConsumerTable)[])('hands %s only new event items, at once, reporting failed records alone and keeping what it gives up on', (name) => {
    const [functionId] = consumerFunction(name);
    const mapping = mappingOf(functionId);
    expect(mapping.Properties.EventSourceArn).toEqual({ 'Fn::GetAtt': [expect.stringMatching(/^DataTable/), 'StreamArn'] });
    expect(mapping.Properties.FilterCriteria.Filters.map((filter: { Pattern: string }) => JSON.parse(filter.Pattern))).toEqual([
      { eventName: ['INSERT'], dynamodb: { NewImage: { entity: { S: ['event'] } } } },
    ]);
    expect(mapping.Properties).toMatchObject({
      StartingPosition: 'LATEST',
      BatchSize: streamConsumerTable[name].batchSize,
      MaximumBatchingWindowInSeconds: 0,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: streamConsumerTable[name].retryAttempts,
      MaximumRecordAgeInSeconds: streamConsumerTable[name].maxRecordAgeSeconds,
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
    for (const name of Object.keys(streamConsumerTable)) {
      const granted = grantedPermissions(synthesized, consumerFunction(name)[1]);
      expect(granted).toEqual(expect.arrayContaining(['dynamodb:GetRecords on table stream', 'dynamodb:ListStreams on table stream']));
      expect(granted.filter((line) => line.startsWith('dynamodb:Scan') || line.startsWith('dynamodb:*'))).toEqual([]);
    }
    // Only the live consumer may post to connections; only the webhook consumer writes deliveries.
    expect(grantedPermissions(synthesized, consumerFunction('deliverWebhooks')[1]).filter((line) => line.includes('execute-api'))).toEqual([]);
    expect(grantedPermissions(synthesized, consumerFunction('pushLiveUpdates')[1]).filter((line) => /webhook/i.test(line))).toEqual([]);
  });

  it('stays clean under cdk-nag', () => {
    const { app, stack } = buildTestStack();
    const report = new AwsSolutionsChecks(app).validateScope(stack);
    expect(report.violations.map((violation) => violation.ruleName)).toEqual([]);
  });

  it('stops the synth when a consumer has no grants entry or cannot read the stream', () => {
    const consumers = streamConsumerTable;
    expect(() => buildTestStack({ streamConsumers: { consumers, grants: {} } })).toThrow('Stream consumer "deliverWebhooks" has no entry in infra/lib/grants/streams.ts');
    expect(() => buildTestStack({ streamConsumers: { consumers, grants: { ...streamGrants, pushLiveUpdates: {} } } })).toThrow(/must be granted tableStream:read/);
  });

  it('adds nothing while the stream table is empty', () => {
    const { stack } = buildTestStack({ streamConsumers: { consumers: {}, grants: {} } });
    expect(stack.eventPipeline).toBeNull();
  });
});
