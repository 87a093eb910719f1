import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { shiftedPorts, type LocalPorts } from '../local/config';
import { startLocalStack, type LocalStack, type LocalStackOptions } from '../local/stack';

export interface PrivateStackContext {
  ports: LocalPorts;
  dataDir: string;
  /** Something more to stop when the benchmark ends (a server, a browser); stopped before the stack, last first. */
  onStop(stop: () => Promise<unknown>): void;
}

/**
 * Runs `bench` against a local stack only it uses: fresh temporary data, every port moved by
 * `portOffset`, no web server. Everything is stopped and the data removed when `bench` ends,
 * fails, or the process is interrupted.
 */
export async function withPrivateStack<T>(
  { name, portOffset, log, rateLimits, bankSettings }: { name: string; portOffset: number; log: (line: string) => void } & Pick<LocalStackOptions, 'rateLimits' | 'bankSettings'>,
  bench: (stack: LocalStack, context: PrivateStackContext) => Promise<T>,
): Promise<T> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `sandbank-bench-${name}-`));
  const ports = shiftedPorts(portOffset);
  const stops: (() => Promise<unknown>)[] = [];
  let stack: LocalStack | null = null;
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) await stop().catch(() => undefined);
    await stack?.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
  const onSignal = () => void stopAll().finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    log(`starting a private local stack (ports +${portOffset}, data in ${dataDir})`);
    stack = await startLocalStack({ dataDir, fresh: true, ports, web: false, quiet: true, rateLimits, bankSettings });
    return await bench(stack, { ports, dataDir, onStop: (stop) => stops.push(stop) });
  } finally {
    log('stopping the stack');
    await stopAll();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}
