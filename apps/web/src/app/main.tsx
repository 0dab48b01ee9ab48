import { StrictMode } from 'react';
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

createRoot(root).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);
