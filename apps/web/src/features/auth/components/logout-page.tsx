import { useEffect, useRef } from 'react';
import { tokenStorage } from '../../../lib/token-storage.ts';
import { reloadTo } from '../../../lib/navigation.ts';
import { SITE_ROOT } from '../../../lib/paths.ts';
import { LoadingState } from '../../../components/ui/loading-state.tsx';

/** Removes the jwt and reloads the site root, which drops every cached member data. */
export function LogoutPage() {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    tokenStorage.clear();
    reloadTo(SITE_ROOT);
  }, []);
  return <LoadingState fullPage label="로그아웃 중입니다" />;
}
