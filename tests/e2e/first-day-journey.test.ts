import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { RunningServer as SimulatorServer } from '../../apps/server/src/simulator/api-v2-http-server.ts';
import { startSimulatorServer } from '../../apps/server/src/simulator/simulator-server.ts';
import { describeViolations, runAxe } from './support/axe.ts';
import { browserJourney } from './support/journey.ts';
import { startServer, type RunningServer } from './support/server-process.ts';
import { expectToast } from './support/toasts.ts';

/**
 * Issue 34's measured journey: a real store's first day on a 375 px phone, from an empty data
 * directory (DEMO_CATALOG=0, no ADMIN_ID) to a member's completed order, every step found from the
 * screen (links, buttons and labels; no typed address but the set-up link from the log and the
 * member's own visit). It prints the taps, fields, characters typed and screens of each part;
 * goal: at most 60 taps and 300 typed characters for the owner's part.
 */
const PHONE = { width: 375, height: 812 };
const JOURNEY_TIMEOUT_MS = 300_000;

let server: RunningServer;
let simulator: SimulatorServer;
const journey = browserJourney(() => server.baseUrl);

beforeAll(async () => {
  simulator = await startSimulatorServer({
    settings: { stepMs: 300, partialRate: 0, cancelRate: 0, seed: 'e2e-first-day' },
    host: '127.0.0.1',
    port: 0,
  });
  server = await startServer({ DEMO_CATALOG: '0', JOBS_INTERVAL_MS: '300' });
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await simulator?.close();
});

/** Counts what a person does: taps (a click, a check, a choice in a list), fields and characters. */
class Meter {
  taps = 0;
  fields = 0;
  chars = 0;
  readonly screens = new Set<string>();
  constructor(readonly page: Page) {
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) this.screens.add(new URL(frame.url()).pathname);
    });
    page.on('load', () => this.screens.add(new URL(page.url()).pathname));
  }
  async tap(target: Locator) {
    this.taps += 1;
    await target.click();
  }
  async choose(select: Locator, option: { label: string } | string) {
    this.taps += 1;
    await select.selectOption(option);
  }
  async type(field: Locator, text: string) {
    this.taps += 1;
    this.fields += 1;
    this.chars += text.length;
    await field.fill(text);
  }
  /** SPA navigations do not load a page: a screen is each path the person saw. */
  seen() {
    this.screens.add(new URL(this.page.url()).pathname);
  }
  report(part: string) {
    return `${part}: ${this.taps} taps, ${this.fields} fields, ${this.chars} characters typed, ${this.screens.size} screens (${[...this.screens].join(' ')})`;
  }
}

async function phone(): Promise<Page> {
  return (await journey.open(PHONE)).page;
}

