import { useEffect, useState } from 'react';
import type * as TypeKitModule from '../service-type/type-kit.ts';

export type TypeKit = typeof TypeKitModule;

// One load for the page's life: every service of another type than Default shares it.
let loaded: TypeKit | undefined;
let loading: Promise<TypeKit> | undefined;

function loadTypeKit(): Promise<TypeKit> {
  loading ??= import('../service-type/type-kit.ts').then(
    (kit) => (loaded = kit),
    (error: unknown) => {
      // A failed fetch (a deploy replaced the chunk, the network dropped) may be tried again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The service-type kit once it is needed (a service of another type than Default is chosen):
 * `kit` undefined until it has arrived; `failed` once a fetch failed, which `retry` tries again (the
 * form meanwhile shows the failure with a retry button and refuses to submit).
 */
export function useTypeKit(needed: boolean) {
  const [kit, setKit] = useState(loaded);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!needed || kit || failed) return;
    let live = true;
    loadTypeKit().then(
      (arrived) => {
        if (live) setKit(arrived);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [needed, kit, failed]);
  return { kit, failed, retry: () => setFailed(false) };
}
