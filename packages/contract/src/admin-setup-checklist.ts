import { z } from 'zod';

/**
 * The dashboard's set-up checklist (issue 34): what a store needs before its first sale, each item
 * ticked from the data (never by hand) and linking to where it is done. Shown until every item is.
 */
export const SETUP_CHECKLIST_ITEMS = [
  {
    id: 'provider',
    label: '공급처 연결',
    help: '주문을 처리할 SMM 패널의 API 주소와 키를 등록하세요.',
    href: '/admin/providers',
  },
  {
    id: 'services',
    label: '판매 중인 서비스',
    help: '공급처의 서비스를 마진을 붙여 가져오세요.',
    href: '/admin/providers',
  },
  {
    id: 'bank',
    label: '입금 계좌',
    help: '충전 신청한 회원이 입금할 은행과 계좌번호입니다.',
    href: '/admin/settings#settings-bank',
  },
  {
    id: 'company',
    label: '회사와 사업자 정보',
    help: '상호, 대표자, 사업자등록번호는 하단에 표시되어야 합니다.',
    href: '/admin/settings#settings-company',
  },
  {
    id: 'notice',
    label: '공지사항',
    help: '주문 페이지에 보일 첫 공지를 쓰세요.',
    href: '/admin/content',
  },
  {
    id: 'testOrder',
    label: '테스트 주문',
    help: '회원으로 가입해 충전하고 직접 한 번 주문해 보세요.',
    href: '/order',
  },
] as const;

export type SetupChecklistItemId = (typeof SETUP_CHECKLIST_ITEMS)[number]['id'];
const ITEM_IDS = SETUP_CHECKLIST_ITEMS.map((item) => item.id) as [
  SetupChecklistItemId,
  ...SetupChecklistItemId[],
];

/** `GET /admin/setup-checklist`: each item, in order, with whether the data shows it done. */
export const setupChecklistSchema = z.object({
  items: z.array(z.object({ id: z.enum(ITEM_IDS), done: z.boolean() })),
  /** Every item done: the dashboard stops showing the list. */
  ready: z.boolean(),
});
export type SetupChecklist = z.infer<typeof setupChecklistSchema>;
