import { gunzipSync } from 'node:zlib';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify, type JSONWebKeySet } from 'jose';
import { describe, expect, it } from 'vitest';
import { Browser, signedInAs } from '../testing/auth-helpers';
import { useTestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-database';
import { newCertificateCode } from './certificate-code';
import { loadOrMakeIssuerKey } from './credential-key';

/** Whether bit `index` of a W3C status list is set (the first bit is the first byte's most significant). */
function bitOf(encodedList: string, index: number): boolean {
  const bytes = gunzipSync(Buffer.from(encodedList, 'base64url'));
  return (bytes[index >> 3]! & (0x80 >> (index & 7))) !== 0;
}

describe.each(testDatabaseKinds())('signed credentials (%s)', (kind) => {
  const t = useTestApp(kind, { seed: true });
  const visitor = () => new Browser(t.request);

  async function issued() {
    const student = await signedInAs(t.request, t.services.auth, 'student', 'Nabila Karim');
    const course = await t.db.selectFrom('courses').select(['id', 'title', 'slug']).where('status', '=', 'published').orderBy('id').executeTakeFirstOrThrow();
    const code = newCertificateCode();
    const { id } = await t.db
      .insertInto('certificates')
      .values({ code, user_id: student.id, course_id: course.id, holder_name: 'Nabila Karim', course_title: course.title, issued_at: '2026-11-20T09:00:00.000Z' })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id, code, course, email: student.email };
  }
  async function keySet() {
    const res = await visitor().call('/.well-known/jwks.json');
    expect(res.status).toBe(200);
    const jwks = (await res.json()) as JSONWebKeySet;
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' });
    expect(jwks.keys[0]).not.toHaveProperty('d');
    return createLocalJWKSet(jwks);
  }

  it("signs a certificate's Open Badges credential with the published key, and a changed byte fails", async () => {
    const { id, code, course, email } = await issued();
    const res = await visitor().call(`/api/certificates/${code}/credential`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vc+jwt');
    const jwt = await res.text();
    expect(decodeProtectedHeader(jwt)).toMatchObject({ alg: 'EdDSA', typ: 'vc+jwt' });
    const { payload } = await jwtVerify(jwt, await keySet(), { issuer: 'http://localhost:3000', typ: 'vc+jwt' });
    expect(payload).toMatchObject({
      '@context': ['https://www.w3.org/ns/credentials/v2', 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json'],
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      id: `http://localhost:3000/verify/${code}`,
      issuer: { id: 'http://localhost:3000', name: 'Hisab' },
      credentialSubject: { name: 'Nabila Karim', achievement: { name: course.title } },
      credentialStatus: { type: 'BitstringStatusListEntry', statusPurpose: 'revocation', statusListIndex: String(id), statusListCredential: 'http://localhost:3000/api/credentials/status/1' },
    });
    // The holder's email only as a salted hash.
    expect(JSON.stringify(payload)).not.toContain(email);

    const [head, body, signature] = jwt.split('.');
    const changed = Buffer.from(body!, 'base64url').toString().replace('Nabila', 'Nabilo');
    await expect(jwtVerify(`${head}.${Buffer.from(changed).toString('base64url')}.${signature}`, await keySet())).rejects.toThrow();
    expect((await visitor().call('/api/certificates/ZZZZZZZZZZ/credential')).status).toBe(404);
  });

  it('publishes a revocation in the signed status list at the certificate’s index', async () => {
    const { id, code } = await issued();
    const list = async () => {
      const res = await visitor().call('/api/credentials/status/1');
      expect(res.status).toBe(200);
      const { payload } = await jwtVerify(await res.text(), await keySet());
      expect(payload).toMatchObject({ type: ['VerifiableCredential', 'BitstringStatusListCredential'], credentialSubject: { statusPurpose: 'revocation' } });
      return (payload.credentialSubject as { encodedList: string }).encodedList;
    };
    expect(bitOf(await list(), id)).toBe(false);
    expect(gunzipSync(Buffer.from(await list(), 'base64url')).length).toBeGreaterThanOrEqual(16_384);
    await t.db.updateTable('certificates').set({ revoked_at: new Date().toISOString(), revoked_reason: 'Issued in error.' }).where('code', '=', code).execute();
    expect(bitOf(await list(), id)).toBe(true);
  });

  it('makes one key when twenty processes ask for it at once', async () => {
    await t.db.deleteFrom('credential_keys').execute();
    // Without the process's own copy, as twenty processes starting at once.
    const keys = await Promise.all(Array.from({ length: 20 }, () => loadOrMakeIssuerKey(t.db)));
    expect(new Set(keys.map((k) => k.kid)).size).toBe(1);
    expect(await t.db.selectFrom('credential_keys').select('kid').execute()).toEqual([{ kid: keys[0]!.kid }]);
  });
});
