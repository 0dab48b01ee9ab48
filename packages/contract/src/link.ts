const INSTAGRAM_USERNAME = /^[A-Za-z0-9._]{1,30}$/;
/** A host name as members type it: dot-separated labels ending in a letters-only top-level domain. */
const HOST_NAME = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}(?::\d{1,5})?$/i;

/**
 * A link typed without its scheme (`instagram.com/p/…`, `youtu.be/…`, `m.blog.naver.com/…`): a host
 * followed by a path, query or fragment, or any host starting with `www.`. A bare dotted name with
 * nothing after it (`user.name`) stays a possible username (docs/decisions.md).
 */
function schemelessLink(value: string): string | null {
  if (!/^\S+$/.test(value)) return null;
  const end = value.search(/[/?#]/);
  const host = end < 0 ? value : value.slice(0, end);
  if (!HOST_NAME.test(host)) return null;
  if (end < 0 && !/^www\./i.test(host)) return null;
  return `https://${value}`;
}

/**
 * Normalises an order link. An https link is kept as given; a plain http link is upgraded to https;
 * a link without a scheme that names a host gets https in front. Only a bare name is read as an
 * Instagram-style username (a leading @ dropped) and turned into its profile URL (spec section 5,
 * docs/decisions.md). Returns null when the value is neither a link nor a possible username.
 */
export function normalizeLink(raw: string): string | null {
  const value = raw.trim();
  if (value === '') return null;
  if (/^https:\/\/\S+$/i.test(value)) return value;
  if (/^http:\/\/\S+$/i.test(value)) return `https://${value.slice('http://'.length)}`;
  const link = schemelessLink(value);
  if (link !== null) return link;
  const username = value.replace(/^@/, '');
  if (!INSTAGRAM_USERNAME.test(username)) return null;
  return `https://www.instagram.com/${username}/`;
}
