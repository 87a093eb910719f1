import { describe, expect, it } from 'vitest';
import { lambdaRecord } from './stream-reader';

describe('a record of the local stream as Lambda hands it over', () => {
  it('carries its time in epoch seconds, binary values in base64, and the stream it came from', () => {
    const shaped = lambdaRecord(
      {
        eventID: 'e-1',
        eventName: 'INSERT',
        eventVersion: '1.1',
        dynamodb: {
          ApproximateCreationDateTime: new Date('2026-11-26T20:00:00Z'),
          Keys: { pk: { S: 'USER#u' }, sk: { S: 'EVENT#1' } },
          NewImage: { pk: { S: 'USER#u' }, raw: { B: new Uint8Array([1, 2]) }, list: { L: [{ N: '1' }, { BS: [new Uint8Array([3])] }] } },
          SequenceNumber: '000000000000000000042',
          SizeBytes: 30,
          StreamViewType: 'NEW_IMAGE',
        },
      },
      'arn:aws:dynamodb:ddblocal:000000000000:table/sandbank/stream/x',
      'us-east-1',
    );
    expect(shaped).toEqual({
      eventID: 'e-1',
      eventName: 'INSERT',
      eventVersion: '1.1',
      eventSource: 'aws:dynamodb',
      awsRegion: 'us-east-1',
      eventSourceARN: 'arn:aws:dynamodb:ddblocal:000000000000:table/sandbank/stream/x',
      dynamodb: {
        ApproximateCreationDateTime: Date.parse('2026-11-26T20:00:00Z') / 1000,
        Keys: { pk: { S: 'USER#u' }, sk: { S: 'EVENT#1' } },
        NewImage: { pk: { S: 'USER#u' }, raw: { B: 'AQI=' }, list: { L: [{ N: '1' }, { BS: ['Aw=='] }] } },
        OldImage: undefined,
        SequenceNumber: '000000000000000000042',
        SizeBytes: 30,
        StreamViewType: 'NEW_IMAGE',
      },
    });
  });

  it("reads DynamoDB Local's empty map ({}) as the empty map DynamoDB sends", () => {
    const shaped = lambdaRecord({ eventName: 'INSERT', dynamodb: { NewImage: { startBalances: {} as never } } }, 'arn', 'us-east-1');
    expect(shaped.dynamodb?.NewImage).toEqual({ startBalances: { M: {} } });
  });
});
