import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { itemKinds, partitions, type ItemKind } from './item-kinds';
import { fillKey, indexKeys, keyPrefix, partitionPattern, primaryKeys } from './keys';

/*
 * docs/data-model.md lists every kind of item with its keys and index uses ("Items"). The
 * declarations in item-kinds.ts are the source: this compares the page's table with them, so the
 * page cannot keep a key or an index use the declarations no longer have.
 */

const page = readFileSync(path.join(import.meta.dirname, '../../../docs/data-model.md'), 'utf8');

/** The Items table's rows, by their kind cell (`wire`, or `bankCounterShard` (day) for one of several sort keys). */
function documentedRows(): Map<string, string> {
  const start = page.indexOf('## Items');
  expect(start, 'docs/data-model.md has no "## Items"').toBeGreaterThanOrEqual(0);
  const rows = new Map<string, string>();
  for (const line of page.slice(start).split('\n').slice(1)) {
    if (line.startsWith('#')) break;
    const cells = line.split(' | ');
    if (cells.length === 5 && cells[1]!.startsWith('`')) rows.set(cells[1]!, cells.slice(1).join(' | '));
  }
  return rows;
}

const code = (text: string) => `\`${text}\``;

/** The row a kind's declaration calls for (after the item's name), one per sort key. */
function expectedRows(name: string, kind: ItemKind): Map<string, string> {
  const uses = Object.entries(kind.indexes ?? {}).map(([use, { index, partition, sort }]) => `${code(use)} ${index} ${code(partition)} / ${code(sort)}`);
  const usesCell = uses.length > 0 ? uses.join('; ') : '–';
  const sorts: [string, string][] = typeof kind.sort === 'string' ? [[code(name), kind.sort]] : Object.entries(kind.sort).map(([shape, sort]) => [`${code(name)} (${shape})`, sort]);
  return new Map(sorts.map(([cell, sort]) => [cell, `${cell} | ${code(partitions[kind.partition])} | ${code(sort)} | ${usesCell} |`]));
}

describe('docs/data-model.md, the items', () => {
  it('lists every kind of item with exactly its declared keys and index uses', () => {
    const documented = documentedRows();
    const expected = new Map(Object.entries(itemKinds).flatMap(([name, kind]) => [...expectedRows(name, kind)]));
    for (const [cell, row] of expected) expect(documented.get(cell), `docs/data-model.md should have the row\n| … | ${row}`).toBe(row);
    expect([...documented.keys()].filter((cell) => !expected.has(cell)), 'rows of kinds that are not declared').toEqual([]);
  });
});

describe('keys built from the declarations', () => {
  it('are the physical keys the table has always held', () => {
    const wire = primaryKeys(partitions.user, itemKinds.wire.sort);
    expect(wire.key({ userId: 'u-1', wireId: 'W1' })).toEqual({ pk: 'USER#u-1', sk: 'WIRE#W1' });
    expect(indexKeys(itemKinds.wire.indexes.awaitingByExpiry).entry({ codeExpiresAt: '2026-01-01T00:00:00.000Z', wireId: 'W1' })).toEqual({
      gsi3pk: 'WIRES#awaiting_confirmation',
      gsi3sk: 'EXPIRES#2026-01-01T00:00:00.000Z#W1',
    });
    expect(indexKeys(itemKinds.accountListing.indexes.allAccounts).entry({ createdAt: '2026-01-01T00:00:00.000Z', accountId: 'A1' })).toEqual({
      gsi2pk: 'ACCOUNTS',
      gsi2sk: '2026-01-01T00:00:00.000Z#A1',
    });
    expect(primaryKeys(partitions.audit, itemKinds.auditHead.sort).key()).toEqual({ pk: 'AUDIT', sk: 'HEAD' });
  });

  it('move an item in an index with SET clauses of their own', () => {
    expect(indexKeys(itemKinds.wire.indexes.byStatus).assign({ partition: { status: 'approved' } })).toEqual({
      clauses: 'gsi3pk = :gsi3pk',
      values: { ':gsi3pk': 'WIRES#approved' },
    });
  });

  it('give prefixes and bounds up to the first value not given', () => {
    expect(keyPrefix(itemKinds.wire.sort)).toBe('WIRE#');
    expect(keyPrefix(itemKinds.accountMonth.sort, { accountId: 'A1' })).toBe('MONTH#A1#');
    expect(keyPrefix('TOTALS')).toBe('TOTALS');
  });

  it('refuse a key with a value missing', () => {
    expect(() => fillKey<string>('WIRE#{wireId}', {})).toThrow('No value for {wireId} of the key WIRE#{wireId}');
  });

  it('give each partition its IAM leading-key pattern', () => {
    expect(Object.values(partitions).map(partitionPattern)).toEqual([
      'USER#*',
      'ACCOUNTNUMBER#*',
      'IDEMPOTENCY#*',
      'AUDIT',
      'AUDITACTION#*',
      'NEWUSER#*',
      'RATELIMIT#*',
      'STATS#*',
      'PRESENTED#*',
      'SANDBOX',
      'POSTINGREQUEST#*',
      'POSTINGHOURS#*',
      'LIVETICKET#*',
    ]);
  });
});
