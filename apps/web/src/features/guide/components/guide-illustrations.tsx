import { BottomSheet, Phone, Tap, TextLine } from './phone-mockup.tsx';

function InstagramTopBar({ title }: { title: string }) {
  return (
    <g>
      <text className="g-text g-bold" x="24" y="60">
        {title}
      </text>
      <g className="g-icon">
        <circle cx="164" cy="55" r="2" />
        <circle cx="171" cy="55" r="2" />
        <circle cx="178" cy="55" r="2" />
      </g>
    </g>
  );
}

/** Instagram profile: ··· at the top right, then 프로필 URL 복사. */
export function InstagramProfileGuide() {
  return (
    <>
      <Phone>
        <InstagramTopBar title="example_shop" />
        <circle className="g-avatar" cx="50" cy="104" r="24" />
        {[0, 1, 2].map((i) => (
          <g key={i}>
            <TextLine x={92 + i * 32} y={94} w={18} muted={false} />
            <TextLine x={88 + i * 32} y={108} w={26} h={5} />
          </g>
        ))}
        <TextLine x={24} y={140} w={90} muted={false} />
        <TextLine x={24} y={154} w={130} h={5} />
        <rect className="g-button" x="24" y="172" width="152" height="22" rx="7" />
        {Array.from({ length: 6 }, (_, i) => (
          <rect
            key={i}
            className="g-tile"
            x={12 + (i % 3) * 59}
            y={206 + Math.floor(i / 3) * 59}
            width="57"
            height="57"
          />
        ))}
        <Tap x={171} y={55} r={12} step={1} />
      </Phone>
      <Phone>
        <InstagramTopBar title="example_shop" />
        <circle className="g-avatar" cx="50" cy="104" r="24" />
        <BottomSheet items={['공유', 'QR 코드', '프로필 URL 복사', '이 계정 정보']} highlight={2} step={2} />
      </Phone>
    </>
  );
}

/** Instagram post: ··· on the post header, then 링크 복사. */
export function InstagramPostGuide() {
  return (
    <>
      <Phone>
        <InstagramTopBar title="게시물" />
        <circle className="g-avatar" cx="32" cy="92" r="12" />
        <TextLine x={52} y={89} w={70} muted={false} />
        <g className="g-icon">
          <circle cx="164" cy="92" r="2" />
          <circle cx="171" cy="92" r="2" />
          <circle cx="178" cy="92" r="2" />
        </g>
        <rect className="g-photo" x="10" y="112" width="180" height="180" />
        <path className="g-photo-hill" d="M10 292 70 220l40 44 30-30 50 58z" />
        <circle className="g-photo-sun" cx="150" cy="150" r="14" />
        <TextLine x={24} y={306} w={50} muted={false} />
        <TextLine x={24} y={322} w={140} h={5} />
        <TextLine x={24} y={334} w={110} h={5} />
        <Tap x={171} y={92} r={12} step={1} />
      </Phone>
      <Phone>
        <InstagramTopBar title="게시물" />
        <rect className="g-photo" x="10" y="112" width="180" height="180" />
        <BottomSheet items={['저장', '링크 복사', '공유', 'QR 코드']} highlight={1} step={2} />
      </Phone>
    </>
  );
}

function VideoPlayer() {
  return (
    <g>
      <rect className="g-video" x="10" y="40" width="180" height="102" />
      <path className="g-play" d="M92 78v26l22-13z" />
      <TextLine x={20} y={154} w={150} muted={false} />
      <TextLine x={20} y={168} w={90} h={5} />
    </g>
  );
}

/** YouTube: 공유 under the video, then 복사. */
export function YoutubeGuide() {
  return (
    <>
      <Phone>
        <VideoPlayer />
        {['좋아요', '싫어요', '공유', '저장'].map((label, i) => (
          <g key={label}>
            <rect className="g-pill" x={16 + i * 43} y="184" width="40" height="22" rx="11" />
            <text className="g-text g-small" x={36 + i * 43} y="199" textAnchor="middle">
              {label}
            </text>
          </g>
        ))}
        {[0, 1, 2].map((i) => (
          <g key={i}>
            <rect className="g-tile" x="18" y={222 + i * 54} width="72" height="44" rx="6" />
            <TextLine x={98} y={228 + i * 54} w={80} muted={false} />
            <TextLine x={98} y={242 + i * 54} w={56} h={5} />
          </g>
        ))}
        <Tap x={122} y={195} r={14} step={1} />
      </Phone>
      <Phone>
        <VideoPlayer />
        <BottomSheet items={['카카오톡', '메시지', '복사', '더보기']} highlight={2} step={2} />
      </Phone>
    </>
  );
}

function TiktokVideo() {
  return (
    <g>
      <rect className="g-video" x="10" y="10" width="180" height="380" rx="22" />
      <TextLine x={22} y={330} w={70} muted={false} />
      <TextLine x={22} y={346} w={120} h={5} />
      {[0, 1, 2].map((i) => (
        <circle key={i} className="g-rail" cx="170" cy={196 + i * 44} r="13" />
      ))}
      <path className="g-share" d="M164 330l10-8-10-8v5c-7 0-11 3-13 9 3-3 7-4 13-4z" />
      <text className="g-video-text g-small" x="170" y="352" textAnchor="middle">
        공유
      </text>
    </g>
  );
}

/** TikTok: the 공유 arrow on the right rail, then 링크 복사. */
export function TiktokGuide() {
  return (
    <>
      <Phone>
        <TiktokVideo />
        <Tap x={168} y={324} r={15} step={1} />
      </Phone>
      <Phone>
        <TiktokVideo />
        <BottomSheet items={['메시지 보내기', '링크 복사', '동영상 저장', '듀엣']} highlight={1} step={2} />
      </Phone>
    </>
  );
}
