/**
 * The simulator's catalogues. `small`: the demo store's five KRW services (the store it seeds is
 * built on them). `large` (SIMULATOR_CATALOG=large): a generated catalogue shaped like a real
 * panel's, at least 3,000 services in 30+ categories, every service type of the de-facto API v2
 * docs, names, rates ('0.90', '12.5') and min/max like real panels'. It is generated from a fixed
 * seed, so every start lists the same services with the same ids and rates.
 */

/** One entry of the `services` answer, numbers as strings like real panels write them. */
export interface SimulatorService {
  service: number;
  name: string;
  type: string;
  category: string;
  rate: string;
  min: string;
  max: string;
  dripfeed: boolean;
  refill: boolean;
  cancel: boolean;
}

export type SimulatorCatalogKind = 'small' | 'large';

/** Units of each currency per US dollar, roughly: rates are generated in USD and written in the panel's currency. */
const KRW_PER_USD = 1400;
const PER_USD: Record<string, number> = { USD: 1, EUR: 0.92, KRW: KRW_PER_USD, INR: 83, RUB: 92, TRY: 32 };
const perUsd = (currency: string) => PER_USD[currency] ?? 1;

const SMALL_KRW = [
  { service: 1, name: 'Followers (simulated)', category: 'Followers', rate: 900 },
  { service: 2, name: 'Likes (simulated)', category: 'Likes', rate: 300 },
  { service: 3, name: 'Views (simulated)', category: 'Views', rate: 20 },
  {
    service: 4,
    name: 'Comments (simulated)',
    category: 'Comments',
    rate: 15000,
    refill: false,
    cancel: false,
  },
  { service: 5, name: 'Subscribers (simulated)', category: 'Subscribers', rate: 2500 },
];

/** A rate as panels write it: two decimals, four under a cent ('0.90', '12.50', '0.0045'). */
export function rateString(value: number): string {
  const rounded = value >= 0.1 ? value.toFixed(2) : value.toFixed(4);
  return Number(rounded) > 0 ? rounded : '0.0001';
}

/**
 * Comments offer neither refill nor cancel, so a store that offers them anyway meets a refusal.
 * In KRW the rates are the demo store's; in another currency the same prices converted.
 */
function smallCatalog(currency: string): SimulatorService[] {
  return SMALL_KRW.map((s) => ({
    service: s.service,
    name: s.name,
    type: 'Default',
    category: s.category,
    rate: currency === 'KRW' ? s.rate.toFixed(2) : rateString((s.rate / KRW_PER_USD) * perUsd(currency)),
    min: '1',
    max: '10000000',
    dripfeed: false,
    refill: s.refill ?? true,
    cancel: s.cancel ?? true,
  }));
}

