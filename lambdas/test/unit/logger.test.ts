import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logger } from '../../src/lib/logger';

describe('the logger', () => {
  let lines: string[];
  const level = process.env.LOG_LEVEL;

  beforeEach(() => {
    lines = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
    process.env.LOG_LEVEL = 'INFO';
  });
  afterEach(() => {
    vi.restoreAllMocks();
    if (level === undefined) delete process.env.LOG_LEVEL;
    else process.env.LOG_LEVEL = level;
    logger.removeKeys(['requestId']);
  });

  it('writes one JSON object per line with level, message, time, service, the appended keys and its own fields', () => {
    logger.appendKeys({ requestId: 'request-1' });
    logger.info('Job finished', { durationMs: 12 });
    expect(lines).toHaveLength(1);
    expect(lines[0]!.endsWith('\n')).toBe(true);
    expect(JSON.parse(lines[0]!)).toEqual({
      level: 'INFO',
      message: 'Job finished',
      timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      service: 'sandbank-api',
      requestId: 'request-1',
      durationMs: 12,
    });
    logger.removeKeys(['requestId']);
    logger.info('Later');
    expect(JSON.parse(lines[1]!)).not.toHaveProperty('requestId');
  });

  it('gives errors their name, message and stack', () => {
    logger.error('Unhandled error', { error: new TypeError('boom') });
    const { error } = JSON.parse(lines[0]!);
    expect(error).toMatchObject({ name: 'TypeError', message: 'boom', stack: expect.stringContaining('TypeError: boom') });
  });

  it('leaves out lines below LOG_LEVEL, and everything when SILENT', () => {
    process.env.LOG_LEVEL = 'WARN';
    logger.info('quiet');
    logger.warn('loud');
    process.env.LOG_LEVEL = 'SILENT';
    logger.error('silenced');
    expect(lines.map((line) => JSON.parse(line).message)).toEqual(['loud']);
  });
});
