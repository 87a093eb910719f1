import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../lib/paths';

/**
 * The infra tier's global setup: `Template.fromStack` writes `cdk.out*` folders into the temporary
 * directory and never removes them, so the tier's workers get a folder of their own as TMPDIR,
 * deleted when every file has run. One folder for the whole run: the CDK reads TMPDIR once per
 * process, and a worker's files share its loaded modules.
 */
export default function scratchTmpdir(): () => void {
  const dir = join(repoRoot, '.tmp', 'infra-test', String(process.pid));
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const previous = process.env.TMPDIR;
  process.env.TMPDIR = dir;
  return () => {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    rmSync(dir, { recursive: true, force: true });
  };
}
