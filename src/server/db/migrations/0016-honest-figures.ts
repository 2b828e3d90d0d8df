import { sql, type Kysely } from 'kysely';

/**
 * Every figure the site shows is counted from rows. The seed used to write
 * invented ones: a students count per course, exam-sitting results that no
 * screen could enter, mentors' links to example.com and a placeholder phone
 * number in the content pages. This recounts each course's students from its
 * enrollments, drops the sitting results, clears the placeholder links and
 * replaces the placeholder contact lines with the ones the seed now writes
 * (contact details are site settings an admin fills in; see 0017).
 */
const PAGE_TEXT: [before: string, after: string][] = [
  [
    '## Contact us\n\n- **Email:** support@hisab.com.bd\n- **Phone:** +880 1700-000000\n- **Hours:** Saturday to Thursday, 10:00 to 20:00 (Dhaka time)\n- **Address:** House 42, Road 11, Banani, Dhaka 1213, Bangladesh\n\nYou can also send us a message through the contact form. We reply to every message, normally within one working day.',
    '## Contact us\n\nSend us a message through the contact page. We reply to every message, normally within one working day.',
  ],
  [
    'For questions about which group suits your child, contact us at support@hisab.com.bd or +880 1700-000000.',
    'For questions about which group suits your child, write to us through the contact page.',
  ],
  ['For any questions, call +880 1700-000000, Saturday to Thursday, 10:00 to 20:00 (Dhaka time).', 'For any questions, write to us through the contact page.'],
  ['Send us a message through the contact form, or email support@hisab.com.bd, with the sessions', 'Send us a message through the contact form with the sessions'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update courses set students_count = (select count(*) from enrollments where enrollments.course_id = courses.id)`.execute(db);
  await db.schema.dropTable('sitting_results').execute();
  await sql`update instructors set social = '{}' where social like '%example.com%'`.execute(db);
  for (const [before, after] of PAGE_TEXT) {
    await sql`update content_pages set body = replace(body, ${before}, ${after}) where body like ${`%${before.slice(0, 60)}%`}`.execute(db);
  }
}

/** Brings the table back empty: the invented figures are not restored. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sitting_results')
    .addColumn('subject_id', 'integer', (c) => c.notNull().references('subjects.id').onDelete('cascade'))
    .addColumn('sitting', 'text', (c) => c.notNull())
    .addColumn('candidates', 'integer', (c) => c.notNull())
    .addColumn('passed', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('sitting_results_pk', ['subject_id', 'sitting'])
    .execute();
}
