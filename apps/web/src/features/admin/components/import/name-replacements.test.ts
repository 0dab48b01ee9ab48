import { describe, expect, it } from 'vitest';
import {
  compileReplacements,
  loadReplacements,
  replacementsFromText,
  replacementsToText,
  REPLACEMENTS_STORAGE_KEY,
  STARTER_REPLACEMENTS,
} from './name-replacements.ts';

describe('the Korean name replace list', () => {
  it('replaces every provider word, longest first and ignoring case', () => {
    const rename = compileReplacements([
      { from: 'Followers', to: '팔로워' },
      { from: 'Real Followers', to: '실제 팔로워' },
      { from: 'instagram', to: '인스타그램' },
    ]);
    expect(rename('Instagram Real Followers [Refill 30D]')).toBe('인스타그램 실제 팔로워 [Refill 30D]');
    expect(rename('Instagram followers')).toBe('인스타그램 팔로워');
  });

  it('takes words with regular-expression characters literally and drops a word to nothing', () => {
    const rename = compileReplacements([
      { from: '[Max 10K]', to: '' },
      { from: 'a.b', to: 'X' },
    ]);
    expect(rename('Likes [Max 10K] aab a.b')).toBe('Likes aab X');
    expect(compileReplacements([])('  same  ')).toBe('  same  ');
  });

  it('reads and writes the one-line-per-word text box', () => {
    const list = replacementsFromText('Likes => 좋아요\n\nbroken line\n Views=>조회수 \n=> 없음');
    expect(list).toEqual([
      { from: 'Likes', to: '좋아요' },
      { from: 'Views', to: '조회수' },
    ]);
    expect(replacementsToText(list)).toBe('Likes => 좋아요\nViews => 조회수');
  });

  it('loads the saved list, the starter list on a first visit, and nothing from a broken entry', () => {
    const saved = JSON.stringify([{ from: 'A', to: '가' }, { from: 1 }]);
    expect(loadReplacements({ getItem: (key) => (key === REPLACEMENTS_STORAGE_KEY ? saved : null) })).toEqual(
      [{ from: 'A', to: '가' }],
    );
    expect(loadReplacements({ getItem: () => null })).toEqual(STARTER_REPLACEMENTS);
    expect(loadReplacements({ getItem: () => '{oops' })).toEqual([]);
  });
});
