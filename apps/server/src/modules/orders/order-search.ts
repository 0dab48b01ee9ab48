/**
 * How the console's order lists read their search box `q` as part of a link (issue 38). The answer
 * is every row whose link contains the term (ILIKE '%term%'); `searchPiece` only chooses how the
 * trigram index of order_links (migration 0038) finds them, never which rows match.
 */

/**
 * The pasted text without what copies of one link differ in: a leading `http://` or `https://`, a
 * leading `www.` and trailing slashes. A whole link then also finds the order whose link was typed
 * without them (or with them); the term is part of `q`, so every row `q` matched still matches.
 */
export function linkSearchTerm(q: string): string {
  const term = q
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/+$/, '');
  return term === '' ? q : term;
}

/**
 * Words that most links share (hosts, path and query words): searching the trigram index for them
 * reads posting lists of a third of all orders, so a piece is never one of them.
 */
const SHARED_WORDS = new Set([
  'http', 'https', 'www', 'com', 'net', 'org', 'co', 'kr', 'be', 'me', 'instagram', 'youtube',
  'youtu', 'tiktok', 'facebook', 'fb', 'twitter', 'threads', 'naver', 'blog', 'watch', 'shorts',
  'reel', 'reels', 'tv', 'channel', 'user', 'video', 'videos', 'status', 'live', 'post', 'posts',
  'photo', 'photos', 'story', 'stories', 'share', 'hl', 'ko', 'en', 'lang', 'igsh', 'igshid', 'si',
  'utm', 'source', 'medium', 'feature', 'ref', 'vm', 'vt', 'web', 'app', 'link', 'copy', 'from',
]); // prettier-ignore

/**
 * The part of `term` the trigram index is searched with, lower-cased: its longest word (the last of
 * equals) that is not a shared word, with the character on each side (pg_trgm then knows where the
 * word starts and ends, whose trigrams are rarer); the whole term when it has no such word. A post
 * id or a user name is what tells one link from another; the host and path words are in every
 * link of a platform. Only ASCII is taken, so the piece lower-cased is part of the term lower-cased
 * and every row the term matches contains it.
 */
export function searchPiece(term: string): string {
  const best = tellingWord(term);
  if (!best) return term.toLowerCase();
  const ascii = (i: number) => i >= 0 && i < term.length && term.charCodeAt(i) < 128;
  const start = ascii(best.index - 1) ? best.index - 1 : best.index;
  const end = best.index + best[0].length + (ascii(best.index + best[0].length) ? 1 : 0);
  return term.slice(start, end).toLowerCase();
}

/**
 * Whether `term` has a word that tells one link from another. A term of shared words only
 * (`instagram`) is in a good part of all links, and the newest orders hold a page of it at once.
 */
export function hasTellingWord(term: string): boolean {
  return tellingWord(term) !== undefined;
}

/** The longest word of `term` (the last of equals) that is not a shared word. */
function tellingWord(term: string): RegExpExecArray | undefined {
  let best: RegExpExecArray | undefined;
  for (const word of term.matchAll(/[A-Za-z0-9]{2,}/g)) {
    if (SHARED_WORDS.has(word[0].toLowerCase())) continue;
    if (!best || word[0].length >= best[0].length) best = word;
  }
  return best;
}
