import type { PinoLoggerOptions } from 'fastify/types/logger.js';
import pino from 'pino';

/** Where log lines go: anything with write(line), e.g. a test's collector. */
export interface LogStream {
  write(line: string): void;
}

/**
 * What never reaches a log line, wherever it appears: credentials in headers, and secrets in a
 * body or an object someone logs (`{ body }`, `{ input }`, an error's fields). Paths are pino's
 * redaction paths; `*.x` matches `x` one level down.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["api-key"]',
  'req.headers["x-webhook-secret"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["api-key"]',
  ...[
    'password',
    'newPassword',
    'currentPassword',
    'passwordConfirm',
    'code',
    'key',
    'apiKey',
    'token',
  ].flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
  'accessToken',
  '*.accessToken',
  'secret',
  '*.secret',
];

/** The app's pino options: the level, the redaction and, for tests, where the lines go. */
export function appLoggerOptions(
  level: string,
  stream?: LogStream,
): PinoLoggerOptions & { stream?: LogStream } {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    ...(stream ? { stream } : {}),
  };
}

/** AppDeps.logger: false (tests), true or absent (the configured level), or a level and a stream. */
export type AppLoggerChoice = boolean | { level?: string; stream?: LogStream } | undefined;

/**
 * Standard output written asynchronously: lines that come while a write is under way go out together
 * in the next one, so a busy server makes a few writes a second instead of one blocking write per
 * request (docs/benchmarks.md). pino flushes what is left when the process exits.
 */
const stdoutLines = (): LogStream => pino.destination({ dest: 1, sync: false });

export function appLogger(choice: AppLoggerChoice, configuredLevel: string) {
  if (choice === false) return false;
  if (choice === true || choice === undefined) return appLoggerOptions(configuredLevel, stdoutLines());
  return appLoggerOptions(choice.level ?? configuredLevel, choice.stream);
}
