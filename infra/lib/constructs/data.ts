import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, StreamViewType, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { tableDesign } from '@sandbank/lambdas/deployment';

/**
 * The single DynamoDB table, created from the same `tableDesign` the local stack uses, so the
 * deployed and the local table cannot drift apart. Holds the ledger: it is never deleted with the stack.
 */
export class Data extends Construct {
  readonly table: Table;
  /** ARN of the table's stream (tableDesign.stream). */
  readonly tableStreamArn: string;

  constructor(scope: Construct, id: string) {
    super(scope, id);

    this.table = new Table(this, 'Table', {
      partitionKey: { name: tableDesign.partitionKey, type: AttributeType.STRING },
      sortKey: { name: tableDesign.sortKey, type: AttributeType.STRING },
      timeToLiveAttribute: tableDesign.timeToLiveAttribute,
      // What the stream consumers read (infra/lib/constructs/event-pipeline.ts).
      stream: StreamViewType[tableDesign.stream],
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      encryption: TableEncryption.AWS_MANAGED,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    if (this.table.tableStreamArn === undefined) throw new Error('The table has no stream');
    this.tableStreamArn = this.table.tableStreamArn;

    for (const index of tableDesign.globalSecondaryIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
        projectionType: ProjectionType.ALL,
      });
    }
  }
}
