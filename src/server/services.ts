import type { SharedVersionOptions } from './db/shared-version';
import { SITE } from '../contracts/site';
import { createAuth, type Auth } from './auth/create-auth';
import { resolveAuthSecret } from './auth/auth-secret';
import { CatalogueCache } from './catalogue/catalogue-cache';
import { ExamStore } from './exams/exam-store';
import type { Config } from './config';
import type { Db } from './db/database';
import type { Logger } from './logger';
import { createMailer, type Mailer } from './mail/mailer';
import { trustedOrigins } from './http/trusted-origins';
import { SessionReader, type SessionReaderOptions } from './auth/session-reader';
import { createHmac } from 'node:crypto';
import path from 'node:path';
import type { FileStorage } from './storage/file-storage';

export type Services = {
  db: Db;
  logger: Logger;
  mailer: Mailer;
  auth: Auth;
  /** The session check of signed-in requests; call `invalidate` after changing sessions or users outside Better Auth. */
  sessions: SessionReader;
  adminBasePath: string;
  /** Where users reach the site, without a trailing slash: absolute links in pages, sitemaps and mails. */
  publicUrl: string;
  /** The inbox contact-form messages go to. */
  contactEmail: string;
  /** Origins whose pages may send the API state-changing requests. */
  trustedOrigins: string[];
  /** Public catalogue answers with their ETags; call `invalidate` after a catalogue write. */
  catalogueCache: CatalogueCache;
  /** Exams, their question pools and question versions, kept in this process for exam day. */
  exams: ExamStore;
  /** Where every kept file lives (storage/): the local disk or S3-compatible storage. */
  storage: FileStorage;
  /** The key that signs media addresses (derived from the auth secret, so every process agrees). */
  mediaKey: Buffer;
  /** Where resumable video uploads are kept while they arrive on the local disk (DATA_DIR/uploads); finished ones move to storage. */
  uploadsDir: string;
  /** STORAGE_URL when files are in S3-compatible storage: uploads in progress go to its bucket too (studio/video/uploads/upload-area.ts). */
  storageUrl: string | undefined;
};

type ServiceConfig = Pick<Config, 'publicUrl' | 'authSecret' | 'smtpUrl' | 'mailFrom' | 'adminBasePath'> & Partial<Pick<Config, 'contactEmail' | 'env' | 'dataDir' | 'storageUrl'>>;

/** Everything a request handler may need, built once per process (or per test file). */
export async function createServices(
  db: Db,
  {
    config,
    logger,
    storage,
    uploadsDir,
    ...options
  }: {
    config: ServiceConfig;
    logger: Logger;
    storage: FileStorage;
    /** Default: DATA_DIR/uploads (tests give a temporary folder). */
    uploadsDir?: string;
    sessions?: SessionReaderOptions;
    signInSleep?: (ms: number) => Promise<void>;
    /** How often the exam store reads the shared version (default once a second). */
    examStore?: SharedVersionOptions;
  },
): Promise<Services> {
  const mailer = createMailer({ db, logger, from: config.mailFrom, smtpUrl: config.smtpUrl, logLinks: config.env !== 'production' });
  const secret = await resolveAuthSecret(db, config.authSecret);
  // Better Auth's hooks need the reader and the reader needs Better Auth's cookie settings.
  const reader: { current?: SessionReader } = {};
  const auth = createAuth({ db, config, secret, mailer, logger, onSessionsChanged: () => reader.current!.invalidate(), sleep: options.signInSleep });
  const context = await auth.$context;
  const cookies = context.authCookies;
  const sessions = (reader.current = new SessionReader(
    db,
    {
      secret,
      cookieName: cookies.sessionToken.name,
      dontRememberCookieName: cookies.dontRememberToken.name,
      attributes: cookies.sessionToken.attributes,
      expiresInSeconds: context.sessionConfig.expiresIn,
      updateAgeSeconds: context.sessionConfig.updateAge,
    },
    options.sessions,
  ));
  return {
    db,
    logger,
    mailer,
    auth,
    sessions,
    adminBasePath: config.adminBasePath,
    publicUrl: config.publicUrl.replace(/\/$/, ''),
    contactEmail: config.contactEmail ?? SITE.contact.email,
    trustedOrigins: trustedOrigins(config.publicUrl),
    catalogueCache: new CatalogueCache(db),
    exams: new ExamStore(db, options.examStore),
    storage,
    mediaKey: createHmac('sha256', secret).update('hisab media addresses').digest(),
    uploadsDir: uploadsDir ?? path.join(config.dataDir ?? path.resolve('data'), 'uploads'),
    storageUrl: config.storageUrl,
  };
}
