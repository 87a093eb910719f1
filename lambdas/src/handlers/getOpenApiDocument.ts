import { buildOpenApiDocument } from '@sandbank/shared';
import { env } from '../lib/env';
import { createHandler } from '../lib/http';

const document = buildOpenApiDocument({ title: `${env.brandName()} API`, version: '1.0.0' });

export const handler = createHandler('getOpenApiDocument', async () => document as { openapi: string });
