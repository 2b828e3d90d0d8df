import { createHash } from 'node:crypto';
import { jsonForScript } from '../seo/escape';

/** The id of the data block that lists a rendered page's modules (the boot script reads it). */
export const MODULES_ID = 'hisab-modules';

/**
 * The one inline script of the site, a classic script at the end of a
 * rendered page. It asks for the app's modules once the browser reports
 * the page's first contentful paint, which on these pages is also their
 * largest (where paint timing is not reported, after a frame; after 4 s at
 * the latest; at once in a hidden tab, which paints nothing), a few per
 * task: on a slow phone's CPU, asking for thirty in one task held the main
 * thread for a quarter of a second. Until the app has taken the page over
 * it keeps the last tap on a plain button, marks it busy and stops it
 * there, and notes the last choice made in a list box; the app makes the
 * choice and presses the button again once hydrated
 * (web/hydration/early-tap.ts).
 * Links and forms work as HTML meanwhile. Kept ES5 and byte-stable: the CSP
 * allows it by its hash.
 */
const BOOT_SCRIPT = [
  '(function(){',
  'var d=document,w=window;',
  `var m=JSON.parse(d.getElementById("${MODULES_ID}").textContent);`,
  'var b=w.hisabBoot={tap:null,choice:null,hydrated:false};',
  'd.addEventListener("change",function(e){',
  'var t=e.target;',
  'if(!b.hydrated&&t&&t.tagName==="SELECT")b.choice={select:t,value:t.value};',
  '},true);',
  'd.addEventListener("click",function(e){',
  'if(b.hydrated)return;',
  'var t=e.target&&e.target.closest?e.target.closest("button[type=button]"):null;',
  'if(!t)return;',
  'e.preventDefault();e.stopPropagation();',
  'if(b.tap)b.tap.removeAttribute("aria-busy");',
  'b.tap=t;t.setAttribute("aria-busy","true");',
  '},true);',
  'var h=d.visibilityState==="hidden",i=0;',
  'function add(){',
  'var n=0;',
  'if(i===0){var s=d.createElement("script");s.type="module";s.crossOrigin="";s.src=m.entry;d.head.appendChild(s);}',
  'for(;i<m.preload.length&&(h||n<4);i++,n++){var l=d.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=m.preload[i];d.head.appendChild(l);}',
  'if(i<m.preload.length)setTimeout(add,0);',
  '}',
  'var go=false;function start(){if(!go){go=true;add();}}',
  'var P=w.PerformanceObserver,T=P&&P.supportedEntryTypes;',
  'if(h)start();',
  'else if(T&&T.indexOf("paint")>=0){',
  'new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(start,0);}}).observe({type:"paint",buffered:true});',
  'setTimeout(start,4000);',
  '}else requestAnimationFrame(function(){setTimeout(start,0);});',
  '})();',
].join('');

/** The CSP source that allows the boot script and nothing else inline. */
export const BOOT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

const MODULE_SCRIPT = /[ \t]*<script type="module"[^>]*?\bsrc="([^"]+)"[^>]*><\/script>\s*/i;
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload"[^>]*?\bhref="([^"]+)"[^>]*>\s*/gi;

/**
 * A rendered page is readable before any of its code runs, so its code
 * should not compete with what the first view needs. On a slow link the
 * app's modules, asked for in the head, took the connections the
 * stylesheet, the font and the course cover needed: the largest text came
 * about half a second later, and Lighthouse's model of the load counted
 * every one of them before the first view. Here the module script and its
 * preloads leave the head; they are listed, with the screen's own modules,
 * for the boot script to ask for after the first paint.
 */
export function loadCodeAfterPaint(html: string, screenModules: readonly string[]): string {
  const entry = MODULE_SCRIPT.exec(html)?.[1];
  if (entry === undefined) return html;
  const preload: string[] = [];
  const page = html.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, (_, href: string) => {
    preload.push(href);
    return '';
  });
  for (const file of screenModules) if (file !== entry && !preload.includes(file)) preload.push(file);
  const block = `<script type="application/json" id="${MODULES_ID}">${jsonForScript({ entry, preload })}</script>\n    <script>${BOOT_SCRIPT}</script>`;
  return page.replace(/<\/body>/i, () => `    ${block}\n  </body>`);
}
