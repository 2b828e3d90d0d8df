/**
 * Registers the service worker (built to /sw.js, see sw.js beside this file)
 * once the page has loaded, so installing it never competes with the first
 * view for the network. Only in a production build: in development Vite
 * serves changing files under the same names.
 */
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // No service worker (private mode, a browser setting): the site works as before, only not offline.
    });
  });
}
