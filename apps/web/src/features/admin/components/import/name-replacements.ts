/**
 * The operator's replace list for Korean service names: each provider word becomes the operator's
 * word ('Followers' -> '팔로워'), longest words first so 'Real Followers' wins over 'Followers'.
 * Matching ignores case; the list is kept in this browser (localStorage) because it is a working
 * aid of the operator, not store data: nothing a member sees depends on it until an import.
 */
export interface NameReplacement {
  from: string;
  to: string;
}

export const REPLACEMENTS_STORAGE_KEY = 'admin.import.nameReplacements';
/** A list longer than this is a paste gone wrong, not a vocabulary. */
export const MAX_REPLACEMENTS = 200;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Compiles the list once: apply it to thousands of names while the operator types. */
export function compileReplacements(list: readonly NameReplacement[]): (name: string) => string {
  const usable = list
    .map((r) => ({ from: r.from.trim(), to: r.to.trim() }))
    .filter((r) => r.from !== '')
    .sort((a, b) => b.from.length - a.from.length);
  if (usable.length === 0) return (name) => name;
  const byWord = new Map(usable.map((r) => [r.from.toLowerCase(), r.to]));
  const pattern = new RegExp(usable.map((r) => escapeRegExp(r.from)).join('|'), 'gi');
  return (name) =>
    name
      .replace(pattern, (word) => byWord.get(word.toLowerCase()) ?? word)
      .replace(/\s{2,}/g, ' ')
      .trim();
}

/** 'from => to' lines, as the operator edits them in one text box. */
export function replacementsToText(list: readonly NameReplacement[]): string {
  return list.map((r) => `${r.from} => ${r.to}`).join('\n');
}

/** Reads the text box: one 'word => 한국어' per line; blank lines and lines without '=>' are skipped. */
export function replacementsFromText(text: string): NameReplacement[] {
  return text
    .split('\n')
    .map((line) => line.split('=>'))
    .filter((parts) => parts.length === 2 && (parts[0] ?? '').trim() !== '')
    .map(([from = '', to = '']) => ({ from: from.trim(), to: to.trim() }))
    .slice(0, MAX_REPLACEMENTS);
}

/** The saved list, or a starter list for a first visit; a broken entry counts as none. */
export function loadReplacements(storage: Pick<Storage, 'getItem'>): NameReplacement[] {
  try {
    const raw = storage.getItem(REPLACEMENTS_STORAGE_KEY);
    if (raw == null) return STARTER_REPLACEMENTS.slice();
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter(
        (r): r is NameReplacement =>
          typeof r === 'object' &&
          r !== null &&
          typeof (r as NameReplacement).from === 'string' &&
          typeof (r as NameReplacement).to === 'string',
      )
      .slice(0, MAX_REPLACEMENTS);
  } catch {
    return [];
  }
}

/** Words every panel uses, so a first import already reads Korean; the operator edits the list. */
export const STARTER_REPLACEMENTS: readonly NameReplacement[] = [
  { from: 'Instagram', to: '인스타그램' },
  { from: 'YouTube', to: '유튜브' },
  { from: 'TikTok', to: '틱톡' },
  { from: 'Facebook', to: '페이스북' },
  { from: 'Twitter', to: '트위터' },
  { from: 'Telegram', to: '텔레그램' },
  { from: 'Spotify', to: '스포티파이' },
  { from: 'Followers', to: '팔로워' },
  { from: 'Likes', to: '좋아요' },
  { from: 'Views', to: '조회수' },
  { from: 'Comments', to: '댓글' },
  { from: 'Subscribers', to: '구독자' },
  { from: 'Members', to: '멤버' },
  { from: 'Shares', to: '공유' },
  { from: 'Plays', to: '재생' },
  { from: 'Real', to: '실제' },
  { from: 'High Quality', to: '고품질' },
  { from: 'Instant', to: '즉시 시작' },
  { from: 'No Refill', to: '리필 없음' },
  { from: 'Refill', to: '리필' },
  { from: 'Korean', to: '한국인' },
];
