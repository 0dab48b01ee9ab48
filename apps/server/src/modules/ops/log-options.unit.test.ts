import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createLogCapture } from '../../../test/helpers/log-capture.ts';
import { appLoggerOptions, lazyRequestLogger } from './log-options.ts';

function parentLogger() {
  const log = createLogCapture();
  const { stream, ...options } = appLoggerOptions('debug', log);
  return { log, parent: pino(options, stream) };
}

describe('the request logger', () => {
  it('writes with its request id and the app redaction, at the parent level', () => {
    const { log, parent } = parentLogger();
    const logger = lazyRequestLogger(parent, { reqId: 'req-1' }, {});
    expect(logger.level).toBe('debug');
    logger.info({ body: { password: 'hunter2' } }, 'signed up');
    logger.trace('below the level');
    logger.child({ step: 'two' }).warn('from a child');
    expect(log.entries()).toMatchObject([
      { level: 30, reqId: 'req-1', body: { password: '[redacted]' }, msg: 'signed up' },
      { level: 40, reqId: 'req-1', step: 'two', msg: 'from a child' },
    ]);
  });

  it('makes no pino child for a request that writes nothing', () => {
    const { parent } = parentLogger();
    let children = 0;
    const counting = Object.assign(Object.create(parent) as typeof parent, {
      child: (...args: Parameters<typeof parent.child>) => {
        children += 1;
        return parent.child(...args);
      },
    });
    const logger = lazyRequestLogger(counting, { reqId: 'req-2' }, {});
    expect(children).toBe(0);
    logger.error('now it writes');
    logger.error('and again');
    expect(children).toBe(1);
  });
});
