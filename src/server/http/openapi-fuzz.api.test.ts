import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentedOperations, type ApiEndpoint as Endpoint, type ApiOperation as Operation } from '../testing/api-operations';
import { Browser, GOOD_PASSWORD, signedInAs } from '../testing/auth-helpers';
import {
  PATH_VALUES,
  QUERY_VALUES,
  describePath,
  isIntegerParameter,
  isNumberAt,
  plausibleValue,
  propertyCases,
  valuePaths,
  wholeBodyCases,
  withValueAt,
  type RawBody,
} from '../testing/malformed-input';
import { sellablePaidCourseSlugs } from '../testing/sellable-courses';
import { TEST_IP_HEADER, useTestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-database';

/**
 * The Better Auth forms the web app posts (declared in src/contracts/api/auth.ts). They are
 * not in the OpenAPI document, so their bodies are written here: plausible
 * values, each replaced in turn by the same wrong values as the documented
 * bodies. Sign-out comes last because it ends the signed-in callers' sessions.
 */
const AUTH_FORMS: { path: string; session?: true; body: Record<string, unknown> }[] = [
  { path: '/api/auth/sign-in/email', body: { email: 'fuzz@example.com', password: 'not the password at all', rememberMe: true } },
  {
    path: '/api/auth/sign-up/email',
    body: { name: 'Fuzz Student', email: 'fuzz.sign-up@example.com', password: GOOD_PASSWORD, phone: '+8801712345678', image: 'https://example.com/p.png', callbackURL: '/login' },
  },
  { path: '/api/auth/request-password-reset', body: { email: 'fuzz@example.com', redirectTo: '/forgetpass' } },
  { path: '/api/auth/reset-password', body: { token: 'fuzz-token', newPassword: 'another ledger that balances' } },
  { path: '/api/auth/send-verification-email', body: { email: 'fuzz@example.com', callbackURL: '/login' } },
  { path: '/api/auth/update-user', session: true, body: { name: 'Fuzz Student', phone: '+8801712345678', image: 'https://example.com/p.png' } },
  { path: '/api/auth/change-password', session: true, body: { currentPassword: GOOD_PASSWORD, newPassword: 'another ledger that balances', revokeOtherSessions: false } },
  { path: '/api/auth/revoke-other-sessions', session: true, body: {} },
  { path: '/api/auth/sign-out', session: true, body: {} },
];

/** The stable, lower-case codes of the error catalogue (and of Better Auth's errors, lower-cased at the mount). */
const ERROR_CODE = /^[a-z][a-z0-9_]*$/;

let nextAddress = 0;
/**
 * Every request comes from its own address, so the per-address limits
 * (contact form, Better Auth's rate limits, the sign-in throttle) do not
 * answer 429 before the input itself is looked at.
 */
function freshAddress(): string {
  nextAddress += 1;
  return `10.${(nextAddress >> 16) & 255}.${(nextAddress >> 8) & 255}.${nextAddress & 255}`;
}

const excerpt = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}…` : text);

describe.each(testDatabaseKinds())('malformed input to every API operation (%s)', (kind) => {
  const t = useTestApp(kind);
  const callers: { who: string; browser: Browser }[] = [];
  let endpoints: Endpoint[] = [];

  beforeAll(async () => {
    endpoints = await documentedOperations(t.request);
    const student = await signedInAs(t.request, t.services.auth, 'student');
    const admin = await signedInAs(t.request, t.services.auth, 'admin');
    callers.push({ who: 'visitor', browser: new Browser(t.request) }, { who: 'student', browser: student.browser }, { who: 'admin', browser: admin.browser });
    knownValues = await realIdentifiers(student, admin.browser);
  });

  let knownValues: [template: RegExp, name: string, value: string][] = [];

  /**
   * Real identifiers for the parameters a case does not spoil, so a case
   * gets past "not found" to the code that reads the rest: the student's
   * own attempt and order, a course with lessons, and records an admin acts
   * on (a student who is neither caller, an enrollment, a coupon).
   */
  async function realIdentifiers(student: { browser: Browser; id: string }, admin: Browser): Promise<typeof knownValues> {
    const [courseSlug] = await sellablePaidCourseSlugs(t.db);
    const course = await t.db.selectFrom('courses').select('id').where('slug', '=', courseSlug!).executeTakeFirstOrThrow();
    const lesson = await t.db.selectFrom('lessons').select('id').where('course_id', '=', course.id).orderBy('id').executeTakeFirstOrThrow();
    const exam = await t.db.selectFrom('exams').select('slug').where('published', '=', 1).where('access', '=', 'everyone').where('opens_at', 'is', null).orderBy('id').executeTakeFirstOrThrow();
    const started = (await (await student.browser.call(`/api/exams/${exam.slug}/attempts`, { method: 'POST' })).json()) as { attemptId: string };
    const quote = (await (await student.browser.call(`/api/checkout/quote?course=${courseSlug}`)).json()) as { totalPaisa: number };
    const checkout = { course: courseSlug, checkoutKey: crypto.randomUUID(), expectedTotalPaisa: quote.totalPaisa, method: 'bkash', sender: '01712345678', trxId: 'FUZZ12345' };
    const { order } = (await (await student.browser.call('/api/checkout', { body: checkout })).json()) as { order: { reference: string } };
    const target = await signedInAs(t.request, t.services.auth, 'student', 'Target Student');
    const otherCourse = (await sellablePaidCourseSlugs(t.db))[1]!;
    const enrolled = await admin.call('/api/admin/enrollments', { body: { email: target.email, courseSlug: otherCourse } });
    const coupon = await admin.call('/api/admin/coupons', { body: { code: 'FUZZ-TARGET', kind: 'percent', amount: 10, description: 'A coupon to fuzz' } });
    const ids = [started.attemptId, order.reference, ((await enrolled.json()) as { id: number }).id, ((await coupon.json()) as { id: number }).id];
    if (ids.some((id) => id === undefined)) throw new Error(`setting up the real identifiers failed: ${JSON.stringify(ids)}`);
    return [
      [/^\/api\/exams\//, 'slug', exam.slug],
      [/^\/api\/(cart|player|my)\//, 'slug', courseSlug!],
      [/./, 'lessonId', String(lesson.id)],
      [/./, 'attemptId', started.attemptId],
      [/./, 'position', '1'],
      [/./, 'reference', order.reference],
      [/^\/api\/admin\/users\//, 'id', target.id],
      [/^\/api\/admin\/enrollments\//, 'id', String(ids[2])],
      [/^\/api\/admin\/coupons\//, 'id', String(ids[3])],
      [/./, 'code', 'bkash'],
    ];
  }

  /**
   * Sends one request and returns what is wrong with the answer, if
   * anything: a 5xx, or a 4xx that is not the catalogue's error body
   * (where the document says the status answers JSON, or says nothing).
   */
  async function problemWith(
    caller: { who: string; browser: Browser },
    method: string,
    path: string,
    label: string,
    body: RawBody | null,
    responses: Operation['responses'] | null,
  ): Promise<string | null> {
    const headers: Record<string, string> = { [TEST_IP_HEADER]: freshAddress() };
    if (body?.contentType) headers['Content-Type'] = body.contentType;
    const res = await caller.browser.send(path, { method, headers, body: body?.body });
    const text = await res.text();
    const where = `${caller.who} ${method} ${path.length > 160 ? `${path.slice(0, 160)}…` : path} [${label}] -> ${res.status}`;
    if (res.status >= 500) return `${where}: ${excerpt(text)}`;
    if (res.status < 400) return null;
    const declared = responses?.[String(res.status)]?.content;
    if (declared && !Object.keys(declared).some((type) => type.includes('json'))) return null;
    let error: { code?: unknown; message?: unknown } | undefined;
    try {
      error = (JSON.parse(text) as { error?: { code?: unknown; message?: unknown } }).error;
    } catch {
      return `${where}: not JSON (${res.headers.get('content-type')}): ${excerpt(text)}`;
    }
    if (typeof error?.code !== 'string' || !ERROR_CODE.test(error.code) || typeof error.message !== 'string' || !error.message) {
      return `${where}: not { error: { code, message } } with a lower-case code: ${excerpt(text)}`;
    }
    return null;
  }

  /** The request path with each `{name}` filled: by `override` for one parameter, a real identifier or a plausible value for the rest. */
  function pathOf(endpoint: Endpoint, override?: { name: string; segment: string }, query = ''): string {
    const params = new Map((endpoint.operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => [p.name, p.schema]));
    const path = endpoint.template.replace(/\{([^}]+)\}/g, (_, name: string) => {
      if (name === override?.name) return override.segment;
      const known = knownValues.find(([template, param]) => param === name && template.test(endpoint.template));
      return encodeURIComponent(known ? known[2] : String(plausibleValue(params.get(name) ?? {})));
    });
    return query ? `${path}?${query}` : path;
  }

  const jsonSchemaOf = (endpoint: Endpoint) => endpoint.operation.requestBody?.content['application/json']?.schema;

  const plausibleJson = (endpoint: Endpoint) => {
    const schema = jsonSchemaOf(endpoint);
    return JSON.stringify(schema ? plausibleValue(schema) : {});
  };

  /** A plausible body for writes, so a path or query case is wrong in that one place only. */
  function plausibleBody(endpoint: Endpoint): RawBody | null {
    if (endpoint.method === 'GET' || endpoint.method === 'DELETE') return null;
    return { name: 'plausible', contentType: 'application/json', body: plausibleJson(endpoint) };
  }

  /** Runs every case, then fails once with the whole list of requests answered wrongly. */
  async function expectNoProblems(cases: (report: (problem: string | null) => void) => Promise<void>) {
    const problems: string[] = [];
    await cases((problem) => {
      if (problem) problems.push(problem);
    });
    expect(problems, `${problems.length} malformed requests were not answered with a 4xx in the error shape:\n${problems.join('\n')}`).toEqual([]);
  }

  it('answers path parameters of the wrong type or shape with a 4xx error, never a 5xx', { timeout: 120_000 }, async () => {
    await expectNoProblems(async (report) => {
      for (const endpoint of endpoints) {
        const names = (endpoint.operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
        for (const name of names) {
          for (const [label, segment] of PATH_VALUES) {
            for (const caller of callers) {
              report(await problemWith(caller, endpoint.method, pathOf(endpoint, { name, segment }), `${name} = ${label}`, plausibleBody(endpoint), endpoint.operation.responses));
            }
          }
        }
      }
    });
  });

  it('answers query parameters of the wrong type, repeated, with control characters or huge with a 4xx error, never a 5xx', { timeout: 120_000 }, async () => {
    await expectNoProblems(async (report) => {
      for (const endpoint of endpoints) {
        const names = (endpoint.operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
        for (const name of names) {
          for (const [label, query] of QUERY_VALUES) {
            for (const caller of callers) {
              report(await problemWith(caller, endpoint.method, pathOf(endpoint, undefined, query(name)), `${name} = ${label}`, plausibleBody(endpoint), endpoint.operation.responses));
            }
          }
        }
      }
    });
  });

  it('answers bodies with a wrong value in any property, or broken as a whole, with a 4xx error, never a 5xx', { timeout: 120_000 }, async () => {
    await expectNoProblems(async (report) => {
      for (const endpoint of endpoints.filter((e) => e.method !== 'GET')) {
        const schema = jsonSchemaOf(endpoint);
        const valid = plausibleJson(endpoint);
        const declaredTypes = Object.keys(endpoint.operation.requestBody?.content ?? {}).filter((type) => !type.includes('json'));
        const cases = [
          ...(schema ? propertyCases(plausibleValue(schema)) : []),
          ...wholeBodyCases(valid),
          // A body that is not JSON (the payment screenshot): garbage and nothing under its own type.
          ...declaredTypes.flatMap((type) => [
            { name: `garbage as ${type}`, contentType: type, body: new Uint8Array([0x00, 0xff, 0x13, 0x37, 0x42]) },
            { name: `empty ${type}`, contentType: type, body: '' },
          ]),
        ];
        for (const body of cases) {
          for (const caller of callers) report(await problemWith(caller, endpoint.method, pathOf(endpoint), body.name, body, endpoint.operation.responses));
        }
      }
    });
  });

  it('answers ids and other integers beyond the 32-bit range (path, query and body) with a 4xx on both databases, never a 5xx or a success', { timeout: 120_000 }, async () => {
    // PostgreSQL's integer columns end at 2^31 - 1 (SQLite's do not): an id
    // or a version past it reached the query and failed there. 2^53 + 1 is
    // not even a number JavaScript can hold exactly. Every integer is sent
    // both: none of them is kept in a wider column.
    const tooBig = ['2147483648', '9007199254740993'];
    let sent = 0;
    await expectNoProblems(async (report) => {
      const check = async (caller: (typeof callers)[number], endpoint: Endpoint, path: string, label: string, body: RawBody | null) => {
        sent += 1;
        const problem = await problemWith(caller, endpoint.method, path, label, body, endpoint.operation.responses);
        if (problem) return report(problem);
        const status = (
          await caller.browser.send(path, {
            method: endpoint.method,
            headers: { [TEST_IP_HEADER]: freshAddress(), ...(body?.contentType ? { 'Content-Type': body.contentType } : {}) },
            body: body?.body,
          })
        ).status;
        if (status < 400) report(`${caller.who} ${endpoint.method} ${path} [${label}] -> ${status}: a number no column can hold was accepted`);
      };
      for (const endpoint of endpoints) {
        const parameters = (endpoint.operation.parameters ?? []).filter((p) => isIntegerParameter(p.schema));
        const schema = jsonSchemaOf(endpoint);
        const base = schema && endpoint.method !== 'GET' ? plausibleValue(schema) : null;
        const bodyNumbers = base === null ? [] : valuePaths(base).filter((path) => isNumberAt(base, path));
        for (const value of tooBig) {
          for (const caller of callers) {
            for (const p of parameters) {
              const path = p.in === 'path' ? pathOf(endpoint, { name: p.name, segment: value }) : pathOf(endpoint, undefined, `${p.name}=${value}`);
              await check(caller, endpoint, path, `${p.in} ${p.name} = ${value}`, plausibleBody(endpoint));
            }
            for (const path of bodyNumbers) {
              await check(caller, endpoint, pathOf(endpoint), `${describePath(path)} = ${value}`, { name: 'number', contentType: 'application/json', body: withValueAt(base, path, value) });
            }
          }
        }
      }
    });
    // The walk found the integers: the admin area alone has dozens of operations that take an id.
    expect(sent).toBeGreaterThan(200);
  });

  it('answers the Better Auth forms the web app posts, given malformed bodies, with a 4xx error, never a 5xx', { timeout: 120_000 }, async () => {
    // Callers of their own: these forms change passwords and end sessions.
    const visitor = { who: 'visitor', browser: new Browser(t.request) };
    const signedIn = [
      { who: 'student', browser: (await signedInAs(t.request, t.services.auth, 'student')).browser },
      { who: 'admin', browser: (await signedInAs(t.request, t.services.auth, 'admin')).browser },
    ];
    await expectNoProblems(async (report) => {
      for (const form of AUTH_FORMS) {
        const cases = [...propertyCases(form.body), ...wholeBodyCases(JSON.stringify(form.body))];
        // The forms for visitors read no session, and each case that gets
        // through hashes a password: signed-in callers only where it matters.
        const callers = form.session ? [visitor, ...signedIn] : [visitor];
        for (const body of cases) {
          for (const caller of callers) {
            const problem = await problemWith(caller, 'POST', form.path, body.name, body, null);
            if (problem) report(problem);
          }
        }
      }
    });
  });

  it('covers the Better Auth forms only here: the OpenAPI document does not list them', () => {
    const documented = new Set(endpoints.map((e) => e.template));
    expect(AUTH_FORMS.filter((form) => documented.has(form.path))).toEqual([]);
    expect(endpoints.length).toBeGreaterThan(50);
  });
});
