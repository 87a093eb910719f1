/*
 * The public contract of the Lambda package for whatever deploys or runs it (infra/, scripts/):
 * where the entries are, how they are built, what they are given and the table they expect.
 * Nothing here loads an AWS client; internals stay behind this file.
 */
export { functionBundling, functionNodeOptions } from './bundling';
export { handlerEntry } from '../handler-entry';
export { deployedFunctions, type DeployedFunction } from './functions';
