import type { AttributeValue as SdkAttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue, DynamoDBRecord } from 'aws-lambda';

/*
 * Lambda hands a stream consumer the record as JSON with binary values in base64, while the SDK's unmarshall
 * expects bytes. The local stack's stream reader needs the other direction, so both live here, held together by
 * a round-trip test.
 */

interface Conversion<From, To> {
  binary: (from: From) => To;
  /** DynamoDB Local's stream writes an empty map as `{}`, DynamoDB's as `{"M":{}}`. */
  emptyIsMap: boolean;
}

type Value = Record<string, unknown>;

function convertValue<From, To>(value: Value, conversion: Conversion<From, To>): Value {
  if (value.B !== undefined) return { B: conversion.binary(value.B as From) };
  if (value.BS !== undefined) return { BS: (value.BS as From[]).map(conversion.binary) };
  if (value.L !== undefined) return { L: (value.L as Value[]).map((item) => convertValue(item, conversion)) };
  if (value.M !== undefined) return { M: convertImage(value.M as Record<string, Value>, conversion) };
  const kind = ['S', 'N', 'BOOL', 'NULL', 'SS', 'NS'].find((name) => value[name] !== undefined);
  if (kind !== undefined) return { [kind]: value[kind] };
  if (conversion.emptyIsMap && Object.values(value).every((field) => field === undefined)) return { M: {} };
  throw new Error(`A stream record holds an attribute value of no known type: ${JSON.stringify(value)}`);
}

const convertImage = <From, To>(image: Record<string, Value>, conversion: Conversion<From, To>): Record<string, Value> =>
  Object.fromEntries(Object.entries(image).map(([name, value]) => [name, convertValue(value, conversion)]));

/** A table read gives a plain Uint8Array, not a Buffer. */
const toSdk: Conversion<string, Uint8Array> = { binary: (base64) => Uint8Array.from(Buffer.from(base64, 'base64')), emptyIsMap: false };
const toLambda: Conversion<Uint8Array, string> = { binary: (bytes) => Buffer.from(bytes).toString('base64'), emptyIsMap: true };

/** Null for a record without one (a removal). */
export function newImageOf(record: DynamoDBRecord): Record<string, unknown> | null {
  const image = record.dynamodb?.NewImage;
  return image === undefined ? null : unmarshall(convertImage(image as Record<string, Value>, toSdk) as unknown as Record<string, SdkAttributeValue>);
}

export const lambdaImage = (image: Record<string, SdkAttributeValue>): Record<string, AttributeValue> =>
  convertImage(image as unknown as Record<string, Value>, toLambda) as unknown as Record<string, AttributeValue>;
