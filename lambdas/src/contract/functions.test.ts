import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { deployedFunctions, handlerEntry, operationArea } from './functions';

const handlersFolder = fileURLToPath(new URL('../handlers/', import.meta.url));

describe('where the functions live', () => {
  it('finds an entry file for every operation, job and stream consumer', () => {
    expect(deployedFunctions().filter((fn) => !existsSync(fn.entry)).map((fn) => fn.entry)).toEqual([]);
  });

  it('keeps each handler in the folder of its area, and no handler the table does not name', () => {
    const handlerFiles = readdirSync(handlersFolder, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => `${handlersFolder}${file}`)
      .sort();
    const entries = deployedFunctions()
      .filter((fn) => fn.kind === 'operation')
      .map((fn) => fn.entry)
      .sort();
    expect(handlerFiles).toEqual(entries);
    expect(handlerEntry('approveWire')).toBe(`${handlersFolder}admin/wires/approveWire.ts`);
  });

  it('refuses an operation the table does not have', () => {
    expect(() => operationArea('noSuchOperation')).toThrow(/not in the operation table/);
  });
});
