import { fileURLToPath } from 'node:url';
import { operationAreas, operationIds, type OperationArea } from '@sandbank/shared/operations';
import { jobTable } from '../jobs/job-table';
import { liveFunctions } from '../live/live-functions';
import { streamConsumerTable } from '../streams/stream-table';
import { triggerFunctions } from '../triggers/trigger-functions';

const areaOfOperation = new Map<string, OperationArea>(
  Object.entries(operationAreas).flatMap(([area, table]) => Object.keys(table).map((operationId) => [operationId, area as OperationArea] as const)),
);

/** Throws for an id the table does not have. */
export function operationArea(operationId: string): OperationArea {
  const area = areaOfOperation.get(operationId);
  if (area === undefined) throw new Error(`Operation ${operationId} is not in the operation table`);
  return area;
}

export const handlerEntry = (operationId: string): string =>
  fileURLToPath(new URL(`../handlers/${operationArea(operationId)}/${operationId}.ts`, import.meta.url));

export const jobEntry = (name: string): string => fileURLToPath(new URL(`../jobs/${name}.ts`, import.meta.url));

export const streamConsumerEntry = (name: string): string => fileURLToPath(new URL(`../streams/${name}.ts`, import.meta.url));

export const liveEntry = (name: string): string => fileURLToPath(new URL(`../live/${name}.ts`, import.meta.url));

export const triggerEntry = (name: string): string => fileURLToPath(new URL(`../triggers/${name}.ts`, import.meta.url));

export interface DeployedFunction {
  name: string;
  kind: 'operation' | 'job' | 'stream' | 'live' | 'trigger';
  entry: string;
}

export const deployedFunctions = (): DeployedFunction[] => [
  ...operationIds.map((operationId) => ({ name: operationId, kind: 'operation' as const, entry: handlerEntry(operationId) })),
  ...Object.keys(jobTable).map((name) => ({ name, kind: 'job' as const, entry: jobEntry(name) })),
  ...Object.keys(streamConsumerTable).map((name) => ({ name, kind: 'stream' as const, entry: streamConsumerEntry(name) })),
  ...Object.keys(liveFunctions).map((name) => ({ name, kind: 'live' as const, entry: liveEntry(name) })),
  ...Object.keys(triggerFunctions).map((name) => ({ name, kind: 'trigger' as const, entry: triggerEntry(name) })),
];
