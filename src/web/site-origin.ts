/**
 * The site's origin for absolute addresses in the page (canonical and
 * sharing tags). In the browser it is the address bar's; while the server
 * renders a page it is the public address the server was configured with.
 */
let serverOrigin = '';

export function setServerOrigin(origin: string): void {
  serverOrigin = origin;
}

export function siteOrigin(): string {
  return typeof window === 'undefined' ? serverOrigin : window.location.origin;
}
