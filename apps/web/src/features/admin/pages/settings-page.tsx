import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { ErrorNotice } from '../../../components/ui/error-notice.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useAdminSettings } from '../api/get-admin-settings.ts';
import { SettingsForm } from '../components/settings/settings-form.tsx';
import '../components/settings/settings.css';

/** /admin/settings: every site setting of spec section 3, grouped, with a live storefront preview. */
export function SettingsPage() {
  const settings = useAdminSettings();
  // A link to one group (the dashboard's checklist: '#settings-bank') lands on it once it is drawn.
  const { hash } = useLocation();
  const loaded = settings.data !== undefined;
  useEffect(() => {
    if (loaded && hash.length > 1)
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [loaded, hash]);
  return (
    <section className="page settings-page">
      <PageHeader
        title="설정"
        description="스토어에 공개되는 설정입니다. 저장하면 이 브라우저에는 바로, 열려 있는 다른 스토어 화면에는 한 시간 안에 반영됩니다. 비밀 키는 서버 환경 변수에 둡니다."
      />
      {settings.isPending ? (
        <LoadingState />
      ) : settings.error ? (
        <ErrorNotice error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        // A save answers the new values: the form starts again from them (nothing left to save).
        <SettingsForm key={JSON.stringify(settings.data.values)} saved={settings.data.values} />
      )}
    </section>
  );
}
