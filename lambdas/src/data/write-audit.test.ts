import { describe, expect, it } from 'vitest';
import { itemSize, writesOfChange } from './write-audit';

const S = (value: string) => ({ S: value });
const account = (extra: Record<string, unknown> = {}) => ({ pk: S('USER#u1'), sk: S('ACCOUNT#a1'), gsi1pk: S('ACCOUNT#a1'), gsi1sk: S('ACCOUNT'), ...extra });

describe('the write audit', () => {
  it('sizes an item as DynamoDB does: names and values in bytes', () => {
    expect(itemSize({ pk: S('USER#u1') })).toBe(2 + 7);
    expect(itemSize({ n: { N: '12345' }, ok: { BOOL: true } })).toBe(1 + 4 + 2 + 1);
  });

  it('counts a new item in a transaction twice on the table and once on each index it has keys in', () => {
    expect(writesOfChange(null, account(), true, 'TransactWriteItems')).toEqual([
      { target: 'table', partition: 'USER#u1', units: 2, action: 'TransactWriteItems' },
      { target: 'gsi1', partition: 'ACCOUNT#a1', units: 1, action: 'TransactWriteItems' },
    ]);
  });

  it('rounds up to 1 KB and takes the larger of the sizes before and after', () => {
    const big = account({ note: S('x'.repeat(1500)) });
    const [table] = writesOfChange(big, account(), false, 'UpdateItem');
    expect(table).toEqual({ target: 'table', partition: 'USER#u1', units: 2, action: 'UpdateItem' });
  });

  it('counts an update that moves an item to another index key as a removal from the old key and a write to the new', () => {
    const pending = { pk: S('USER#u1'), sk: S('CHECK#c1'), gsi2pk: S('CHECKS#pending'), gsi2sk: S('CHECK#c1') };
    const approved = { ...pending, gsi2pk: S('CHECKS#approved') };
    expect(writesOfChange(pending, approved, true, 'TransactWriteItems').filter((write) => write.target === 'gsi2').map((write) => write.partition)).toEqual([
      'CHECKS#pending',
      'CHECKS#approved',
    ]);
  });

  it('counts a removal on the table and on the index the item leaves', () => {
    const pending = { pk: S('USER#u1'), sk: S('DELIVERY#w#d'), gsi3pk: S('WEBHOOKDELIVERIES#pending#07'), gsi3sk: S('DUE#t#w#d') };
    const { gsi3pk: _gone, gsi3sk: _too, ...done } = pending;
    expect(writesOfChange(pending, done, false, 'UpdateItem').map((write) => `${write.target} ${write.partition}`)).toEqual(['table USER#u1', 'gsi3 WEBHOOKDELIVERIES#pending#07']);
    expect(writesOfChange(pending, null, false, 'DeleteItem').map((write) => `${write.target} ${write.partition}`)).toEqual(['table USER#u1', 'gsi3 WEBHOOKDELIVERIES#pending#07']);
  });
});
