import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

/** The problems loadConfig reports for `env`, or [] when it accepts it. */
function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
}

describe('configuration from the environment', () => {
  it('runs with no variables at all: the embedded defaults of design.md', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      JOBS_INTERVAL_MS: 5000,
      SIMULATOR_STEP_MS: 20000,
      SIMULATOR_PARTIAL_RATE: 0.1,
      SIMULATOR_CANCEL_RATE: 0.05,
      SIMULATOR_PORT: 3100,
      LOG_LEVEL: 'info',
      TRUST_PROXY: false,
      SMS_PROVIDER: 'console',
      demoCatalog: true,
      demoOperator: true,
    });
    // Unset: embedded PGlite, a JWT secret generated into DATA_DIR, no operator account created.
    expect([config.DATABASE_URL, config.JWT_SECRET, config.ADMIN_ID, config.WEB_DIST_DIR]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('links mails to PUBLIC_URL (without a trailing slash), else to this server on localhost', () => {
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example/' }).publicUrl).toBe('https://shop.example');
    expect(() => loadConfig({ PUBLIC_URL: 'shop.example' })).toThrow(/PUBLIC_URL/);
  });

  it('turns the demo catalogue off for PostgreSQL unless DEMO_CATALOG says otherwise', () => {
    const pg = { DATABASE_URL: 'postgres://localhost/smm', JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig(pg).demoCatalog).toBe(false);
    expect(loadConfig({ ...pg, DEMO_CATALOG: 'true' }).demoCatalog).toBe(true);
    expect(loadConfig({ DEMO_CATALOG: 'off' }).demoCatalog).toBe(false);
  });

  it('makes a demo operator only for the embedded demo shop without ADMIN_ID, or when DEMO_OPERATOR asks', () => {
    const pg = { DATABASE_URL: 'postgres://localhost/smm', JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig({}).demoOperator).toBe(true);
    expect(loadConfig({ ADMIN_ID: 'boss', ADMIN_PASSWORD: 'a-long-password' }).demoOperator).toBe(false);
    expect(loadConfig({ DEMO_CATALOG: 'off' }).demoOperator).toBe(false);
    expect(loadConfig(pg).demoOperator).toBe(false);
    expect(loadConfig({ ...pg, DEMO_CATALOG: 'true' }).demoOperator).toBe(false);
    expect(loadConfig({ ...pg, DEMO_OPERATOR: 'true' }).demoOperator).toBe(true);
    expect(loadConfig({ DEMO_OPERATOR: 'false' }).demoOperator).toBe(false);
  });

  it('parses numbers and flags, and treats an empty value as unset', () => {
    const config = loadConfig({
      PORT: '8080',
      JOBS_INTERVAL_MS: '250',
      SIMULATOR_CANCEL_RATE: '0',
      TRUST_PROXY: 'yes',
      DATA_DIR: '',
    });
    expect(config).toMatchObject({
      PORT: 8080,
      JOBS_INTERVAL_MS: 250,
      SIMULATOR_CANCEL_RATE: 0,
      TRUST_PROXY: true,
      DATA_DIR: './data',
    });
  });

  it('fails fast with a readable list of every problem, not just the first', () => {
    const env = {
      PORT: 'eighty',
      DATABASE_URL: 'not a url',
      JWT_SECRET: 'short',
      ADMIN_ID: 'operator',
      SIMULATOR_PARTIAL_RATE: '1.5',
      DEMO_CATALOG: 'maybe',
      SMS_PROVIDER: 'solapi',
    };
    const problems = problemsOf(env);
    for (const name of [
      'PORT',
      'DATABASE_URL',
      'JWT_SECRET',
      'ADMIN_PASSWORD',
      'SIMULATOR_PARTIAL_RATE',
      'DEMO_CATALOG',
      'SMS_PROVIDER',
    ]) {
      expect(
        problems.some((p) => p.startsWith(`${name}: `)),
        `${name} in ${problems.join(' | ')}`,
      ).toBe(true);
    }
    expect(problems).toContain('JWT_SECRET: must be at least 32 characters');
    expect(problems).toContain('ADMIN_PASSWORD: ADMIN_ID and ADMIN_PASSWORD go together');
    try {
      loadConfig(env);
    } catch (error) {
      // One line per problem, under a heading: what the operator reads on stderr.
      const lines = (error as Error).message.split('\n');
      expect(lines[0]).toBe('Invalid configuration:');
      expect(lines.slice(1)).toEqual(problems.map((p) => `  - ${p}`));
    }
  });

  it('requires JWT_SECRET with DATABASE_URL (no secret file is shared between processes)', () => {
    expect(problemsOf({ DATABASE_URL: 'postgres://localhost/smm' })).toEqual([
      'JWT_SECRET: is required when DATABASE_URL is set',
    ]);
  });
});