/** mulberry32: a small, fixed pseudo-random sequence (the catalogue, not security). */
function sequence(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** What a category sells: its base rate in USD per 1000, quantities and the types it offers. */
interface Kind {
  what: string;
  usd: number;
  min: number;
  max: number;
  types: string[];
  refill?: boolean;
}

const FOLLOWERS: Kind = {
  what: 'Followers',
  usd: 1.2,
  min: 10,
  max: 100_000,
  types: ['Default'],
  refill: true,
};
const LIKES: Kind = { what: 'Likes', usd: 0.35, min: 10, max: 50_000, types: ['Default', 'Package'] };
const VIEWS: Kind = { what: 'Views', usd: 0.02, min: 100, max: 10_000_000, types: ['Default'] };
const COMMENTS: Kind = {
  what: 'Comments',
  usd: 8,
  min: 5,
  max: 5_000,
  types: ['Custom Comments', 'Custom Comments Package', 'Comment Likes', 'Comment Replies'],
};
const MENTIONS: Kind = {
  what: 'Mentions',
  usd: 3.5,
  min: 100,
  max: 50_000,
  types: [
    'Mentions with Hashtags',
    'Mentions Custom List',
    'Mentions Hashtag',
    'Mentions User Followers',
    'Mentions Media Likers',
  ],
};

/** Platform, then what each of its categories sells: 36 categories. */
const PLATFORMS: { name: string; kinds: Kind[] }[] = [
  {
    name: 'Instagram',
    kinds: [
      FOLLOWERS,
      LIKES,
      VIEWS,
      COMMENTS,
      MENTIONS,
      { what: 'Auto Likes', usd: 0.6, min: 50, max: 20_000, types: ['Subscriptions'] },
    ],
  },
  {
    name: 'YouTube',
    kinds: [
      { ...FOLLOWERS, what: 'Subscribers', usd: 18 },
      { ...VIEWS, usd: 1.1 },
      LIKES,
      COMMENTS,
      { what: 'Watch Time', usd: 9, min: 100, max: 10_000, types: ['Default'] },
    ],
  },
  { name: 'TikTok', kinds: [FOLLOWERS, LIKES, VIEWS, COMMENTS] },
  {
    name: 'Facebook',
    kinds: [
      { ...FOLLOWERS, what: 'Page Followers' },
      { ...LIKES, what: 'Post Likes' },
      { what: 'Group Members', usd: 2.4, min: 100, max: 50_000, types: ['Invites from Groups'] },
      COMMENTS,
    ],
  },
  {
    name: 'Twitter',
    kinds: [
      FOLLOWERS,
      LIKES,
      { ...VIEWS, what: 'Retweets', usd: 1.5, min: 10, max: 20_000 },
      { what: 'Poll Votes', usd: 1.8, min: 50, max: 100_000, types: ['Poll'] },
    ],
  },
  {
    name: 'Telegram',
    kinds: [
      { ...FOLLOWERS, what: 'Members' },
      { ...VIEWS, what: 'Post Views' },
      { what: 'Poll Votes', usd: 1.1, min: 50, max: 100_000, types: ['Poll'] },
      { what: 'Reactions', usd: 0.5, min: 10, max: 50_000, types: ['Default'] },
    ],
  },
  {
    name: 'Spotify',
    kinds: [
      { ...VIEWS, what: 'Plays', usd: 0.9, min: 1_000 },
      { ...FOLLOWERS, what: 'Followers' },
    ],
  },
  { name: 'Twitch', kinds: [FOLLOWERS, { ...VIEWS, what: 'Live Viewers', usd: 4 }] },
  { name: 'Threads', kinds: [FOLLOWERS, LIKES] },
  { name: 'SoundCloud', kinds: [{ ...VIEWS, what: 'Plays', usd: 0.08 }] },
  {
    name: 'Website Traffic',
    kinds: [
      { what: 'SEO Backlinks', usd: 12.5, min: 10, max: 5_000, types: ['SEO'] },
      { what: 'Visitors', usd: 0.7, min: 500, max: 1_000_000, types: ['Default'] },
    ],
  },
];

const ORIGINS = ['Worldwide', 'USA', 'Korea', 'Brazil', 'India', 'Europe', 'Arab', 'Turkey'];
const QUALITIES = ['Real', 'HQ', 'Bots', 'Mixed', 'Premium', 'Active Users', 'No Drop'];
const SPEEDS = ['Instant', '0-1 Hour Start', 'Day 10K', 'Day 50K', 'Slow', 'Super Fast'];
const REFILLS = ['No Refill', 'Refill 30D', 'Refill 60D', 'Lifetime Refill'];

/** Services per category: 36 categories x 90 = 3,240. */
const SERVICES_PER_CATEGORY = 90;

function largeCatalog(currency: string): SimulatorService[] {
  const next = sequence(31);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const services: SimulatorService[] = [];
  for (const platform of PLATFORMS) {
    for (const kind of platform.kinds) {
      const category = `${platform.name} ${kind.what}`;
      for (let i = 0; i < SERVICES_PER_CATEGORY; i += 1) {
        const type = kind.types[i % kind.types.length] ?? 'Default';
        const refillWord = kind.refill ? pick(REFILLS) : 'No Refill';
        const refill = refillWord !== 'No Refill';
        const max = Math.max(kind.min * 10, Math.round((kind.max * (0.05 + next())) / 1000) * 1000);
        const usd = kind.usd * (0.3 + next() * 2.4) * (type === 'Package' ? 40 : 1);
        services.push({
          service: services.length + 1,
          name: `${category} [${pick(ORIGINS)}] [${pick(QUALITIES)}] [Max ${max.toLocaleString('en-US')}] [${refillWord}] ${pick(SPEEDS)}`,
          type,
          category,
          rate: rateString(usd * perUsd(currency)),
          min: String(type === 'Package' ? 1 : kind.min),
          max: String(type === 'Package' ? 1 : max),
          dripfeed: type === 'Default' && next() < 0.3,
          refill,
          cancel: next() < 0.5,
        });
      }
    }
  }
  return services;
}

/** The catalogue the panel lists, its rates in `currency`. */
export function simulatorCatalog(kind: SimulatorCatalogKind, currency: string): SimulatorService[] {
  return kind === 'large' ? largeCatalog(currency) : smallCatalog(currency);
}
