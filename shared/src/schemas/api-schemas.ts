import * as z from 'zod/mini';

/**
 * The names the OpenAPI document gives schemas of its own (components/schemas), each declared where
 * its schema is defined: `.register(apiSchemas, { id: 'Wire' })`. The requests and answers are named,
 * and the objects and enums they share; a schema without a name is written out where it is used. A
 * module of its own, so what imports a schema takes this registry and nothing of the document.
 */
export const apiSchemas = z.registry<{ id: string }>();
