import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, PinoLoggerOptions } from 'fastify/types/logger.js';
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

type LogMethod = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/**
 * A request's logger, made into pino's child (with its `reqId` binding) only when the request
 * writes a line. Most requests write none of their own (the access line has its own logger), and
 * pino redacts a child's bindings when it makes one: a cached read spent more on that than on its
 * answer (docs/benchmarks.md, "Public reads").
 */
class RequestLogger {
  #parent: FastifyBaseLogger;
  #bindings: Bindings;
  #options: ChildLoggerOptions;
  #child: FastifyBaseLogger | undefined;

  constructor(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  get level(): string {
    return this.#made().level;
  }

  set level(level: string) {
    this.#made().level = level;
  }

  #made(): FastifyBaseLogger {
    this.#child ??= this.#parent.child(this.#bindings, this.#options);
    return this.#child;
  }

  #write(method: LogMethod, args: unknown[]): void {
    const logger = this.#made();
    Reflect.apply(logger[method], logger, args);
  }

  fatal(...args: unknown[]): void {
    this.#write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.#write('error', args);
  }
  warn(...args: unknown[]): void {
    this.#write('warn', args);
  }
  info(...args: unknown[]): void {
    this.#write('info', args);
  }
  debug(...args: unknown[]): void {
    this.#write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.#write('trace', args);
  }
  silent(...args: unknown[]): void {
    this.#write('silent', args);
  }
  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#made().child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: the request logger above. */
export function lazyRequestLogger(
  parent: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new RequestLogger(parent, bindings, options);
}
