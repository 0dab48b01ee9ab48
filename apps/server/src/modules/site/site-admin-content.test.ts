import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminNotice, type AdminQna, type AdminRegisterSource } from '@smm/contract/admin-content';
import { ADMIN_CONTENT_MESSAGES as M } from '@smm/contract/admin-content-messages';
import { MESSAGES } from '@smm/contract/messages';
import { createTestContext, type TestContext } from '../../../test/helpers/test-context.ts';
import { createTestMember, type TestMember } from '../../../test/helpers/members.ts';

let ctx: TestContext;
let operator: TestMember;
beforeAll(async () => {
  ctx = await createTestContext();
  operator = await createTestMember(ctx, { isAdmin: true });
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const admin = (method: Method, url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/admin${url}`, headers: operator.headers, payload });
const storefront = async <T>(url: string) => (await ctx.app.inject(`/api/service${url}`)).json<T>();
const auditRows = async (action: string) =>
  (
    await ctx.db.query<{
      target_id: string;
      before: unknown;
      after: unknown;
      memo: string;
      operator_id: number;
    }>('SELECT target_id, before, after, memo, operator_id FROM audit_log WHERE action = $1 ORDER BY id', [
      action,
    ])
  ).rows;
const count = async (table: string) =>
  (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n;

describe('the content endpoints', () => {
  it.each(['/notices', '/qnas', '/register-sources'])(
    'answer 401 to the anonymous and 403 to members: %s',
    async (path) => {
      const member = await createTestMember(ctx);
      expect((await ctx.app.inject({ url: `/api/admin${path}` })).statusCode).toBe(401);
      const asMember = await ctx.app.inject({
        method: 'POST',
        url: `/api/admin${path}`,
        headers: member.headers,
        payload: { title: 'x', content: 'x', answer: 'x', text: 'x' },
      });
      expect(asMember.statusCode).toBe(403);
    },
  );
});

describe('notices', () => {
  it('creates a notice that the storefront shows at once, as plain text with its line breaks', async () => {
    const res = await admin('POST', '/notices', {
      title: '  설 연휴 안내 ',
      content: '연휴에도 주문은 자동 처리됩니다.\r\n<script>alert(1)</script> **굵게**',
    });
    expect(res.statusCode).toBe(201);
    const created = res.json<AdminNotice>();
    expect(created).toMatchObject({
      title: '설 연휴 안내',
      content: '연휴에도 주문은 자동 처리됩니다.\n<script>alert(1)</script> **굵게**',
      isTop: false,
      visible: true,
    });
    const shown =
      await storefront<{ id: number; title: string; content: string; isTop: boolean }[]>('/notices');
    // The newest unpinned notice is the first unpinned one, like before the console existed.
    const firstUnpinned = shown.find((n) => !n.isTop);
    expect(firstUnpinned).toEqual({
      id: created.id,
      title: created.title,
      content: created.content,
      isTop: false,
    });
    const [audit] = await auditRows('notice.create');
    expect(audit).toMatchObject({ target_id: String(created.id), operator_id: operator.id });
  });

  it.each([
    [{ content: '' }, M.noticeContentRequired],
    [{ content: 'x'.repeat(2001) }, M.noticeContentTooLong],
    [{ content: 'x', title: '두\n줄' }, M.noticeTitleOneLine],
    [{ content: 'x', isTop: 'true' }, M.flagInvalid],
  ])('refuses %j with its Korean message and changes nothing', async (payload, message) => {
    const before = await count('notices');
    const audits = (await auditRows('notice.create')).length;
    const res = await admin('POST', '/notices', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
    expect(await count('notices')).toBe(before);
    expect(await auditRows('notice.create')).toHaveLength(audits);
  });

  it('pins, edits and hides a notice, each visible in the storefront at once and audited', async () => {
    const { id } = (await admin('POST', '/notices', { content: '고정할 공지' })).json<AdminNotice>();
    const pinned = await admin('PATCH', `/notices/${id}`, { isTop: true, title: '중요' });
    expect(pinned.statusCode).toBe(200);
    let shown = await storefront<{ id: number; isTop: boolean; title: string }[]>('/notices');
    expect(shown[0]).toMatchObject({ id, isTop: true, title: '중요' });
    const [audit] = (await auditRows('notice.update')).slice(-1);
    expect(audit).toMatchObject({
      before: { isTop: false, title: '' },
      after: { isTop: true, title: '중요' },
    });

    expect((await admin('PATCH', `/notices/${id}`, { visible: false })).json<AdminNotice>().visible).toBe(
      false,
    );
    shown = await storefront('/notices');
    expect(shown.map((n) => n.id)).not.toContain(id);
    const all = (await admin('GET', '/notices')).json<AdminNotice[]>();
    expect(all.find((n) => n.id === id)).toMatchObject({ visible: false, isTop: true });
  });

  it('refuses an empty change and an unknown notice', async () => {
    const { id } = (await admin('POST', '/notices', { content: '변경 없음' })).json<AdminNotice>();
    expect((await admin('PATCH', `/notices/${id}`, {})).json()).toMatchObject({ message: M.nothingToChange });
    const missing = await admin('PATCH', '/notices/99999', { content: 'x' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: M.noticeNotFound });
    expect((await admin('DELETE', '/notices/99999')).statusCode).toBe(404);
  });

  it('reorders notices; the storefront follows within the pinned and unpinned groups', async () => {
    const all = (await admin('GET', '/notices')).json<AdminNotice[]>();
    const reversed = [...all].reverse().map((n) => n.id);
    const res = await admin('PUT', '/notices/order', { ids: reversed });
    expect(res.statusCode).toBe(200);
    const visible = (ids: number[]) => ids.filter((id) => all.find((n) => n.id === id)?.visible);
    const pinnedFirst = [
      ...reversed.filter((id) => all.find((n) => n.id === id)?.isTop),
      ...reversed.filter((id) => !all.find((n) => n.id === id)?.isTop),
    ];
    expect(res.json<AdminNotice[]>().map((n) => n.id)).toEqual(pinnedFirst);
    const shown = await storefront<{ id: number }[]>('/notices');
    expect(shown.map((n) => n.id)).toEqual(visible(pinnedFirst));
    const [audit] = (await auditRows('notice.reorder')).slice(-1);
    expect(audit).toMatchObject({ after: { ids: reversed } });
  });

  it('refuses an order that is not exactly the current notices, changing nothing', async () => {
    const before = (await admin('GET', '/notices')).json<AdminNotice[]>().map((n) => n.id);
    const stale = await admin('PUT', '/notices/order', { ids: before.slice(1) });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ message: M.orderStale });
    const foreign = await admin('PUT', '/notices/order', { ids: [...before.slice(1), 999_999] });
    expect(foreign.statusCode).toBe(409);
    expect((await admin('GET', '/notices')).json<AdminNotice[]>().map((n) => n.id)).toEqual(before);
  });

  it('deletes a notice', async () => {
    const { id } = (await admin('POST', '/notices', { content: '지울 공지' })).json<AdminNotice>();
    const res = await admin('DELETE', `/notices/${id}`);
    expect(res.json()).toEqual({ outcome: 'deleted' });
    expect((await storefront<{ id: number }[]>('/notices')).map((n) => n.id)).not.toContain(id);
    const [audit] = (await auditRows('notice.delete')).slice(-1);
    expect(audit).toMatchObject({ target_id: String(id), before: { content: '지울 공지' } });
  });
});

describe('FAQ', () => {
  it('adds an entry last, edits, reorders and deletes it, the storefront following each step', async () => {
    const res = await admin('POST', '/qnas', {
      title: '환불은 언제 되나요?',
      answer: '결제 후 48시간 안에\n요청해 주세요.',
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json<AdminQna>();
    let shown = await storefront<{ id: number; title: string; answer: string }[]>('/qnas');
    expect(shown.at(-1)).toEqual({
      id,
      title: '환불은 언제 되나요?',
      answer: '결제 후 48시간 안에\n요청해 주세요.',
    });

    await admin('PATCH', `/qnas/${id}`, { answer: '48시간 안에 요청해 주세요.' });
    shown = await storefront('/qnas');
    expect(shown.find((q) => q.id === id)?.answer).toBe('48시간 안에 요청해 주세요.');

    const ids = (await admin('GET', '/qnas')).json<AdminQna[]>().map((q) => q.id);
    await admin('PUT', '/qnas/order', { ids: [id, ...ids.filter((other) => other !== id)] });
    expect((await storefront<{ id: number }[]>('/qnas'))[0]?.id).toBe(id);

    expect((await admin('DELETE', `/qnas/${id}`)).json()).toEqual({ outcome: 'deleted' });
    expect((await storefront<{ id: number }[]>('/qnas')).map((q) => q.id)).not.toContain(id);
    expect((await auditRows('qna.create')).length).toBeGreaterThan(0);
    expect((await auditRows('qna.reorder')).length).toBeGreaterThan(0);
  });

  it('needs a question and an answer', async () => {
    const res = await admin('POST', '/qnas', { title: '질문만', answer: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: M.qnaAnswerRequired });
  });
});

describe('registration sources', () => {
  const sources = async () => (await admin('GET', '/register-sources')).json<AdminRegisterSource[]>();
  const register = (id: string, registerWhere: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { id, password: 'pw-without-spaces', email: `${id}@example.com`, registerWhere },
    });

  it('adds a source last that sign-up then accepts, with the number of members who chose it', async () => {
    const res = await admin('POST', '/register-sources', { text: '틱톡 광고' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ text: '틱톡 광고', visible: true, memberCount: 0 });
    const shown = await storefront<{ text: string }[]>('/register-where');
    expect(shown.at(-1)?.text).toBe('틱톡 광고');
    expect((await register('tiktokfan', '틱톡 광고')).statusCode).toBe(201);
    expect((await sources()).find((s) => s.text === '틱톡 광고')?.memberCount).toBe(1);
  });

  it('refuses a name that is taken', async () => {
    const res = await admin('POST', '/register-sources', { text: '네이버 검색' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: M.sourceTaken });
    const { id } = (await sources()).find((s) => s.text === '구글 검색')!;
    const rename = await admin('PATCH', `/register-sources/${id}`, { text: '네이버 검색' });
    expect(rename.statusCode).toBe(409);
    expect((await sources()).find((s) => s.id === id)?.text).toBe('구글 검색');
  });

  it('renames a source and its members’ answers with it, in one audited change', async () => {
    await register('youtuber1', '유튜브');
    const { id } = (await sources()).find((s) => s.text === '유튜브')!;
    const res = await admin('PATCH', `/register-sources/${id}`, { text: '유튜브 광고' });
    expect(res.json()).toMatchObject({ text: '유튜브 광고', memberCount: 1 });
    const { rows } = await ctx.db.query<{ register_where: string }>(
      `SELECT register_where FROM members WHERE login_id = 'youtuber1'`,
    );
    expect(rows[0]?.register_where).toBe('유튜브 광고');
    const [audit] = (await auditRows('register_source.update')).slice(-1);
    expect(audit).toMatchObject({ before: { text: '유튜브' }, after: { text: '유튜브 광고' } });
    expect(audit?.memo).toContain('1명');
  });

  it('hides instead of deleting a source that members chose, and deletes an unused one', async () => {
    const used = (await sources()).find((s) => s.text === '틱톡 광고')!;
    const hidden = await admin('DELETE', `/register-sources/${used.id}`);
    expect(hidden.json()).toEqual({ outcome: 'hidden' });
    expect((await sources()).find((s) => s.id === used.id)).toMatchObject({ visible: false, memberCount: 1 });
    expect((await storefront<{ text: string }[]>('/register-where')).map((s) => s.text)).not.toContain(
      '틱톡 광고',
    );
    const refused = await register('latecomer', '틱톡 광고');
    expect(refused.json()).toMatchObject({ message: MESSAGES.register.registerWhereRequired });
    expect(await auditRows('register_source.hide')).toHaveLength(1);

    const unused = (await admin('POST', '/register-sources', { text: '전단지' })).json<AdminRegisterSource>();
    expect((await admin('DELETE', `/register-sources/${unused.id}`)).json()).toEqual({ outcome: 'deleted' });
    expect((await sources()).map((s) => s.id)).not.toContain(unused.id);
  });

  it('keeps one source visible so members can still sign up', async () => {
    const visible = (await sources()).filter((s) => s.visible);
    for (const source of visible.slice(1)) {
      expect((await admin('PATCH', `/register-sources/${source.id}`, { visible: false })).statusCode).toBe(
        200,
      );
    }
    const last = visible[0]!;
    const hide = await admin('PATCH', `/register-sources/${last.id}`, { visible: false });
    expect(hide.statusCode).toBe(409);
    expect(hide.json()).toMatchObject({ message: M.lastVisibleSource });
    expect((await admin('DELETE', `/register-sources/${last.id}`)).statusCode).toBe(409);
    expect((await storefront<{ id: number }[]>('/register-where')).map((s) => s.id)).toEqual([last.id]);
    for (const source of visible.slice(1))
      await admin('PATCH', `/register-sources/${source.id}`, { visible: true });
  });

  it('lets only one of two operators hide the last two visible sources at once', async () => {
    const visible = (await sources()).filter((s) => s.visible);
    for (const source of visible.slice(2))
      await admin('PATCH', `/register-sources/${source.id}`, { visible: false });
    const [x, y] = visible;
    const answers = await Promise.all(
      [x!, y!].map((source) => admin('PATCH', `/register-sources/${source.id}`, { visible: false })),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await storefront<unknown[]>('/register-where')).toHaveLength(1);
    for (const source of visible) await admin('PATCH', `/register-sources/${source.id}`, { visible: true });
  });
});
