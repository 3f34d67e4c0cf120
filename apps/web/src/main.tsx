import { StrictMode } from 'react';
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

// React DOM is evaluated in a task of its own, after this module has started the first screen's
// requests (app/router.tsx): one long task of evaluating every module at once was most of a phone's
// blocking time (bench/results/2026-11-27-lighthouse-first-screen.md).
void import('react-dom/client').then(({ createRoot }) =>
  createRoot(container).render(
    <StrictMode>
      <AppErrorBoundary>
        <AppProviders>
          <AppRouter />
          <PromoterVisits />
        </AppProviders>
      </AppErrorBoundary>
    </StrictMode>,
  ),
);
