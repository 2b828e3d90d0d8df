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
