import { certificateCodeParam, myCertificateListSchema, verifiedCertificateSchema } from '../certificate-schemas';
import { json, operation } from './operation';

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
