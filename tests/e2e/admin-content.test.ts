import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { workerBaseUrl } from './support/base-url.ts';
import { ADMIN_CONTENT_MESSAGES as M } from '@smm/contract/admin-content-messages';
import { describeViolations, runAxe } from './support/axe.ts';
import { browserJourney } from './support/journey.ts';
import { storeApi } from './support/store-api.ts';
import { expectToast } from './support/toasts.ts';

/**
 * The operator's content screen (issue 11 "Content"): notices and FAQ entries written in the
 * console show on the storefront at once, as plain text with their line breaks, never as HTML.
 */
const baseUrl = workerBaseUrl();
const api = storeApi(baseUrl);
const SHOTS = process.env.SCREENSHOT_DIR;
const journey = browserJourney(baseUrl);
const { operatorToken } = api;
const openAs = (token: string, urlPath: string, options: { width?: number; dark?: boolean } = {}) =>
  journey.openAs(token, urlPath, { width: options.width ?? 1440, height: 900, dark: options.dark });

describe('operator console: content', () => {
  it(
    'an operator writes a pinned notice and a FAQ entry, edits and reorders them, and deletes them; the storefront follows as plain text',
    { timeout: 180_000 },
    async () => {
      const suffix = randomBytes(3).toString('hex');
      const noticeTitle = `<b>공지 ${suffix}</b>`;
      const noticeBody = `첫째 줄 <i>기울임 아님</i>\n둘째 줄 <script>window.hacked = 1</script>`;
      const question = `<em>질문 ${suffix}</em>`;
      const answer = `답변 첫 줄\n답변 둘째 줄 <img src=x onerror="window.hacked = 1">`;
      const page = await openAs(await operatorToken(), '/admin/content');
      await page.getByRole('heading', { name: '콘텐츠', level: 1 }).waitFor();

      // A pinned notice.
      await page.getByRole('button', { name: '새 공지 쓰기' }).click();
      const newNotice = page.getByRole('form', { name: '새 공지' });
      await newNotice.getByLabel('제목 (선택)').fill(noticeTitle);
      await newNotice.getByLabel('내용').fill('고칠 내용');
      await newNotice.getByLabel('상단 고정 (중요 공지)').check();
      await newNotice.getByRole('button', { name: '공지 추가' }).click();
      await expectToast(page, M.created);
      const notices = page.getByRole('list', { name: '공지사항 목록' });
      await notices.getByText(noticeTitle, { exact: true }).waitFor();

      // Edit it in place: the real text, with a line break.
      await notices.getByRole('button', { name: `‘${noticeTitle}’ 수정` }).click();
      const editNotice = page.getByRole('form', { name: '공지 수정' });
      await editNotice.getByLabel('내용').fill(noticeBody);
      await editNotice.getByRole('button', { name: '저장', exact: true }).click();
      await expectToast(page, M.saved);
      await notices.getByText('둘째 줄', { exact: false }).waitFor();

      // A FAQ entry, moved up one place.
      await page.getByRole('tab', { name: 'FAQ' }).click();
      expect(new URL(page.url()).search).toBe('?tab=qnas');
      await page.getByRole('button', { name: '새 FAQ 쓰기' }).click();
      const newQna = page.getByRole('form', { name: '새 FAQ' });
      await newQna.getByLabel('질문').fill(question);
      await newQna.getByLabel('답변').fill(answer);
      await newQna.getByRole('button', { name: 'FAQ 추가' }).click();
      await expectToast(page, M.created);
      const qnas = page.getByRole('list', { name: 'FAQ 목록' });
      await qnas.getByText(`Q. ${question}`, { exact: true }).waitFor();
      const qnaIndex = async () =>
        (await api.call<{ title: string }[]>('GET', '/service/qnas')).findIndex((q) => q.title === question);
      const added = await qnaIndex();
      expect(added).toBeGreaterThan(0);
      await qnas.getByRole('button', { name: `‘${question}’ 위로 옮기기` }).click();
      await page
        .getByText(`‘${question}’을(를) ${added}번째로 옮겼습니다.`, { exact: true })
        .waitFor({ state: 'attached' });
      await expect.poll(qnaIndex).toBe(added - 1);

      // The member's /order: the notice first among the pinned ones' group, as text, lines kept.
      const member = await api.memberWithPoints(1000);
      const order = await openAs(member.token, '/order');
      const board = order.getByRole('region', { name: '공지사항' });
      const notice = board.getByRole('listitem').filter({ hasText: `공지 ${suffix}` });
      await notice.waitFor();
      await expect(notice.locator('.notice__title').textContent()).resolves.toBe(noticeTitle);
      await expect(notice.locator('.notice__badge').textContent()).resolves.toBe('중요');
      await expect(notice.locator('b, i, script').count()).resolves.toBe(0);
      await expect(notice.locator('.notice__content').innerText()).resolves.toBe(noticeBody);
      // Pinned: in the top group, which comes before every other notice.
      const pinned = await board.locator('.notice').evaluateAll((items, title) => {
        const at = items.findIndex((li) => li.querySelector('.notice__title')?.textContent === title);
        return items.slice(0, at + 1).map((li) => li.classList.contains('notice--top'));
      }, noticeTitle);
      expect(pinned.length).toBeGreaterThan(0);
      expect(pinned.every(Boolean), 'the notice and every one above it are pinned').toBe(true);

      // /qna: the question as text; opened, the answer keeps its line break and runs nothing.
      await order.goto(`${baseUrl}/qna`);
      const entry = order.getByRole('button', { name: question });
      await entry.click();
      const panel = order.getByRole('region', { name: question });
      await expect(panel.innerText()).resolves.toBe(answer);
      await expect(order.locator('.accordion em, .accordion img').count()).resolves.toBe(0);
      expect(await order.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
      const titles = await order.locator('.accordion__title').allTextContents();
      expect(titles.indexOf(question)).toBe(added - 1);

      // Delete both in the console (two steps each); the storefront drops them.
      await qnas.getByRole('button', { name: `‘${question}’ 삭제` }).click();
      await qnas.getByRole('button', { name: '삭제 확인' }).click();
      await expectToast(page, M.deleted);
      await qnas.getByText(`Q. ${question}`, { exact: true }).waitFor({ state: 'detached' });
      await page.getByRole('tab', { name: '공지사항' }).click();
      await notices.getByRole('button', { name: `‘${noticeTitle}’ 삭제` }).click();
      await notices.getByRole('button', { name: '삭제 확인' }).click();
      await expectToast(page, M.deleted);
      await notices.getByText(noticeTitle, { exact: true }).waitFor({ state: 'detached' });

      await order.goto(`${baseUrl}/order`);
      await board.getByRole('listitem').first().waitFor();
      await expect(board.getByText(noticeTitle).count()).resolves.toBe(0);
      await order.goto(`${baseUrl}/qna`);
      await order.locator('.accordion__title').first().waitFor();
      await expect(order.getByText(question).count()).resolves.toBe(0);
    },
  );

  it('fits 375 px and 1440 px, light and dark, with no axe violation', { timeout: 180_000 }, async () => {
    const operator = await operatorToken();
    for (const dark of [false, true]) {
      for (const width of [375, 1440]) {
        const label = `${width} px ${dark ? 'dark' : 'light'}`;
        const page = await openAs(operator, '/admin/content', { width, dark });
        for (const [tab, list] of [
          ['공지사항', '공지사항 목록'],
          ['FAQ', 'FAQ 목록'],
          ['가입경로', '가입경로 목록'],
        ] as const) {
          await page.getByRole('tab', { name: tab }).click();
          await page.getByRole('list', { name: list }).waitFor();
          const overflow = await page.evaluate<number>(
            'document.documentElement.scrollWidth - window.innerWidth',
          );
          expect(overflow, `${label} ${tab}`).toBeLessThanOrEqual(0);
          expect(describeViolations(await runAxe(page)), `${label} ${tab}`).toEqual([]);
        }
        // An open editor and a delete question are part of the page too.
        await page.getByRole('tab', { name: '공지사항' }).click();
        await page.getByRole('button', { name: '새 공지 쓰기' }).click();
        await page.getByRole('form', { name: '새 공지' }).waitFor();
        await page
          .getByRole('list', { name: '공지사항 목록' })
          .getByRole('button', { name: /삭제$/ })
          .first()
          .click();
        await page.getByRole('button', { name: '삭제 확인' }).waitFor();
        expect(describeViolations(await runAxe(page)), `${label} editing`).toEqual([]);
        await journey.closeAll();
      }
    }
  });

  // Set SCREENSHOT_DIR to look at the page at 375 and 1440 px, light and dark.
  it.runIf(Boolean(SHOTS))('screenshots', { timeout: 240_000 }, async () => {
    const dir = SHOTS ?? '';
    mkdirSync(dir, { recursive: true });
    const operator = await operatorToken();
    for (const dark of [false, true]) {
      for (const width of [375, 1440]) {
        const name = `content-${width}-${dark ? 'dark' : 'light'}`;
        const page = await openAs(operator, '/admin/content', { width, dark });
        await page.getByRole('list', { name: '공지사항 목록' }).waitFor();
        await page.waitForTimeout(500);
        await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
        await page.getByRole('button', { name: '새 공지 쓰기' }).click();
        await page.getByRole('form', { name: '새 공지' }).waitFor();
        await page.getByRole('tab', { name: 'FAQ' }).click();
        await page.getByRole('list', { name: 'FAQ 목록' }).waitFor();
        await page
          .getByRole('list', { name: 'FAQ 목록' })
          .getByRole('button', { name: /수정$/ })
          .first()
          .click();
        await page.waitForTimeout(300);
        await page.screenshot({ path: path.join(dir, `${name}-faq-editing.png`), fullPage: true });
        await journey.closeAll();
      }
    }
  });
});
