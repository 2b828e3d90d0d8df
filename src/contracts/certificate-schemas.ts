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
