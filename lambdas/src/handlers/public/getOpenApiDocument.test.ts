import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { buildOpenApiDocument, publicOperations } from '@sandbank/shared';
import { describe, expect, it } from 'vitest';
import { functionBundling, handlerEntry } from '../../contract/deployment';
import { handler as getOpenApiDocument } from './getOpenApiDocument';
import { apiEvent } from '../../../test/support/api-event';

const parse = (result: unknown) => {
  const response = result as { statusCode: number; headers: Record<string, string>; body: string };
  return { status: response.statusCode, headers: response.headers, body: JSON.parse(response.body) as unknown };
};

describe('the OpenAPI document', () => {
  it('answers the OpenAPI document of the table, titled with the brand', async () => {
    const response = parse(await getOpenApiDocument(apiEvent({})));
    expect(response.status).toBe(200);
    expect(publicOperations.getOpenApiDocument.response.safeParse(response.body).success).toBe(true);
    expect(response.body).toEqual({ ...buildOpenApiDocument({ title: 'Sandbank API', version: '1.0.0' }) });
  });

  it('serves the same document from a function bundled as the stack bundles it, which carries no schema library', async () => {
    const outDir = await mkdtemp(path.join(tmpdir(), 'sandbank-openapi-'));
    try {
      const { outputFile, banner, ...options } = functionBundling;
      const outfile = path.join(outDir, outputFile);
      const result = await build({
        ...options,
        mainFields: [...options.mainFields],
        alias: { ...options.alias },
        banner: { js: banner },
        entryPoints: [handlerEntry('getOpenApiDocument')],
        outfile,
        metafile: true,
        logLevel: 'warning',
      });
      const [, output] = Object.entries(result.metafile.outputs).find(([file]) => file.endsWith(outputFile))!;
      const bundledInputs = Object.entries(output.inputs).filter(([, input]) => input.bytesInOutput > 0).map(([file]) => file);
      expect(bundledInputs.filter((file) => /node_modules\/zod\/|shared\/src\/api\/operations\//.test(file))).toEqual([]);
      const bundled = (await import(pathToFileURL(outfile).href)) as { handler: typeof getOpenApiDocument };
      const fromBundle = parse(await bundled.handler(apiEvent({})));
      const fromSource = parse(await getOpenApiDocument(apiEvent({})));
      expect(fromBundle.body).toEqual(fromSource.body);
    } finally {
      await rm(outDir, { recursive: true, force: true });
    }
  });
});
