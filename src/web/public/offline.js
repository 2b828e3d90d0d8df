// The offline page's retry: load the address again, and do it by itself when the connection returns.
'use strict';
(function () {
  const button = document.getElementById('retry');
  const status = document.getElementById('retry-status');
  function retry() {
    if (status) status.textContent = navigator.onLine ? 'Trying again…' : 'Still no connection. Trying anyway…';
    window.location.reload();
  }
  // Browsers announce "online" when an interface comes up, not when the site
  // can be reached (Chromium even announces it while still offline, just
  // after this page loads): reload only once the server answers. The service
  // worker leaves /api alone, so this asks the network itself.
  function retryWhenReachable() {
    fetch('/api/health', { cache: 'no-store' }).then(
      function (response) {
        if (response.ok) retry();
      },
      function () {
        // Still unreachable: the next "online", or the button, tries again.
      },
    );
  }
  if (button) button.addEventListener('click', retry);
  window.addEventListener('online', retryWhenReachable);
})();
