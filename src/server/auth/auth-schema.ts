/**
 * Better Auth's tables under this project's naming (plural snake_case
 * tables, snake_case columns). Migration 0002 creates exactly these, and an
 * API test checks Better Auth finds nothing to add.
 */
export const AUTH_USER = {
  modelName: 'users',
  fields: { emailVerified: 'email_verified', createdAt: 'created_at', updatedAt: 'updated_at' },
} as const;

export const AUTH_SESSION = {
  modelName: 'sessions',
  fields: {
    expiresAt: 'expires_at',
    createdAt: 'created_at',
    updatedAt: 'updated_at',
    ipAddress: 'ip_address',
    userAgent: 'user_agent',
    userId: 'user_id',
  },
} as const;

export const AUTH_ACCOUNT = {
  modelName: 'accounts',
  fields: {
    accountId: 'account_id',
    providerId: 'provider_id',
    userId: 'user_id',
    accessToken: 'access_token',
    refreshToken: 'refresh_token',
    idToken: 'id_token',
    accessTokenExpiresAt: 'access_token_expires_at',
    refreshTokenExpiresAt: 'refresh_token_expires_at',
    createdAt: 'created_at',
    updatedAt: 'updated_at',
  },
} as const;

export const AUTH_VERIFICATION = {
  modelName: 'verifications',
  fields: { expiresAt: 'expires_at', createdAt: 'created_at', updatedAt: 'updated_at' },
} as const;

export const AUTH_RATE_LIMIT = {
  modelName: 'rate_limits',
  fields: { lastRequest: 'last_request' },
} as const;

export const AUTH_ADMIN_SCHEMA = {
  user: { fields: { banReason: 'ban_reason', banExpires: 'ban_expires' } },
  session: { fields: { impersonatedBy: 'impersonated_by' } },
} as const;
