import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Operation } from '../../contracts/api/operation';
import { Browser, signedInAs } from '../testing/auth-helpers';
import { useTestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-database';

type Documented = { 'x-audience'?: string };
type OpenApi = { paths: Record<string, Record<string, Documented>> };

/** Path values that fit any parameter's shape: the audience check answers before anything is looked up. */
const concrete = (template: string) => template.replace(/\{[^}]+\}/g, '1');

/** Every declared operation the API mounts, read from the contract modules themselves (Better Auth serves auth.ts's). */
async function declaredOperations(): Promise<Operation[]> {
  const folder = new URL('../../contracts/api/', import.meta.url);
  const modules = readdirSync(folder).filter((file) => file.endsWith('.ts') && !file.includes('.test.') && !['operation.ts', 'registry.ts', 'auth.ts'].includes(file));
  const operations: Operation[] = [];
  for (const file of modules) {
    const module = (await import(new URL(file, folder).href)) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      if (value && typeof value === 'object' && 'audience' in value && 'path' in value && 'method' in value) operations.push(value as Operation);
    }
  }
  return operations;
}

describe.each(testDatabaseKinds())('every operation’s audience on %s', (kind) => {
  const t = useTestApp(kind);

  it('mounts every documented operation from a declaration, and every declaration is answered', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as OpenApi;
    const documented = Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, audience: op['x-audience'] })));
    expect(documented.filter((op) => op.audience === undefined).map((op) => op.key)).toEqual([]);
    const declared = await declaredOperations();
    const keys = new Set(documented.map((op) => op.key));
    expect(declared.map((op) => `${op.method.toUpperCase()} ${op.path}`).filter((key) => !keys.has(key))).toEqual([]);
  });

  it('refuses each operation to whoever is outside its declared audience, before reading any input', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as OpenApi;
    const student = await signedInAs(t.request, t.services.auth, 'student');
    // A tutor marks in the marking area and may use nothing of the admin area.
    const tutor = await signedInAs(t.request, t.services.auth, 'tutor');
    const wrong: string[] = [];
    let counted = { visitor: 0, student: 0, tutor: 0, admin: 0 } as Record<string, number>;
    for (const [template, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const audience = op['x-audience'] ?? 'undeclared';
        counted = { ...counted, [audience]: (counted[audience] ?? 0) + 1 };
        const path = `/api${concrete(template)}`;
        const verb = method.toUpperCase();
        const body = verb === 'GET' || verb === 'DELETE' ? undefined : {};
        const asVisitor = await new Browser(t.request).call(path, { method: verb, body });
        const visitorCode = await codeOf(asVisitor);
        if (audience === 'visitor') {
          if (visitorCode === 'unauthenticated' || visitorCode === 'forbidden') wrong.push(`${verb} ${template} (visitor) refused a visitor: ${visitorCode}`);
          continue;
        }
        if (asVisitor.status !== 401 || visitorCode !== 'unauthenticated') wrong.push(`${verb} ${template} (${audience}) as a visitor: ${asVisitor.status} ${visitorCode}`);
        const asStudent = await student.browser.call(path, { method: verb, body });
        const studentCode = await codeOf(asStudent);
        if (audience === 'admin' && (asStudent.status !== 403 || studentCode !== 'forbidden')) wrong.push(`${verb} ${template} (admin) as a student: ${asStudent.status} ${studentCode}`);
        if (audience === 'student' && (studentCode === 'unauthenticated' || studentCode === 'forbidden')) wrong.push(`${verb} ${template} (student) refused a student: ${studentCode}`);
        if (audience === 'tutor' && (asStudent.status !== 403 || studentCode !== 'forbidden')) wrong.push(`${verb} ${template} (tutor) as a student: ${asStudent.status} ${studentCode}`);
        if (audience !== 'admin' && audience !== 'tutor') continue;
        const asTutor = await tutor.browser.call(path, { method: verb, body });
        const tutorCode = await codeOf(asTutor);
        if (audience === 'admin' && (asTutor.status !== 403 || tutorCode !== 'forbidden')) wrong.push(`${verb} ${template} (admin) as a tutor: ${asTutor.status} ${tutorCode}`);
        if (audience === 'tutor' && (tutorCode === 'unauthenticated' || tutorCode === 'forbidden')) wrong.push(`${verb} ${template} (tutor) refused a tutor: ${tutorCode}`);
      }
    }
    expect(wrong).toEqual([]);
    // Each audience is walked: a document that lost its audiences would pass the loop above vacuously.
    expect(counted.visitor).toBeGreaterThan(10);
    expect(counted.student).toBeGreaterThan(10);
    expect(counted.tutor).toBeGreaterThan(3);
    expect(counted.admin).toBeGreaterThan(50);
  });
});

async function codeOf(response: Response): Promise<string | null> {
  const body = (await response.json().catch(() => null)) as { error?: { code?: string } } | null;
  return body?.error?.code ?? null;
}
