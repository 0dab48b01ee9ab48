import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OpenAPIV3_1 } from 'openapi-types';
import { ApiDocsPage } from './api-docs-page.tsx';
import { fakeSession, MEMBER_PROFILE, renderWithProviders } from '../../../test/render.tsx';
import { mockFetch } from '../../../test/fetch-mock.ts';

const envelope = (statusCode: number, error: string, message: string) => ({
  description: '거절',
  content: {
    'application/json': {
      examples: { refused: { summary: `${statusCode} 상황`, value: { statusCode, error, message } } },
    },
  },
});

/** A document of the server's shape, cut down: the real one is checked end to end in tests/e2e. */
const DOCUMENT: OpenAPIV3_1.Document = {
  openapi: '3.1.0',
  info: { title: '리셀러 API', version: '1.0.0' },
  tags: [
    { name: 'API v1', description: 'JSON API' },
    { name: 'API v2', description: '패널 표준' },
  ],
  components: {
    securitySchemes: {
      apiKeyHeader: { type: 'apiKey', in: 'header', name: 'api-key' },
      apiV2Key: { type: 'apiKey', in: 'query', name: 'key' },
    },
  },
  paths: {
    '/api/v1/services': {
      get: {
        summary: 'Get Services',
        tags: ['API v1'],
        security: [{ apiKeyHeader: [] }],
        responses: {
          200: {
            description: '성공',
            content: {
              'application/json': {
                examples: { services: { value: [{ id: 1, min: 10, max: 30000, text: '팔로워' }] } },
              },
            },
          },
          401: envelope(401, 'UNAUTHORIZED', 'API 키가 올바르지 않습니다.'),
        },
      },
    },
    '/api/v1/order': {
      post: {
        summary: 'Order Services',
        description: '주문합니다.',
        tags: ['API v1'],
        security: [{ apiKeyHeader: [] }],
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: { serviceId: { type: 'integer', description: '서비스 번호' } },
                required: ['serviceId'],
              },
              examples: { ordered: { summary: '주문', value: { serviceId: 1, link: "it's" } } },
            },
          },
        },
        responses: {
          200: {
            description: '성공',
            content: { 'application/json': { examples: { ordered: { value: { wId: 1024 } } } } },
          },
          400: envelope(400, 'INSUFFICIENT_POINTS', '포인트가 부족합니다.'),
        },
      },
    },
    '/api/v1/status/{wId}': {
      get: {
        summary: 'Order Status',
        tags: ['API v1'],
        security: [{ apiKeyHeader: [] }],
        parameters: [{ name: 'wId', in: 'path', required: true, schema: { type: 'integer' }, example: 1024 }],
        responses: {
          200: {
            description: '성공',
            content: {
              'application/json': { examples: { status: { value: { status: 'IN PROGRESS', remains: 40 } } } },
            },
          },
        },
      },
    },
    '/api/v2': {
      post: {
        summary: 'API v2 (SMM 패널 표준)',
        tags: ['API v2'],
        security: [{ apiV2Key: [] }],
        requestBody: {
          content: {
            'application/x-www-form-urlencoded': {
              schema: {
                anyOf: [
                  {
                    title: 'services',
                    description: '서비스 목록',
                    type: 'object',
                    properties: { key: { type: 'string' }, action: { const: 'services' } },
                    required: ['action'],
                  },
                  {
                    title: 'balance',
                    description: '보유 포인트',
                    type: 'object',
                    properties: { key: { type: 'string' }, action: { const: 'balance' } },
                    required: ['action'],
                  },
                ],
              },
              examples: {
                services: {
                  summary: 'services: 서비스 목록',
                  value: { key: 'YOUR_API_KEY', action: 'services' },
                },
                balance: {
                  summary: 'balance: 보유 포인트',
                  value: { key: 'YOUR_API_KEY', action: 'balance' },
                },
              },
            },
          },
        },
        responses: {
          200: {
            description: '결과',
            content: {
              'application/json': {
                examples: {
                  services: { value: [] },
                  balance: { value: { balance: '12345.5', currency: 'KRW' } },
                  keyMissing: {
                    summary: 'key가 없을 때',
                    value: { error: 'key 항목에 API 키를 입력해 주세요.' },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
};

const origin = window.location.origin;

describe('API docs page', () => {
  it('renders the base urls, the api-key header and every endpoint from the OpenAPI document', async () => {
    mockFetch({ 'GET /openapi.json': { body: DOCUMENT } });
    renderWithProviders(<ApiDocsPage />, { route: '/api', session: fakeSession('authorization') });

    expect(await screen.findByText(`${origin}/api/v1`)).toBeTruthy();
    expect(screen.getByText(`${origin}/api/v2`)).toBeTruthy();
    expect(screen.getByText('api-key: 발급받은 API 키')).toBeTruthy();
    expect(screen.getByText('모든 응답은 JSON 형식입니다.')).toBeTruthy();
    for (const name of ['Get Services', 'Order Services', 'Order Status', 'API v2 (SMM 패널 표준)']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeTruthy();
    }
    expect(screen.getByText(/"max": 30000/)).toBeTruthy();
    expect(screen.getByText(/"wId": 1024/)).toBeTruthy();
    expect(screen.getByText(/"status": "IN PROGRESS"/)).toBeTruthy();
    // Fields, and the refusals with their Korean messages.
    const order = screen.getByRole('region', { name: 'Order Services 요청 항목' });
    expect(within(order).getByRole('rowheader', { name: 'serviceId' })).toBeTruthy();
    expect(screen.getByText('포인트가 부족합니다.')).toBeTruthy();
    expect(screen.getByText('key 항목에 API 키를 입력해 주세요.')).toBeTruthy();
    // API v2: one row per action.
    const kinds = screen.getByRole('region', { name: 'API v2 (SMM 패널 표준) 요청 종류' });
    expect(within(kinds).getAllByRole('row')).toHaveLength(3);
  });

  it('shows the key masked in the curl examples until revealed, and copies it unmasked', async () => {
    mockFetch({ 'GET /openapi.json': { body: DOCUMENT } });
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    renderWithProviders(<ApiDocsPage />, { route: '/api', session: fakeSession('authorization') });

    const status = await screen.findByRole('region', { name: 'Order Status' });
    const masked = `••••••••${MEMBER_PROFILE.apiKey?.slice(-4)}`;
    expect(
      within(status).getByText(`curl '${origin}/api/v1/status/1024' \\ -H 'api-key: ${masked}'`),
    ).toBeTruthy();
    expect(screen.queryByText(/key-abc/)).toBeNull();

    await user.click(within(status).getByRole('button', { name: /요청 예시 복사/ }));
    expect(writeText).toHaveBeenLastCalledWith(
      `curl '${origin}/api/v1/status/1024' \\\n  -H 'api-key: key-abc'`,
    );

    await user.click(screen.getByRole('button', { name: 'API 키 보기' }));
    expect(screen.getByLabelText('내 API 키').textContent).toBe('key-abc');
    expect(within(status).getByText(/api-key: key-abc/)).toBeTruthy();

    // API v2 takes the key as a form field; a JSON body with a quote is quoted for the shell.
    const v2 = screen.getByRole('region', { name: 'API v2 (SMM 패널 표준)' });
    expect(within(v2).getAllByText(/-d 'key=key-abc' \\ -d 'action=services'/)).toHaveLength(1);
    const order = screen.getByRole('region', { name: 'Order Services' });
    expect(within(order).getByText(/-d '\{"serviceId":1,"link":"it'\\''s"\}'/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'API 키 복사' }));
    expect(writeText).toHaveBeenLastCalledWith('key-abc');
  });

  it('without a key, points to the account page and uses a placeholder', async () => {
    mockFetch({ 'GET /openapi.json': { body: DOCUMENT } });
    const session = fakeSession('authorization', { profile: { ...MEMBER_PROFILE, apiKey: null } });
    renderWithProviders(<ApiDocsPage />, { route: '/api', session });
    expect(await screen.findByRole('link', { name: '계정 설정' })).toBeTruthy();
    const status = screen.getByRole('region', { name: 'Order Status' });
    expect(within(status).getByText(/api-key: YOUR_API_KEY/)).toBeTruthy();
  });

  it('says so when the document cannot be loaded', async () => {
    mockFetch({
      'GET /openapi.json': {
        status: 500,
        body: { statusCode: 500, error: 'INTERNAL', message: '오류가 발생했습니다.' },
      },
    });
    renderWithProviders(<ApiDocsPage />, { route: '/api', session: fakeSession('authorization') });
    expect((await screen.findByRole('alert')).textContent).toContain('오류가 발생했습니다.');
  });
});
