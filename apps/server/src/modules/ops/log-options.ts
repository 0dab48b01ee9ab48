import type { PinoLoggerOptions } from 'fastify/types/logger.js';

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

export function appLogger(choice: AppLoggerChoice, configuredLevel: string) {
  if (choice === false) return false;
  if (choice === true || choice === undefined) return appLoggerOptions(configuredLevel);
  return appLoggerOptions(choice.level ?? configuredLevel, choice.stream);
}
