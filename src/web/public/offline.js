// The offline page's retry: load the address again, and do it by itself once the site can be reached.
'use strict';
(function () {
  const button = document.getElementById('retry');
  const status = document.getElementById('retry-status');
  const FIRST_WAIT_MS = 2000;
  const LONGEST_WAIT_MS = 30000;
  let wait = FIRST_WAIT_MS;
  let timer = 0;

  function retry() {
    if (status) status.textContent = navigator.onLine ? 'Trying again…' : 'Still no connection. Trying anyway…';
    window.location.reload();
  }
  // Browsers announce "online" when an interface comes up, not when the site
  // can be reached; Chromium even announces it just after this page loads
  // while still offline, and may then say nothing when the connection really
  // returns. So the page asks the server itself, now and then (less often the
  // longer it waits) and at once on "online", and reloads when it answers.
  // The service worker leaves /api alone, so this always asks the network.
  function checkLater() {
    window.clearTimeout(timer);
    timer = window.setTimeout(check, wait);
    wait = Math.min(wait * 1.5, LONGEST_WAIT_MS);
  }
  function check() {
    fetch('/api/health', { cache: 'no-store' }).then(function (response) {
      if (response.ok) retry();
      else checkLater();
    }, checkLater);
  }
  if (button) button.addEventListener('click', retry);
  window.addEventListener('online', function () {
    wait = FIRST_WAIT_MS;
    check();
  });
  checkLater();
})();
