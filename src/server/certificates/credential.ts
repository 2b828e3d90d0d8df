import crypto from 'node:crypto';
import { SignJWT } from 'jose';
import { SITE } from '../../contracts/site';
import type { Db } from '../db/database';
import { AppError } from '../errors';
import { normaliseCertificateCode } from './certificate-code';
import { issuerKey } from './credential-key';
import { issuerProfile, STATUS_LIST_PATH } from './issuer';

/** The W3C Verifiable Credentials 2.0 and Open Badges 3.0 contexts. */
const CONTEXTS = ['https://www.w3.org/ns/credentials/v2', 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json'];

/**
 * A certificate as an Open Badges 3.0 credential, secured as a VC-JWT
 * (EdDSA, `typ: vc+jwt`) with the issuer's key, whose public half is at
 * /.well-known/jwks.json: an employer's tool verifies it offline. The
 * holder is named by a salted hash of their email (as OB 3.0 allows), the
 * name printed on the certificate beside it; its revocation is published in
 * the status list the credential points to (status-list.ts), at the index
 * of the certificate's row.
 */
export async function certificateCredential(db: Db, publicUrl: string, typed: string): Promise<string> {
  const code = normaliseCertificateCode(typed);
  const row =
    code === null
      ? undefined
      : await db
          .selectFrom('certificates as c')
          .innerJoin('users as u', 'u.id', 'c.user_id')
          .innerJoin('courses as co', 'co.id', 'c.course_id')
          .select(['c.id', 'c.code', 'c.holder_name', 'c.course_title', 'c.issued_at', 'u.email', 'co.slug'])
          .where('c.code', '=', code)
          .executeTakeFirst();
  if (!row) throw new AppError('certificate_not_found');
  const key = await issuerKey(db);
  const id = `${publicUrl}/verify/${row.code}`;
  // A salt kept with nothing: derived from the code, so the same credential is the same every time it is drawn.
  const salt = crypto.createHash('sha256').update(`salt:${row.code}`).digest('hex').slice(0, 16);
  const statusList = `${publicUrl}${STATUS_LIST_PATH}`;
  const credential = {
    '@context': CONTEXTS,
    id,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    issuer: issuerProfile(publicUrl),
    validFrom: new Date(row.issued_at).toISOString(),
    name: `Certificate of completion: ${row.course_title}`,
    credentialSubject: {
      type: ['AchievementSubject'],
      name: row.holder_name,
      identifier: [
        {
          type: 'IdentityObject',
          hashed: true,
          identityHash: `sha256$${crypto
            .createHash('sha256')
            .update(row.email.toLowerCase() + salt)
            .digest('hex')}`,
          identityType: 'emailAddress',
          salt,
        },
      ],
      achievement: {
        id: `${publicUrl}/course-detail/${row.slug}`,
        type: ['Achievement'],
        name: row.course_title,
        description: `Completion of the ${SITE.name} course ${row.course_title}.`,
        criteria: { narrative: 'Completed every lesson of the course, and passed any mock exam the course names.' },
      },
    },
    credentialStatus: {
      id: `${statusList}#${row.id}`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: String(row.id),
      statusListCredential: statusList,
    },
  };
  return new SignJWT(credential)
    .setProtectedHeader({ alg: 'EdDSA', typ: 'vc+jwt', kid: key.kid })
    .setIssuer(publicUrl)
    .setJti(id)
    .setIssuedAt(Math.floor(new Date(row.issued_at).getTime() / 1000))
    .sign(key.privateKey);
}
