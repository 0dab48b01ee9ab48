/** The demo catalogue seeded into an empty embedded database (DEMO_CATALOG). Prices in points per unit. */

export const DEMO_SETTINGS: Record<string, string> = {
  COMPANY: '주식회사 그로우랩',
  ADDRESS: '서울특별시 강남구 테헤란로 123, 4층',
  CORPORATION_NUMBER: '220-81-62517',
  MARKETING_NUMBER: '제2026-서울강남-01234호',
  CEO: '김성장',
  CEO_PHONE: '02-1234-5678',
  BANK_NAME: '국민은행',
  BANK_TEXT: '국민은행 123456-01-234567 (주)그로우랩',
  BANK_NUMBER: '123456-01-234567',
  BANK_CODE: '004',
  CHANNEL_LINK: 'https://pf.kakao.com/_growlab',
  CHANNEL_BUTTON_TEXT: '카카오톡 상담',
  MAIN_COLOR: '#5b5bd6',
  ENABLE_PAYMENT_FEE: 'true',
  ENABLE_PAYMENT_TYPE: 'ALL',
  ENABLE_PHONE_NUMBER: 'false',
  ENABLE_SERVICE_CHECK: 'false',
  ENABLE_REFERRAL: 'true',
  ENABLE_SNS_NAVER: 'false',
  ENABLE_SNS_KAKAO: 'false',
  ENABLE_QNA: 'true',
  ENABLE_TOSS_PAYMENT: 'true',
  POINT_CHARGE_BUTTON_OPTIONS: '1000,5000,10000,50000,100000',
  SITE_NOTICE_BOLD_TEXT: '#e5484d',
  NAVER_CLIENT_ID: '',
  NAVER_STATE: '',
  NAVER_REDIRECT_URL: '',
  KAKAO_TOKEN: '',
};

export const DEMO_PLATFORMS = [
  { id: 1, text: '인스타그램', background: '#E1306C', visible: true },
  { id: 2, text: '유튜브', background: '#FF0033', visible: true },
  { id: 3, text: '틱톡', background: '#111111', visible: true },
  { id: 4, text: '페이스북', background: '#1877F2', visible: true },
  { id: 5, text: 'X(트위터)', background: '#14171A', visible: true },
  { id: 6, text: '네이버 블로그', background: '#03C75A', visible: true },
  { id: 7, text: '스레드', background: '#101010', visible: true },
  { id: 8, text: '트위치', background: '#9146FF', visible: true },
  { id: 9, text: '카카오', background: '#FEE500', visible: false },
  { id: 10, text: '텔레그램', background: '#229ED9', visible: true },
  { id: 11, text: '스포티파이', background: '#1DB954', visible: false },
  { id: 12, text: '사운드클라우드', background: '#FF5500', visible: false },
  { id: 13, text: '네이버 카페', background: '#00B843', visible: false },
  { id: 14, text: 'SOOP(아프리카TV)', background: '#1D63E5', visible: false },
  { id: 15, text: '기타', background: '#64748B', visible: false },
];

interface DemoService {
  text: string;
  notice: string;
  min: number;
  max: number;
  price: number;
  auto?: boolean;
  readOnly?: boolean;
}

