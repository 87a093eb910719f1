import { operationIds } from '@sandbank/shared';
import { handlerEntry } from '../handler-entry';

/** One function of a deployment: an operation's handler. */
export interface DeployedFunction {
  name: string;
  kind: 'operation';
  /** The TypeScript file exporting `handler`. */
  entry: string;
}

/** Every function a deployment runs, with its entry file. */
export const deployedFunctions = (): DeployedFunction[] =>
  operationIds.map((operationId) => ({ name: operationId, kind: 'operation', entry: handlerEntry(operationId) }));
