/**
 * Public facts about the business shown in the header, footer and page
 * metadata. Kept in one place so a coaching provider running Hisab edits
 * them once.
 */
export const SITE = {
  name: 'Hisab',
  tagline: 'Chartered accountancy, paper by paper',
  description:
    'Online courses, study notes and timed mock exams for every ICAB chartered-accountancy paper, from Certificate to Advanced Level.',
  contact: {
    email: 'support@hisab.com.bd',
    phone: '+880 1700-000000',
    hours: 'Saturday to Thursday, 10:00 to 20:00 (Dhaka time)',
    address: 'House 42, Road 11, Banani, Dhaka 1213, Bangladesh',
  },
} as const;
