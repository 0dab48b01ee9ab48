import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { addressAllowed, checkedLookup, type AddressPolicy } from './provider-address.ts';

const STRICT: AddressPolicy = { allowPrivate: false };
const PRIVATE_OK: AddressPolicy = { allowPrivate: true };

describe('addressAllowed', () => {
  it.each([
    ['8.8.8.8', true, true],
    ['203.0.113.7', true, true],
    ['2606:4700::1', true, true],
    ['127.0.0.1', false, true],
    ['10.1.2.3', false, true],
    ['172.16.0.1', false, true],
    ['192.168.1.1', false, true],
    ['100.64.0.1', false, true],
    ['::1', false, true],
    ['fd12::1', false, true],
    ['169.254.169.254', false, false],
    ['fd00:ec2::254', false, false],
    ['fe80::1', false, false],
    ['0.0.0.0', false, false],
    ['::', false, false],
    ['::ffff:127.0.0.1', false, false],
    ['::ffff:8.8.8.8', false, false],
    ['64:ff9b::7f00:1', false, false],
    ['224.0.0.1', false, false],
    ['255.255.255.255', false, false],
    ['not-an-address', false, false],
  ])('%s: %s by default, %s with private addresses allowed', (address, strict, allowing) => {
    expect([addressAllowed(address, STRICT), addressAllowed(address, PRIVATE_OK)]).toEqual([
      strict,
      allowing,
    ]);
  });
});

/** What the connection's lookup answers for `hostname`, as net.connect asks (one address, or all). */
function lookupOf(policy: AddressPolicy, hostname: string, all: boolean) {
  return new Promise<{ error: NodeJS.ErrnoException | null; addresses: string[] }>((resolve) => {
    checkedLookup(policy)(hostname, { all }, (error, address: string | LookupAddress[]) => {
      const list = typeof address === 'string' ? (address ? [address] : []) : address.map((a) => a.address);
      resolve({ error, addresses: list });
    });
  });
}

describe('checkedLookup (the lookup every provider connection uses)', () => {
  it.each([false, true])('refuses a name that resolves to loopback by default (all: %s)', async (all) => {
    const { error, addresses } = await lookupOf(STRICT, 'localhost', all);
    expect(error?.code).toBe('EADDRESSREFUSED');
    expect(addresses).toEqual([]);
  });

  it.each([false, true])('answers the checked addresses when they are allowed (all: %s)', async (all) => {
    const { error, addresses } = await lookupOf(PRIVATE_OK, 'localhost', all);
    expect(error).toBeNull();
    expect(addresses.length).toBeGreaterThan(0);
    for (const address of addresses) expect(['127.0.0.1', '::1']).toContain(address);
  });
});
