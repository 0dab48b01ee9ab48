import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './provider.tsx';
import { AppRouter } from './router.tsx';
import '../styles/tokens.css';
import '../styles/base.css';
import '../styles/controls.css';
import '../styles/surfaces.css';
import '../styles/layout.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// A transition, so React renders the first screen in slices of a few milliseconds instead of one
// long task that a phone's CPU would spend blocked (docs/decisions/web-speed.md, "Short tasks").
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
});
