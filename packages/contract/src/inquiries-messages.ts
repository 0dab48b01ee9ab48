// The inquiries messages, quoted by the server and the web app alike.
import { INQUIRY_BODY_MAX, INQUIRY_TITLE_MAX } from './inquiry-limits.ts';

export const INQUIRY_MESSAGES = {
  categoryRequired: '문의 유형을 선택해 주세요.',
  titleRequired: '제목을 입력해 주세요.',
  titleTooLong: `제목은 ${INQUIRY_TITLE_MAX}자 이하로 입력해 주세요.`,
  titleOneLine: '제목에는 줄바꿈을 넣을 수 없습니다.',
  bodyRequired: '문의 내용을 입력해 주세요.',
  bodyTooLong: `내용은 ${INQUIRY_BODY_MAX.toLocaleString('ko-KR')}자 이하로 입력해 주세요.`,
  oneSubject: '주문 또는 충전 내역 중 하나만 선택해 주세요.',
  subjectNotFound: '선택한 주문 또는 충전 내역을 찾을 수 없습니다.',
  notFound: '문의를 찾을 수 없습니다.',
  closed: '종료된 문의입니다. 새 문의를 남겨 주세요.',
  alreadyClosed: '이미 종료된 문의입니다.',
  created: '문의가 등록되었습니다.',
  sent: '메시지를 보냈습니다.',
  closedDone: '문의를 종료했습니다.',
} as const;
