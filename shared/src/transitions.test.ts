import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { CheckStatus } from './schemas/check';
import { LockerItemStatus } from './schemas/locker';
import { PostingRequestStatus } from './schemas/posting-request';
import { WireStatus } from './schemas/wire';
import { requestTransitions, statesOf, transitionOf, transitionsOf, type RequestKind, type TransitionTarget } from './transitions';

const schemaEnums = { wire: WireStatus, checkDeposit: CheckStatus, postingRequest: PostingRequestStatus, lockerItem: LockerItemStatus } as const;
const kinds = Object.keys(requestTransitions) as RequestKind[];
const code = (text: string) => `\`${text}\``;

/** The rows of docs/data-model.md's table of moves, as `kind move from to` (a blank kind cell continues the kind above). */
function documentedMoves(): string[] {
  const page = readFileSync(path.join(import.meta.dirname, '../../docs/data-model.md'), 'utf8');
  const start = page.indexOf('## Declared transitions');
  expect(start, 'docs/data-model.md has no "## Declared transitions"').toBeGreaterThanOrEqual(0);
  const rows: string[] = [];
  let kind = '';
  for (const line of page.slice(start).split('\n').slice(1)) {
    if (line.startsWith('#')) break;
    const row = /^\| (`\w+`)? ?\| (\w+) \| (.+) \| (`\w+`) \|$/.exec(line);
    if (!row) continue;
    kind = row[1] ?? kind;
    rows.push(`${kind} ${row[2]} ${row[3]} ${row[4]}`);
  }
  return rows;
}

describe('declared transitions', () => {
  it.each(kinds)("of a %s reach or leave every state of its schema's enum, and no other", (kind) => {
    expect(new Set(statesOf(kind))).toEqual(new Set(schemaEnums[kind].options));
  });

  it.each(kinds)('of a %s each lead somewhere else', (kind) => {
    for (const { name, from, to } of transitionsOf(kind)) expect(from, `${kind} ${name}`).not.toContain(to);
  });

  it.each(kinds)('leave a decided %s as it is: no move leaves approved or rejected', (kind) => {
    const left = transitionsOf(kind).flatMap(({ from }) => from);
    expect(left).not.toContain('approved');
    expect(left).not.toContain('rejected');
  });

  it('let a wire expire only while it awaits its code, and reach the back office only by its confirmation', () => {
    expect(transitionOf('wire', 'expire')).toEqual({ from: ['awaiting_confirmation'], to: 'expired' });
    expect(transitionsOf('wire').filter(({ to }) => to === 'pending')).toEqual([{ name: 'confirm', from: ['awaiting_confirmation'], to: 'pending' }]);
  });

  it('are the table of docs/data-model.md, row for row', () => {
    const declared = kinds.flatMap((kind) => transitionsOf(kind).map(({ name, from, to }) => `${code(kind)} ${name} ${from.map(code).join(', ')} ${code(to)}`));
    expect(documentedMoves()).toEqual(declared);
  });

  it('name only declared moves, in the types and at run time', () => {
    // @ts-expect-error a check deposit does not expire
    expect(() => transitionOf('checkDeposit', 'expire')).toThrow('checkDeposit declares no transition expire');
    // Checked by the compiler (tsc -p shared): what a decision may set is what its moves reach.
    expectTypeOf<TransitionTarget<'wire', 'approve' | 'reject'>>().toEqualTypeOf<'approved' | 'rejected'>();
    expectTypeOf<TransitionTarget<'wire', 'expire'>>().toEqualTypeOf<'expired'>();
  });
});
