import { Duration, NestedStack, Validations } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { FilterCriteria, FilterRule, StartingPosition, type EventSourceMapping } from 'aws-cdk-lib/aws-lambda';
import { SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { streamConsumerEntry, type StreamConsumerTable, type StreamFilter } from '@sandbank/lambdas/deployment';
import type { Construct } from 'constructs';
import { grantsOf, type Access } from '../grants';
import { applyAccess, type GrantTargets } from '../grants/policy';
import { ApiFunction } from './api-function';

export interface EventPipelineProps {
  /** The stream consumers, their filters and batching (lambdas/src/streams/stream-table.ts). */
  readonly consumers: StreamConsumerTable;
  /** Where a consumer's handler is; `lambdas/src/streams/<name>.ts` unless told otherwise. */
  readonly entryOf?: (name: string) => string;
  /** What each consumer may access (infra/lib/grants/streams.ts), the stream read included. */
  readonly grants: Readonly<Record<string, Access | undefined>>;
  readonly grantTargets: GrantTargets;
  readonly environment: Record<string, string>;
}

/** A consumer's filter as Lambda's filter criteria: the event name, and string attributes of the new image. */
export function filterCriteriaOf(filter: StreamFilter): Record<string, unknown> {
  const newImage = Object.fromEntries(Object.entries(filter.newImage).map(([attribute, values]) => [attribute, { S: FilterRule.or(...values) }]));
  return FilterCriteria.filter({ eventName: FilterRule.or(...filter.eventName), dynamodb: { NewImage: newImage } });
}

/**
 * What the table's stream starts, in its own nested stack: per consumer a function (the project
 * defaults, its own role and grants) and an event-source mapping that hands it the records its
 * filter lets through, in batches. A failed record is reported alone (ReportBatchItemFailures), a
 * batch that fails as a whole is split to find the record at fault, retries are bounded, and what
 * is given up on is recorded in an SQS queue, whose alarm goes off while it holds anything —
 * nothing leaves the stream unnoticed.
 */
export class EventPipeline extends NestedStack {
  readonly functions: Readonly<Record<string, ApiFunction>>;
  readonly mappings: Readonly<Record<string, EventSourceMapping>>;
  /** Where each given-up batch is recorded: its shard and sequence numbers, to read it again from the stream (24 hours). */
  readonly failures: Queue;
  /** In alarm while anything waits in `failures`. */
  readonly failuresAlarm: Alarm;

  constructor(scope: Construct, id: string, props: EventPipelineProps) {
    super(scope, id, { description: 'Sandbank table stream consumers: events to webhooks and live connections' });
    this.failures = new Queue(this, 'Failures', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    this.failuresAlarm = new Alarm(this, 'FailuresAlarm', {
      alarmDescription: 'A table stream consumer gave up on records: its failure queue says which (shard and sequence numbers); they stay in the stream for 24 hours.',
      metric: this.failures.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5) }),
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      threshold: 0,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    Validations.of(this.failures).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: 'The queue is itself where the stream consumers record what they gave up on (their on-failure destination); nothing consumes it automatically.',
    });

    const functions: Record<string, ApiFunction> = {};
    const mappings: Record<string, EventSourceMapping> = {};
    for (const [name, consumer] of Object.entries(props.consumers)) {
      const grants = grantsOf(props.grants, name, { kind: 'Stream consumer', file: 'infra/lib/grants/streams.ts' });
      if (!grants.uses?.includes('tableStream:read')) throw new Error(`Stream consumer "${name}" must be granted tableStream:read in infra/lib/grants/streams.ts`);
      const fn = new ApiFunction(this, name, {
        entry: (props.entryOf ?? streamConsumerEntry)(name),
        description: `Stream consumer ${name}: ${consumer.summary}`,
        environment: { ...props.environment, STREAM_CONSUMER: name },
        // A batch's records are handled together; a webhook endpoint's first attempt may take 10 s.
        timeout: Duration.minutes(1),
      });
      applyAccess(fn, fn.function, grants, props.grantTargets);
      mappings[name] = fn.function.addEventSourceMapping('TableStream', {
        eventSourceArn: props.grantTargets.tableStreamArn,
        // Records written from the moment the mapping exists; earlier ones were never promised to anyone.
        startingPosition: StartingPosition.LATEST,
        filters: [filterCriteriaOf(consumer.filter)],
        batchSize: consumer.batchSize,
        maxBatchingWindow: Duration.seconds(consumer.batchingWindowSeconds),
        reportBatchItemFailures: true,
        bisectBatchOnError: true,
        retryAttempts: consumer.retryAttempts,
        maxRecordAge: Duration.seconds(consumer.maxRecordAgeSeconds),
        onFailure: new SqsDlq(this.failures),
      });
      functions[name] = fn;
    }
    this.functions = functions;
    this.mappings = mappings;
  }
}
