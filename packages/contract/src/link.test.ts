import { describe, expect, it } from 'vitest';
import { normalizeLink } from './link.ts';

describe('normalizeLink', () => {
  it.each([
    'https://www.instagram.com/p/abc123/',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://x.com/user/status/1?s=20&t=abc',
    'https://m.blog.naver.com/user/223000000000',
    'HTTPS://EXAMPLE.COM/Path',
    'https://a',
  ])('keeps the https link %s as given', (link) => {
    expect(normalizeLink(link)).toBe(link);
  });

  it('trims surrounding whitespace', () => {
    expect(normalizeLink('  https://x.com/a \n')).toBe('https://x.com/a');
    expect(normalizeLink('\t@user.name ')).toBe('https://www.instagram.com/user.name/');
  });

  it.each([
    ['http://www.instagram.com/p/abc/', 'https://www.instagram.com/p/abc/'],
    ['http://example.com', 'https://example.com'],
    ['HTTP://example.com/A', 'https://example.com/A'],
  ])('upgrades %s to https', (link, expected) => {
    expect(normalizeLink(link)).toBe(expected);
  });

  it.each([
    ['instagram.com/p/abc123/', 'https://instagram.com/p/abc123/'],
    ['www.instagram.com/user', 'https://www.instagram.com/user'],
    ['www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['youtu.be/dQw4w9WgXcQ', 'https://youtu.be/dQw4w9WgXcQ'],
    ['m.blog.naver.com/user/223000000000', 'https://m.blog.naver.com/user/223000000000'],
    ['tiktok.com/@user/video/1', 'https://tiktok.com/@user/video/1'],
    ['www.example.com', 'https://www.example.com'],
    ['example.com?a=1', 'https://example.com?a=1'],
    ['example.com:8080/a', 'https://example.com:8080/a'],
    [' youtu.be/x \n', 'https://youtu.be/x'],
  ])('gives the scheme-less link %j its https scheme', (value, expected) => {
    expect(normalizeLink(value)).toBe(expected);
  });

  it.each([
    ['@user.name', 'user.name'],
    ['youtu.be', 'youtu.be'],
    ['instagram.com', 'instagram.com'],
    ['user_name', 'user_name'],
    ['@user_name', 'user_name'],
    ['User.Name_99', 'User.Name_99'],
    ['a', 'a'],
    ['123', '123'],
    ['a'.repeat(30), 'a'.repeat(30)],
    ['@' + 'b'.repeat(30), 'b'.repeat(30)],
  ])('turns the username %s into its instagram profile', (value, name) => {
    expect(normalizeLink(value)).toBe(`https://www.instagram.com/${name}/`);
  });

  it.each([
    '',
    '   ',
    '\n',
    '@',
    '@@user',
    'user name',
    '@user name',
    'https://x.com/a b',
    'http://x.com/a b',
    'user-name',
    'user/name',
    'user_name.com/a',
    'exa mple.com/a',
    '-bad.com/a',
    'example.c0m/a',
    '//example.com/a',
    'instagram.com/p/a b',
    'https://',
    'http://',
    'ftp://example.com',
    'javascript:alert(1)',
    'a'.repeat(31),
    '유저이름',
    'user!',
    'user@host',
  ])('returns null for %j', (value) => {
    expect(normalizeLink(value)).toBeNull();
  });
});
