import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { ADMIN_PATH } from '../../lib/paths.ts';
import { lazyPage } from '../../lib/lazy-page.ts';
import { AdminLayout } from './components/admin-layout.tsx';

const DashboardPage = lazyPage(() => import('./pages/dashboard-page.tsx'), 'DashboardPage');
const PointRequestsPage = lazyPage(() => import('./pages/point-requests-page.tsx'), 'PointRequestsPage');
const AuditPage = lazyPage(() => import('./pages/audit-page.tsx'), 'AuditPage');
const MembersPage = lazyPage(() => import('./pages/members-page.tsx'), 'MembersPage');
const MemberDetailPage = lazyPage(() => import('./pages/member-detail-page.tsx'), 'MemberDetailPage');
const OrdersPage = lazyPage(() => import('./pages/orders-page.tsx'), 'OrdersPage');
const CataloguePage = lazyPage(() => import('./pages/catalogue-page.tsx'), 'CataloguePage');
const OrderDetailPage = lazyPage(() => import('./pages/order-detail-page.tsx'), 'OrderDetailPage');
const ProvidersPage = lazyPage(() => import('./pages/providers-page.tsx'), 'ProvidersPage');
const ContentPage = lazyPage(() => import('./pages/content-page.tsx'), 'ContentPage');
const SettingsPage = lazyPage(() => import('./pages/settings-page.tsx'), 'SettingsPage');
const ProviderImportPage = lazyPage(() => import('./pages/provider-import-page.tsx'), 'ProviderImportPage');
const InquiriesPage = lazyPage(() => import('./pages/inquiries-page.tsx'), 'InquiriesPage');
const InquiryDetailPage = lazyPage(() => import('./pages/inquiry-detail-page.tsx'), 'InquiryDetailPage');
const PriceChangesPage = lazyPage(() => import('./pages/price-changes-page.tsx'), 'PriceChangesPage');
const ExchangeRatesPage = lazyPage(() => import('./pages/exchange-rates-page.tsx'), 'ExchangeRatesPage');
const MarketingPage = lazyPage(() => import('./pages/marketing-page.tsx'), 'MarketingPage');
const OperatorsPage = lazyPage(() => import('./pages/operators-page.tsx'), 'OperatorsPage');

/** Paths relative to /admin. Each page is its own chunk inside the console's chunk. */
const ADMIN_ROUTES: RouteObject[] = [
  {
    element: <AdminLayout />,
    children: [
      { index: true, element: <DashboardPage /> },
      { path: 'point-requests', element: <PointRequestsPage /> },
      { path: 'inquiries', element: <InquiriesPage /> },
      { path: 'inquiries/:id', element: <InquiryDetailPage /> },
      { path: 'orders', element: <OrdersPage /> },
      { path: 'orders/:id', element: <OrderDetailPage /> },
      { path: 'catalogue', element: <CataloguePage /> },
      { path: 'members', element: <MembersPage /> },
      { path: 'members/:id', element: <MemberDetailPage /> },
      { path: 'marketing', element: <MarketingPage /> },
      { path: 'providers', element: <ProvidersPage /> },
      { path: 'content', element: <ContentPage /> },
      { path: 'settings', element: <SettingsPage /> },
      { path: 'providers/:id/import', element: <ProviderImportPage /> },
      { path: 'price-changes', element: <PriceChangesPage /> },
      { path: 'exchange-rates', element: <ExchangeRatesPage /> },
      { path: 'audit', element: <AuditPage /> },
      { path: 'operators', element: <OperatorsPage /> },
      // An unknown console path lands on the dashboard.
      { path: '*', element: <Navigate to={ADMIN_PATH} replace /> },
    ],
  },
];

/** The operator console (mounted at /admin/* for operators only, see app/router.tsx). */
export function AdminApp() {
  return useRoutes(ADMIN_ROUTES);
}
