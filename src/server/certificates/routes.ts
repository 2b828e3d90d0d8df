import * as certificateApi from '../../contracts/api/certificates';
import { actorOf } from '../access/admin-gate';
import { mount } from '../access/mount';
import { listCertificates } from './admin-certificates';
import { certificateCredential } from './credential';
import { revocationList } from './status-list';
import { reissueCertificate } from './reissue-certificate';
import { revokeCertificate } from './revoke-certificate';
import { studentOf } from '../access/audience';
import { createApiRouter } from '../http/api-router';
import { attachmentDisposition } from '../resources/content-disposition';
import { downloadCertificate } from './download-certificate';
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
  mount(router, certificateApi.certificateCredential, async (c) => {
    const jwt = await underCertificateGuessLimit(c.var.db, c.var.clientIp, () => certificateCredential(c.var.db, c.var.services.publicUrl, c.req.valid('param').code));
    return c.body(jwt, 200, { 'Content-Type': 'application/vc+jwt', ...VERIFY_HEADERS });
  });
  // Verifiers fetch it for every check: kept a minute by anyone, so a revocation shows within one.
  mount(router, certificateApi.revocationList, async (c) =>
    c.body(await revocationList(c.var.db, c.var.services.publicUrl), 200, { 'Content-Type': 'application/vc+jwt', 'Cache-Control': 'public, max-age=60' }),
  );
  mount(router, certificateApi.myCertificatePdf, async (c) => {
    const { pdf, fileName } = await downloadCertificate(c.var.db, c.var.services.publicUrl, { userId: studentOf(c).id, typed: c.req.valid('param').code });
    return c.body(new Uint8Array(pdf), 200, { 'Content-Type': 'application/pdf', 'Content-Disposition': attachmentDisposition(fileName), 'Cache-Control': 'private, no-store' });
  });
  mount(router, certificateApi.myCertificates, async (c) =>
    c.json({ certificates: await listMyCertificates(c.var.services, { userId: studentOf(c).id }) }, 200, { 'Cache-Control': 'private, no-store' }),
  );
  mount(router, certificateApi.listCertificates, async (c) => c.json(await listCertificates(c.var.db, c.req.valid('query')), 200));
  mount(router, certificateApi.revokeCertificate, async (c) => c.json(await revokeCertificate(c.var.db, actorOf(c), { typed: c.req.valid('param').code, reason: c.req.valid('json').reason }), 200));
  mount(router, certificateApi.reissueCertificate, async (c) => c.json(await reissueCertificate(c.var.services, actorOf(c), { typed: c.req.valid('param').code }), 200));
  return router;
}
