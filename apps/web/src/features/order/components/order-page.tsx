import { lazy, Suspense, useDeferredValue, useRef } from 'react';
import { Link } from 'react-router';
import { isEnabled } from '@smm/contract/settings-map';
import { MESSAGES_ORDER } from '@smm/contract/messages/order';
import { ORDER_MESSAGES } from '@smm/contract/order-messages';
import type { OrderRequest } from '@smm/contract/order';
import type { Category, Platform, Service } from '@smm/contract/catalog';
import { useSettings } from '../../../lib/settings/get-settings.ts';
import { serviceNames, useServices } from '../../../lib/catalog/get-services.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { ErrorNotice } from '../../../components/ui/error-notice.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { usePlatforms } from '../api/get-platforms.ts';
import { useCategories } from '../api/get-categories.ts';
import { orderFailureMessage } from '../../../lib/order-failure-message.ts';
import { useCreateOrder } from '../api/create-order.ts';
import { useOrderForm } from '../hooks/use-order-form.ts';
import { useLastOrder, useSetLastOrder } from '../hooks/use-last-order.ts';
import { PATHS } from '../../../lib/paths.ts';
import { ServiceBanner } from './service-banner.tsx';
import { NoticeBoard } from './notice-board.tsx';
import { OrderForm } from './order-form.tsx';
import './order.css';

// Only a member who has just ordered sees the card, so it stays out of /order's first load
// (docs/decisions/web-speed.md); the submit starts fetching it before the answer arrives.
const loadSuccessCard = () => import('./success-card.tsx');
const SuccessCard = lazy(async () => ({ default: (await loadSuccessCard()).SuccessCard }));

function scrollToTop() {
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
}

function LoadedOrderForm(lists: { platforms: Platform[]; categories: Category[]; services: Service[] }) {
  const settings = useSettings();
  const toast = useToast();
  const form = useOrderForm(lists);
  const createOrder = useCreateOrder();
  const setLastOrder = useSetLastOrder();
  const serviceCheck = isEnabled(settings, 'ENABLE_SERVICE_CHECK');
  const ordersClosed = serviceCheck || form.readOnly;
  const closedMessage = serviceCheck
    ? ORDER_MESSAGES.serviceCheck
    : form.readOnly
      ? ORDER_MESSAGES.readOnly
      : undefined;

  const submit = (request: OrderRequest) => {
    void loadSuccessCard();
    createOrder.place(request).then(
      (order) => {
        if (!order) return;
        setLastOrder(order);
        form.resetAfterOrder();
        scrollToTop();
        toast.show(MESSAGES_ORDER.success, 'success');
      },
      (error: unknown) => toast.show(orderFailureMessage(error), 'error'),
    );
  };

  return (
    <OrderForm
      form={form}
      ordersClosed={ordersClosed}
      closedMessage={closedMessage}
      onSubmit={submit}
      submitting={createOrder.isPending}
      submitError={createOrder.error ? orderFailureMessage(createOrder.error) : null}
    />
  );
}

function CatalogSection() {
  const platforms = usePlatforms();
  const categories = useCategories();
  const services = useServices();
  const failed = [platforms, categories, services].find((query) => query.isError);
  // The form is the page's largest render; when the catalogue arrives React renders it in the
  // background, in slices, while the loading card stays (docs/decisions/web-speed.md).
  const ready = useDeferredValue(Boolean(platforms.data && categories.data && services.data));

  if (failed) {
    return (
      <div className="card">
        <ErrorNotice
          error={failed.error}
          onRetry={() => {
            void platforms.refetch();
            void categories.refetch();
            void services.refetch();
          }}
        />
      </div>
    );
  }
  if (!ready || !platforms.data || !categories.data || !services.data) {
    return (
      <div className="card order-catalog-loading">
        <LoadingState label="서비스 목록을 불러오는 중입니다" />
      </div>
    );
  }
  return <LoadedOrderForm platforms={platforms.data} categories={categories.data} services={services.data} />;
}

/**
 * The last order's card. A new order's card takes the focus (without a jump: the page scrolls to
 * the top); one already there when the page opens does not. Keyed by order, so the callback ref
 * sees each new card mount, also after the lazy chunk arrives.
 */
function LastOrderCard() {
  const order = useLastOrder();
  const services = useServices();
  const shownId = useRef(order?.orderId);

  if (!order) return null;
  const focusIfNew = (card: HTMLElement | null) => {
    if (!card || order.orderId === shownId.current) return;
    shownId.current = order.orderId;
    card.focus({ preventScroll: true });
  };
  return (
    <Suspense fallback={null}>
      <SuccessCard
        key={order.orderId}
        ref={focusIfNew}
        order={order}
        serviceName={serviceNames(services.data).get(order.serviceId)}
      />
    </Suspense>
  );
}

export function OrderPage() {
  return (
    <div className="page order-page">
      <PageHeader
        title="주문하기"
        description="플랫폼과 서비스를 고르고 링크와 수량을 입력하면 바로 주문할 수 있습니다."
        actions={
          <Link to={PATHS.massOrder} className="button button--secondary">
            대량 주문
          </Link>
        }
      />
      {/* Spec section 2's order: the live banner, the notice board, then the last order's card. */}
      <ServiceBanner />
      <NoticeBoard />
      <LastOrderCard />
      <CatalogSection />
    </div>
  );
}
