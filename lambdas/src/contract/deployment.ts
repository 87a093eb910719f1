/*
 * The public contract of the Lambda package for what deploys or runs it (infra/, scripts/local/):
 * where the entries are and how they are built, the jobs and their schedules, the stream consumers
 * and their filters, what every function is given, the table it expects and what lives in it, and
 * the user pool's web client. Loads no AWS client. Everything else in lambdas/src is internal; an
 * ESLint rule keeps infra/ and scripts/ to this file, ./ledger.ts and ./local.ts.
 */
export { functionBundling, functionNodeOptions } from './bundling';
export { deployedFunctions, handlerEntry, jobEntry, liveEntry, streamConsumerEntry, triggerEntry, type DeployedFunction } from './functions';
export { triggerFunctions, type TriggerFunctionName } from '../triggers/trigger-functions';
export { liveFunctions, LIVE_TICKET_PARAMETER, type LiveFunctionName } from '../live/live-functions';
export { jobTable, defineJobs, type JobDefinition, type JobName, type JobTable } from '../jobs/job-table';
export {
  streamConsumerTable,
  defineStreamConsumers,
  passesStreamFilter,
  type StreamConsumerDefinition,
  type StreamConsumerName,
  type StreamConsumerTable,
  type StreamFilter,
} from '../streams/stream-table';
export type { FunctionSettings } from '../lib/env';
export { tableDesign } from '../data/table-design';
export { userPoolDesign } from '../data/user-pool-design';
export { itemKinds, partitions, type IndexUseName, type ItemKind, type ItemKindName, type PartitionName, type ReadAction, type WriteAction } from '../data/item-kinds';
export { partitionPattern } from '../data/keys';
