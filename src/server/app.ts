import { Hono } from 'hono';
import { AdmissionGate } from './http/admission';
import { shedLoad } from './http/shed-load';
import { HTTPException } from 'hono/http-exception';
import { AppError, errorBody } from './errors';
import { createApiRouter } from './http/api-router';
import type { AppEnv } from './http/app-env';
import { ownHeaders, securityHeaders } from './http/security-headers';
import { compression } from './http/compression';
import { knownLength } from './http/known-length';
import { closeAfterRefusedBody, requestSizeLimit } from './http/request-size';
import { refuseControlCharacters } from './http/control-characters';
import { movedPagePath } from './seo/moved-page';
import { mountSpa, type PageRenderer, type ScreenPreloads } from './http/spa';
import { PUBLIC_READ_PATHS } from './http/public-reads';
import { mountStaticFiles } from './http/static-files';
import { mountAuth } from './auth/routes';
import { socketClientIp, type ClientIpReader } from './http/client-address';
import { adminRoutes } from './admin/routes';
import { ADMIN_PATHS, adminGate } from './access/admin-gate';
import { mountAdminPages } from './http/admin-pages';
import { sameOriginWrites } from './http/same-origin';
import { catalogueCaching } from './http/catalogue-caching';
import type { Services } from './services';
import { subjectRoutes } from './subjects/routes';
import { accountRoutes } from './account/routes';
import { cartRoutes } from './cart/routes';
import { checkoutRoutes } from './checkout/routes';
import { learningRoutes } from './learning/routes';
import { videoRoutes } from './video/routes';
import { examRoutes } from './exams/routes';
import { markingRoutes } from './marking/routes';
import { regradeRoutes } from './exams/regrade/routes';
import { questionReportRoutes } from './exams/reports/routes';
import { studioRoutes } from './studio/routes';
import { mediaRoutes } from './studio/media/public-routes';
import { paymentsAdminRoutes } from './payments-admin/routes';
import { courseRoutes } from './courses/routes';
import { homeRoutes } from './home/routes';
import { imageRoutes } from './images/routes';
import { mentorRoutes } from './mentors/routes';
import { resourceRoutes } from './resources/routes';
import { blogRoutes } from './blog/routes';
import { contactRoutes } from './contact/routes';
import { pageRoutes } from './pages/routes';
import { certificateRoutes } from './certificates/routes';
import { mountVerifyForm, verifyPageReads } from './certificates/verify-page';
import { mountIssuerKeys } from './certificates/well-known';
import { createHeadWriter } from './seo/head-writer';
import { mountSeoFiles } from './seo/routes';
import { siteSettingsRoutes } from './settings/routes';

export type AppOptions = {
  services: Services;
  /** Folder of the built web app; omitted in API tests. */
  webRoot?: string;
  /** The built index.html; null serves a 503 that says to build. */
  indexHtml?: string | null;
  /** How to learn the client's address; tests give each simulated browser its own. */
  clientIp?: ClientIpReader;
  /** Renders a public page's markup on the server (the web app's server entry); omitted, pages arrive empty. */
  renderPage?: PageRenderer | null;
  /** The module chunks of each screen, preloaded with its server-rendered page. */
  screenPreloads?: ScreenPreloads;
  /** When this process answers 503 server_busy (http/admission.ts); default: the default gate. */
  admission?: AdmissionGate;
  /** Extra API routes (the benchmark's bare route), mounted before the JSON 404. */
  extendApi?: (api: Hono<AppEnv>) => void;
};

