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
 * The service-type kit once it is needed (a service of another type than Default is chosen);
 * undefined until it has arrived. A failed fetch is tried again the next time a typed service is
 * chosen (the form meanwhile keeps its loading line and refuses to submit).
 */
export function useTypeKit(needed: boolean): TypeKit | undefined {
  const [kit, setKit] = useState(loaded);
  useEffect(() => {
    if (!needed || kit) return;
    let live = true;
    loadTypeKit().then(
      (arrived) => {
        if (live) setKit(arrived);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [needed, kit]);
  return kit;
}
