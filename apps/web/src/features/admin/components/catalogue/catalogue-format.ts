import type { CSSProperties } from 'react';
import { formatUnitPoint } from '../../../../lib/format-unit-point.ts';
import { PLATFORM_ICONS } from '@smm/contract/platform-icons';
import type { Margin } from '@smm/contract/admin-catalogue';

/** '+0.2원 (40%)', '-0.05원 (-25%)'; '-' without a provider rate. */
export function marginText(margin: Margin | null): string {
  if (!margin) return '-';
  const amount = `${margin.amount > 0 ? '+' : ''}${formatUnitPoint(margin.amount)}`;
  return margin.percent === null ? amount : `${amount} (${margin.percent}%)`;
}

const ICON_NAMES: Record<string, string> = {
  instagram: '인스타그램',
  youtube: '유튜브',
  tiktok: '틱톡',
  facebook: '페이스북',
  x: 'X(트위터)',
  'naver-blog': '네이버 블로그',
  threads: '스레드',
  twitch: '트위치',
  kakao: '카카오',
  telegram: '텔레그램',
  spotify: '스포티파이',
  soundcloud: '사운드클라우드',
  'naver-cafe': '네이버 카페',
  afreeca: 'SOOP(아프리카TV)',
  etc: '기타',
};

/** '인스타그램': the Korean name of a platform id's icon. */
export function iconName(id: number): string {
  return ICON_NAMES[PLATFORM_ICONS[id] ?? 'etc'] ?? '기타';
}

/** '1 · 인스타그램': how the icon select names each platform id. */
export function iconLabel(id: number): string {
  return `${id} · ${iconName(id)}`;
}

/** A platform whose colour is not `#rrggbb` shows greyed out in the console's tiles. */
export const NO_COLOUR_TILE: CSSProperties = { background: 'var(--disabled)', color: 'var(--text)' };
