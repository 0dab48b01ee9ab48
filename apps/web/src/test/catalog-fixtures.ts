import type { Category, Platform, Service } from '@smm/contract/catalog';
import type { Setting } from '@smm/contract/settings-map';

export const PLATFORMS: Platform[] = [
  { id: 1, text: '인스타그램', visible: true, background: '#e1306c' },
  { id: 2, text: '유튜브', visible: true, background: '#ff0000' },
  { id: 3, text: '틱톡', visible: false, background: '#000000' },
];

export const CATEGORIES: Category[] = [
  { id: 10, text: '인스타 팔로워', platform: 1 },
  { id: 11, text: '인스타 좋아요', platform: 1 },
  { id: 20, text: '유튜브 조회수', platform: 2 },
  { id: 30, text: '틱톡 팔로워', platform: 3 },
];

const service = (
  id: number,
  categoryId: number,
  min: number,
  max: number,
  point: number,
  extra: Partial<Service> = {},
): Service => ({
  id,
  text: `서비스 ${id}`,
  categoryId,
  min,
  max,
  point,
  notice: `서비스 ${id} 안내`,
  enableAuto: false,
  isReadOnly: false,
  ...extra,
});

export const SERVICES: Service[] = [
  service(100, 10, 10, 30000, 0.5, { text: '한국인 팔로워', enableAuto: true }),
  service(101, 10, 50, 10000, 1.2, { text: '외국인 팔로워' }),
  service(110, 11, 20, 5000, 0.3, { text: '게시물 좋아요' }),
  service(200, 20, 100, 100000, 0.05, { text: '영상 조회수' }),
];

export const SETTINGS: Setting[] = [
  { key: 'COMPANY', value: '그로우랩' },
  { key: 'CEO', value: '홍길동' },
  { key: 'ENABLE_QNA', value: 'true' },
];

/** fetch-mock routes of every public list the shell and the order page read. */
export function publicRoutes(settings: Setting[] = SETTINGS) {
  return {
    'GET /service/settings': { body: settings },
    'GET /service/platforms': { body: PLATFORMS },
    'GET /service/categorys': { body: CATEGORIES },
    'GET /service/services': { body: SERVICES },
    'GET /service/notices': { body: [] },
    'GET /service/qnas': { body: [] },
    'GET /service/register-where': { body: [{ id: 1, text: '검색' }] },
  };
}
