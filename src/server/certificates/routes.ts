import * as certificateApi from '../../contracts/api/certificates';
import { mount } from '../access/mount';
import { studentOf } from '../access/audience';
import { createApiRouter } from '../http/api-router';
import { listMyCertificates } from './list-my-certificates';
import { underCertificateGuessLimit } from './verify-guesses';
import { verifyCertificate } from './verify-certificate';

/** A certificate's status changes (revoked, replaced): never kept by a shared cache; the verify answer is not for search engines. */
const VERIFY_HEADERS = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };

export function certificateRoutes() {
  const router = createApiRouter();
  mount(router, certificateApi.verifyCertificate, async (c) => {
    const { code } = c.req.valid('param');
    return c.json(await underCertificateGuessLimit(c.var.db, c.var.clientIp, () => verifyCertificate(c.var.db, code)), 200, VERIFY_HEADERS);
  });
  mount(router, certificateApi.myCertificates, async (c) =>
    c.json({ certificates: await listMyCertificates(c.var.services, { userId: studentOf(c).id }) }, 200, { 'Cache-Control': 'private, no-store' }),
  );
  return router;
}
