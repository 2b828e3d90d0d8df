import { z } from 'zod';
import { NAME_MAX, phoneProblem } from './account-rules';

/**
 * The contact form, validated with the same schema in the browser (before a
 * round trip) and by the API (always). Messages are specific so a visitor
 * knows exactly what to change.
 */

export const CONTACT_TOPICS = ['course', 'payment', 'account', 'children', 'wellbeing', 'other'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

/** What each topic is called in the form, and in the stored message's subject. */
export const CONTACT_TOPIC_LABELS: Record<ContactTopic, string> = {
  course: 'A question about a course',
  payment: 'Payment or enrollment',
  account: 'My account or signing in',
  children: "Children's programme (Money Smart Kids)",
  wellbeing: 'Exam-wellbeing coaching',
  other: 'Something else',
};

export const CONTACT_MESSAGE_MIN = 20;
export const CONTACT_MESSAGE_MAX = 5000;
export const CONTACT_EMAIL_MAX = 254;
/** At most this many messages from one address in CONTACT_RATE_WINDOW_MINUTES. */
export const CONTACT_RATE_LIMIT = 5;
export const CONTACT_RATE_WINDOW_MINUTES = 60;

/** Deliberately loose, like sign-up's: the reply is the real test of an address. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Characters, not UTF-16 units, so a Bangla message is measured as people count it. */
const length = (value: string) => [...value].length;

export const contactMessageSchema = z.object({
  name: z
    .string({ error: 'Enter your name so we know whom to answer.' })
    .trim()
    .min(2, 'Enter your name so we know whom to answer.')
    .max(NAME_MAX, `Use at most ${NAME_MAX} characters for your name.`),
  email: z
    .string({ error: 'Enter your email address: our answer goes there.' })
    .trim()
    .min(1, 'Enter your email address: our answer goes there.')
    .max(CONTACT_EMAIL_MAX, 'This email address is too long.')
    .regex(EMAIL, 'Enter an email address such as name@example.com.'),
  phone: z
    .string()
    .trim()
    .max(30, 'Enter a Bangladeshi mobile number such as 01712-345678, or leave it empty.')
    .refine((value) => phoneProblem(value) === null, 'Enter a Bangladeshi mobile number such as 01712-345678 or +8801712345678, or leave it empty.')
    .optional(),
  /** What the message is about: one of CONTACT_TOPICS; stored as its label. */
  subject: z.enum(CONTACT_TOPICS, { error: 'Choose what your message is about.' }),
  message: z
    .string({ error: 'Write your message.' })
    .trim()
    .refine((value) => length(value) >= CONTACT_MESSAGE_MIN, `Write at least ${CONTACT_MESSAGE_MIN} characters so we can help.`)
    .refine((value) => length(value) <= CONTACT_MESSAGE_MAX, `Keep your message under ${CONTACT_MESSAGE_MAX} characters.`),
  /**
   * A field people never see (hidden, out of the tab order). Spam robots fill
   * every field; a message with this filled is answered as accepted and dropped.
   */
  website: z.string().max(500).optional(),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;
export type ContactField = Exclude<keyof ContactMessage, 'website'>;

export const contactReceivedSchema = z.object({ received: z.literal(true) });
export type ContactReceived = z.infer<typeof contactReceivedSchema>;
