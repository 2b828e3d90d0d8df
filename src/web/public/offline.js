// The offline page's retry: load the address again, and do it by itself when the connection returns.
'use strict';
(function () {
  const button = document.getElementById('retry');
  const status = document.getElementById('retry-status');
  function retry() {
    if (status) status.textContent = navigator.onLine ? 'Trying again…' : 'Still no connection. Trying anyway…';
    window.location.reload();
  }
  if (button) button.addEventListener('click', retry);
  window.addEventListener('online', retry);
})();
