import { lookup as dnsLookup } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { ADMIN_PROVIDER_MESSAGES as M } from '@smm/contract/admin-providers-messages';

/**
 * Which addresses a provider's API URL may reach (docs/decisions/hardening-ii.md, item 3). The store
 * POSTs the provider's key to that URL and shows the operator what came back, so an address inside
 * our own network would make it a port scanner and a key courier: refused unless
 * PROVIDER_ALLOW_PRIVATE_ADDRESSES lets loopback and private networks through (a panel or the
 * standalone simulator on the owner's own network, the tests). Never allowed: the unspecified
 * address, link-local (169.254.169.254 and the other cloud metadata addresses among them),
 * multicast, reserved, and IPv6 forms that carry an IPv4 address (mapped, NAT64, 6to4).
 */
export interface AddressPolicy {
  allowPrivate: boolean;
}

const never = new BlockList();
never.addSubnet('0.0.0.0', 8, 'ipv4');
never.addSubnet('169.254.0.0', 16, 'ipv4');
never.addSubnet('192.0.0.0', 24, 'ipv4');
never.addSubnet('224.0.0.0', 4, 'ipv4');
never.addSubnet('240.0.0.0', 4, 'ipv4');
never.addAddress('::', 'ipv6');
never.addSubnet('64:ff9b::', 96, 'ipv6');
never.addSubnet('2002::', 16, 'ipv6');
never.addSubnet('fe80::', 10, 'ipv6');
never.addSubnet('ff00::', 8, 'ipv6');
never.addAddress('fd00:ec2::254', 'ipv6');

// Kept apart: BlockList matches IPv4 addresses against an IPv4-mapped subnet, so in `never` it
// would refuse every IPv4 address. Checked for IPv6 addresses only.
const mapped = new BlockList();
mapped.addSubnet('::ffff:0:0', 96, 'ipv6');

const privateNetworks = new BlockList();
privateNetworks.addSubnet('127.0.0.0', 8, 'ipv4');
privateNetworks.addSubnet('10.0.0.0', 8, 'ipv4');
privateNetworks.addSubnet('172.16.0.0', 12, 'ipv4');
privateNetworks.addSubnet('192.168.0.0', 16, 'ipv4');
privateNetworks.addSubnet('100.64.0.0', 10, 'ipv4');
privateNetworks.addSubnet('198.18.0.0', 15, 'ipv4');
privateNetworks.addAddress('::1', 'ipv6');
privateNetworks.addSubnet('fc00::', 7, 'ipv6');

/** Whether the policy lets a connection go to `address` (an IPv4 or IPv6 literal). */
export function addressAllowed(address: string, policy: AddressPolicy): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (never.check(address, type) || (type === 'ipv6' && mapped.check(address, 'ipv6'))) return false;
  return policy.allowPrivate || !privateNetworks.check(address, type);
}

/** A URL's host without the brackets of an IPv6 literal. */
export const bareHost = (url: URL): string => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** The code of a connection refused by the policy (api-v2-http-transport.ts, providers/console-failure-message.ts). */
export const ADDRESS_REFUSED = 'EADDRESSREFUSED';

export class AddressRefusedError extends Error {
  readonly code = ADDRESS_REFUSED;
  constructor() {
    super('the provider address is not allowed');
  }
}

/**
 * The DNS lookup of every provider connection: it resolves the name and refuses it when any of its
 * addresses is not allowed, and the socket connects to the address it answers. The check and the
 * connection use the one answer, so a name that answers a public address to one lookup and an
 * internal one to the next (DNS rebinding) never reaches the internal one.
 */
export function checkedLookup(policy: AddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses;
      if (list.length === 0 || !list.every((a) => addressAllowed(a.address, policy)))
        return callback(new AddressRefusedError(), '', 0);
      if (options.all) return callback(null, list);
      const first = list[0];
      return first ? callback(null, first.address, first.family) : callback(new AddressRefusedError(), '', 0);
    });
  };
}

const DNS_TIMEOUT_MS = 3_000;

/** Every address a name resolves to now; none when it does not resolve (in time). */
async function resolveAll(hostname: string): Promise<string[]> {
  const answer = new Promise<string[]>((resolve) => {
    dnsLookup(hostname, { all: true }, (error, addresses) =>
      resolve(error ? [] : addresses.map((a) => a.address)),
    );
  });
  const late = new Promise<string[]>((resolve) => setTimeout(() => resolve([]), DNS_TIMEOUT_MS).unref());
  return Promise.race([answer, late]);
}

/**
 * Why the console may not save this API URL (its Korean message), or null. The contract has checked
 * its shape and port. An IPv4 host must be written as four decimals (`0x7f000001`, `2130706433`,
 * `127.1` and `0177.0.0.1` all mean 127.0.0.1 to a URL parser); an address, `localhost` or the
 * addresses a name resolves to now must be allowed. A name that does not resolve yet is saved: every
 * connection checks again (checkedLookup). Resolves DNS, so never inside a transaction.
 */
export async function providerUrlProblem(raw: string, policy: AddressPolicy): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return M.urlInvalid;
  }
  const written = /^[a-z]+:\/\/(\[[^\]]*\]|[^/?#:]*)/i.exec(raw)?.[1]?.toLowerCase() ?? '';
  const host = bareHost(url);
  if (isIP(host) === 4 && written !== host) return M.urlNumericHost;
  if (isIP(host) !== 0) return addressAllowed(host, policy) ? null : M.urlPrivate;
  if (host === 'localhost' || host.endsWith('.localhost')) return policy.allowPrivate ? null : M.urlPrivate;
  const addresses = await resolveAll(host);
  return addresses.every((a) => addressAllowed(a, policy)) ? null : M.urlPrivate;
}
