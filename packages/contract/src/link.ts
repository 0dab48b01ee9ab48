const INSTAGRAM_USERNAME = /^[A-Za-z0-9._]{1,30}$/;

/**
 * Normalises an order link. An https link is kept as given; anything else is read as an
 * Instagram-style username (a leading @ dropped) and turned into its profile URL. A plain http link
 * is upgraded to https rather than mistaken for a username (docs/decisions.md). Returns null when
 * the value is neither a link nor a possible username.
 */
export function normalizeLink(raw: string): string | null {
  const value = raw.trim();
  if (value === '') return null;
  if (/^https:\/\/\S+$/i.test(value)) return value;
  if (/^http:\/\/\S+$/i.test(value)) return `https://${value.slice('http://'.length)}`;
  const username = value.replace(/^@/, '');
  if (!INSTAGRAM_USERNAME.test(username)) return null;
  return `https://www.instagram.com/${username}/`;
}
