import { beforeAll, describe, expect, it } from 'vitest';
import type { WireRecord } from '../../data/entities/wire';
import { toWireView, wireEvent } from './wire-view';
import { sampleWire } from '../../../test/support/sample-wire';

/* A wire's event carries the wire as its customer lists it: never the code's MAC, who decided it, or the bank's copy of the customer. */

beforeAll(() => {
  process.env.TABLE_NAME = 'test';
});

const wire: WireRecord = { ...sampleWire, decidedBy: 'admin-1', codeMac: 'secret-mac' };

describe("a wire's event", () => {
  it("is its customer's, with the wire as they list it and nothing of the bank's own", () => {
    const item = wireEvent('wire.requested', wire).Put!.Item!;
    expect(item).toMatchObject({ pk: `USER#${wire.userId}`, entity: 'event', userId: wire.userId, type: 'wire.requested' });
    expect(item.data).toEqual(toWireView(wire));
    expect(item.data).toMatchObject({ attemptsLeft: 4, codeExpiresAt: wire.codeExpiresAt });
    const text = JSON.stringify(item.data);
    for (const hidden of ['secret-mac', 'admin-1', 'ada@example.test']) expect(text).not.toContain(hidden);
  });
});
