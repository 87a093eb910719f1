import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { mergeOperationAreas, type OperationDefinition } from '../operation';
import { operationAreas, operationIds, operations } from './index';

describe('the operation table', () => {
  it('has one operation per method and path', () => {
    const routes = operationIds.map((id) => `${operations[id].method} ${operations[id].path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('declares a schema for every path parameter', () => {
    for (const id of operationIds) {
      const operation = operations[id];
      const placeholders = [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      const declared = 'params' in operation ? Object.keys(operation.params.shape) : [];
      expect(declared.sort(), id).toEqual(placeholders.sort());
    }
  });

  it('is the union of the areas, each operation declared in exactly one', () => {
    const declared = Object.values(operationAreas).flatMap((area) => Object.keys(area));
    expect(declared.sort()).toEqual([...operationIds].sort());
  });

  it('refuses an operation id declared by two areas', () => {
    const ping = operations.health;
    expect(() => mergeOperationAreas({ first: { ping }, second: { ping } })).toThrow('Operation ping is declared twice (again in area second)');
  });

  it('keeps every path under /api', () => {
    for (const id of operationIds) expect(operations[id].path.startsWith('/api/'), id).toBe(true);
  });

  it('bounds every field an operation reads: each path parameter, query parameter and body field refuses a 100,000-character text', () => {
    const huge = 'x'.repeat(100_000);
    let fields = 0;
    for (const id of operationIds) {
      const operation: OperationDefinition = operations[id];
      for (const [part, schema] of Object.entries({ params: operation.params, query: operation.query, body: operation.body })) {
        for (const [name, field] of Object.entries(shapeOf(schema))) {
          fields += 1;
          expect(field.safeParse(huge).success, `${id} ${part}.${name}`).toBe(false);
        }
      }
    }
    expect(fields).toBeGreaterThan(20);
  });

  it('limits every money-moving operation per caller, and counts searches by a parameter the operation takes', () => {
    for (const id of operationIds) {
      const operation: OperationDefinition = operations[id];
      if (operation.idempotent) expect(operation.rateLimit, id).toBeDefined();
      if (operation.rateLimit) expect(operation.access, id).not.toBe('public');
      const whenQuery = operation.rateLimit?.whenQuery;
      if (whenQuery !== undefined) expect(Object.keys(shapeOf(operation.query)), id).toContain(whenQuery);
    }
    expect(operations.listMyTransactions.rateLimit).toEqual({ category: 'search', whenQuery: 'q' });
    expect(operations.createInternalTransfer.rateLimit).toEqual({ category: 'moneyMovement', refusals: 'lookup' });
  });

  it("limits every toolkit call that writes, and the customer calls that add work for the bank, per caller (creation per address, in its handler)", () => {
    const toolkitWrites = operationIds.filter((id) => operations[id].path.startsWith('/api/sandbox') && operations[id].method !== 'GET');
    expect(toolkitWrites.sort()).toEqual(['createTestCustomer', 'resetSandbox', 'simulateCheck', 'simulateLockerItem', 'simulateWire']);
    for (const id of toolkitWrites.filter((id) => id !== 'createTestCustomer')) expect((operations[id] as OperationDefinition).rateLimit, id).toBeDefined();
    expect(operations.addLockerItem.rateLimit).toEqual({ category: 'lockerItem' });
    expect(operations.testWebhook.rateLimit).toEqual({ category: 'webhookAttempt' });
    expect(operations.resendWebhookDelivery.rateLimit).toEqual({ category: 'webhookAttempt' });
  });
});

/** The fields of an object schema (an object under checks, such as a refinement, included). */
function shapeOf(schema: z.ZodMiniType | undefined): Record<string, z.ZodMiniType> {
  if (!schema) return {};
  const { def } = schema._zod;
  if (def.type !== 'object') throw new Error(`Expected an object schema, got ${def.type}`);
  return (def as z.core.$ZodObjectDef).shape as Record<string, z.ZodMiniType>;
}