describe('a real store’s first day on a phone (issue 34)', () => {
  it(
    'goes from an empty store to a member’s completed order',
    async () => {
      const link = /open (\S+\/setup\?token=\S+)/.exec(server.output())?.[1];
      expect(link).toBeDefined();
      const setupUrl = link!.replace(/^http:\/\/127\.0\.0\.1:\d+/, server.baseUrl);

      // The owner ------------------------------------------------------------------------------
      const owner = await phone();
      const o = new Meter(owner);
      await owner.goto(setupUrl);
      await owner.getByLabel('운영자 아이디').waitFor();
      // The pages this issue adds pass axe on the phone: /setup, the checklist, /admin/operators.
      expect(describeViolations(await runAxe(owner))).toEqual([]);
      await o.type(owner.getByLabel('운영자 아이디'), 'owner');
      await o.type(owner.getByLabel('비밀번호', { exact: true }), 'owner-pass-1234');
      await o.type(owner.getByLabel('비밀번호 재확인'), 'owner-pass-1234');
      await o.type(owner.getByLabel('상호'), '첫가게');
      await o.type(owner.getByLabel('연락처'), '02-123-4567');
      await o.type(owner.getByLabel('은행 이름'), '국민은행');
      await o.type(owner.getByLabel('계좌번호'), '123456-01-234567');
      await o.type(owner.getByLabel('예금주'), '김첫날');
      await o.tap(owner.getByRole('button', { name: '상점 만들기' }));
      const checklist = owner.getByRole('region', { name: /^상점 준비/ });
      await checklist.getByText('공급처 연결').waitFor();
      expect(describeViolations(await runAxe(owner))).toEqual([]);
      o.seen();

      await o.tap(checklist.getByRole('link', { name: /공급처 연결/ }));
      await owner.getByRole('heading', { name: '공급처 관리', level: 1 }).waitFor();
      o.seen();
      await o.tap(owner.getByRole('button', { name: '공급처 추가' }));
      const providerForm = owner.getByRole('form', { name: '공급처 추가' });
      await o.type(providerForm.getByLabel('이름', { exact: true }), '메인 패널');
      await o.type(providerForm.getByLabel('API 주소', { exact: true }), simulator.url);
      await o.type(providerForm.getByLabel('API 키', { exact: true }), 'panel-key');
      await o.tap(providerForm.getByRole('button', { name: '추가' }));
      await o.tap(owner.getByRole('link', { name: '메인 패널 서비스 가져오기' }));
      await owner.getByRole('heading', { name: '서비스 가져오기: 메인 패널' }).waitFor();
      o.seen();

      // Two platforms, each into a category made on the spot, at a 30% markup.
      // Issue 31: the service's upstream category gets its platform and a new category below the list.
      const importInto = async (platform: string, category: string, service: string) => {
        const markup = owner.getByLabel('마진율 (%)');
        if ((await markup.inputValue()) === '') await o.type(markup, '30');
        await o.tap(owner.getByRole('checkbox', { name: `${service} 선택` }));
        const group = owner.getByRole('group', { name: /^공급처 분류 / });
        await o.choose(group.getByLabel('플랫폼', { exact: true }), { label: platform });
        await o.type(group.getByLabel('새 카테고리 이름'), category);
        await o.tap(owner.getByRole('button', { name: '선택한 서비스 가져오기' }));
        await expectToast(owner, '1개 서비스를 가져왔습니다.');
      };
      await importInto('인스타그램', '인스타 팔로워', 'Followers (simulated) (#1)');
      await importInto('유튜브', '유튜브 조회수', 'Views (simulated) (#3)');

      // Store details, charge buttons, then a notice: through the console's menu.
      const menu = async (name: string) => {
        await o.tap(owner.getByRole('button', { name: '메뉴 열기' }));
        await o.tap(owner.getByRole('navigation', { name: '운영자 메뉴' }).getByRole('link', { name }));
        o.seen();
      };
      await menu('설정');
      await o.type(owner.getByLabel('대표자', { exact: true }), '김첫날');
      await o.type(owner.getByLabel('사업자등록번호', { exact: true }), '220-81-62517');
      await o.type(owner.getByLabel('충전 금액 버튼', { exact: true }), '10000,50000');
      await o.tap(owner.getByRole('button', { name: '변경 내용 확인' }));
      await o.tap(
        owner
          .getByRole('region', { name: '저장 전 확인' })
          .getByRole('button', { name: '저장', exact: true }),
      );
      await owner.getByText('바뀐 설정이 없습니다.').first().waitFor();

      await menu('콘텐츠');
      await o.tap(owner.getByRole('button', { name: '새 공지 쓰기' }));
      const notice = owner.getByRole('form', { name: '새 공지' });
      await o.type(notice.getByLabel('내용'), '첫가게가 문을 열었습니다.');
      await o.tap(notice.getByRole('button', { name: '공지 추가' }));
      await owner
        .getByRole('list', { name: '공지사항 목록' })
        .getByText('첫가게가 문을 열었습니다.')
        .waitFor();
      const ownerReport = o.report('owner (set-up to notice)');
      await owner.goto(`${server.baseUrl}/admin/operators`);
      await owner.getByRole('region', { name: '운영자 목록' }).waitFor();
      expect(describeViolations(await runAxe(owner))).toEqual([]);
      const ownerPart = { taps: o.taps, chars: o.chars };

      // A member signs up, tops up, is approved, orders, sees it complete -------------------------
      const member = await phone();
      const m = new Meter(member);
      await member.goto(`${server.baseUrl}/register`);
      await m.type(member.getByLabel('아이디', { exact: true }), 'firstbuyer');
      await m.type(member.getByLabel('비밀번호', { exact: true }), 'buyer-pass-1234');
      await m.type(member.getByLabel('비밀번호 재확인'), 'buyer-pass-1234');
      await m.type(member.getByLabel('이메일'), 'buyer@example.com');
      await m.choose(member.getByRole('combobox', { name: '가입경로' }), { label: '지인 추천' });
      await m.tap(member.getByRole('button', { name: '회원가입' }));
      await member.getByRole('heading', { name: '로그인', level: 1 }).waitFor();
      m.seen();
      await m.type(member.getByLabel('아이디', { exact: true }), 'firstbuyer');
      await m.type(member.getByLabel('비밀번호', { exact: true }), 'buyer-pass-1234');
      await m.tap(member.getByRole('button', { name: '로그인', exact: true }));
      await member.getByRole('heading', { name: '주문하기', level: 1 }).waitFor();
      m.seen();
      await m.tap(member.getByRole('banner').getByRole('link', { name: '충전' }));
      await member.getByRole('heading', { name: '충전 신청' }).waitFor();
      m.seen();
      await m.type(member.getByLabel('입금자명'), '김구매');
      await m.tap(member.getByRole('group', { name: '충전 금액 추가' }).getByRole('button').first());
      await m.tap(member.getByRole('button', { name: '충전 신청' }));
      await member.getByRole('region', { name: '입금 안내' }).waitFor();

      await o.tap(owner.getByRole('button', { name: '메뉴 열기' }));
      await o.tap(
        owner.getByRole('navigation', { name: '운영자 메뉴' }).getByRole('link', { name: '충전 요청' }),
      );
      await o.tap(owner.getByRole('button', { name: /승인$/ }).first());
      await o.tap(owner.getByRole('button', { name: '승인 확정' }));
      await expectToast(owner, '충전을 승인했습니다.');

      await m.tap(member.getByRole('link', { name: /그로우랩 홈|홈/ }).first());
      m.seen();
      await member.getByRole('banner').getByText('10,000원').waitFor();
      await m.type(member.getByRole('textbox', { name: '링크 입력' }), 'https://www.instagram.com/firstday/');
      await m.type(member.getByRole('spinbutton', { name: '수량 입력' }), '100');
      await member.getByRole('region', { name: '결제 금액' }).getByText('117원').first().waitFor();
      await m.tap(member.getByRole('button', { name: '주문하기', exact: true }));
      await member.getByRole('region', { name: '주문이 접수되었습니다' }).waitFor();
      await m.tap(member.getByRole('button', { name: /메뉴/ }).first());
      await m.tap(member.getByRole('link', { name: '주문내역', exact: true }).first());
      m.seen();
      const row = member.getByRole('row').filter({ hasText: 'https://www.instagram.com/firstday/' });
      for (let i = 0; i < 40 && !(await row.getByText('주문완료').count()); i += 1) {
        await member.waitForTimeout(1000);
        await member.reload();
      }
      await row.getByText('주문완료').waitFor();
      await member.getByRole('banner').getByText('9,883원').waitFor();

      process.stdout.write(
        `\n${ownerReport}\nowner's approval: ${o.taps - ownerPart.taps} taps\n${m.report('member')}\n`,
      );
      expect(ownerPart.taps).toBeLessThanOrEqual(60);
      expect(ownerPart.chars).toBeLessThanOrEqual(300);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
