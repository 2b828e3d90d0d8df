import { z } from 'zod';
import type { SiteSettings } from './site-settings';

/**
 * The settings form's body (PUT /api/admin/settings), checked the same way
 * by the admin screen as the admin types and by the API. Every field is a
 * string; an empty one clears the setting. Each message says what to type.
 */
const cleared = (value: string) => value === '';

const PHONE = /^\+?[\d\s-]+$/;
const digits = (value: string) => value.replace(/\D/g, '').length;

const phoneSchema = z
  .string()
  .trim()
  .max(30, { error: 'A phone number is at most 30 characters.' })
  .refine((v) => cleared(v) || (PHONE.test(v) && digits(v) >= 7 && digits(v) <= 15), {
    error: 'Enter a phone number of 7 to 15 digits (spaces, dashes and a leading + are fine), such as +880 1712-345678.',
  });

const emailSchema = z
  .string()
  .trim()
  .max(254, { error: 'An email address is at most 254 characters.' })
  .refine((v) => cleared(v) || z.email().safeParse(v).success, { error: 'Enter an email address such as support@yourschool.com.bd.' });

function httpsLink(example: string) {
  return z
    .string()
    .trim()
    .max(300, { error: 'A link is at most 300 characters.' })
    .refine(
      (v) => {
        if (cleared(v)) return true;
        try {
          const url = new URL(v);
          return url.protocol === 'https:' && url.hostname.includes('.');
        } catch {
          return false;
        }
      },
      { error: `Enter the full https:// address of the page, such as ${example}.` },
    );
}

const textSchema = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `${label} is at most ${max} characters.` })
    .refine((v) => !/[\r\n]/.test(v), { error: `${label} fits on one line.` });

export const siteSettingsInputSchema = z.object({
  email: emailSchema,
  phone: phoneSchema,
  hours: textSchema('Office hours', 120),
  address: textSchema('The address', 200),
  facebook: httpsLink('https://www.facebook.com/yourpage'),
  youtube: httpsLink('https://www.youtube.com/@yourchannel'),
  linkedin: httpsLink('https://www.linkedin.com/company/yourschool'),
});
export type SiteSettingsInput = z.infer<typeof siteSettingsInputSchema>;

export const siteSettingsSchema = z.object({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  hours: z.string().nullable(),
  address: z.string().nullable(),
  facebook: z.string().nullable(),
  youtube: z.string().nullable(),
  linkedin: z.string().nullable(),
}) satisfies z.ZodType<SiteSettings>;

/** The admin's read: the settings, and when and by whom they were last changed. */
export const adminSiteSettingsSchema = z.object({
  settings: siteSettingsSchema,
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type AdminSiteSettings = z.infer<typeof adminSiteSettingsSchema>;
