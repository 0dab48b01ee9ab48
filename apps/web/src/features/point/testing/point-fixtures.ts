import type { Setting } from '@smm/contract/settings-map';
import type { PointHistoryRow } from '@smm/contract/point';
import type { PointRequestCreated } from '@smm/contract/point-api';
import { MOBILE_QUERY } from '../hooks/use-is-mobile.ts';
import { publicRoutes, SETTINGS } from '../../../test/catalog-fixtures.ts';
import { mockFetch, type MockReply } from '../../../test/fetch-mock.ts';

export const BANK = {
  name: '국민은행',
  number: '123456-01-234567',
  text: '국민은행 123456-01-234567 (주)그로우랩',
};

export function pointSettings(overrides: Record<string, string> = {}): Setting[] {
  const values: Record<string, string> = {
    POINT_CHARGE_BUTTON_OPTIONS: '300,1000,5000,10000,100000',
    ENABLE_PAYMENT_TYPE: 'ALL',
    ENABLE_PAYMENT_FEE: 'true',
    ENABLE_TOSS_PAYMENT: 'true',
    BANK_NAME: BANK.name,
    BANK_NUMBER: BANK.number,
    BANK_TEXT: BANK.text,
    BANK_CODE: '004',
    ...overrides,
  };
  return [...SETTINGS, ...Object.entries(values).map(([key, value]) => ({ key, value }))];
}

export const VALID_TAX_INVOICE = {
  company: '(주)테스트상사',
  businessNumber: '220-81-62517',
  leader: '김대표',
  phone: '01012345678',
  jobType: '서비스업',
  jobType2: '광고대행',
  address: '서울특별시 강남구 테헤란로 1',
  email: 'tax@example.com',
};

export function createdRequest(overrides: Partial<PointRequestCreated> = {}): PointRequestCreated {
  return {
    id: 7,
    point: 10000,
    payAmount: 11000,
    feeType: 1,
    status: 0,
    createdAt: '2026-01-02T03:04:05.000Z',
    expiresAt: '2026-01-02T06:04:05.000Z',
    bank: BANK,
    bonus: 0,
    ...overrides,
  };
}

export const HISTORY: PointHistoryRow[] = [
  {
    id: 12,
    createdAt: '2026-01-03T01:00:00.000Z',
    point: 10000,
    status: 0,
    responseAt: null,
    payAmount: 11000,
    feeType: 1,
    bonus: 0,
    couponBonus: 0,
  },
  {
    id: 11,
    createdAt: '2026-01-02T14:30:09.000Z',
    point: 5000,
    status: 1,
    responseAt: '2026-01-02T14:35:00.000Z',
    payAmount: 5000,
    feeType: 0,
    bonus: 0,
    couponBonus: 0,
  },
  {
    id: 10,
    createdAt: '2026-01-01T00:00:00.000Z',
    point: 300,
    status: 2,
    responseAt: '2026-01-01T03:00:01.000Z',
    payAmount: 300,
    feeType: 2,
    bonus: 0,
    couponBonus: 0,
  },
];

/** Up to `count` history rows, newest first, with ids from `newest` down to 1 at most (a keyset page). */
export function historyPage(newest: number, count: number): PointHistoryRow[] {
  return Array.from({ length: Math.max(0, Math.min(count, newest)) }, (_, index) => ({
    id: newest - index,
    createdAt: '2026-01-03T01:00:00.000Z',
    point: 1000,
    status: 1,
    responseAt: '2026-01-03T01:05:00.000Z',
    payAmount: 1000,
    feeType: 0,
    bonus: 0,
    couponBonus: 0,
  }));
}

type Route = MockReply | ((request: Request) => MockReply | Promise<MockReply>);

/** fetch-mock routes of the point page: settings, history, the create call, bonus tiers and coupons. */
export function mockPointApi(
  options: {
    settings?: Setting[];
    history?: Route;
    create?: Route;
    bonus?: Route;
    coupons?: Route;
    redeem?: Route;
  } = {},
) {
  return mockFetch({
    ...publicRoutes(options.settings ?? pointSettings()),
    'GET /service/point-history': options.history ?? { body: [] },
    'POST /service/point': options.create ?? { status: 201, body: createdRequest() },
    'GET /point/deposit-bonus': options.bonus ?? { body: { enabled: false, tiers: [] } },
    'GET /point/coupons': options.coupons ?? { body: { pending: null, redemptions: [] } },
    ...(options.redeem ? { 'POST /point/coupons/redeem': options.redeem } : {}),
  });
}

/** Makes the MOBILE_QUERY media query match (a phone) or not; other queries keep matching nothing. */
export function setMobile(mobile: boolean): void {
  const original = window.matchMedia.bind(window);
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList => {
      const list = original(query);
      return query === MOBILE_QUERY ? { ...list, matches: mobile, media: query } : list;
    },
  });
}
