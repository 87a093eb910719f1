import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { canProduce, pruneStylesheets, requiredClasses, usedNamesOf } from './used-css.ts';

const prune = (css: string, ...sources: string[]) => {
  const roots = [postcss.parse(css)];
  pruneStylesheets(roots, usedNamesOf(sources));
  return roots[0]!.toString().replace(/\s+/g, ' ').trim();
};

describe('what the code can produce', () => {
  it('keeps a class named whole, and one a component joins from a prefix and a value', () => {
    const used = usedNamesOf([`const prefix = useBootstrapPrefix(bsPrefix, 'btn'); cx(\`\${prefix}-\${variant}\`)`, `<Button variant="outline-primary" className="mt-3" />`]);
    expect(canProduce('mt-3', used)).toBe(true);
    expect(canProduce('btn-outline-primary', used)).toBe(true);
    expect(canProduce('btn-outline-danger', used)).toBe(false);
    expect(canProduce('mt-4', used)).toBe(false);
  });

  it('joins a number only to the name it was given under', () => {
    const used = usedNamesOf([`const spans = ['xxl', 'xl', 'lg', 'md', 'sm', 'xs']; const prefix = 'col'; cx(\`\${prefix}\${infix}-\${span}\`)`, '<Col md={6} xs={12} />']);
    expect(canProduce('col-md-6', used)).toBe(true);
    expect(canProduce('col-12', used)).toBe(true);
    expect(canProduce('col-lg-6', used)).toBe(false);
    expect(canProduce('col-md-12', used)).toBe(false);
  });

  it('reads a template prefix written with its dash', () => {
    const used = usedNamesOf(['className={`text-${tone}`}', "tone: 'success'"]);
    expect(canProduce('text-success', used)).toBe(true);
  });
});

describe('the classes a selector requires', () => {
  it('ignores classes inside :not() and attribute values', () => {
    expect(requiredClasses('.btn:not(.disabled) > .icon[data-x=".y"]')).toEqual(['btn', 'icon']);
    expect(requiredClasses('.btn-check:checked+.btn')).toEqual(['btn-check', 'btn']);
  });
});

describe('pruning', () => {
  it('drops the selectors the code cannot match and keeps the order of the rest', () => {
    const css = 'a{color:red}.unused,.card{padding:1px}.card .unused{margin:0}@media (min-width:1px){.unused{top:0}}.card:hover{color:blue}';
    expect(prune(css, '<div className="card" />')).toBe('a{color:red}.card{padding:1px}.card:hover{color:blue}');
  });

  it('drops custom properties and keyframes nothing reads, and keeps what reads them', () => {
    const css = ':root{--a:1px;--b:var(--c);--c:2px;--d:3px}.spin{animation:spin 1s;margin:var(--b)}@keyframes spin{to{top:0}}@keyframes fade{to{opacity:0}}';
    expect(prune(css, "'spin'")).toBe(':root{--b:var(--c);--c:2px}.spin{animation:spin 1s;margin:var(--b)}@keyframes spin{to{top:0}}');
  });

  it('keeps a custom property the code names, as an inline style does', () => {
    expect(prune(':root{--sb-gap:1px}', "style={{ '--sb-gap': '2px' }}")).toBe(':root{--sb-gap:1px}');
  });
});

describe('data attributes', () => {
  it('drops the rules of a data attribute the code never sets, and keeps one it does', () => {
    const css = '[data-bs-theme=dark]{color:#fff}.menu[data-bs-popper]{top:0}[type=button]{cursor:pointer}';
    expect(prune(css, "<div className='menu' data-bs-popper='static' />")).toBe('.menu[data-bs-popper]{top:0}[type=button]{cursor:pointer}');
  });
});

describe('template tails', () => {
  it('reads the tail a component writes after its prefix', () => {
    const used = usedNamesOf(["const bsPrefix = useBootstrapPrefix(initialBsPrefix, 'nav'); cx({ [`${bsPrefix}-justified`]: justify })"]);
    expect(canProduce('nav-justified', used)).toBe(true);
  });
});

describe('row columns', () => {
  it('keeps the columns a row is given at each breakpoint', () => {
    const used = usedNamesOf([
      "const decoratedBsPrefix = useBootstrapPrefix(bsPrefix, 'row'); const sizePrefix = `${decoratedBsPrefix}-cols`; const infix = brkPoint !== minBreakpoint ? `-${brkPoint}` : ''; cx(`${sizePrefix}${infix}-${cols}`); const breakpoints = ['xxl', 'xl', 'lg', 'md', 'sm', 'xs'];",
      '<Row xs={2} md={4} />',
    ]);
    expect(canProduce('row-cols-2', used)).toBe(true);
    expect(canProduce('row-cols-md-4', used)).toBe(true);
    expect(canProduce('row-cols-lg-2', used)).toBe(false);
  });
});
