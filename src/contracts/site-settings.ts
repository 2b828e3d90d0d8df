/**
 * The business's contact details and social links as the public pages read
 * them (GET /api/site-settings). An admin fills them in on the settings
 * screen; one left empty is null and shown nowhere. No zod here: the footer
 * reads this type, and zod stays out of the first load.
 */
export type SiteSettings = {
  email: string | null;
  phone: string | null;
  hours: string | null;
  address: string | null;
  facebook: string | null;
  youtube: string | null;
  linkedin: string | null;
};

export const SITE_SETTING_KEYS = ['email', 'phone', 'hours', 'address', 'facebook', 'youtube', 'linkedin'] as const satisfies readonly (keyof SiteSettings)[];
export type SiteSettingKey = (typeof SITE_SETTING_KEYS)[number];

export const SOCIAL_LABELS = { facebook: 'Facebook', youtube: 'YouTube', linkedin: 'LinkedIn' } as const;

/** A phone number as a tel: address (digits and a leading +). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
