import { describe, expect, it } from 'vitest';
import { BackOfficeSearchQuery, normaliseSearchText } from './search';

describe('normaliseSearchText', () => {
  it('joins the parts it has, lower-cased, width-folded and with single spaces', () => {
    expect(normaliseSearchText('  Ada ', null, 'LOVELACE', undefined, 'ada@Example.TEST')).toBe('ada lovelace ada@example.test');
    expect(normaliseSearchText('Ｍüller')).toBe('müller');
    expect(normaliseSearchText(null, undefined)).toBe('');
  });
});

describe('BackOfficeSearchQuery', () => {
  it('trims the search, bounds it and the page size', () => {
    expect(BackOfficeSearchQuery.parse({ q: '  smith ' })).toEqual({ q: 'smith', limit: 20 });
    expect(BackOfficeSearchQuery.safeParse({ q: 'x'.repeat(101) }).success).toBe(false);
    expect(BackOfficeSearchQuery.safeParse({ limit: '26' }).success).toBe(false);
    expect(BackOfficeSearchQuery.safeParse({ limit: '25' }).success).toBe(true);
    expect(BackOfficeSearchQuery.safeParse({ other: '1' }).success).toBe(false);
  });
});
