import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withPureRouterDefinitions } from './router-tree-shaking.ts';

const sample = [
  'var NavigationContext = React.createContext(',
  '  null',
  ');',
  'NavigationContext.displayName = "Navigation";',
  'var Form = React10.forwardRef(',
  '  (props, ref) => null',
  ');',
  'Form.displayName = "Form";',
  'var MemoizedDataRoutes = React3.memo(DataRoutes2);',
  'function useThing() {',
  '  let value = React10.useContext(NavigationContext);',
  '  element.displayName = "kept";',
  '  return value;',
  '}',
].join('\n');

describe("React Router's tree shaking", () => {
  it('marks top-level React definitions pure and drops the developer-tools names, keeping every line in its place', () => {
    const result = withPureRouterDefinitions(sample);
    expect(result.split('\n')).toEqual([
      'var NavigationContext = /* @__PURE__ */ React.createContext(',
      '  null',
      ');',
      '',
      'var Form = /* @__PURE__ */ React10.forwardRef(',
      '  (props, ref) => null',
      ');',
      '',
      'var MemoizedDataRoutes = /* @__PURE__ */ React3.memo(DataRoutes2);',
      'function useThing() {',
      '  let value = React10.useContext(NavigationContext);',
      '  element.displayName = "kept";',
      '  return value;',
      '}',
    ]);
  });

  // The step only saves bytes while the router's build is written this way; an upgrade that
  // changes it fails here rather than quietly growing every page.
  it("finds the definitions and the names in the router's production build", () => {
    const require = createRequire(import.meta.url);
    const productionDirectory = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', 'production');
    const index = readFileSync(path.join(productionDirectory, 'index.mjs'), 'utf8');
    const chunks = [...index.matchAll(/from "\.\/(chunk-[\w-]+\.mjs)"/g)].map((match) => match[1]!);
    expect(chunks).not.toEqual([]);
    const result = chunks.map((chunk) => withPureRouterDefinitions(readFileSync(path.join(productionDirectory, chunk), 'utf8'))).join('\n');
    for (const definition of ['Link', 'NavLink', 'Form', 'RouteContext', 'LocationContext']) {
      expect(result).toMatch(new RegExp(`^var ${definition} = /\\* @__PURE__ \\*/ React\\d*\\.`, 'm'));
    }
    expect(result).not.toMatch(/^[\w$]+\.displayName = /m);
  });
});
