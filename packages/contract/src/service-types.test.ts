import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';
import { orderRequestSchema } from './order.ts';
import {
  SERVICE_TYPES,
  SERVICE_TYPE_FIELDS,
  checkOrderFields,
  orderLines,
  providerExpiry,
  serviceTypeFromProvider,
  type OrderFieldsRequest,
  type ServiceType,
} from './service-types.ts';
import { SERVICE_TYPE_MESSAGES as T } from './service-type-messages.ts';

const bounds = { min: 10, max: 1000 };
const check = (type: ServiceType, request: Partial<OrderFieldsRequest>, today?: string) =>
  checkOrderFields(type, { amount: 100, ...request }, bounds, today);
const twelve = Array.from({ length: 12 }, (_, i) => `댓글 ${i + 1}`);

describe('serviceTypeFromProvider', () => {
  it('reads every type in any case and spacing', () => {
    for (const type of SERVICE_TYPES) {
      expect(serviceTypeFromProvider(type)).toBe(type);
      expect(serviceTypeFromProvider(type.toLowerCase())).toBe(type);
      expect(serviceTypeFromProvider(` ${type.toUpperCase().replace(/ /g, '_')} `)).toBe(type);
    }
    expect(serviceTypeFromProvider('Custom comments')).toBe('Custom Comments');
  });

  it('answers null for an unknown word or a non-string', () => {
    expect(serviceTypeFromProvider('Likes')).toBeNull();
    expect(serviceTypeFromProvider(undefined)).toBeNull();
    expect(serviceTypeFromProvider(3)).toBeNull();
  });
});

describe('checkOrderFields', () => {
  it('keeps a Default order as it is: its amount, no fields but quantity', () => {
    expect(check('Default', { amount: 7 })).toEqual({
      ok: true,
      quantity: 7,
      details: { type: 'Default' },
      providerFields: { quantity: '7' },
    });
  });

  it('refuses a field the type does not take, naming it', () => {
    expect(check('Default', { comments: 'a' })).toEqual({ ok: false, message: T.notTaken('댓글') });
    expect(check('Poll', { answerNumber: 1, username: 'x' })).toEqual({
      ok: false,
      message: T.notTaken('사용자명'),
    });
  });

  it('counts custom comments: trimmed, empty lines dropped, joined by \\n for the provider', () => {
    const text = ['', ...twelve.map((c) => `  ${c} `), '', '  '].join('\r\n');
    const result = check('Custom Comments', { comments: text, amount: 1 });
    expect(result).toEqual({
      ok: true,
      quantity: 12,
      details: { type: 'Custom Comments', comments: twelve },
      providerFields: { comments: twelve.join('\n') },
    });
  });

  it('bounds counted lines by the service min/max and each line by its length', () => {
    expect(check('Custom Comments', { comments: 'a\nb' })).toEqual({
      ok: false,
      message: T.tooFewLines('댓글', 10),
    });
    const many = Array.from({ length: 1001 }, (_, i) => `c${i}`).join('\n');
    expect(check('Custom Comments', { comments: many })).toEqual({
      ok: false,
      message: T.tooManyLines('댓글', 1000),
    });
    expect(check('Custom Comments Package', { comments: 'x'.repeat(501) })).toEqual({
      ok: false,
      message: T.lineTooLong('댓글'),
    });
  });

  it('names a missing required field', () => {
    expect(check('Custom Comments', {})).toEqual({ ok: false, message: T.required('댓글') });
    expect(check('Custom Comments', { comments: ' \n ' })).toEqual({
      ok: false,
      message: T.required('댓글'),
    });
    expect(check('Poll', {})).toEqual({ ok: false, message: T.required('투표 항목 번호') });
    expect(check('Mentions with Hashtags', { usernames: 'a' })).toEqual({
      ok: false,
      message: T.required('해시태그 목록'),
    });
  });

  it('prices a package as one and sends no quantity', () => {
    expect(check('Package', { amount: 500 })).toEqual({
      ok: true,
      quantity: 1,
      details: { type: 'Package' },
      providerFields: {},
    });
    const result = check('Custom Comments Package', { comments: 'a\nb' });
    expect(result).toMatchObject({ ok: true, quantity: 1, providerFields: { comments: 'a\nb' } });
  });

  it('sends each type its exact API v2 parameters', () => {
    const cases: [ServiceType, Partial<OrderFieldsRequest>, Record<string, string>][] = [
      [
        'Mentions with Hashtags',
        { usernames: 'a\nb', hashtags: '#x\n#y' },
        { quantity: '100', usernames: 'a\nb', hashtags: '#x\n#y' },
      ],
      [
        'Mentions Custom List',
        { usernames: Array.from({ length: 10 }, (_, i) => `u${i}`).join('\n') },
        { usernames: Array.from({ length: 10 }, (_, i) => `u${i}`).join('\n') },
      ],
      ['Mentions Hashtag', { hashtag: ' #여행 ' }, { quantity: '100', hashtag: '#여행' }],
      ['Mentions User Followers', { username: 'natgeo' }, { quantity: '100', username: 'natgeo' }],
      [
        'Mentions Media Likers',
        { media: 'https://www.instagram.com/p/abc/' },
        { quantity: '100', media: 'https://www.instagram.com/p/abc/' },
      ],
      ['Comment Likes', { username: 'writer' }, { quantity: '100', username: 'writer' }],
      [
        'Comment Replies',
        { username: 'writer', comments: twelve.join('\n') },
        { username: 'writer', comments: twelve.join('\n') },
      ],
      ['Poll', { answerNumber: 2 }, { quantity: '100', answer_number: '2' }],
      ['Invites from Groups', { groups: 'g1\ng2' }, { quantity: '100', groups: 'g1\ng2' }],
      ['SEO', { keywords: '서울 맛집' }, { quantity: '100', keywords: '서울 맛집' }],
    ];
    for (const [type, request, sent] of cases) {
      const result = check(type, request);
      expect(result.ok ? result.providerFields : result.message, type).toEqual(sent);
    }
  });

  it('refuses a media that is not a link and a text on two lines', () => {
    expect(check('Mentions Media Likers', { media: 'abc' })).toEqual({ ok: false, message: T.mediaLink });
    expect(check('Comment Likes', { username: 'a\nb' })).toEqual({
      ok: false,
      message: T.oneLine('댓글 작성자 사용자명'),
    });
  });

  describe('Subscriptions', () => {
    const sub = { username: 'acct', min: 100, max: 150, posts: 10, delay: 30 };

    it('prices max x (posts + old posts) and sends expiry as d/m/Y', () => {
      const result = check('Subscriptions', { ...sub, oldPosts: 2, expiry: '2026-12-31' }, '2026-11-27');
      expect(result).toEqual({
        ok: true,
        quantity: 150 * 12,
        details: { type: 'Subscriptions', ...sub, oldPosts: 2, expiry: '2026-12-31' },
        providerFields: {
          username: 'acct',
          min: '100',
          max: '150',
          posts: '10',
          old_posts: '2',
          delay: '30',
          expiry: '31/12/2026',
        },
      });
    });

    it('leaves the optional fields out', () => {
      expect(check('Subscriptions', sub)).toMatchObject({ ok: true, quantity: 1500 });
    });

    it('refuses what a subscription cannot be', () => {
      expect(check('Subscriptions', { ...sub, delay: 7 })).toEqual({ ok: false, message: T.delay });
      expect(check('Subscriptions', { ...sub, min: 200 })).toEqual({ ok: false, message: T.minAboveMax });
      expect(check('Subscriptions', { ...sub, min: 5 })).toEqual({
        ok: false,
        message: MESSAGES.order.belowMin,
      });
      expect(check('Subscriptions', { ...sub, max: 5000 })).toEqual({
        ok: false,
        message: MESSAGES.order.aboveMax,
      });
      expect(check('Subscriptions', { ...sub, posts: undefined })).toEqual({
        ok: false,
        message: T.required('새 게시물 수'),
      });
      expect(check('Subscriptions', { ...sub, expiry: '2026-02-30' })).toEqual({
        ok: false,
        message: T.expiryFormat,
      });
      expect(check('Subscriptions', { ...sub, expiry: '2026-11-27' }, '2026-11-27')).toEqual({
        ok: false,
        message: T.expiryPast,
      });
    });
  });
});

