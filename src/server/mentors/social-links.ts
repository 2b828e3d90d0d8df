import type { InstructorDetail } from '../../contracts/catalogue-schemas';

const NETWORKS = ['linkedin', 'facebook', 'youtube', 'website'] as const;

/**
 * A mentor's links as stored (JSON), keeping only web addresses: the page
 * renders them as links, so a `javascript:` or malformed value never reaches it.
 */
export function parseSocialLinks(stored: string): InstructorDetail['social'] {
  let raw: unknown;
  try {
    raw = JSON.parse(stored);
  } catch {
    return {};
  }
  if (typeof raw !== 'object' || raw === null) return {};
  const links: InstructorDetail['social'] = {};
  for (const network of NETWORKS) {
    const value = (raw as Record<string, unknown>)[network];
    if (typeof value !== 'string') continue;
    try {
      const url = new URL(value);
      if (url.protocol === 'https:' || url.protocol === 'http:') links[network] = url.href;
    } catch {
      // not an address: left out
    }
  }
  return links;
}
