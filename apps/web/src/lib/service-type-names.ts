import type { ServiceType } from '@smm/contract/service-type-rules';

/** Each type's Korean name beside the API v2 spelling (the console's type picker, order details). */
export const SERVICE_TYPE_NAMES: Record<ServiceType, string> = {
  Default: '기본 (수량)',
  Package: '패키지',
  'Custom Comments': '맞춤 댓글',
  'Custom Comments Package': '맞춤 댓글 패키지',
  'Mentions with Hashtags': '멘션 (사용자 목록 + 해시태그)',
  'Mentions Custom List': '멘션 (사용자 목록)',
  'Mentions Hashtag': '멘션 (해시태그)',
  'Mentions User Followers': '멘션 (사용자의 팔로워)',
  'Mentions Media Likers': '멘션 (게시물에 좋아요한 사용자)',
  'Comment Likes': '댓글 좋아요',
  'Comment Replies': '댓글 답글',
  Poll: '투표',
  'Invites from Groups': '그룹 초대',
  SEO: 'SEO (검색 키워드)',
  Subscriptions: '구독 (새 게시물 자동)',
};
