import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * S3's rules for a browser-based upload (an HTML form POSTed to a bucket), which s3rver ignores:
 * the form is accepted only when it carries a policy signed with SigV4 by a known key, the policy
 * has not expired, every condition of the policy holds for the form and the file, and every field
 * of the form is named by a condition. Answers are S3's own (code, status, message), so a page sees
 * locally what it would see in AWS.
 */

export interface S3Refusal {
  status: 400 | 403 | 412;
  code: string;
  message: string;
}

export interface PostedForm {
  /** The bucket named by the URL the form was posted to. */
  bucket: string;
  /** The form's fields before the file, in order, names as sent. */
  fields: readonly (readonly [string, string])[];
  /** The size of the uploaded file in bytes. */
  fileSize: number;
}

/** The secret access key of an access key id, or undefined for an unknown one. */
export type SecretOf = (accessKeyId: string) => string | undefined;

/** Fields S3 never requires a condition for. */
const UNCONDITIONED_FIELDS = new Set(['policy', 'x-amz-signature', 'file']);
const isUnconditioned = (name: string) => UNCONDITIONED_FIELDS.has(name) || name.startsWith('x-ignore-');

const refusal = (status: S3Refusal['status'], code: string, message: string): S3Refusal => ({ status, code, message });
const accessDenied = (message = 'Access Denied') => refusal(403, 'AccessDenied', message);
const invalidPolicy = (message: string) => refusal(400, 'InvalidPolicyDocument', `Invalid Policy: ${message}`);
const conditionFailed = (condition: unknown[]) => accessDenied(`Invalid according to Policy: Policy Condition failed: ${JSON.stringify(condition).replaceAll(',', ', ')}`);

const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** SigV4's signing key for S3 (AWS4 + secret → date → region → s3 → aws4_request). */
const signingKeyOf = (secret: string, day: string, region: string) =>
  ['s3', 'aws4_request'].reduce<Buffer>((key, part) => hmac(key, part), hmac(hmac(`AWS4${secret}`, day), region));

