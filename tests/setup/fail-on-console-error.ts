import { afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest';

// A test fails on an unexpected console.error (conventions.md): errors logged by React, by the
// server or by the code under test mean something went wrong even if the assertions passed.
let spy: MockInstance<typeof console.error> | undefined;

beforeEach(() => {
  spy = vi.spyOn(console, 'error');
});

afterEach(() => {
  const calls = spy?.mock.calls ?? [];
  spy?.mockRestore();
  expect(
    calls.map((args) => args.map(String).join(' ')),
    'unexpected console.error',
  ).toEqual([]);
});
