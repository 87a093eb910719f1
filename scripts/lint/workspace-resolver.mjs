/*
 * An import resolver for eslint-plugin-import: the workspace packages (@sandbank/*) resolve
 * through their package.json "exports", as Node, tsx and TypeScript resolve them, so path rules
 * (import/no-restricted-paths) see where `@sandbank/lambdas/deployment` really points. A subpath a
 * package does not export stays unresolved. Everything else is left to the node resolver.
 */
import { createRequire } from 'node:module';

export const interfaceVersion = 2;

export function resolve(source, file) {
  if (!source.startsWith('@sandbank/')) return { found: false };
  try {
    return { found: true, path: createRequire(file).resolve(source) };
  } catch {
    return { found: false };
  }
}
