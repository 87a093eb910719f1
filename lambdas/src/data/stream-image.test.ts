import { marshall } from '@aws-sdk/util-dynamodb';
import { describe, expect, it } from 'vitest';
import { lambdaImage, newImageOf } from './stream-image';

describe('the item a stream record carries', () => {
  it('reads every kind of value as Lambda hands it over, binary as base64', () => {
    const item = newImageOf({
      dynamodb: {
        NewImage: {
          text: { S: 'a' },
          cents: { N: '1250' },
          on: { BOOL: true },
          none: { NULL: true },
          bytes: { B: 'AQI=' },
          byteSet: { BS: ['AQ=='] },
          list: { L: [{ S: 'x' }, { M: { n: { N: '2' } } }] },
          names: { SS: ['p', 'q'] },
          numbers: { NS: ['3'] },
        },
      },
    });
    expect(item).toEqual({
      text: 'a',
      cents: 1250,
      on: true,
      none: null,
      bytes: new Uint8Array([1, 2]),
      byteSet: new Set([new Uint8Array([1])]),
      list: ['x', { n: 2 }],
      names: new Set(['p', 'q']),
      numbers: new Set([3]),
    });
  });

  it('is null for a record without a new image', () => {
    expect(newImageOf({ eventName: 'REMOVE', dynamodb: { Keys: { pk: { S: 'x' } } } })).toBeNull();
  });

  it('comes back whole from Lambda\'s JSON, as the local stream reader writes it', () => {
    const item = {
      text: 'a',
      cents: 1250,
      on: false,
      none: null,
      bytes: new Uint8Array([1, 2, 255]),
      byteSet: new Set([new Uint8Array([1]), new Uint8Array([2, 3])]),
      list: ['x', { n: 2, deeper: [new Uint8Array([9])] }],
      names: new Set(['p', 'q']),
      numbers: new Set([3, 4.5]),
      empty: {},
    };
    expect(newImageOf({ dynamodb: { NewImage: lambdaImage(marshall(item)) } })).toEqual(item);
  });

  it("reads DynamoDB Local's empty map, written as {}, as an empty map", () => {
    expect(lambdaImage({ empty: {} as never })).toEqual({ empty: { M: {} } });
  });
});
