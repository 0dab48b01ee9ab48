import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import {
  InstagramPostGuide,
  InstagramProfileGuide,
  TiktokGuide,
  YoutubeGuide,
} from './guide-illustrations.tsx';
import './guide.css';

interface GuideStep {
  id: string;
  title: string;
  summary: string;
  steps: readonly string[];
  illustration: ReactNode;
}

const GUIDES: readonly GuideStep[] = [
  {
    id: 'instagram-profile',
    title: '인스타그램 프로필 링크',
    summary: '팔로워처럼 계정에 들어가는 서비스는 프로필 링크를 입력합니다.',
    steps: [
      '내 프로필 화면 오른쪽 위의 ··· 메뉴를 누릅니다.',
      '프로필 URL 복사를 누른 뒤 주문 링크 칸에 붙여 넣습니다.',
    ],
    illustration: <InstagramProfileGuide />,
  },
  {
    id: 'instagram-post',
    title: '인스타그램 게시물 링크',
    summary: '좋아요, 조회수처럼 게시물에 들어가는 서비스는 게시물 링크를 입력합니다.',
    steps: [
      '주문할 게시물 오른쪽 위의 ··· 메뉴를 누릅니다.',
      '링크 복사를 누른 뒤 주문 링크 칸에 붙여 넣습니다.',
    ],
    illustration: <InstagramPostGuide />,
  },
  {
    id: 'youtube',
    title: '유튜브 영상 링크',
    summary: '조회수, 좋아요 서비스는 영상 링크를, 구독자 서비스는 채널 링크를 입력합니다.',
    steps: [
      '영상 아래의 공유 버튼을 누릅니다.',
      '공유 메뉴에서 복사를 누른 뒤 주문 링크 칸에 붙여 넣습니다.',
    ],
    illustration: <YoutubeGuide />,
  },
  {
    id: 'tiktok',
    title: '틱톡 영상 링크',
    summary: '틱톡 영상의 조회수, 좋아요 서비스는 영상 링크를 입력합니다.',
    steps: [
      '영상 오른쪽의 공유(화살표) 버튼을 누릅니다.',
      '링크 복사를 누른 뒤 주문 링크 칸에 붙여 넣습니다.',
    ],
    illustration: <TiktokGuide />,
  },
];

export function GuidePage() {
  return (
    <div className="page guide-page">
      <PageHeader
        title="링크 입력 가이드"
        description="주문 링크는 앱의 공유 메뉴에서 복사한 주소를 그대로 붙여 넣으면 됩니다. 인스타그램은 아이디만 입력해도 프로필 주소로 바뀝니다."
      />
      <div className="guide-grid">
        {GUIDES.map((guide) => (
          <figure key={guide.id} className="card guide-figure" aria-labelledby={`${guide.id}-title`}>
            <h2 id={`${guide.id}-title`} className="card__title">
              {guide.title}
            </h2>
            <div
              className="guide-figure__screens"
              role="img"
              aria-label={`${guide.title} 복사 방법: ${guide.steps.map((step, i) => `${i + 1}. ${step}`).join(' ')}`}
            >
              {guide.illustration}
            </div>
            <figcaption className="guide-figure__caption">
              <p className="guide-figure__summary">{guide.summary}</p>
              <ol className="guide-steps">
                {guide.steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </figcaption>
          </figure>
        ))}
      </div>
    </div>
  );
}