/** Builds the whole HTTP app without listening, so tests run it in-process. */
export function createApp(options: AppOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { services } = options;
  app.use('*', securityHeaders({ https: services.publicUrl.startsWith('https://') }));
  const clientIp = options.clientIp ?? socketClientIp;
  app.use('*', async (c, next) => {
    c.set('db', services.db);
    c.set('services', services);
    c.set('clientIp', clientIp(c));
    await next();
  });
  // Every answer, API or page: its length known, and gzipped when large enough to gain.
  app.use('*', compression());
  app.use('*', knownLength());

  const api = createApiRouter();
  api.use('*', async (c, next) => {
    await next();
    const headers = ownHeaders(c);
    if (!headers.has('cache-control')) headers.set('cache-control', 'no-store');
  });
  api.get('/health', (c) => c.json({ status: 'ok' }));
  // Before anything reads the request: a refused request costs next to nothing and has changed nothing.
  api.use('*', shedLoad(options.admission ?? new AdmissionGate()));
  api.use('*', closeAfterRefusedBody());
  api.use('*', requestSizeLimit());
  api.use('*', refuseControlCharacters());
  mountAuth(api, services.auth, clientIp);
  api.use('*', sameOriginWrites(services.trustedOrigins));
  const cached = catalogueCaching(services.catalogueCache);
  for (const path of PUBLIC_READ_PATHS) api.use(path, cached);
  // The admin API's one gate, before any admin route and before input is read.
  api.use(ADMIN_PATHS, adminGate);
  api.route('/', subjectRoutes());
  api.route('/', courseRoutes());
  api.route('/', homeRoutes());
  api.route('/', accountRoutes());
  api.route('/', cartRoutes());
  api.route('/', imageRoutes());
  api.route('/', mediaRoutes());
  api.route('/', mentorRoutes());
  api.route('/', resourceRoutes());
  api.route('/', pageRoutes());
  api.route('/', contactRoutes());
  api.route('/', adminRoutes());
  api.route('/', paymentsAdminRoutes());
  api.route('/', studioRoutes());
  api.route('/', checkoutRoutes());
  api.route('/', learningRoutes());
  api.route('/', certificateRoutes());
  api.route('/', videoRoutes());
  api.route('/', examRoutes());
  api.route('/', markingRoutes());
  api.route('/', regradeRoutes());
  api.route('/', questionReportRoutes());
  api.route('/', blogRoutes());
  api.route('/', siteSettingsRoutes());
  api.doc31('/openapi.json', {
    openapi: '3.1.0',
    servers: [{ url: '/api' }],
    info: {
      title: 'Hisab API',
      version: '1.0.0',
      description:
        'Courses, subjects, accounts and exams for Hisab. Lecture videos are uploaded with the tus 1.0 resumable protocol at /api/admin/studio/video-uploads (admins only), which is not an operation listed here: see docs/api-contract.md.',
    },
  });
  options.extendApi?.(api);
  api.all('*', (c) => c.json(errorBody('not_found'), 404));
  app.route('/api', api);

  mountSeoFiles(app);
  mountIssuerKeys(app);
  if (options.webRoot) mountStaticFiles(app, options.webRoot);
  mountAdminPages(app, options.indexHtml ?? null, services.adminBasePath);
  mountVerifyForm(app);
  mountSpa(app, {
    indexHtml: options.indexHtml ?? null,
    headFor: createHeadWriter(services),
    render: options.renderPage ?? null,
    preloads: options.screenPreloads ?? {},
    cache: services.catalogueCache,
    origin: services.publicUrl,
    logger: services.logger,
    readSession: (cookieHeader) => services.sessions.read(cookieHeader),
    movedPage: (pathname, screen) => movedPagePath(services.db, screen, pathname),
    ownReads: verifyPageReads(services.db),
    clientIp,
  });

  app.onError((err, c) => {
    if (err instanceof AppError) return c.json(errorBody(err.code, err.message, err.details), err.status);
    if (err instanceof HTTPException && err.status === 400) return c.json(errorBody('malformed_json'), 400);
    if (err instanceof HTTPException && err.status === 415) return c.json(errorBody('unsupported_media_type'), 415);
    services.logger.error('unhandled error', { method: c.req.method, path: c.req.path, error: err });
    return c.json(errorBody('internal_error'), 500);
  });
  return app;
}
