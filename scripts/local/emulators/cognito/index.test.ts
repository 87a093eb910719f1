import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cognitoCalls, cognitoRules } from './index';

const folder = path.dirname(fileURLToPath(import.meta.url));
const repositoryRoot = path.resolve(folder, '../../../..');
const codeFolders = ['scripts', 'lambdas', 'web', 'infra', 'shared'];

/** Every TypeScript file of the repository outside this folder (dependencies and builds left out). */
async function filesOutsideTheLayer(): Promise<string[]> {
  const files: string[] = [];
  for (const codeFolder of codeFolders) {
    const entries = await readdir(path.join(repositoryRoot, codeFolder), { recursive: true });
    for (const entry of entries) {
      const file = path.join(repositoryRoot, codeFolder, entry);
      if (/\.tsx?$/.test(entry) && !/(^|\/)(node_modules|dist|cdk\.out)\//.test(entry) && !file.startsWith(`${folder}${path.sep}`)) files.push(file);
    }
  }
  return files;
}

describe('the Cognito emulator layer', () => {
  it('names, for every change it makes, modules of its own folder', async () => {
    const modules = new Set(await readdir(folder));
    const named = [...Object.values(cognitoCalls), ...Object.values(cognitoRules)].flatMap(({ module }) => module.split(', '));
    expect(named.filter((name) => !modules.has(name))).toEqual([]);
  });

  it('is imported from outside its folder through its index only', async () => {
    const reachingIn = /from '[^']*emulators\/cognito\/(?!index')[^']*'/;
    const offenders: string[] = [];
    for (const file of await filesOutsideTheLayer()) {
      if (reachingIn.test(await readFile(file, 'utf8'))) offenders.push(path.relative(repositoryRoot, file));
    }
    expect(offenders).toEqual([]);
  });
});
