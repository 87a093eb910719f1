import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { s3 } from '../lib/clients/s3';
import { env } from '../lib/env';

/*
 * Anchors of the audit chain live outside the table, in AWS under Object Lock, so a written anchor cannot be
 * changed or removed. Keys hold 999999999999 − sequence first, so S3's ascending listing gives the newest anchor
 * in one call and concurrent writers never move it backwards; the chain must reach at least that far, with that
 * seal.
 */

export interface AuditAnchor {
  sequence: number;
  hash: string;
}

const PREFIX = 'anchors/';
const LAST_SEQUENCE = 999_999_999_999;
const digits12 = (value: number) => String(value).padStart(12, '0');
const ANCHOR_KEY = /^anchors\/\d{12}-(\d{12})-([0-9a-f]{64})$/;

const anchorKey = (anchor: AuditAnchor) => `${PREFIX}${digits12(LAST_SEQUENCE - anchor.sequence)}-${digits12(anchor.sequence)}-${anchor.hash}`;

/** Writing the same anchor twice is harmless. */
export async function putAuditAnchor(anchor: AuditAnchor): Promise<void> {
  await s3().send(
    new PutObjectCommand({
      Bucket: env.auditAnchorBucket(),
      Key: anchorKey(anchor),
      Body: JSON.stringify({ ...anchor, anchoredAt: new Date().toISOString() }),
      ContentType: 'application/json',
      // A bucket with default Object Lock retention takes no upload without an integrity checksum.
      ChecksumAlgorithm: 'SHA256',
    }),
  );
}

export async function newestAuditAnchor(): Promise<AuditAnchor | null> {
  const { Contents = [] } = await s3().send(new ListObjectsV2Command({ Bucket: env.auditAnchorBucket(), Prefix: PREFIX, MaxKeys: 1 }));
  const key = Contents[0]?.Key;
  if (key === undefined) return null;
  const match = ANCHOR_KEY.exec(key);
  if (!match) throw new Error(`Unexpected object in the audit anchor bucket: ${key}`);
  return { sequence: Number(match[1]), hash: match[2]! };
}