export const DEMO_CATEGORIES: { platform: number; text: string; services: DemoService[] }[] = [
  {
    platform: 1,
    text: '인스타그램 팔로워',
    services: [
      {
        text: '🇰🇷 인스타그램 한국인 실사용자 팔로워',
        notice:
          '실제 활동하는 한국인 계정으로 유입됩니다. 비공개 계정은 작업이 불가합니다. 시작까지 0~6시간, 하루 최대 1,000명 유입.',
        min: 10,
        max: 10000,
        price: 45,
        auto: true,
      },
      {
        text: '인스타그램 외국인 팔로워 (30일 리필 보장)',
        notice: '프로필 사진이 있는 외국인 계정입니다. 30일 안에 이탈한 만큼 무료로 다시 채워 드립니다.',
        min: 10,
        max: 30000,
        price: 3.5,
        auto: true,
      },
      {
        text: '인스타그램 외국인 팔로워 (저가형, 리필 없음)',
        notice: '가장 저렴한 외국인 팔로워입니다. 이탈이 있을 수 있으며 리필되지 않습니다.',
        min: 50,
        max: 30000,
        price: 1.2,
      },
    ],
  },
  {
    platform: 1,
    text: '인스타그램 좋아요 · 조회수',
    services: [
      {
        text: '🇰🇷 인스타그램 한국인 게시물 좋아요',
        notice: '게시물 링크를 입력해 주세요. 여러 장 게시물은 첫 장 기준입니다.',
        min: 10,
        max: 5000,
        price: 12,
        auto: true,
      },
      {
        text: '인스타그램 외국인 게시물 좋아요',
        notice: '빠른 시작(평균 10분 이내). 게시물 링크를 입력해 주세요.',
        min: 10,
        max: 30000,
        price: 0.5,
        auto: true,
      },
      {
        text: '인스타그램 릴스 조회수',
        notice: '릴스 링크를 입력해 주세요. 하루 최대 100만 회까지 유입됩니다.',
        min: 100,
        max: 1000000,
        price: 0.1,
        auto: true,
      },
      {
        text: '인스타그램 게시물 저장',
        notice: '저장 수는 게시물 노출 점수에 반영됩니다.',
        min: 10,
        max: 10000,
        price: 2.5,
      },
    ],
  },
  {
    platform: 2,
    text: '유튜브 구독자 · 조회수',
    services: [
      {
        text: '유튜브 구독자 (리필 30일)',
        notice: '채널 링크를 입력해 주세요. 구독자 수가 비공개인 채널은 작업할 수 없습니다.',
        min: 10,
        max: 10000,
        price: 55,
      },
      {
        text: '유튜브 영상 조회수 (고품질)',
        notice: '영상 링크를 입력해 주세요. 평균 시청 지속 1~3분.',
        min: 100,
        max: 100000,
        price: 4,
      },
      {
        text: '유튜브 쇼츠 조회수',
        notice: '쇼츠 링크를 입력해 주세요.',
        min: 100,
        max: 500000,
        price: 0.8,
        auto: true,
      },
      { text: '유튜브 영상 좋아요', notice: '영상 링크를 입력해 주세요.', min: 10, max: 20000, price: 6 },
    ],
  },
  {
    platform: 3,
    text: '틱톡',
    services: [
      {
        text: '틱톡 팔로워',
        notice: '프로필 링크 또는 아이디를 입력해 주세요.',
        min: 10,
        max: 30000,
        price: 4.5,
      },
      {
        text: '틱톡 영상 조회수',
        notice: '영상 링크를 입력해 주세요. 빠른 시작.',
        min: 100,
        max: 1000000,
        price: 0.05,
        auto: true,
      },
      { text: '틱톡 좋아요', notice: '영상 링크를 입력해 주세요.', min: 10, max: 30000, price: 1.5 },
    ],
  },
  {
    platform: 4,
    text: '페이스북',
    services: [
      {
        text: '페이스북 페이지 좋아요 + 팔로워',
        notice: '페이지 링크를 입력해 주세요.',
        min: 10,
        max: 10000,
        price: 9,
      },
      {
        text: '페이스북 게시물 좋아요',
        notice: '공개 게시물 링크를 입력해 주세요.',
        min: 10,
        max: 10000,
        price: 3,
      },
    ],
  },
  {
    platform: 5,
    text: 'X(트위터)',
    services: [
      { text: 'X 팔로워', notice: '프로필 링크를 입력해 주세요.', min: 10, max: 10000, price: 8 },
      { text: 'X 게시물 리포스트', notice: '게시물 링크를 입력해 주세요.', min: 10, max: 5000, price: 5 },
    ],
  },
  {
    platform: 6,
    text: '네이버 블로그',
    services: [
      {
        text: '네이버 블로그 이웃 추가',
        notice: '블로그 주소(https://blog.naver.com/아이디)를 입력해 주세요.',
        min: 10,
        max: 3000,
        price: 30,
      },
      { text: '네이버 블로그 공감', notice: '게시글 링크를 입력해 주세요.', min: 10, max: 3000, price: 20 },
      {
        text: '네이버 블로그 방문자 (점검 중)',
        notice: '공급처 점검으로 현재 주문을 받지 않습니다. 점검이 끝나면 다시 열립니다.',
        min: 100,
        max: 10000,
        price: 2,
        readOnly: true,
      },
    ],
  },
  {
    platform: 7,
    text: '스레드',
    services: [
      {
        text: '스레드 팔로워',
        notice: '프로필 링크 또는 아이디를 입력해 주세요.',
        min: 10,
        max: 10000,
        price: 10,
      },
    ],
  },
  {
    platform: 8,
    text: '트위치',
    services: [
      { text: '트위치 팔로워', notice: '채널 링크를 입력해 주세요.', min: 10, max: 10000, price: 2 },
    ],
  },
  {
    platform: 10,
    text: '텔레그램',
    services: [
      {
        text: '텔레그램 채널 구독자',
        notice: '공개 채널 링크(https://t.me/채널명)를 입력해 주세요.',
        min: 10,
        max: 20000,
        price: 3,
      },
      {
        text: '텔레그램 게시물 조회수',
        notice: '게시물 링크를 입력해 주세요.',
        min: 100,
        max: 100000,
        price: 0.3,
        auto: true,
      },
    ],
  },
];

