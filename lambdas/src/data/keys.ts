import { tableDesign, type IndexName } from './table-design';

/*
 * An entity module fills its kind's templates and never spells a key itself. No AWS client here: the CDK stack
 * reads the same declarations for the grants.
 */

export type KeyTemplate = string;

/** The names of a template's placeholders: `'EXPIRES#{codeExpiresAt}#{wireId}'` → `'codeExpiresAt' | 'wireId'`. */
export type Placeholders<Template extends KeyTemplate> = Template extends `${string}{${infer Name}}${infer Rest}` ? Name | Placeholders<Rest> : never;

/** What fills a template (or several at once: the placeholders of all of them). */
export type KeyValues<Template extends KeyTemplate> = { readonly [Name in Placeholders<Template>]: string };

/** The values of a template as an argument, optional when it has no placeholders. */
type ValuesArgument<Template extends KeyTemplate> = [Placeholders<Template>] extends [never] ? [values?: KeyValues<Template>] : [values: KeyValues<Template>];

const PLACEHOLDER = /\{(\w+)\}/;

/** A template's literal parts and placeholder names, alternating: `'A#{x}#B'` → `['A#', 'x', '#B']`. */
const partsOf = (template: KeyTemplate): string[] => template.split(new RegExp(PLACEHOLDER, 'g'));

/** The key a template makes with these values; a missing value is a fault of the caller. */
export function fillKey<Template extends KeyTemplate>(template: Template, ...[values]: ValuesArgument<Template>): string {
  const given: Readonly<Record<string, string | undefined>> = values ?? {};
  return partsOf(template)
    .map((part, index) => {
      if (index % 2 === 0) return part;
      const value = given[part];
      if (value === undefined) throw new Error(`No value for {${part}} of the key ${template}`);
      return value;
    })
    .join('');
}

/**
 * The key's text up to the first placeholder without a value: a `begins_with` prefix
 * (`WIRE#{wireId}` → `WIRE#`) or a range bound (`MONTH#{accountId}#{month}` with the account →
 * `MONTH#{accountId}#`).
 */
export function keyPrefix<Template extends KeyTemplate>(template: Template, values: Partial<KeyValues<Template>> = {}): string {
  const given: Readonly<Record<string, string | undefined>> = values;
  let prefix = '';
  for (const [index, part] of partsOf(template).entries()) {
    if (index % 2 === 0) prefix += part;
    else if (given[part] === undefined) return prefix;
    else prefix += given[part];
  }
  return prefix;
}

/** A partition template as an IAM `dynamodb:LeadingKeys` pattern: `USER#{userId}` → `USER#*`, `AUDIT` → `AUDIT`. */
export const partitionPattern = (template: KeyTemplate): string => (PLACEHOLDER.test(template) ? `${keyPrefix(template)}*` : template);

/** The primary key of every item. */
export interface ItemKey {
  pk: string;
  sk: string;
}

/** How an item is found through an index: the index, and its key there. */
export interface IndexUse {
  readonly index: IndexName;
  readonly partition: KeyTemplate;
  readonly sort: KeyTemplate;
}

/** The primary key of one kind of item: its partition's template and its own sort key's. */
export function primaryKeys<Partition extends KeyTemplate, Sort extends KeyTemplate>(partition: Partition, sort: Sort) {
  return {
    key: (...[values]: ValuesArgument<Partition | Sort>): ItemKey => ({
      pk: fillKey<KeyTemplate>(partition, values),
      sk: fillKey<KeyTemplate>(sort, values),
    }),
    partition: (...[values]: ValuesArgument<Partition>): string => fillKey<KeyTemplate>(partition, values),
    sort: (...[values]: ValuesArgument<Sort>): string => fillKey<KeyTemplate>(sort, values),
    sortPrefix: (values?: Partial<KeyValues<Sort>>): string => keyPrefix(sort, values),
  };
}

/** A SET clause list of an update expression and the values it names. */
export interface Assignments {
  clauses: string;
  values: Record<string, string>;
}

/**
 * One index use's keys: the index and its key attributes (from tableDesign), its templates
 * filled, and the attributes that place an item under it, on a Put (`entry`) or an Update
 * (`assign`, moving the item to another partition or sort key of the index).
 */
export function indexKeys<Use extends IndexUse>(use: Use) {
  const design = tableDesign.globalSecondaryIndexes.find((index) => index.indexName === use.index)!;
  const { partitionKey, sortKey } = design;
  const partition = (...[values]: ValuesArgument<Use['partition']>): string => fillKey<KeyTemplate>(use.partition, values);
  const sort = (...[values]: ValuesArgument<Use['sort']>): string => fillKey<KeyTemplate>(use.sort, values);
  return {
    indexName: use.index,
    partitionKey,
    sortKey,
    partition,
    sort,
    sortPrefix: (values?: Partial<KeyValues<Use['sort']>>): string => keyPrefix(use.sort, values),
    /** The index key attributes of a new item, e.g. `{ gsi1pk, gsi1sk }`. */
    entry: (...[values]: ValuesArgument<Use['partition'] | Use['sort']>): Record<string, string> => ({
      [partitionKey]: fillKey<KeyTemplate>(use.partition, values),
      [sortKey]: fillKey<KeyTemplate>(use.sort, values),
    }),
    /** SET clauses giving an item a new partition and/or sort key under this use, with value names of their own. */
    assign: (to: { partition?: KeyValues<Use['partition']>; sort?: KeyValues<Use['sort']> }): Assignments => {
      const assigned: [string, string][] = [];
      if (to.partition) assigned.push([partitionKey, fillKey<KeyTemplate>(use.partition, to.partition)]);
      if (to.sort) assigned.push([sortKey, fillKey<KeyTemplate>(use.sort, to.sort)]);
      return {
        clauses: assigned.map(([attribute]) => `${attribute} = :${attribute}`).join(', '),
        values: Object.fromEntries(assigned.map(([attribute, value]) => [`:${attribute}`, value])),
      };
    },
  };
}
