import { describe, expect, it } from 'vitest';
import { containsPattern } from '../../db/like-pattern.ts';
import { hasTellingWord, linkSearchTerm, searchPiece } from './order-search.ts';

describe('the link search term', () => {
  it('drops the scheme, www. and trailing slashes that copies of one link differ in', () => {
    expect(linkSearchTerm('https://www.instagram.com/p/Abc_1/')).toBe('instagram.com/p/Abc_1');
    expect(linkSearchTerm('HTTP://WWW.youtube.com/watch?v=x1')).toBe('youtube.com/watch?v=x1');
    expect(linkSearchTerm('instagram.com/someone//')).toBe('instagram.com/someone');
    expect(linkSearchTerm('someone')).toBe('someone');
  });

  it('keeps what it would empty, and a www. or scheme inside the text', () => {
    expect(linkSearchTerm('https://')).toBe('https://');
    expect(linkSearchTerm('/')).toBe('/');
    expect(linkSearchTerm('a.com/?u=https://www.b.com')).toBe('a.com/?u=https://www.b.com');
  });
});

describe('the piece the trigram index is searched with', () => {
  it("is a link's post id or user name with the characters around it, lower-cased", () => {
    expect(searchPiece('instagram.com/p/Abc123xyz')).toBe('/abc123xyz');
    expect(searchPiece('youtube.com/watch?v=dQw4w9WgXcQ&t=10s')).toBe('=dqw4w9wgxcq&');
    expect(searchPiece('tiktok.com/@some.one/video/7301')).toBe('/7301');
    expect(searchPiece('youtube.com/watch?v=ab')).toBe('=ab');
  });

  it('is the whole term when every word is one most links share, or the term has no word', () => {
    expect(searchPiece('instagram')).toBe('instagram');
    expect(searchPiece('www.youtube.com/watch')).toBe('www.youtube.com/watch');
    expect(searchPiece('a/b')).toBe('a/b');
  });

  it('takes no character beyond ASCII beside the word', () => {
    expect(searchPiece('블로그abc123')).toBe('abc123');
    expect(searchPiece('x/한글/abc12')).toBe('/abc12');
  });
});

describe('the contains pattern', () => {
  it("takes LIKE's own characters literally", () => {
    expect(containsPattern('a_b%c\\d')).toBe('%a\\_b\\%c\\\\d%');
  });
});

describe('a term with a telling word', () => {
  it('has a word no platform shares; a term of hosts and path words has none', () => {
    expect(hasTellingWord('tiktok.com/@some.one')).toBe(true);
    expect(hasTellingWord('youtube.com/watch?v=ab')).toBe(true);
    expect(hasTellingWord('instagram')).toBe(false);
    expect(hasTellingWord('www.youtube.com/watch')).toBe(false);
    expect(hasTellingWord('a/b')).toBe(false);
  });
});
