import { describe, expect, it } from 'vitest';
import {
  contentOrderSchema,
  noticeCreateSchema,
  noticePatchSchema,
  normalizePlainText,
  qnaCreateSchema,
  registerSourceCreateSchema,
  registerSourcePatchSchema,
} from './admin-content.ts';
import { ADMIN_CONTENT_MESSAGES as M } from './admin-content-messages.ts';

const firstMessage = (
  schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } },
  input: unknown,
) => schema.safeParse(input).error?.issues[0]?.message;

describe('plain text', () => {
  it('keeps line breaks, unifies them, drops control characters and trims the ends', () => {
    expect(normalizePlainText('  첫 줄\r\n둘째 줄\r셋째\u0000 줄\n\n  ')).toBe('첫 줄\n둘째 줄\n셋째 줄');
  });

  it('keeps markup as the text it is (the storefront renders it as text)', () => {
    expect(noticeCreateSchema.parse({ content: '<b>굵게</b> **별표**' }).content).toBe(
      '<b>굵게</b> **별표**',
    );
  });
});

describe('notice', () => {
  it('defaults to an untitled, visible, unpinned notice', () => {
    expect(noticeCreateSchema.parse({ content: '내용' })).toEqual({
      title: '',
      content: '내용',
      isTop: false,
      visible: true,
    });
  });

  it.each([
    [{}, M.noticeContentRequired],
    [{ content: '   \n ' }, M.noticeContentRequired],
    [{ content: 'a'.repeat(2001) }, M.noticeContentTooLong],
    [{ content: 'x', title: 'a'.repeat(101) }, M.noticeTitleTooLong],
    [{ content: 'x', title: '한\n줄' }, M.noticeTitleOneLine],
    [{ content: 'x', isTop: 'yes' }, M.flagInvalid],
  ])('refuses %j', (input, message) => {
    expect(firstMessage(noticeCreateSchema, input)).toBe(message);
  });

  it('takes a change of any one field and refuses an empty change', () => {
    expect(noticePatchSchema.parse({ isTop: true })).toEqual({ isTop: true });
    expect(firstMessage(noticePatchSchema, {})).toBe(M.nothingToChange);
    expect(firstMessage(noticePatchSchema, { content: '' })).toBe(M.noticeContentRequired);
  });
});

describe('FAQ and sources', () => {
  it('needs a question and an answer', () => {
    expect(firstMessage(qnaCreateSchema, { title: '질문' })).toBe(M.qnaAnswerRequired);
    expect(firstMessage(qnaCreateSchema, { answer: '답' })).toBe(M.qnaTitleRequired);
  });

  it('needs a one-line source name of at most 50 characters', () => {
    expect(firstMessage(registerSourceCreateSchema, { text: '' })).toBe(M.sourceTextRequired);
    expect(firstMessage(registerSourceCreateSchema, { text: '가\n나' })).toBe(M.sourceTextOneLine);
    expect(firstMessage(registerSourceCreateSchema, { text: 'a'.repeat(51) })).toBe(M.sourceTextTooLong);
    expect(registerSourcePatchSchema.parse({ visible: false })).toEqual({ visible: false });
  });
});

describe('order', () => {
  it('takes distinct positive ids', () => {
    expect(contentOrderSchema.parse({ ids: [3, 1, 2] }).ids).toEqual([3, 1, 2]);
    expect(firstMessage(contentOrderSchema, { ids: [1, 1] })).toBe(M.orderInvalid);
    expect(firstMessage(contentOrderSchema, { ids: [] })).toBe(M.orderInvalid);
    expect(firstMessage(contentOrderSchema, { ids: ['a'] })).toBe(M.orderInvalid);
  });
});
