/* The only files infra/ and scripts/ may import (with ./ledger.ts and ./local.ts), kept so by an ESLint rule; it loads no AWS client. */
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
