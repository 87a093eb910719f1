import { fileURLToPath } from 'node:url';

/**
 * Where the Lambda of an operation lives: `lambdas/src/handlers/<operationId>.ts`, exporting
 * `handler`. The CDK stack bundles it from here and the local gateway imports it from here.
 */
export const handlerEntry = (operationId: string): string =>
  fileURLToPath(new URL(`./handlers/${operationId}.ts`, import.meta.url));
