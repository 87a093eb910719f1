import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as loggerModule from './logger';

type LoggerModule = typeof loggerModule;

/** The logger module as a function starting with these settings (they are read when it loads). */
async function loggerWith(settings: Record<string, string>): Promise<LoggerModule> {
  for (const [name, value] of Object.entries(settings)) vi.stubEnv(name, value);
  vi.resetModules();
  return import('./logger');
}

describe('the logger', () => {
  let lines: string[];

  beforeEach(() => {
    lines = [];
    // Powertools writes INFO and DEBUG to stdout, WARN and ERROR to stderr; Lambda ships both.
    for (const stream of [process.stdout, process.stderr]) {
      vi.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => {
        lines.push(String(chunk));
        return true;
      });
    }
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });

  const written = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

  it("writes one JSON object per line: level, message, time, service, the invocation's context and keys, and its own fields", async () => {
    const { logger, beginInvocationLog, endInvocationLog } = await loggerWith({ LOG_LEVEL: 'INFO' });
    beginInvocationLog({ awsRequestId: 'request-1', functionName: 'sandbank-getMe' }, { operationId: 'getMe', correlationId: 'gateway-1' });
    logger.appendKeys({ userId: 'user-1', idempotencyKey: 'key-1' });
    logger.info('Job finished', { durationMs: 12 });
    expect(lines).toHaveLength(1);
    expect(lines[0]!.endsWith('\n')).toBe(true);
    expect(written()[0]).toEqual({
      level: 'INFO',
      message: 'Job finished',
      timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      service: 'sandbank-api',
      cold_start: false,
      function_name: 'sandbank-getMe',
      function_request_id: 'request-1',
      sampling_rate: 0,
      correlation_id: 'gateway-1',
      operationId: 'getMe',
      userId: 'user-1',
      idempotencyKey: 'key-1',
      durationMs: 12,
    });

    endInvocationLog();
    beginInvocationLog(undefined, { job: 'expireWireRequests' });
    logger.info('Later');
    const later = written()[1]!;
    expect(later).toMatchObject({ message: 'Later', job: 'expireWireRequests' });
    for (const key of ['function_request_id', 'correlation_id', 'operationId', 'userId', 'idempotencyKey']) expect(later).not.toHaveProperty(key);
  });

  it('marks only the first invocation of a cold start', async () => {
    const { logger, beginInvocationLog, endInvocationLog } = await loggerWith({ LOG_LEVEL: 'INFO', AWS_LAMBDA_INITIALIZATION_TYPE: 'on-demand' });
    for (const awsRequestId of ['request-1', 'request-2']) {
      beginInvocationLog({ awsRequestId }, {});
      logger.info('Handled');
      endInvocationLog();
    }
    expect(written().map((line) => line.cold_start)).toEqual([true, false]);
  });

  it('gives errors their name, message and stack', async () => {
    const { logger } = await loggerWith({ LOG_LEVEL: 'INFO' });
    logger.error('Unhandled error', { error: new TypeError('boom') });
    expect(written()[0]!.error).toMatchObject({ name: 'TypeError', message: 'boom', stack: expect.stringContaining('TypeError: boom') });
  });

  it('leaves out lines below LOG_LEVEL, and everything when SILENT', async () => {
    const warnings = await loggerWith({ LOG_LEVEL: 'WARN' });
    warnings.logger.info('quiet');
    warnings.logger.warn('loud');
    const silent = await loggerWith({ LOG_LEVEL: 'SILENT' });
    silent.logger.error('silenced');
    expect(written().map((line) => line.message)).toEqual(['loud']);
  });

  it('logs a sampled invocation at DEBUG whatever LOG_LEVEL says (LOG_SAMPLE_RATE)', async () => {
    const { logger, beginInvocationLog } = await loggerWith({ LOG_LEVEL: 'WARN', LOG_SAMPLE_RATE: '1' });
    beginInvocationLog({ awsRequestId: 'request-1' }, {});
    logger.debug('detail');
    expect(written().map((line) => [line.message, line.sampling_rate])).toContainEqual(['detail', 1]);
    const unsampled = await loggerWith({ LOG_LEVEL: 'WARN', LOG_SAMPLE_RATE: '' });
    lines.length = 0;
    unsampled.logger.debug('detail');
    expect(lines).toEqual([]);
  });
});
