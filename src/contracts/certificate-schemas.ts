import { z } from 'zod';

/** valid; revoked by an admin (with the date and the reason); replaced by a reissue (with the new code). */
export const certificateStatusSchema = z.enum(['valid', 'revoked', 'replaced']);

/** What the public verify page shows of a certificate: nothing of the holder beyond the name printed on it. */
export const verifiedCertificateSchema = z.object({
  code: z.string().describe('As printed, in two groups of five (K7Q4M-9X2PB)'),
  holderName: z.string(),
  courseTitle: z.string(),
  issuedAt: z.string(),
  issuer: z.string(),
  status: certificateStatusSchema,
  revokedAt: z.string().nullable(),
  revokedReason: z.string().nullable(),
  replacedAt: z.string().nullable(),
  replacedBy: z.string().nullable().describe('The code of the certificate issued in its place'),
});

export const myCertificateSchema = z.object({
  code: z.string(),
  courseTitle: z.string(),
  courseSlug: z.string(),
  holderName: z.string(),
  issuedAt: z.string(),
  status: certificateStatusSchema,
  revokedReason: z.string().nullable(),
});

export const myCertificateListSchema = z.object({ certificates: z.array(myCertificateSchema) });

export const certificateCodeParam = z.object({ code: z.string().min(1).max(40) });

export type VerifiedCertificate = z.infer<typeof verifiedCertificateSchema>;
export type MyCertificate = z.infer<typeof myCertificateSchema>;
export type MyCertificateList = z.infer<typeof myCertificateListSchema>;

export const ADMIN_CERTIFICATES_PAGE_SIZE = 20;

/** The admin's list: by the start of the code, or part of the holder's name, email or the course's title. */
export const adminCertificateQuerySchema = z.object({
  q: z.string().trim().max(120).optional(),
  status: certificateStatusSchema.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type AdminCertificateQuery = z.infer<typeof adminCertificateQuerySchema>;

export const adminCertificateSchema = z.object({
  code: z.string(),
  holderName: z.string(),
  courseTitle: z.string(),
  issuedAt: z.string(),
  status: certificateStatusSchema,
  revokedAt: z.string().nullable(),
  revokedReason: z.string().nullable(),
  replacedBy: z.string().nullable(),
  student: z.object({ id: z.string(), name: z.string(), email: z.string() }),
});
export type AdminCertificate = z.infer<typeof adminCertificateSchema>;

export const adminCertificatePageSchema = z.object({
  items: z.array(adminCertificateSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type AdminCertificatePage = z.infer<typeof adminCertificatePageSchema>;

/** Why a certificate is revoked: shown on its public verify page. */
export const revokeCertificateSchema = z.object({
  reason: z.string().trim().min(5, 'Say why, in a few words: the verify page shows it.').max(300, 'Keep the reason under 300 characters.'),
});
export type RevokeCertificate = z.infer<typeof revokeCertificateSchema>;
