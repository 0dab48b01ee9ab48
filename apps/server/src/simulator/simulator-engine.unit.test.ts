import { describe, expect, it } from 'vitest';
import { fateOf, stateAt, type SimulatedOrder, type SimulatorSettings } from './simulator-engine.ts';

const settings: SimulatorSettings = { stepMs: 1000, partialRate: 0.2, cancelRate: 0.1, seed: 'test' };
const placedAt = new Date('2026-03-02T09:00:00Z');
const order = (id: number, quantity = 100): SimulatedOrder => ({
  id,
  service: '1',
  link: 'x',
  quantity,
  rate: 1000,
  placedAt,
  canceledAt: null,
  refilledAt: null,
});
const at = (ms: number) => new Date(placedAt.getTime() + ms);
const idsWith = (fate: string) =>
  Array.from({ length: 200 }, (_, i) => i + 1).filter((id) => fateOf(order(id), settings) === fate);

describe('the simulator engine', () => {
  it('gives each order the same fate for the same seed, roughly in the configured shares', () => {
    const fates = Array.from({ length: 1000 }, (_, i) => fateOf(order(i + 1), settings));
    expect(Array.from({ length: 1000 }, (_, i) => fateOf(order(i + 1), settings))).toEqual(fates);
    const share = (fate: string) => fates.filter((f) => f === fate).length / fates.length;
    expect(share('cancel')).toBeGreaterThan(0.05);
    expect(share('cancel')).toBeLessThan(0.15);
    expect(share('partial')).toBeGreaterThan(0.14);
    expect(share('partial')).toBeLessThan(0.26);
    expect(fateOf(order(1), { ...settings, seed: 'other' })).toBeDefined();
  });

  it('walks a completing order through Pending, In progress and Completed', () => {
    const o = order(idsWith('complete')[0]!);
    expect(stateAt(o, at(0), settings)).toMatchObject({ status: 'Pending', remains: 100, startCount: 0 });
    const mid = stateAt(o, at(2000), settings);
    expect(mid.status).toBe('In progress');
    expect(mid.remains).toBe(50);
    expect(mid.startCount).toBeGreaterThanOrEqual(100);
    expect(stateAt(o, at(3000), settings)).toMatchObject({
      status: 'Completed',
      remains: 0,
      startCount: mid.startCount,
    });
  });

  it('ends a partial order with some but not all units undelivered', () => {
    for (const id of idsWith('partial').slice(0, 10)) {
      const end = stateAt(order(id), at(5000), settings);
      expect(end.status).toBe('Partial');
      expect(end.remains).toBeGreaterThan(0);
      expect(end.remains).toBeLessThan(100);
    }
  });

  it('cancels after the first step, and a single unit can only end complete or canceled', () => {
    expect(stateAt(order(idsWith('cancel')[0]!), at(1000), settings)).toMatchObject({
      status: 'Canceled',
      remains: 100,
    });
    expect(fateOf(order(idsWith('partial')[0]!, 1), settings)).toBe('cancel');
  });

  it('stops an unfinished order at the moment it was canceled', () => {
    const o = { ...order(idsWith('complete')[0]!), canceledAt: at(1500) };
    expect(stateAt(o, at(1000), settings).status).toBe('In progress');
    expect(stateAt(o, at(9000), settings).status).toBe('Canceled');
  });
});
