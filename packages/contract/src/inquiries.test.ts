import { describe, expect, it } from 'vitest';
import { inquiryMessageBodySchema, newInquirySchema } from './inquiries.ts';
import { INQUIRY_MESSAGES as M } from './inquiries-messages.ts';

const first = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('new inquiry schema', () => {
  it('trims the title and the message at their ends and keeps the line breaks inside', () => {
    const parsed = newInquirySchema.parse({
      category: 'charge',
      title: '  입금 확인  ',
      body: '\n 첫 줄\r\n\n셋째 줄 <b>그대로</b> \n',
      pointRequestId: '12',
    });
    expect(parsed).toEqual({
      category: 'charge',
      title: '입금 확인',
      body: '첫 줄\r\n\n셋째 줄 <b>그대로</b>',
      pointRequestId: 12,
    });
  });

  it.each([
    [{ category: '', title: 't', body: 'b' }, M.categoryRequired],
    [{ category: 'order', title: '\n', body: 'b' }, M.titleRequired],
    [{ category: 'order', title: 'a\nb', body: 'b' }, M.titleOneLine],
    [{ category: 'order', title: 't', body: '', orderId: 1 }, M.bodyRequired],
    [{ category: 'order', title: 't', body: 'b', orderId: 0 }, M.subjectNotFound],
    [{ category: 'order', title: 't', body: 'b', orderId: 1, pointRequestId: 2 }, M.oneSubject],
  ])('refuses %j with its Korean message', (input, message) => {
    expect(first(newInquirySchema.safeParse(input))).toBe(message);
  });

  it('bounds a message to 5 000 characters', () => {
    expect(inquiryMessageBodySchema.safeParse({ body: 'ㄱ'.repeat(5000) }).success).toBe(true);
    expect(first(inquiryMessageBodySchema.safeParse({ body: 'ㄱ'.repeat(5001) }))).toBe(M.bodyTooLong);
  });
});
