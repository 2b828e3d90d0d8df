import { SITE } from '../../contracts/site';

/** Where the revocation list is published, under the site's address. */
export const STATUS_LIST_PATH = '/api/credentials/status/1';

/** The issuer as credentials name it: the site, its name and address. */
export function issuerProfile(publicUrl: string) {
  return { id: publicUrl, type: ['Profile'], name: SITE.name, url: publicUrl };
}
