/**
 * What every new store starts with, demo or not (issue 34 "A store is never born broken"): the
 * platforms members buy for most, each on its icon's id (platform-icons.ts) with its brand colour,
 * and the sign-up sources (가입경로) the sign-up form offers. Operators rename, hide or remove them.
 */
export const STANDARD_PLATFORMS: readonly { id: number; text: string; background: string }[] = [
  { id: 1, text: '인스타그램', background: '#E1306C' },
  { id: 2, text: '유튜브', background: '#FF0033' },
  { id: 3, text: '틱톡', background: '#111111' },
  { id: 4, text: '페이스북', background: '#1877F2' },
  { id: 5, text: 'X(트위터)', background: '#14171A' },
  { id: 6, text: '네이버 블로그', background: '#03C75A' },
  { id: 7, text: '스레드', background: '#101010' },
  { id: 8, text: '트위치', background: '#9146FF' },
  { id: 10, text: '텔레그램', background: '#229ED9' },
];

export const STANDARD_REGISTER_SOURCES: readonly string[] = [
  '검색',
  '지인 추천',
  '블로그·카페',
  'SNS 광고',
  '기타',
];

/**
 * Settings a new store starts with when nothing set them: the FAQ menu on (spec's ENABLE_QNA) and
 * charge buttons, without which a member of a new store could not put together a top-up at all.
 */
export const STANDARD_SETTINGS: Readonly<Record<string, string>> = {
  ENABLE_QNA: 'true',
  POINT_CHARGE_BUTTON_OPTIONS: '1000,5000,10000,50000,100000',
};
