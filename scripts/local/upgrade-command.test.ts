import { describe, expect, it } from 'vitest';
import { readUpgradeArguments, usageOf, UsageError } from './upgrade-command';

describe('the options of an upgrade command', () => {
  it('name a deployed table and its region, or the table TABLE_NAME names, or none (the local stack)', () => {
    expect(readUpgradeArguments(['--table-name', 'Bank-Table', '--region', 'eu-west-1'], {})).toEqual({ tableName: 'Bank-Table', region: 'eu-west-1', help: false });
    expect(readUpgradeArguments([], { TABLE_NAME: 'From-Env' })).toEqual({ tableName: 'From-Env', region: undefined, help: false });
    expect(readUpgradeArguments(['--table-name', 'Given'], { TABLE_NAME: 'From-Env' }).tableName).toBe('Given');
    expect(readUpgradeArguments([], {})).toEqual({ tableName: undefined, region: undefined, help: false });
    expect(readUpgradeArguments(['--help'], {}).help).toBe(true);
  });

  it('refuse what they do not know, as a usage error', () => {
    expect(() => readUpgradeArguments(['--table', 'x'], {})).toThrow(UsageError);
    expect(() => readUpgradeArguments(['extra'], {})).toThrow(UsageError);
  });

  it('are told with the command and what it does', () => {
    const usage = usageOf({ name: 'upgrade:example', summary: 'Does one thing once.' });
    expect(usage).toMatch(/^Usage: npm run upgrade:example \[-- options\]\n\nDoes one thing once\.\n\nOptions:\n/);
    for (const option of ['--table-name <name>', '--region <region>', '--help']) expect(usage).toContain(option);
  });
});
