import { SITE } from '../../contracts/site';
import { escapeMarkup, jsonForScript } from './escape';
import type { PageHead } from './page-head';

/**
 * Every tag carries `data-server-meta`: the browser app removes them when it
 * starts, and from then on the screens' PageMeta keeps the head right as
 * visitors move around without reloading.
 */
const MARK = 'data-server-meta';

export function renderHead(head: PageHead, publicUrl: string): string {
  const title = `${head.title} | ${SITE.name}`;
  const url = publicUrl + head.path;
  const meta = (attr: 'name' | 'property', key: string, content: string) => `<meta ${MARK} ${attr}="${key}" content="${escapeMarkup(content)}" />`;
  const tags = [
    `<title ${MARK}>${escapeMarkup(title)}</title>`,
    meta('name', 'description', head.description),
    head.noindex ? meta('name', 'robots', 'noindex') : `<link ${MARK} rel="canonical" href="${escapeMarkup(url)}" />`,
    meta('property', 'og:title', title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:type', head.type),
    meta('property', 'og:url', url),
    meta('property', 'og:site_name', SITE.name),
  ];
  if (head.image) {
    tags.push(
      meta('property', 'og:image', publicUrl + head.image.path),
      meta('property', 'og:image:width', String(head.image.width)),
      meta('property', 'og:image:height', String(head.image.height)),
      meta('property', 'og:image:alt', head.image.alt),
    );
  }
  tags.push(meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'));
  // A data block, not a script: the CSP's script-src does not apply and nothing runs.
  if (head.jsonLd) tags.push(`<script ${MARK} type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`);
  return tags.map((tag) => `    ${tag}`).join('\n');
}

export type PageTemplate = { render: (headTags: string) => string };

/**
 * The built index.html with its own title and description taken out (the
 * server writes each page's), split once so a request only joins strings.
 */
export function pageTemplate(indexHtml: string): PageTemplate {
  const cleaned = indexHtml.replace(/\s*<title>[\s\S]*?<\/title>/i, '').replace(/\s*<meta\s+name="description"[^>]*>/i, '');
  const at = cleaned.search(/<\/head>/i);
  if (at < 0) return { render: () => cleaned };
  const before = cleaned.slice(0, at);
  const after = cleaned.slice(at);
  return { render: (headTags) => `${before}\n${headTags}\n  ${after}` };
}