function signatureRefusal(fields: ReadonlyMap<string, string>, secretOf: SecretOf): S3Refusal | null {
  const [policy, signature, algorithm, credential] = ['policy', 'x-amz-signature', 'x-amz-algorithm', 'x-amz-credential'].map((name) => fields.get(name));
  // Without a signed policy the upload is anonymous, and the bucket is private.
  if (!policy || !signature || !credential) return accessDenied();
  if (algorithm !== 'AWS4-HMAC-SHA256') return refusal(400, 'InvalidArgument', 'Only the AWS4-HMAC-SHA256 algorithm is supported for POST uploads');
  const [accessKeyId = '', day = '', region = '', service, terminator, ...rest] = credential.split('/');
  if (!/^\d{8}$/.test(day) || !region || service !== 's3' || terminator !== 'aws4_request' || rest.length > 0) {
    return refusal(400, 'InvalidArgument', `Invalid credential: ${credential}`);
  }
  const secret = secretOf(accessKeyId);
  if (secret === undefined) return refusal(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
  const expected = createHmac('sha256', signingKeyOf(secret, day, region)).update(policy).digest();
  const given = Buffer.from(signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return refusal(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided. Check your key and signing method.');
  }
  return null;
}

interface Policy {
  expiration: unknown;
  conditions: unknown;
}

function decodePolicy(policy: string): Policy | null {
  try {
    const decoded: unknown = JSON.parse(Buffer.from(policy, 'base64').toString('utf8'));
    return typeof decoded === 'object' && decoded !== null && !Array.isArray(decoded) ? (decoded as Policy) : null;
  } catch {
    return null;
  }
}

/** A field's value as a condition compares it: the URL's bucket for `bucket`, else the form's field. */
const valueOf = (form: PostedForm, fields: ReadonlyMap<string, string>, name: string) => (name === 'bucket' ? form.bucket : fields.get(name));

/** `$name` of a condition → the field name it compares (form field names are matched regardless of case). */
const fieldOfVariable = (variable: unknown) => (typeof variable === 'string' && variable.startsWith('$') ? variable.slice(1).toLowerCase() : null);

/**
 * Whether one condition holds; the field it names, for the check that every field is named. S3's
 * `starts-with` on Content-Type applies to each of a comma-separated list of types.
 */
function checkCondition(condition: unknown, form: PostedForm, fields: ReadonlyMap<string, string>): { refusal: S3Refusal | null; field?: string } {
  if (typeof condition === 'object' && condition !== null && !Array.isArray(condition)) {
    const entries = Object.entries(condition);
    const [name, expected] = entries[0] ?? [];
    if (entries.length !== 1 || name === undefined || typeof expected !== 'string') return { refusal: invalidPolicy(`Invalid Simple-Condition: ${JSON.stringify(condition)}`) };
    const field = name.toLowerCase();
    return { field, refusal: valueOf(form, fields, field) === expected ? null : conditionFailed(['eq', `$${name}`, expected]) };
  }
  if (!Array.isArray(condition)) return { refusal: invalidPolicy(`Invalid Condition: ${JSON.stringify(condition)}`) };
  const [operator, first, second] = condition as unknown[];
  if (operator === 'content-length-range') {
    if (!Number.isInteger(first) || !Number.isInteger(second)) return { refusal: invalidPolicy(`Invalid content-length-range: ${JSON.stringify(condition)}`) };
    if (form.fileSize > (second as number)) return { refusal: refusal(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size') };
    if (form.fileSize < (first as number)) return { refusal: refusal(400, 'EntityTooSmall', 'Your proposed upload is smaller than the minimum allowed size') };
    return { refusal: null };
  }
  const field = fieldOfVariable(first);
  if ((operator !== 'eq' && operator !== 'starts-with') || field === null || typeof second !== 'string' || condition.length !== 3) {
    return { refusal: invalidPolicy(`Invalid Condition: ${JSON.stringify(condition)}`) };
  }
  const value = valueOf(form, fields, field);
  const holds =
    value !== undefined &&
    (operator === 'eq'
      ? value === second
      : (field === 'content-type' ? value.split(',').map((part) => part.trim()) : [value]).every((part) => part.startsWith(second)));
  return { field, refusal: holds ? null : conditionFailed(condition) };
}

/** Why S3 would refuse this form upload, or null when it would store it. */
export function postPolicyRefusal(form: PostedForm, secretOf: SecretOf, now: Date = new Date()): S3Refusal | null {
  const fields = new Map<string, string>();
  for (const [name, value] of form.fields) {
    const field = name.toLowerCase();
    // One value per field: the policy must judge the very value the upload is stored with.
    if (fields.has(field)) return refusal(400, 'InvalidArgument', `POST form fields must not repeat: ${name}`);
    fields.set(field, value);
  }
  if (!fields.has('key')) return refusal(400, 'InvalidArgument', "Bucket POST must contain a field named 'key'.  If it is specified, please check the order of the fields.");

  const signatureProblem = signatureRefusal(fields, secretOf);
  if (signatureProblem) return signatureProblem;
  const policy = decodePolicy(fields.get('policy')!);
  if (!policy) return invalidPolicy('Invalid JSON.');
  if (typeof policy.expiration !== 'string' || Number.isNaN(Date.parse(policy.expiration))) return invalidPolicy('Invalid or missing expiration.');
  if (Date.parse(policy.expiration) <= now.getTime()) return accessDenied('Invalid according to Policy: Policy expired.');
  if (!Array.isArray(policy.conditions)) return invalidPolicy('Policy missing conditions.');

  const named = new Set<string>();
  for (const condition of policy.conditions) {
    const { refusal: failed, field } = checkCondition(condition, form, fields);
    if (failed) return failed;
    if (field) named.add(field);
  }
  const extra = [...fields.keys()].filter((field) => !isUnconditioned(field) && !named.has(field));
  if (extra.length > 0) return accessDenied(`Invalid according to Policy: Extra input fields: ${extra.join(', ')}`);
  return null;
}
