import { fileURLToPath } from 'node:url';
import { operationAreas, operationIds, type OperationArea } from '@sandbank/shared/operations';
import { jobTable } from '../jobs/job-table';
import { liveFunctions } from '../live/live-functions';
import { streamConsumerTable } from '../streams/stream-table';
import { triggerFunctions } from '../triggers/trigger-functions';

/** The area of each operation in the operation table (`public`, `wires`, `admin/wires`, …). */
const areaOfOperation = new Map<string, OperationArea>(
  Object.entries(operationAreas).flatMap(([area, table]) => Object.keys(table).map((operationId) => [operationId, area as OperationArea] as const)),
);

/** The area an operation is declared in (shared/src/api/operations/<area>.ts); throws for an id the table does not have. */
export function operationArea(operationId: string): OperationArea {
  const area = areaOfOperation.get(operationId);
  if (area === undefined) throw new Error(`Operation ${operationId} is not in the operation table`);
  return area;
}

/**
 * Where the Lambda of an operation lives: `lambdas/src/handlers/<area>/<operationId>.ts`, beside
 * the other operations of its area in the table, exporting `handler`. The CDK stack bundles it
 * from here and the local gateway imports it from here.
 */
export const handlerEntry = (operationId: string): string =>
  fileURLToPath(new URL(`../handlers/${operationArea(operationId)}/${operationId}.ts`, import.meta.url));

/** Where a job lives: `lambdas/src/jobs/<name>.ts`, exporting `handler` made by createJob. */
export const jobEntry = (name: string): string => fileURLToPath(new URL(`../jobs/${name}.ts`, import.meta.url));

/** Where a stream consumer lives: `lambdas/src/streams/<name>.ts`, exporting `handler` made by createStreamConsumer. */
export const streamConsumerEntry = (name: string): string => fileURLToPath(new URL(`../streams/${name}.ts`, import.meta.url));

/** Where a function of the live-updates API lives: `lambdas/src/live/<name>.ts`, exporting `handler`. */
export const liveEntry = (name: string): string => fileURLToPath(new URL(`../live/${name}.ts`, import.meta.url));

/** Where a user-pool trigger lives: `lambdas/src/triggers/<name>.ts`, exporting `handler`. */
export const triggerEntry = (name: string): string => fileURLToPath(new URL(`../triggers/${name}.ts`, import.meta.url));

/** One function of a deployment: an operation's handler, a job, a stream consumer, a function of the live-updates API or a user-pool trigger. */
export interface DeployedFunction {
  name: string;
  kind: 'operation' | 'job' | 'stream' | 'live' | 'trigger';
  /** The TypeScript file exporting `handler`. */
  entry: string;
}

/** Every function a deployment runs, with its entry file. */
export const deployedFunctions = (): DeployedFunction[] => [
  ...operationIds.map((operationId) => ({ name: operationId, kind: 'operation' as const, entry: handlerEntry(operationId) })),
  ...Object.keys(jobTable).map((name) => ({ name, kind: 'job' as const, entry: jobEntry(name) })),
  ...Object.keys(streamConsumerTable).map((name) => ({ name, kind: 'stream' as const, entry: streamConsumerEntry(name) })),
  ...Object.keys(liveFunctions).map((name) => ({ name, kind: 'live' as const, entry: liveEntry(name) })),
  ...Object.keys(triggerFunctions).map((name) => ({ name, kind: 'trigger' as const, entry: triggerEntry(name) })),
];