describe('the type table', () => {
  it('gives every field a Korean label, help and example', () => {
    for (const type of SERVICE_TYPES) {
      for (const f of SERVICE_TYPE_FIELDS[type].fields) {
        expect(f.label).toMatch(/[가-힣]/);
        expect(f.help).toMatch(/[가-힣]/);
        expect(f.example).not.toBe('');
      }
    }
  });

  it('offers auto-orders only for Default', () => {
    expect(SERVICE_TYPES.filter((t) => SERVICE_TYPE_FIELDS[t].autoOrder)).toEqual(['Default']);
  });
});

describe('helpers', () => {
  it('splits lines on \\n, \\r\\n and \\r', () => {
    expect(orderLines('a\r\nb\rc\n\n d ')).toEqual(['a', 'b', 'c', 'd']);
  });
  it('writes d/m/Y', () => {
    expect(providerExpiry('2027-01-05')).toBe('05/01/2027');
  });
});

describe('orderRequestSchema with type fields', () => {
  const valid = { serviceId: 3, link: 'https://www.instagram.com/p/a/', amount: 1 };

  it('carries the optional fields and leaves them out when absent', () => {
    expect(orderRequestSchema.parse(valid)).toEqual({ ...valid, runs: 0, interval: 0 });
    expect(orderRequestSchema.parse({ ...valid, comments: 'a\nb', answerNumber: 2 })).toEqual({
      ...valid,
      runs: 0,
      interval: 0,
      comments: 'a\nb',
      answerNumber: 2,
    });
  });

  it('refuses a field of the wrong JSON type in Korean', () => {
    const result = orderRequestSchema.safeParse({ ...valid, comments: 3 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(T.required('댓글'));
  });
});
