/**
 * Compile-time proof of the typed client: the typecheck (npm run checks)
 * fails if any line marked @ts-expect-error stops being an error, so a
 * misspelt operation, a missing path value, a wrong body or a code the
 * operation does not declare can never type-check. Never imported or run.
 */
import { call, errorOf, upload, urlOf } from './client';
export async function typedClientExamples(signal: AbortSignal) {
  const a = await call('GET /attempts/{attemptId}', { params: { attemptId: 'x' }, signal });
  const b: string = a.id;
  const list = await call('GET /exams');
  const n: number = list.exams.length;
  const saved = await call('PUT /attempts/{attemptId}/answers/{position}', { params: { attemptId: 'a', position: 3 }, body: {} as never });
  void saved;
  await call('PUT /attempts/{attemptId}/position', { params: { attemptId: 'a' }, body: { position: 2 }, keepalive: true });
  const started = await call('POST /exams/{slug}/attempts', { params: { slug: 's' } });
  const r: boolean = started.resumed;
  try {
    await call('POST /attempts/{attemptId}/submit', { params: { attemptId: 'a' } });
  } catch (caught) {
    const e = errorOf('POST /attempts/{attemptId}/submit', caught);
    if (e?.code === 'attempt_not_found') return;
    // @ts-expect-error not a code of this operation
    if (e?.code === 'cart_full') return;
  }
  // @ts-expect-error misspelt path
  await call('GET /atempts/{attemptId}', { params: { attemptId: 'x' } });
  // @ts-expect-error missing params
  await call('GET /attempts/{attemptId}');
  // @ts-expect-error wrong body
  await call('PUT /attempts/{attemptId}/position', { params: { attemptId: 'a' }, body: { place: 2 } });
  const image = await upload('POST /admin/studio/media', { body: new Blob([]), onProgress: () => {} });
  const url: string = image.markdownUrl;
  // @ts-expect-error a file is sent as its bytes, not as JSON
  await upload('POST /admin/studio/media', { body: { name: 'x.png' } });
  // A query whose values are all optional may be left out; one with a required value may not.
  const file = urlOf('GET /player/{slug}/lessons/{lessonId}/file', { params: { slug: 's', lessonId: 1 } });
  // @ts-expect-error the verification status needs the account's id
  urlOf('GET /account/verification-status');
  return [b, n, r, url, file, urlOf('GET /exams/{slug}', { params: { slug: 'x' } })];
}
