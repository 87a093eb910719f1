/*
 * An example value for each request and response schema of the OpenAPI document, made from the
 * schema itself: each field gets a plausible value of its type, its format and its limits, and
 * the fields whose rules a generic value cannot meet (an IBAN, a routing number with its check
 * digit) are given one here by name. openapi.test.ts parses every example with the operation's
 * own zod schema, so an example that the API would refuse fails the build.
 */

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/** Values for fields a generic value would not satisfy, or would read oddly, by field name. */
const byName: Readonly<Record<string, unknown>> = {
  email: 'jane.doe@example.com',
  toEmail: 'john.roe@example.com',
  password: 'correct-horse-battery-staple',
  firstName: 'Jane',
  lastName: 'Doe',
  phone: '+1 415 555 0100',
  address: '1 Market Street, San Francisco, CA 94105',
  recipientName: 'Jane Doe',
  recipientAccount: 'DE89 3704 0044 0532 0130 00',
  recipientBank: 'Commerzbank',
  recipientAddress: '1 Example Street, Berlin',
  swift: 'COBADEFFXXX',
  bankName: 'First National Bank',
  routingNumber: '011000015',
  accountNumber: '123456789',
  checkNumber: '1042',
  code: '123456',
  month: '2026-05',
  day: '2026-05-01',
  contentType: 'image/png',
  sizeBytes: 204_800,
  key: 'uploads/3f2c9a1e-7b4d-4e8a-9c1f-2d6b8e0a5c47/01JV6Q0M3B2K7XGQF2W9T4YH8D',
  reason: 'Recipient details do not match',
  description: 'Rent for May',
  note: 'Rent for May',
  memo: 'Invoice 1042',
  name: 'Grandmother’s ring',
  subject: 'Sandbank: your wire transfer confirmation code',
  text: 'Confirmation code: 123456',
  cursor: 'eyJzayI6Ik1BSUwjMDFKVjZRME0zQjJLN1hHUUYyVzlUNFlIOEQifQ',
  nextCursor: null,
  url: 'https://sandbank.example/avatars/upload',
  avatarUrl: null,
  hash: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
  q: 'jane',
};

const ULID = '01JV6Q0M3B2K7XGQF2W9T4YH8D';
const UUID = '3f2c9a1e-7b4d-4e8a-9c1f-2d6b8e0a5c47';
const DATE_TIME = '2026-05-01T10:15:00.000Z';

/** Candidates for a string with a pattern, tried in order. */
const patterned = [ULID, UUID, DATE_TIME, '123456', '2026-05', '2026-05-01', 'abc'];

function stringExample(schema: JsonSchema, name: string | undefined): string {
  if (schema.format === 'date-time') return DATE_TIME;
  if (schema.format === 'date') return DATE_TIME.slice(0, 10);
  if (schema.format === 'email') return 'jane.doe@example.com';
  if (schema.format === 'uri' || schema.format === 'url') return 'https://sandbank.example/';
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    const fits = patterned.find((candidate) => pattern.test(candidate));
    if (fits) return fits;
  }
  const base = name ?? 'text';
  const min = schema.minLength ?? 0;
  const text = base.length >= min ? base : base.padEnd(min, 'x');
  return schema.maxLength !== undefined ? text.slice(0, schema.maxLength) : text;
}

function numberExample(schema: JsonSchema, name: string | undefined, integer: boolean): number {
  let value = name?.endsWith('Cents') ? 12_500 : name === 'limit' ? 20 : integer ? 3 : 1.5;
  const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : undefined);
  const high = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : undefined);
  if (low !== undefined && value < low) value = low;
  if (high !== undefined && value > high) value = high;
  return value;
}

/** An example of a schema; `$ref`s are looked up among `schemas` (components/schemas by name). */
export function exampleOf(schema: JsonSchema | undefined, schemas: Record<string, unknown>, name?: string, depth = 0): unknown {
  if (!schema || depth > 12) return null;
  if (schema.$ref) return exampleOf(schemas[schema.$ref.split('/').pop()!] as JsonSchema, schemas, name, depth + 1);
  if (name !== undefined && Object.hasOwn(byName, name)) return byName[name];
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options) {
    const option = options.find((candidate) => candidate.type !== 'null') ?? options[0];
    return exampleOf(option, schemas, name, depth + 1);
  }
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => exampleOf(part, schemas, name, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type.find((candidate) => candidate !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, property]) => [key, exampleOf(property, schemas, key, depth + 1)]));
    case 'array': {
      if (schema.prefixItems) return schema.prefixItems.map((item) => exampleOf(item, schemas, undefined, depth + 1));
      const item = exampleOf(schema.items, schemas, undefined, depth + 1);
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => item);
    }
    case 'string':
      return stringExample(schema, name);
    case 'integer':
      return numberExample(schema, name, true);
    case 'number':
      return numberExample(schema, name, false);
    case 'boolean':
      return false;
    case 'null':
      return null;
    default:
      return {};
  }
}
