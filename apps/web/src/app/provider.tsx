import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query-client.ts';
import { SessionProvider } from '../lib/session/session-provider.tsx';
import { useSettings } from '../lib/settings/get-settings.ts';
import { ThemeProvider, useMainColor } from '../lib/theme.tsx';
import { ToastProvider } from '../components/ui/toast.tsx';

/** Applies the operator's brand colour from settings. */
function SiteColors() {
  useMainColor(useSettings().MAIN_COLOR);
  return null;
}

export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider>
        <ToastProvider>
          <SessionProvider>
            <SiteColors />
            {children}
          </SessionProvider>
        </ToastProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
