import { z } from 'zod';

/** Request and response shapes of the admin API, shared by the server and the admin screens. */

/** `tutor`: marks the written answers of the papers an admin assigns (the marking area) and nothing else of the admin area. */
export const ROLES = ['student', 'tutor', 'admin'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const BAN_REASON_MIN = 3;
export const BAN_REASON_MAX = 500;
export const BAN_DAYS_MAX = 3650;
export const USERS_PAGE_SIZE = 20;
/** The user list counts its matches up to this many; beyond it the screen says "more than 1,000" and asks for a narrower search. */
export const USERS_COUNT_CAP = 1000;

export const adminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: roleSchema,
  emailVerified: z.boolean(),
  banned: z.boolean(),
  banReason: z.string().nullable(),
  /** Null with `banned`: suspended until lifted. */
  banExpires: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

const yesNo = z.enum(['yes', 'no']);

export const userListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  role: roleSchema.optional(),
  verified: yesNo.optional(),
  banned: yesNo.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(USERS_PAGE_SIZE),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

export const userListSchema = z.object({
  items: z.array(adminUserSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The accounts matching, counted up to USERS_COUNT_CAP. */
  total: z.number().int(),
  /** True when more than `total` accounts match: counting stopped at the cap. */
  totalCapped: z.boolean(),
});
export type UserList = z.infer<typeof userListSchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actorId: z.string().nullable(),
  actorEmail: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  /** What the target was called at the time, and the action's own values (role, reason...). */
  details: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const userSessionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  expiresAt: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
});

export const userDetailSchema = z.object({
  user: adminUserSchema,
  sessions: z.array(userSessionSchema),
  activity: z.array(auditEntrySchema),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

/** An unread contact-form message as the admin landing page lists it. */
export const contactMessageSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  /** The message's first line, shortened. */
  excerpt: z.string(),
  createdAt: z.string(),
});
export type ContactMessageSummary = z.infer<typeof contactMessageSummarySchema>;

/**
 * One thing on the admin overview's "before you launch" list: a value the
 * demo seeded that a provider must replace. It stays listed while the
 * database still holds the demo's value; `editPath` (after the admin base
 * path) is where it is changed, null when it is set outside the admin area.
 */
export const launchItemSchema = z.object({
  key: z.string(),
  group: z.enum(['payments', 'pages', 'mentors', 'contact', 'coupons', 'site']),
  label: z.string(),
  /** What is still the demo's, in a sentence. */
  detail: z.string(),
  editPath: z.string().nullable(),
});
export type LaunchItem = z.infer<typeof launchItemSchema>;

export const overviewSchema = z.object({
  users: z.object({
    total: z.number().int(),
    verified: z.number().int(),
    unverified: z.number().int(),
    newThisWeek: z.number().int(),
    admins: z.number().int(),
    banned: z.number().int(),
  }),
  recentActivity: z.array(auditEntrySchema),
  contactMessages: z.object({ unread: z.number().int(), latest: z.array(contactMessageSummarySchema) }),
  /** Submitted payments waiting for an admin to approve or reject. */
  payments: z.object({ waiting: z.number().int(), oldestWaitingAt: z.string().nullable() }),
  /** Demo values still to replace before the site takes real students; empty when none is left. */
  launch: z.array(launchItemSchema),
});
export type Overview = z.infer<typeof overviewSchema>;

export const OUTBOX_PAGE_SIZE = 20;

export const outboxQuerySchema = z.object({
  /** Part of the recipient's address. */
  to: z.string().trim().max(254).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(OUTBOX_PAGE_SIZE),
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

/** A mail the site wrote, as the admin's outbox shows it (the plain-text body; the HTML one is never rendered there). */
export const outboxMailSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  /** `outbox`: kept here only (no SMTP_URL); `smtp`: also handed to the mail server. */
  transport: z.enum(['outbox', 'smtp']),
  status: z.enum(['stored', 'sent', 'failed']),
  error: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

export const outboxPageSchema = z.object({
  items: z.array(outboxMailSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  /** Whether the server sends mail (SMTP_URL set); without, these mails reach nobody by themselves. */
  smtp: z.boolean(),
});
export type OutboxPage = z.infer<typeof outboxPageSchema>;

export const changeRoleSchema = z.object({ role: roleSchema });

export const banSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(BAN_REASON_MIN, `Give a reason of at least ${BAN_REASON_MIN} characters; the user is told it.`)
    .max(BAN_REASON_MAX, `Keep the reason under ${BAN_REASON_MAX} characters.`),
  /** Omitted or null: until an admin lifts it. */
  days: z.number().int().min(1).max(BAN_DAYS_MAX).nullable().optional(),
});
export type BanInput = z.infer<typeof banSchema>;

export const adminSignInSchema = z.object({
  email: z.string().trim().min(3).max(254),
  password: z.string().min(1).max(1024),
  rememberMe: z.boolean().default(true),
});

export const adminSignInResultSchema = z.object({
  user: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  /** Where the admin area lives (ADMIN_BASE_PATH); told only to admins. */
  basePath: z.string(),
});

export const okSchema = z.object({ ok: z.literal(true) });

/** What each audited action is called on screen. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'user.role_changed': 'Changed role',
  'user.banned': 'Suspended',
  'user.unbanned': 'Lifted suspension',
  'user.verification_resent': 'Resent verification email',
  'user.email_verified': 'Marked email verified',
  'user.sessions_revoked': 'Signed out everywhere',
  'user.tutor_papers_changed': 'Changed papers to mark',
  'order.approved': 'Approved payment',
  'order.rejected': 'Rejected payment',
  'enrollment.granted': 'Enrolled manually',
  'enrollment.revoked': 'Revoked enrollment',
  'enrollment.extended': 'Extended enrollment',
  'coupon.created': 'Created coupon',
  'coupon.updated': 'Edited coupon',
  'payment_method.updated': 'Edited payment method',
  'settings.updated': 'Changed contact details',
  'question.regraded': 'Regraded a question',
  'certificate.revoked': 'Revoked a certificate',
  'certificate.reissued': 'Reissued a certificate',
};
