// Kept apart from catalog.ts's zod schemas: the order page needs the icon names on first paint.
/** Platform ids 1 to 15 map to these icons (spec section 3). */
export const PLATFORM_ICONS: Record<number, string> = {
  1: 'instagram',
  2: 'youtube',
  3: 'tiktok',
  4: 'facebook',
  5: 'x',
  6: 'naver-blog',
  7: 'threads',
  8: 'twitch',
  9: 'kakao',
  10: 'telegram',
  11: 'spotify',
  12: 'soundcloud',
  13: 'naver-cafe',
  14: 'afreeca',
  15: 'etc',
};
