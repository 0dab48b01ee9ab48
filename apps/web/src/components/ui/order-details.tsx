import { formatCount } from '@smm/contract/format';
import type { OrderDetails } from '@smm/contract/service-type-rules';
import { SUBSCRIPTION_STATE_LABELS, type SubscriptionProgress } from '@smm/contract/service-types';
import { orderDetailLines } from '../../lib/order-details.ts';
import './order-details.css';

/** A subscription's state at the provider and the posts delivered so far. */
export function subscriptionText(progress: SubscriptionProgress): string {
  const posts = `${formatCount(progress.postsDelivered)} / ${formatCount(progress.postsTotal)}`;
  return `구독 ${SUBSCRIPTION_STATE_LABELS[progress.state]} · 게시물 ${posts}`;
}

/**
 * What an order of another type than Default was sent with (issue 32): one line a field, a list
 * folded under its count ("댓글 12개", opened to read every line), and a subscription's progress.
 */
export function OrderDetailsView({
  details,
  subscription,
}: {
  details: OrderDetails | null | undefined;
  subscription?: SubscriptionProgress | null;
}) {
  if (!details && !subscription) return null;
  return (
    <div className="order-details">
      {subscription ? <p className="order-details__subscription">{subscriptionText(subscription)}</p> : null}
      {details
        ? orderDetailLines(details).map((line) =>
            line.items ? (
              <details key={line.name} className="order-details__list">
                <summary>
                  {line.label} {line.text}
                </summary>
                <ol>
                  {line.items.map((item, index) => (
                    <li key={index}>{item}</li>
                  ))}
                </ol>
              </details>
            ) : (
              <p key={line.name} className="order-details__line">
                {line.label}: {line.text}
              </p>
            ),
          )
        : null}
    </div>
  );
}
