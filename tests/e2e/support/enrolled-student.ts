import type { Kysely } from 'kysely';
import { createVerifiedUser } from '../../../src/server/auth/create-user';
import type { Database } from '../../../src/server/db/schema';
import { grantEnrollment } from '../../../src/server/enrollments/grant-enrollment';

type Server = { db: Kysely<Database>; services: { auth: Parameters<typeof createVerifiedUser>[0] } };

/** The first published course's lessons in study order (the demo content's curriculum). */
export async function lessonsOf(db: Kysely<Database>, slug: string) {
  return db
    .selectFrom('lessons')
    .innerJoin('courses', 'courses.id', 'lessons.course_id')
    .innerJoin('course_sections', 'course_sections.id', 'lessons.section_id')
    .select(['lessons.id', 'lessons.title', 'courses.id as course_id', 'courses.title as course_title'])
    .where('courses.slug', '=', slug)
    .orderBy('course_sections.position')
    .orderBy('lessons.position')
    .execute();
}

/**
 * A verified student enrolled in the course through an approved bKash order
 * (so the receipt exists too); answers the order's reference.
 */
export async function enrolledStudent(server: Server, { email, password, slug, reference }: { email: string; password: string; slug: string; reference: string }) {
  const user = await createVerifiedUser(server.services.auth, { name: 'Tahmina Akter', email, role: 'student', password });
  const [first] = await lessonsOf(server.db, slug);
  if (!first) throw new Error(`the course ${slug} has no lessons`);
  await server.db.transaction().execute(async (trx) => {
    const now = new Date();
    const { id } = await trx
      .insertInto('orders')
      .values({
        reference,
        user_id: user.id,
        checkout_key: reference,
        status: 'approved',
        method: 'bkash',
        subtotal_paisa: 450000,
        discount_paisa: 0,
        total_paisa: 450000,
        sender: '01711000000',
        trx_id: `TRX${reference.replace(/\W/g, '')}`,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
        reviewed_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('order_items')
      .values({
        order_id: id,
        course_id: first.course_id,
        course_slug: slug,
        course_title: first.course_title,
        price_paisa: 450000,
        sale_price_paisa: null,
        discount_paisa: 0,
        paid_paisa: 450000,
        position: 0,
      })
      .execute();
    await grantEnrollment(trx, { userId: user.id, courseId: first.course_id, source: 'order', orderId: id, now });
  });
  return user;
}
