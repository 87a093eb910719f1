import { tableDesign, type IndexName } from './table-design';

/*
 * An entity module fills its kind's templates and never spells a key itself. No AWS client here: the CDK stack
 * reads the same declarations for the grants.
 */

export type KeyTemplate = string;

export type Placeholders<Template extends KeyTemplate> = Template extends `${string}{${infer Name}}${infer Rest}` ? Name | Placeholders<Rest> : never;

export type KeyValues<Template extends KeyTemplate> = { readonly [Name in Placeholders<Template>]: string };

type ValuesArgument<Template extends KeyTemplate> = [Placeholders<Template>] extends [never] ? [values?: KeyValues<Template>] : [values: KeyValues<Template>];

const PLACEHOLDER = /\{(\w+)\}/;

const partsOf = (template: KeyTemplate): string[] => template.split(new RegExp(PLACEHOLDER, 'g'));

/** A missing value is a fault of the caller. */
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

/** A `begins_with` prefix or a range bound. */
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

/** `USER#{userId}` → `USER#*`. */
export const partitionPattern = (template: KeyTemplate): string => (PLACEHOLDER.test(template) ? `${keyPrefix(template)}*` : template);

export interface ItemKey {
  pk: string;
  sk: string;
}

export interface IndexUse {
  readonly index: IndexName;
  readonly partition: KeyTemplate;
  readonly sort: KeyTemplate;
}

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

export interface Assignments {
  clauses: string;
  values: Record<string, string>;
}

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
    entry: (...[values]: ValuesArgument<Use['partition'] | Use['sort']>): Record<string, string> => ({
      [partitionKey]: fillKey<KeyTemplate>(use.partition, values),
      [sortKey]: fillKey<KeyTemplate>(use.sort, values),
    }),
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
