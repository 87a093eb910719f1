import type { AtRule, Root, Rule } from 'postcss';

/*
 * Keeps only the CSS the app can use. The stylesheets (Bootstrap whole, the theme, features' own)
 * are pruned after the build from the JavaScript that was bundled: a rule stays when every class
 * its selector requires is named somewhere in that code, so a screen added tomorrow keeps its
 * classes without a list to update. What is dropped can match nothing the app renders, and the
 * order of what stays is untouched: pages look the same.
 */

/**
 * What the code names. `words`: every run of name characters, each a class the code may write
 * whole. `prefixes`: the words the code joins others to — a string that is one word by itself
 * ('btn', which react-bootstrap turns into `${prefix}-${variant}`) or a word written just before
 * `${` in a template (`text-${tone}`, `offset${infix}`).
 */
export interface UsedNames {
  words: ReadonlySet<string>;
  prefixes: ReadonlySet<string>;
}

const wordPattern = /[A-Za-z0-9_-]+/g;
const quotedWord = /(['"`])([A-Za-z][A-Za-z0-9_-]*)\1/g;
const templatePrefix = /([A-Za-z][A-Za-z0-9_-]*?)-?\$\{/g;
/** `md={6}` or `gap: 3`: a number given to a component by name, which it writes as `…md-6`. */
const numericProp = /\b([a-z]+)(?:=\{|:\s*)(\d+)\b/g;
const numeric = /^\d+$/;
/** Bootstrap's breakpoints that write themselves into a class (`col-md-6`); `xs` writes nothing. */
const infixBreakpoints = new Set(['sm', 'md', 'lg', 'xl', 'xxl']);

export function usedNamesOf(sources: Iterable<string>): UsedNames {
  const words = new Set<string>();
  const prefixes = new Set<string>();
  for (const source of sources) {
    for (const word of source.match(wordPattern) ?? []) {
      words.add(word);
      // A word written after `}` in a template is a class's tail: `${bsPrefix}-justified` gives `justified`.
      if (word.startsWith('-')) {
        words.add(word.replace(/^-+/, ''));
        prefixes.add(word.replace(/^-+|-+$/g, ''));
      }
    }
    for (const [, , word] of source.matchAll(quotedWord)) prefixes.add(word!);
    for (const [, word] of source.matchAll(templatePrefix)) prefixes.add(word!);
    for (const [, name, value] of source.matchAll(numericProp)) words.add(`${name}-${value}`);
  }
  return { words, prefixes };
}

/**
 * Whether the code can produce this class: named whole, or a prefix joined by a dash to what the
 * code can produce — react-bootstrap and the app build classes as `${prefix}-${variant}` (`btn` +
 * `outline-primary`, `col` + `md` + `6`).
 */
export function canProduce(className: string, used: UsedNames, memo = new Map<string, boolean>()): boolean {
  const known = memo.get(className);
  if (known !== undefined) return known;
  let producible = used.words.has(className);
  for (let dash = className.indexOf('-', 1); !producible && dash > 0; dash = className.indexOf('-', dash + 1)) {
    const head = className.slice(0, dash);
    const tail = className.slice(dash + 1);
    if (!used.prefixes.has(head) || tail.length === 0) continue;
    // Every small number is written somewhere: a number completes a class only beside its own name
    // (`md-6` from `md={6}`), or as the smallest breakpoint's, which adds no infix (`xs={2}`:
    // `col-2`, `row-cols-2`).
    const lastPart = head.slice(head.lastIndexOf('-') + 1);
    producible = numeric.test(tail)
      ? used.words.has(`${lastPart}-${tail}`) || (!infixBreakpoints.has(lastPart) && used.words.has(`xs-${tail}`))
      : canProduce(tail, used, memo);
  }
  memo.set(className, producible);
  return producible;
}

/** The classes a selector requires to match. A class inside :not(), :is(), :where() or :has() never removes it. */
export function requiredClasses(selector: string): string[] {
  let plain = selector.replace(/\[[^\]]*\]/g, '[]');
  // Innermost functional pseudo-classes first, until none is left.
  for (let previous = ''; previous !== plain; ) {
    previous = plain;
    plain = plain.replace(/:[a-z-]+\([^()]*\)/g, '');
  }
  return [...plain.matchAll(/\.((?:\\.|[A-Za-z0-9_-])+)/g)].map((match) => match[1]!.replace(/\\(.)/g, '$1'));
}

/**
 * The data attributes a selector requires, which only the code sets (`[data-bs-theme=dark]`, the
 * dark theme nothing here turns on). Outside :not() and the like, as for classes.
 */
export function requiredDataAttributes(selector: string): string[] {
  let plain = selector;
  for (let previous = ''; previous !== plain; ) {
    previous = plain;
    plain = plain.replace(/:[a-z-]+\([^()]*\)/g, '');
  }
  return [...plain.matchAll(/\[\s*(data-[A-Za-z0-9_-]+)/g)].map((match) => match[1]!);
}

const animationNames = /(?:^|[\s,])([A-Za-z_-][A-Za-z0-9_-]*)/g;
const varReference = /var\(\s*(--[A-Za-z0-9_-]+)/g;

function keptKeyframes(root: Root): Set<string> {
  const named = new Set<string>();
  root.walkDecls(/^(-webkit-)?animation(-name)?$/, (declaration) => {
    for (const match of declaration.value.matchAll(animationNames)) named.add(match[1]!);
  });
  return named;
}

/** Custom properties read anywhere (var() in the CSS, or named by the code, as inline styles are) and what those read in turn. */
function usedCustomProperties(roots: readonly Root[], used: UsedNames): Set<string> {
  const readBy = new Map<string, Set<string>>();
  const read = new Set<string>();
  for (const root of roots) {
    root.walkDecls((declaration) => {
      const references = [...declaration.value.matchAll(varReference)].map((match) => match[1]!);
      if (!declaration.prop.startsWith('--')) for (const reference of references) read.add(reference);
      else {
        const readers = readBy.get(declaration.prop) ?? new Set<string>();
        for (const reference of references) readers.add(reference);
        readBy.set(declaration.prop, readers);
        if (used.words.has(declaration.prop)) read.add(declaration.prop);
      }
    });
  }
  for (const property of read) for (const reference of readBy.get(property) ?? []) read.add(reference);
  return read;
}

const emptied = (node: Rule | AtRule) => !node.nodes || node.nodes.length === 0;
const groupingRules = new Set(['media', 'supports', 'container', 'layer']);
const insideKeyframes = (rule: Rule) => rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as AtRule).name);

/** First pass: drops every selector that requires a class the code cannot produce, and rules left without one. */
export function pruneSelectors(root: Root, used: UsedNames, memo = new Map<string, boolean>()): void {
  root.walkRules((rule) => {
    if (insideKeyframes(rule)) return;
    const selectors = rule.selectors.filter(
      (selector) =>
        requiredClasses(selector).every((name) => canProduce(name, used, memo)) &&
        requiredDataAttributes(selector).every((name) => used.words.has(name)),
    );
    if (selectors.length === 0) rule.remove();
    else if (selectors.length !== rule.selectors.length) rule.selectors = selectors;
  });
}

/** What the remaining rules of all stylesheets read: custom properties (closed over what those read) and animations. */
export interface Reads {
  customProperties: ReadonlySet<string>;
  animations: ReadonlySet<string>;
}

export function readsOf(roots: readonly Root[], used: UsedNames): Reads {
  const animations = new Set(roots.flatMap((root) => [...keptKeyframes(root)]));
  return { customProperties: usedCustomProperties(roots, used), animations };
}

/** Second pass: drops custom properties and keyframes nothing reads, then what is left empty. */
export function pruneUnread(root: Root, reads: Reads, used: UsedNames): void {
  root.walkAtRules(/keyframes$/, (atRule) => {
    const name = atRule.params.trim();
    if (!reads.animations.has(name) && !used.words.has(name)) atRule.remove();
  });
  root.walkDecls(/^--/, (declaration) => {
    if (!reads.customProperties.has(declaration.prop)) declaration.remove();
  });
  root.walkRules((rule) => {
    if (emptied(rule)) rule.remove();
  });
  // Twice: a media query inside a supports block empties it only once the query is gone.
  for (let pass = 0; pass < 2; pass += 1) {
    root.walkAtRules((atRule) => {
      if (groupingRules.has(atRule.name) && atRule.nodes && emptied(atRule)) atRule.remove();
    });
  }
}

/**
 * Prunes parsed stylesheets in place, together, since one may read another's custom properties;
 * `alongside`, stylesheets of the same pages that are pruned on their own, count as readers too.
 */
export function pruneStylesheets(roots: readonly Root[], used: UsedNames, alongside: readonly Root[] = []): void {
  const memo = new Map<string, boolean>();
  for (const root of roots) pruneSelectors(root, used, memo);
  const reads = readsOf([...roots, ...alongside], used);
  for (const root of roots) pruneUnread(root, reads, used);
}
