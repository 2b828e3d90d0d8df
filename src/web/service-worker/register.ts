/**
 * Registers the service worker (built to /sw.js, see sw.js beside this file)
 * once the page has loaded, so installing it never competes with the first
 * view for the network. A rendered page asks for this code after its first
 * paint, often after its load event: there it registers when the browser is
 * next idle. Only in a production build: in development Vite serves
 * changing files under the same names.
 */
function register(): void {
  navigator.serviceWorker.register('/sw.js').catch(() => {
    // No service worker (private mode, a browser setting): the site works as before, only not offline.
  });
}

if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  if (document.readyState === 'complete') {
    const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200));
    whenIdle(register);
  } else {
    window.addEventListener('load', register, { once: true });
  }
}
