import type { AttributeValue as SdkAttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue, DynamoDBRecord } from 'aws-lambda';

/*
 * An item as a table stream record carries it. Lambda hands a stream consumer the record as JSON,
 * where binary values are base64 strings; the SDK's unmarshall expects bytes, so each value is
 * turned into the SDK's shape first. The local stack's stream reader goes the other way (the
 * stream API's SDK values into Lambda's JSON): both directions are here, held together by a
 * round-trip test.
 */

/** Bytes as a table read gives them (a plain Uint8Array, not a Buffer). */
const bytesOf = (base64: string) => Uint8Array.from(Buffer.from(base64, 'base64'));

function sdkValue(value: AttributeValue): SdkAttributeValue {
  if (value.B !== undefined) return { B: bytesOf(value.B) };
  if (value.BS !== undefined) return { BS: value.BS.map(bytesOf) };
  if (value.L !== undefined) return { L: value.L.map(sdkValue) };
  if (value.M !== undefined) return { M: sdkImage(value.M) };
  if (value.S !== undefined) return { S: value.S };
  if (value.N !== undefined) return { N: value.N };
  if (value.BOOL !== undefined) return { BOOL: value.BOOL };
  if (value.NULL !== undefined) return { NULL: value.NULL };
  if (value.SS !== undefined) return { SS: value.SS };
  if (value.NS !== undefined) return { NS: value.NS };
  throw new Error('A stream record holds an attribute value of no known type');
}

const sdkImage = (image: Record<string, AttributeValue>): Record<string, SdkAttributeValue> =>
  Object.fromEntries(Object.entries(image).map(([name, value]) => [name, sdkValue(value)]));

/** The item a record's new image is, as plain values (numbers as numbers), or null for a record without one (a removal). */
export function newImageOf(record: DynamoDBRecord): Record<string, unknown> | null {
  const image = record.dynamodb?.NewImage;
  return image === undefined ? null : unmarshall(sdkImage(image));
}

/** A stream attribute value as Lambda's JSON carries it: binary as base64. */
function lambdaValue(value: SdkAttributeValue): AttributeValue {
  if (value.B !== undefined) return { B: Buffer.from(value.B).toString('base64') };
  if (value.BS !== undefined) return { BS: value.BS.map((item) => Buffer.from(item).toString('base64')) };
  if (value.L !== undefined) return { L: value.L.map(lambdaValue) };
  if (value.M !== undefined) return { M: lambdaImage(value.M) };
  if (value.S !== undefined) return { S: value.S };
  if (value.N !== undefined) return { N: value.N };
  if (value.BOOL !== undefined) return { BOOL: value.BOOL };
  if (value.NULL !== undefined) return { NULL: value.NULL };
  if (value.SS !== undefined) return { SS: value.SS };
  if (value.NS !== undefined) return { NS: value.NS };
  // DynamoDB Local's stream writes an empty map as `{}` (DynamoDB's own, and its table reads, as `{"M":{}}`).
  if (Object.values(value).every((field) => field === undefined)) return { M: {} };
  throw new Error(`A stream record holds an attribute value of no known type: ${JSON.stringify(value)}`);
}

/** An item as the stream API (or a table read) gives it, in the JSON Lambda hands a stream consumer. */
export const lambdaImage = (image: Record<string, SdkAttributeValue>): Record<string, AttributeValue> =>
  Object.fromEntries(Object.entries(image).map(([name, value]) => [name, lambdaValue(value)]));
