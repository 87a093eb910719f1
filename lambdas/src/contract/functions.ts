import { fileURLToPath } from 'node:url';
import { operationIds } from '@sandbank/shared/operations';
import { jobTable } from '../jobs/job-table';

/**
 * Where the Lambda of an operation lives: `lambdas/src/handlers/<operationId>.ts`, exporting
 * `handler`. The CDK stack bundles it from here and the local gateway imports it from here.
 */
export const handlerEntry = (operationId: string): string => fileURLToPath(new URL(`../handlers/${operationId}.ts`, import.meta.url));

/** Where a job lives: `lambdas/src/jobs/<name>.ts`, exporting `handler` made by createJob. */
export const jobEntry = (name: string): string => fileURLToPath(new URL(`../jobs/${name}.ts`, import.meta.url));

/** One function of a deployment: an operation's handler or a job. */
export interface DeployedFunction {
  name: string;
  kind: 'operation' | 'job';
  /** The TypeScript file exporting `handler`. */
  entry: string;
}

/** Every function a deployment runs, with its entry file. */
export const deployedFunctions = (): DeployedFunction[] => [
  ...operationIds.map((operationId) => ({ name: operationId, kind: 'operation' as const, entry: handlerEntry(operationId) })),
  ...Object.keys(jobTable).map((name) => ({ name, kind: 'job' as const, entry: jobEntry(name) })),
];
