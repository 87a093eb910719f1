import { cognito } from '../../../src/lib/clients/cognito';
import { documentClient } from '../../../src/lib/clients/dynamodb';
import { kms } from '../../../src/lib/clients/kms';
import { s3 } from '../../../src/lib/clients/s3';
import { ses } from '../../../src/lib/clients/ses';
import { mulberry32 } from '../../integration/support/model';
import { faultResponse, faultsOf, networkError, type FaultKind, type FaultService } from './aws-errors';

/*
 * Fault injection for the functions' AWS clients, in tests and benchmarks only: installed on the
 * clients of lambdas/src/lib/clients in a process whose local gateway runs the handlers
 * (a private stack), never by the functions themselves.
 *
 * Where it sits: in the `deserialize` step, right after the SDK's deserializer — between it and
 * the HTTP handler, where the network is. So every injected fault goes through all that a real
 * one does: the SDK's deserializer builds the service's exception from the injected response
 * (name, $fault, $metadata.httpStatusCode, CancellationReasons), and the retry middleware, further
 * out, retries it or not as it would a real answer, spending its retry tokens and backing off.
 * A share of calls the layer lets through may thus fail again on their retry: the rate is per
 * attempt, as AWS's failures are. A lost response sends the request (it takes effect) and then
 * fails like a timeout, as when the answer never arrives.
 *
 * Seeded: one draw per attempt from mulberry32(seed), so a sequence of calls made one after the
 * other gets the same faults at the same seed; concurrent calls share the sequence in whatever
 * order they reach it.
 */

export interface FaultOptions {
  seed: number;
  /** The share of attempts that fail, 0 to 1. */
  rate: number;
  services?: readonly FaultService[];
  /** Only these kinds (each service still gets only those it really answers with). */
  kinds?: readonly FaultKind[];
}

export interface ScriptFilter {
  command?: string;
  containing?: string;
}

export interface FaultLayer {
  /** Injected faults by `service:kind`, and attempts seen by service. */
  readonly injected: Map<string, number>;
  readonly attempts: Map<FaultService, number>;
  setRate(rate: number): void;
  /**
   * Makes the next `times` attempts of `service` fail with `kind`, whatever the rate: for tests of
   * one fault. `only` narrows it to one command (e.g. 'TransactWriteItemsCommand') and to requests
   * whose serialized body contains a string (a customer's id: their requests, not the jobs').
   */
  failNext(service: FaultService, kind: FaultKind, times: number, only?: ScriptFilter): void;
  /** Forgets what failNext asked for and has not happened yet. */
  clearScripted(): void;
  /** Runs `work` (a check of the table, a sign-in) with no faults injected. */
  paused<T>(work: () => Promise<T>): Promise<T>;
  total(): number;
  uninstall(): void;
}

const MIDDLEWARE_NAME = 'sandbankFaultInjection';
const WRITES = new Set(['PutItemCommand', 'UpdateItemCommand', 'DeleteItemCommand', 'TransactWriteItemsCommand']);

/** The serialized body of a request, as text ('' for a stream, such as an S3 upload's). */
function bodyText(request: unknown): string {
  const body = (request as { body?: unknown }).body;
  return typeof body === 'string' ? body : body instanceof Uint8Array ? new TextDecoder().decode(body) : '';
}

/** The number of items of a serialized TransactWriteItems request. */
function transactionItemCount(request: unknown): number {
  const parsed = JSON.parse(bodyText(request) || '{}') as { TransactItems?: unknown[] };
  return parsed.TransactItems?.length ?? 1;
}

/** The part of a client's middleware stack the layer uses (the generic parameters differ per client). */
interface AnyStack {
  addRelativeTo(middleware: any, options: { relation: 'after'; toMiddleware: string; name: string; override: boolean }): void;
  remove(name: string): boolean;
}

const stacksOf = (): Record<FaultService, AnyStack> => ({
  dynamodb: documentClient().middlewareStack,
  kms: kms().middlewareStack,
  cognito: cognito().middlewareStack,
  ses: ses().middlewareStack,
  s3: s3().middlewareStack,
});

/** Installs the layer on this process's clients (replacing an earlier one) and returns its controls. */
export function installFaults(options: FaultOptions): FaultLayer {
  const random = mulberry32(options.seed);
  let rate = options.rate;
  let pausedCount = 0;
  const injected = new Map<string, number>();
  const attempts = new Map<FaultService, number>();
  const stacks = stacksOf();
  const services = options.services ?? (Object.keys(stacks) as FaultService[]);
  const scripted: { service: FaultService; kind: FaultKind; left: number; only: ScriptFilter }[] = [];
  /** The scripted fault this attempt takes, if any (spending one of its times). */
  const takeScripted = (service: FaultService, command: string, request: unknown): FaultKind | undefined => {
    const entry = scripted.find(
      (candidate) =>
        candidate.service === service &&
        candidate.left > 0 &&
        (candidate.only.command ?? command) === command &&
        (candidate.only.containing === undefined || bodyText(request).includes(candidate.only.containing)),
    );
    if (!entry) return undefined;
    entry.left -= 1;
    return entry.kind;
  };

  for (const service of services) {
    const kinds = faultsOf[service].filter((kind) => !options.kinds || options.kinds.includes(kind));
    const stack = stacks[service];
    stack.remove(MIDDLEWARE_NAME);
    stack.addRelativeTo(
      (next: (args: any) => Promise<any>, context: { commandName?: string }) => async (args: { request: unknown }) => {
        attempts.set(service, (attempts.get(service) ?? 0) + 1);
        const command = context.commandName ?? '';
        const draw = random();
        const pick = random();
        if (pausedCount > 0) return next(args);
        const candidates = kinds.filter(
          (kind) => (kind !== 'TransactionConflict' || command === 'TransactWriteItemsCommand') && (kind !== 'LostResponse' || WRITES.has(command)),
        );
        const kind = takeScripted(service, command, args.request) ?? (draw < rate && candidates.length > 0 ? candidates[Math.floor(pick * candidates.length)] : undefined);
        if (kind === undefined) return next(args);
        injected.set(`${service}:${kind}`, (injected.get(`${service}:${kind}`) ?? 0) + 1);
        if (kind === 'LostResponse') {
          await next(args);
          throw networkError(kind);
        }
        if (kind === 'TimeoutError' || kind === 'ECONNRESET') throw networkError(kind);
        const items = kind === 'TransactionConflict' ? transactionItemCount(args.request) : 1;
        const response = faultResponse(service, kind, { items, conflictAt: Math.floor(pick * items) });
        return { response, output: {} };
      },
      { relation: 'after', toMiddleware: 'deserializerMiddleware', name: MIDDLEWARE_NAME, override: true },
    );
  }

  return {
    injected,
    attempts,
    setRate: (value) => (rate = value),
    failNext: (service, kind, times, only = {}) => void scripted.push({ service, kind, left: times, only }),
    clearScripted: () => void scripted.splice(0),
    async paused(work) {
      pausedCount += 1;
      try {
        return await work();
      } finally {
        pausedCount -= 1;
      }
    },
    total: () => [...injected.values()].reduce((sum, count) => sum + count, 0),
    uninstall: () => services.forEach((service) => stacks[service].remove(MIDDLEWARE_NAME)),
  };
}