export const DEMO_NOTICES = [
  {
    content:
      '[필독] 비공개 계정·삭제된 게시물로 접수된 주문은 작업이 불가하며, 주문 시 링크를 꼭 확인해 주세요.',
    isTop: true,
  },
  {
    content: '포인트 충전은 무통장입금으로만 가능하며, 입금 확인 후 평균 1~10분 안에 충전됩니다.',
    isTop: false,
  },
  {
    content: '자동주문 기능이 추가되었습니다. 지원 서비스에서 횟수와 간격(분)을 지정해 보세요.',
    isTop: false,
  },
];

export const DEMO_QNAS = [
  {
    title: '주문 후 얼마나 지나야 시작되나요?',
    answer:
      '서비스마다 다르지만 대부분 주문 후 0~6시간 안에 시작됩니다. 서비스 설명에 적힌 시작 시간을 확인해 주세요.',
  },
  {
    title: '비공개 계정도 주문할 수 있나요?',
    answer:
      '아닙니다. 작업 중에는 계정과 게시물이 공개 상태여야 합니다. 비공개로 접수된 주문은 취소 후 포인트로 환불됩니다.',
  },
  {
    title: '포인트는 어떻게 충전하나요?',
    answer:
      '포인트 충전 메뉴에서 입금자명과 금액을 입력하고 안내된 계좌로 입금하시면 됩니다. 3시간 안에 입금되지 않은 요청은 자동으로 취소됩니다.',
  },
  {
    title: '주문이 일부만 완료되면 어떻게 되나요?',
    answer:
      '작업되지 않은 수량만큼 포인트로 자동 환불됩니다. 주문내역에서 상태와 남은 수량을 확인할 수 있습니다.',
  },
  {
    title: '세금계산서나 현금영수증 발급이 되나요?',
    answer:
      '충전 신청 시 증빙 유형을 선택해 주세요. 세금계산서는 부가세 10%가 더해진 금액을 입금하셔야 합니다.',
  },
  {
    title: '충전한 포인트를 환불받을 수 있나요?',
    answer:
      '결제 후 48시간 이내, 사용하지 않은 포인트에 한해 환불해 드립니다. 이미 사용한 포인트는 환불되지 않습니다.',
  },
];

export const DEMO_REGISTER_SOURCES = [
  '네이버 검색',
  '구글 검색',
  '인스타그램',
  '유튜브',
  '블로그·카페',
  '지인 추천',
  '기타',
];
