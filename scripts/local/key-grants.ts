import { AsyncLocalStorage } from 'node:async_hooks';
import type { FunctionSettings } from '@sandbank/lambdas/deployment';
import { watchKeyRequests, type KeyRequest } from '@sandbank/lambdas/local';
import type { Access, ResourceGrant } from '@sandbank/infra/local';

/*
 * The local stand-in for IAM on the KMS keys. The KMS emulator checks no policy, so without this a
 * function using a key it holds no grant for (a listing deriving the wire-code key, say) would
 * pass every local test and fail only in AWS. The gateway and the scheduler run each function
 * inside `runWithKeyGrants`, and every KMS call it makes is checked against the key grants of its
 * access: the action, the key (by the id the functions' environment names it with) and the MAC
 * algorithm, as the statements of infra/lib/grants/grant-kinds.ts allow them.
 */

/** The grants that name a KMS key: each allows one action on one key, with HMAC-SHA-256 only. */
type KeyGrant = Extract<ResourceGrant, `${string}Key:${string}`>;

const keyGrants: Record<KeyGrant, { action: 'GenerateMac' | 'VerifyMac'; key: keyof FunctionSettings }> = {
  'auditKey:seal': { action: 'GenerateMac', key: 'AUDIT_KEY_ID' },
  'auditKey:verify': { action: 'VerifyMac', key: 'AUDIT_KEY_ID' },
  'requestKey:derive': { action: 'GenerateMac', key: 'REQUEST_KEY_ID' },
  'wireCodeKey:derive': { action: 'GenerateMac', key: 'WIRE_CODE_KEY_ID' },
};

const isKeyGrant = (grant: ResourceGrant): grant is KeyGrant => Object.hasOwn(keyGrants, grant);

/** Whether the access allows one KMS request; `keyIds` are the functions' environment (the key ARNs). */
export function isKeyRequestAllowed(granted: Access, request: KeyRequest, keyIds: Partial<Record<keyof FunctionSettings, string>>): boolean {
  if (request.input.MacAlgorithm !== 'HMAC_SHA_256') return false;
  return (granted.uses ?? []).filter(isKeyGrant).some((grant) => {
    const { action, key } = keyGrants[grant];
    const keyId = keyIds[key];
    return action === request.action && keyId !== undefined && keyId !== '' && request.input.KeyId === keyId;
  });
}

/** Refused like AWS refuses a call no policy allows. */
export class KeyAccessDenied extends Error {
  constructor(functionName: string, request: KeyRequest) {
    super(
      `${functionName} is not authorized to perform kms:${request.action} on key ${String(request.input.KeyId)}: its grants in infra/lib/grants do not allow it (the deployed role would refuse it too)`,
    );
    this.name = 'AccessDeniedException';
  }
}

const running = new AsyncLocalStorage<{ name: string; access: Access }>();
let watching = false;

/**
 * Runs `work` (one invocation of a function) held to the key grants of `access`. Calls made
 * outside any such run are not checked.
 */
export function runWithKeyGrants<T>(functionName: string, access: Access, work: () => Promise<T>): Promise<T> {
  if (!watching) {
    watchKeyRequests((request) => {
      const current = running.getStore();
      if (current === undefined) return;
      if (!isKeyRequestAllowed(current.access, request, process.env)) throw new KeyAccessDenied(current.name, request);
    });
    watching = true;
  }
  return running.run({ name: functionName, access }, work);
}
