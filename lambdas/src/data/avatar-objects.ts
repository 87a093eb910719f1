import { createHmac } from 'node:crypto';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, NoSuchKey, PutObjectCommand, S3ServiceException } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { s3 } from '../lib/clients/s3';
import { requireEnv } from '../lib/env';
import { newId } from '../lib/ids';

/*
 * The browser never writes under `avatars/`, so a verified picture cannot be swapped afterwards; anything left
 * under `uploads/` is deleted by the bucket's lifecycle rule after a day.
 */

const UPLOADS = 'uploads/';
const AVATARS = 'avatars/';

const bucket = () => requireEnv('AVATAR_BUCKET');

export const newUploadKey = (userId: string): string => `${UPLOADS}${userId}/${newId()}`;

export const isUploadKeyOf = (userId: string, key: string): boolean => key.startsWith(`${UPLOADS}${userId}/`) && !key.slice(UPLOADS.length + userId.length + 1).includes('/');

export const avatarKeyOf = (uploadKey: string): string => `${AVATARS}${uploadKey.slice(UPLOADS.length)}`;

export interface PresignedPost {
  url: string;
  fields: Record<string, string>;
}

const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** Signed here with SigV4 rather than with `@aws-sdk/s3-presigned-post`, which pins an exact S3 client version and would bundle a second one. */
export async function presignAvatarUpload(options: { key: string; contentType: string; maxBytes: number; expiresInSeconds: number }): Promise<PresignedPost> {
  const client = s3();
  const [credentials, region] = await Promise.all([client.config.credentials(), client.config.region()]);
  const amzDate = new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const credential = `${credentials.accessKeyId}/${day}/${region}/s3/aws4_request`;
  const signed: Record<string, string> = {
    key: options.key,
    'Content-Type': options.contentType,
    'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    'X-Amz-Credential': credential,
    'X-Amz-Date': amzDate,
    ...(credentials.sessionToken ? { 'X-Amz-Security-Token': credentials.sessionToken } : {}),
  };
  const policy = Buffer.from(
    JSON.stringify({
      expiration: new Date(Date.now() + options.expiresInSeconds * 1000).toISOString(),
      conditions: [
        { bucket: bucket() },
        ...Object.entries(signed).map(([field, value]) => ({ [field]: value })),
        ['content-length-range', 1, options.maxBytes],
      ],
    }),
  ).toString('base64');
  const signingKey = ['s3', 'aws4_request'].reduce<Buffer>((key, part) => hmac(key, part), hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), region));
  const signature = createHmac('sha256', signingKey).update(policy).digest('hex');

  const objectUrl = new URL(await getSignedUrl(client, new PutObjectCommand({ Bucket: bucket(), Key: options.key }), { expiresIn: 60 }));
  const url = `${objectUrl.origin}${objectUrl.pathname.slice(0, -`/${options.key}`.length) || '/'}`;
  return { url, fields: { ...signed, Policy: policy, 'X-Amz-Signature': signature } };
}

export interface UploadedObject {
  sizeBytes: number;
  bytes: Uint8Array;
}

const isMissing = (error: unknown) => error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

/** The read is ranged to `maxBytes + 1`, so an object replaced between the size check and the read can never make the function read more. */
export async function readUpload(key: string, maxBytes: number): Promise<UploadedObject | null> {
  try {
    const head = await s3().send(new HeadObjectCommand({ Bucket: bucket(), Key: key }));
    const size = head.ContentLength ?? 0;
    if (size === 0 || size > maxBytes) return { sizeBytes: size, bytes: new Uint8Array() };
    const { Body, ContentRange } = await s3().send(new GetObjectCommand({ Bucket: bucket(), Key: key, Range: `bytes=0-${maxBytes}` }));
    const bytes = Body ? await Body.transformToByteArray() : new Uint8Array();
    const total = /\/(\d+)$/.exec(ContentRange ?? '')?.[1];
    return { sizeBytes: total === undefined ? bytes.length : Number(total), bytes };
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

export async function putAvatar(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
  await s3().send(
    new PutObjectCommand({ Bucket: bucket(), Key: key, Body: bytes, ContentType: contentType, CacheControl: 'private, max-age=3600', ContentDisposition: 'inline' }),
  );
}

/** Deleting one that is gone is not an error. */
export async function deleteAvatarObject(key: string): Promise<void> {
  await s3().send(new DeleteObjectCommand({ Bucket: bucket(), Key: key }));
}

const URL_WINDOW_SECONDS = 5 * 60;

/**
 * Signed at the start of the current five-minute window, so the URL stays the same within it and the browser
 * keeps the image cached across refetches.
 */
export async function avatarUrlOf(avatarKey: string | null): Promise<string | null> {
  if (avatarKey === null) return null;
  const windowStart = Math.floor(Date.now() / (URL_WINDOW_SECONDS * 1000)) * URL_WINDOW_SECONDS * 1000;
  return getSignedUrl(s3(), new GetObjectCommand({ Bucket: bucket(), Key: avatarKey }), {
    expiresIn: 2 * URL_WINDOW_SECONDS,
    signingDate: new Date(windowStart),
  });
}
