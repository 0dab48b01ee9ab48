import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { seededFaults, wireForRequest } from './simulator-dialect-wire.ts';
import { parseDialect } from './simulator-dialect.ts';

const draws = (gate: () => boolean, count: number) => Array.from({ length: count }, () => gate());

describe('SIMULATOR_FAULT_RATE', () => {
  it('defaults to every request, so a dialect behaves as it always did', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(config.SIMULATOR_FAULT_RATE).toBe(1);
    expect(seededFaults(config.SIMULATOR_FAULT_RATE, config.SIMULATOR_FAULT_SEED)).toBeUndefined();
    const wire = { dialect: parseDialect('html,bom').dialect, slowMs: 1 };
    expect(wireForRequest(wire)).toBe(wire);
  });

  it('draws the same faulty requests from the same seed, at about the rate', () => {
    const first = draws(seededFaults(0.2, 'seed-a')!, 2000);
    expect(draws(seededFaults(0.2, 'seed-a')!, 2000)).toEqual(first);
    expect(draws(seededFaults(0.2, 'seed-b')!, 2000)).not.toEqual(first);
    const share = first.filter(Boolean).length / first.length;
    expect(share).toBeGreaterThan(0.15);
    expect(share).toBeLessThan(0.25);
  });

  it('spares a request only the faults, keeping the panel’s manners', () => {
    const wire = {
      dialect: parseDialect('lost-submit,slow,html,bom,lowercase-status').dialect,
      slowMs: 1,
      faultsNow: () => false,
    };
    expect([...wireForRequest(wire).dialect].sort()).toEqual(['bom', 'lowercase-status']);
    expect(wireForRequest({ ...wire, faultsNow: () => true }).dialect).toBe(wire.dialect);
  });

  it('refuses a rate outside 0..1', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', SIMULATOR_FAULT_RATE: '1.5' })).toThrow();
  });
});
