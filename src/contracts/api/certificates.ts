import {
  adminCertificatePageSchema,
  adminCertificateQuerySchema,
  adminCertificateSchema,
  certificateCodeParam,
  myCertificateListSchema,
  revokeCertificateSchema,
  verifiedCertificateSchema,
} from '../certificate-schemas';
import { json, jsonBody, operation } from './operation';

const tags = ['Certificates'];

export const verifyCertificate = operation({
  method: 'get',
  path: '/certificates/{code}',
  audience: 'visitor',
  tags,
  summary: 'A certificate by the code printed on it, for anyone to check without signing in: holder, course, date issued and whether it is valid, revoked or replaced',
  request: { params: certificateCodeParam },
  responses: { 200: json(verifiedCertificateSchema, 'The certificate') },
  errors: {
    404: ['certificate_not_found'],
    429: { codes: ['certificate_lookups_limited'], description: 'Codes that do not exist are counted per network address: 30 in 15 minutes.' },
  },
});

export const myCertificates = operation({
  method: 'get',
  path: '/my/certificates',
  audience: 'student',
  tags,
  summary: "The signed-in student's certificates, newest first; a course finished since the last look is issued its certificate first",
  responses: { 200: json(myCertificateListSchema, 'The certificates') },
});

export const myCertificatePdf = operation({
  method: 'get',
  path: '/my/certificates/{code}/pdf',
  audience: 'student',
  tags,
  summary: "One of the signed-in student's certificates as an A4 landscape PDF, to download again at any time",
  request: { params: certificateCodeParam },
  responses: { 200: { description: 'The certificate', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } } },
  errors: {
    404: { codes: ['certificate_not_found'], description: 'No certificate of yours has that code (a replaced one is no longer yours to download).' },
    409: ['certificate_revoked'],
  },
});

const adminTags = ['Certificates (admin)'];

export const listCertificates = operation({
  method: 'get',
  path: '/admin/certificates',
  audience: 'admin',
  tags: adminTags,
  summary: 'Certificates issued, newest first, found by code, holder, email or course, one page at a time',
  request: { query: adminCertificateQuerySchema },
  responses: { 200: json(adminCertificatePageSchema, 'One page of certificates') },
});

export const revokeCertificate = operation({
  method: 'post',
  path: '/admin/certificates/{code}/revoke',
  audience: 'admin',
  tags: adminTags,
  summary: 'Revokes a certificate with a reason, which its verify page shows from then on (once: a second revoke is refused)',
  request: { params: certificateCodeParam, body: jsonBody(revokeCertificateSchema) },
  responses: { 200: json(adminCertificateSchema, 'The certificate, revoked') },
  errors: { 404: ['certificate_not_found'], 409: ['certificate_already_revoked', 'certificate_replaced'] },
});

export const reissueCertificate = operation({
  method: 'post',
  path: '/admin/certificates/{code}/reissue',
  audience: 'admin',
  tags: adminTags,
  summary: "Issues a certificate again in the student's name as it is now (after a correction): a new code, the same date; the old code's page says it was replaced and by which",
  request: { params: certificateCodeParam },
  responses: { 200: json(adminCertificateSchema, 'The new certificate') },
  errors: { 404: ['certificate_not_found'], 409: ['certificate_already_revoked', 'certificate_replaced'] },
});

const vcJwt = { 'application/vc+jwt': { schema: { type: 'string' as const, description: 'A compact JWS (EdDSA) whose payload is the credential' } } };

export const certificateCredential = operation({
  method: 'get',
  path: '/certificates/{code}/credential',
  audience: 'visitor',
  tags,
  summary: 'A certificate as a signed Open Badges 3.0 credential (VC-JWT, EdDSA): verify it with the key at /.well-known/jwks.json, and its revocation in the status list it names',
  request: { params: certificateCodeParam },
  responses: { 200: { description: 'The signed credential', content: vcJwt } },
  errors: {
    404: ['certificate_not_found'],
    429: { codes: ['certificate_lookups_limited'], description: 'Codes that do not exist are counted per network address: 30 in 15 minutes.' },
  },
});

export const revocationList = operation({
  method: 'get',
  path: '/credentials/status/1',
  audience: 'visitor',
  tags,
  summary: "The certificates' revocation list: a signed W3C Bitstring Status List credential, one bit per certificate, set when it is revoked",
  responses: { 200: { description: 'The signed status list', content: vcJwt } },
});
