import { isEnabled } from '@smm/contract/settings';
import { useSettings } from '../../../lib/settings/get-settings.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { ErrorNotice } from '../../../components/ui/error-notice.tsx';
import { usePlatforms } from '../api/get-platforms.ts';
import { useCategories } from '../api/get-categories.ts';
import { useServices } from '../api/get-services.ts';
import { useOrderForm } from '../hooks/use-order-form.ts';
import type { Category, Platform, Service } from '@smm/contract/catalog';
import { ServiceBanner } from './service-banner.tsx';
import { NoticeBoard } from './notice-board.tsx';
import { OrderForm } from './order-form.tsx';
import './order.css';

function LoadedOrderForm(lists: { platforms: Platform[]; categories: Category[]; services: Service[] }) {
  const settings = useSettings();
  const form = useOrderForm(lists);
  const ordersClosed = isEnabled(settings, 'ENABLE_SERVICE_CHECK') || form.readOnly;
  return <OrderForm form={form} ordersClosed={ordersClosed} />;
}

function CatalogSection() {
  const platforms = usePlatforms();
  const categories = useCategories();
  const services = useServices();
  const failed = [platforms, categories, services].find((query) => query.isError);

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
  if (!platforms.data || !categories.data || !services.data) {
    return (
      <div className="card">
        <LoadingState label="서비스 목록을 불러오는 중입니다" />
      </div>
    );
  }
  return <LoadedOrderForm platforms={platforms.data} categories={categories.data} services={services.data} />;
}

export function OrderPage() {
  return (
    <div className="page order-page">
      <PageHeader title="주문하기" description="플랫폼과 서비스를 고르고 링크와 수량을 입력하면 바로 주문할 수 있습니다." />
      <ServiceBanner />
      <NoticeBoard />
      <CatalogSection />
    </div>
  );
}
