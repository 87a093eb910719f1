import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { postPolicyRefusal, type PostedForm } from './s3-post-policy';

const now = new Date('2026-03-01T12:00:00Z');
const secretOf = (accessKeyId: string) => (accessKeyId === 'AKID' ? 'secret' : undefined);
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** A form signed as AWS documents it (SigV4 over the base64 policy), with `conditions` and `fields` beside the signing ones. */
function form(conditions: unknown[], fields: Record<string, string>, options: { fileSize?: number; bucket?: string; accessKeyId?: string } = {}): PostedForm {
  const signing = {
    'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    'X-Amz-Credential': `${options.accessKeyId ?? 'AKID'}/20260301/eu-west-1/s3/aws4_request`,
    'X-Amz-Date': '20260301T115900Z',
  };
  const policy = Buffer.from(
    JSON.stringify({
      expiration: '2026-03-01T12:05:00Z',
      conditions: [...conditions, ...Object.entries(signing).map(([name, value]) => ({ [name]: value }))],
    }),
  ).toString('base64');
  const key = hmac(hmac(hmac(hmac('AWS4secret', '20260301'), 'eu-west-1'), 's3'), 'aws4_request');
  const signature = createHmac('sha256', key).update(policy).digest('hex');
  return {
    bucket: options.bucket ?? 'pictures',
    fields: Object.entries({ ...fields, ...signing, Policy: policy, 'X-Amz-Signature': signature }),
    fileSize: options.fileSize ?? 10,
  };
}

describe('postPolicyRefusal', () => {
  it('accepts a form that meets every condition, field names compared regardless of case', () => {
    const accepted = form(
      [{ bucket: 'pictures' }, ['starts-with', '$key', 'uploads/'], ['eq', '$Content-Type', 'image/png'], ['content-length-range', 1, 10]],
      { key: 'uploads/a', 'content-type': 'image/png' },
    );
    expect(postPolicyRefusal(accepted, secretOf, now)).toBeNull();
  });

  it('holds starts-with on Content-Type to every type of a comma-separated list', () => {
    const conditions = [{ key: 'k' }, ['starts-with', '$Content-Type', 'image/']];
    expect(postPolicyRefusal(form(conditions, { key: 'k', 'Content-Type': 'image/png, image/gif' }), secretOf, now)).toBeNull();
    expect(postPolicyRefusal(form(conditions, { key: 'k', 'Content-Type': 'image/png, text/html' }), secretOf, now)).toMatchObject({ status: 403, code: 'AccessDenied' });
  });

  it('refuses another bucket than the policy names', () => {
    const refused = postPolicyRefusal(form([{ bucket: 'pictures' }, { key: 'k' }], { key: 'k' }, { bucket: 'anchors' }), secretOf, now);
    expect(refused).toEqual({ status: 403, code: 'AccessDenied', message: 'Invalid according to Policy: Policy Condition failed: ["eq", "$bucket", "pictures"]' });
  });

  it('refuses a field sent twice, which could show the policy one value and store another', () => {
    const twice = form([{ key: 'k' }], { key: 'k' });
    const refused = postPolicyRefusal({ ...twice, fields: [...twice.fields, ['KEY', 'elsewhere']] }, secretOf, now);
    expect(refused).toMatchObject({ status: 400, code: 'InvalidArgument' });
  });

  it('refuses a condition on a field the form lacks', () => {
    const refused = postPolicyRefusal(form([{ key: 'k' }, { 'Content-Type': 'image/png' }], { key: 'k' }), secretOf, now);
    expect(refused).toMatchObject({ status: 403, message: 'Invalid according to Policy: Policy Condition failed: ["eq", "$Content-Type", "image/png"]' });
  });

  it('lets through fields S3 never asks a condition for (x-ignore-*)', () => {
    expect(postPolicyRefusal(form([{ key: 'k' }], { key: 'k', 'x-ignore-note': 'anything' }), secretOf, now)).toBeNull();
  });

  it('refuses an unknown access key and a policy that is not JSON', () => {
    expect(postPolicyRefusal(form([{ key: 'k' }], { key: 'k' }, { accessKeyId: 'OTHER' }), secretOf, now)).toMatchObject({ status: 403, code: 'InvalidAccessKeyId' });
    const signed = form([{ key: 'k' }], { key: 'k' });
    const garbage = Buffer.from('not json').toString('base64');
    const key = hmac(hmac(hmac(hmac('AWS4secret', '20260301'), 'eu-west-1'), 's3'), 'aws4_request');
    const fields = signed.fields.map(([name, value]): [string, string] =>
      name === 'Policy' ? [name, garbage] : name === 'X-Amz-Signature' ? [name, createHmac('sha256', key).update(garbage).digest('hex')] : [name, value],
    );
    expect(postPolicyRefusal({ ...signed, fields }, secretOf, now)).toEqual({ status: 400, code: 'InvalidPolicyDocument', message: 'Invalid Policy: Invalid JSON.' });
  });

  it('refuses a form without a key field', () => {
    expect(postPolicyRefusal(form([], {}), secretOf, now)).toMatchObject({ status: 400, code: 'InvalidArgument' });
  });
});
