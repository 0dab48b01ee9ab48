import { formatDateTime } from '@smm/contract/format';
import { useNow } from '../../../lib/use-now.ts';

/** The live "service running" banner; the clock ticks every second. */
export function ServiceBanner() {
  const now = useNow(1000);
  return (
    <section className="service-banner" aria-label="서비스 상태">
      <span className="service-banner__pulse" aria-hidden="true" />
      <strong className="service-banner__status">서비스 정상 운영중</strong>
      <time className="service-banner__clock" dateTime={now.toISOString()}>
        {formatDateTime(now)}
      </time>
    </section>
  );
}
