import { whenPageLoaded } from '../../lib/page-loaded';

/**
 * Registers the service worker the build writes (sw.js: vite.config.ts, installableApp) once the
 * page has loaded, so that it never competes with the first screen for the network
 * (docs/decisions/185-installable-app-and-sharing.md). Development (`vite`) has none.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  whenPageLoaded(() => {
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .catch((error: unknown) => console.warn('The service worker could not be registered', error));
  });
}
