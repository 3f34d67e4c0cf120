import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';
import { AppErrorBoundary } from './components/layout/screen-error-boundary';
import { PromoterVisits } from './features/pwa/components/promoter-visits';
import { listenForInstallPrompt } from './features/pwa/install-prompt';
import { registerServiceWorker } from './features/pwa/service-worker';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The installable app (docs/decisions/185-installable-app-and-sharing.md).
listenForInstallPrompt();
registerServiceWorker();

createRoot(container).render(
  <StrictMode>
    <AppErrorBoundary>
      <AppProviders>
        <AppRouter />
        <PromoterVisits />
      </AppProviders>
    </AppErrorBoundary>
  </StrictMode>,
);
