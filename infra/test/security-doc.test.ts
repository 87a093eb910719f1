import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { jobGrants, liveGrants, operationGrants, resourceGrants, streamGrants, type Access } from '../lib/grants';

/*
 * docs/security.md lists who holds each resource grant ("Who holds each resource grant"). The
 * declarations in infra/lib/grants are the source: this compares the page's table with them, so
 * the page cannot keep naming holders a change of grants has added or taken away.
 */

const page = readFileSync(path.join(import.meta.dirname, '../../docs/security.md'), 'utf8');
const HEADING = '### Who holds each resource grant';

/** The table's rows under the heading: grant → holders, as written. */
function documentedHolders(): Record<string, string[]> {
  const start = page.indexOf(HEADING);
  expect(start, `docs/security.md has no "${HEADING}"`).toBeGreaterThanOrEqual(0);
  const rows: Record<string, string[]> = {};
  for (const line of page.slice(start).split('\n').slice(1)) {
    if (line.startsWith('#')) break;
    const row = /^\| `([^`]+)` \| (.*) \|$/.exec(line);
    if (row) rows[row[1]!] = [...row[2]!.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
  }
  return rows;
}

const declared: Record<string, Access> = { ...operationGrants, ...jobGrants, ...streamGrants, ...liveGrants };
const holdersOf = (grant: string) =>
  Object.keys(declared)
    .filter((name) => (declared[name]!.uses ?? []).some((used) => used === grant))
    .sort();

describe('docs/security.md, who holds each resource grant', () => {
  it('lists every resource grant with exactly the operations, jobs, stream consumers and live-updates functions that declare it', () => {
    const documented = documentedHolders();
    const expected = Object.fromEntries(resourceGrants.map((grant) => [grant, holdersOf(grant)]));
    const row = (grant: string) => `| \`${grant}\` | ${expected[grant]!.map((name) => `\`${name}\``).join(', ')} |`;
    for (const grant of resourceGrants) {
      expect(documented[grant], `docs/security.md should have the row\n${row(grant)}`).toEqual(expected[grant]);
    }
    expect(Object.keys(documented).sort()).toEqual([...resourceGrants].sort());
  });
});
