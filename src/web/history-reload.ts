/**
 * The spec: "Any page reload happens on browser back/forward navigation".
 * In-app links navigate without a reload; the browser's back and forward
 * buttons load the target URL afresh. Registered before the router, this
 * listener stops the router from handling the popstate itself.
 */
export function installHistoryReload(target: Window = window): void {
  target.addEventListener('popstate', (event) => {
    event.stopImmediatePropagation();
    target.location.reload();
  });
}
