/**
 * Public facts about the business shown in the header and page metadata.
 * Kept in one place so a coaching provider running Hisab edits them once.
 */
export const SITE = {
  name: 'Hisab',
  tagline: 'Chartered accountancy, paper by paper',
  description: 'Online courses, study notes and timed mock exams for every ICAB chartered-accountancy paper, from Certificate to Advanced Level.',
  /**
   * Where the team's mail is sent and replies go unless CONTACT_EMAIL says
   * otherwise. What the pages show (email, phone, hours, address, social
   * links) is the site settings an admin fills in, never a value from here.
   */
  contact: {
    email: 'support@hisab.com.bd',
  },
} as const;
