import { sql, type Kysely } from 'kysely';
import { databaseKind } from '../database';
import { columnTypes } from './types';

/**
 * Buying and studying: carts, coupons, the payment methods an admin
 * configures, orders with a snapshot of what was bought, enrollments with
 * their access window, and lesson progress. Lessons gain what the player
 * serves: a video address and a downloadable file.
 *
 * Rules the database itself enforces, so concurrent requests cannot break
 * them: one cart row per user and course; a transaction ID is used by one
 * order only; one order per checkout key; one enrollment per user and course.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  const blob = (databaseKind(db) === 'postgres' ? 'bytea' : 'blob') as 'text';

  await db.schema.alterTable('lessons').addColumn('video_url', 'text').execute();
  await db.schema.alterTable('lessons').addColumn('file_name', 'text').execute();
  await db.schema.alterTable('lessons').addColumn('file_content', blob).execute();

  await db.schema
    .createTable('cart_items')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('added_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addPrimaryKeyConstraint('cart_items_pk', ['user_id', 'course_id'])
    .execute();

  await db.schema
    .createTable('cart_coupons')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('coupons')
    .addColumn('id', t.serialKey, (c) => c.primaryKey())
    // Stored upper case; students may type it in any case.
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('percent', 'fixed')`))
    // Percent: 1 to 100. Fixed: paisa off the order.
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('expires_at', t.timestamp)
    .addColumn('usage_limit', 'integer', (c) => c.check(sql`usage_limit is null or usage_limit > 0`))
    // Orders submitted or approved with this coupon; a rejected order gives its use back.
    .addColumn('used_count', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`used_count >= 0`),
    )
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .execute();

  // No rows for a coupon: it applies to every course.
  await db.schema
    .createTable('coupon_courses')
    .addColumn('coupon_id', 'integer', (c) => c.notNull().references('coupons.id').onDelete('cascade'))
    .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('coupon_courses_pk', ['coupon_id', 'course_id'])
    .execute();

  await db.schema
    .createTable('payment_methods')
    .addColumn('code', 'text', (c) => c.primaryKey().check(sql`code in ('bkash', 'nagad', 'rocket', 'bank')`))
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('account_name', 'text', (c) => c.notNull())
    // The merchant number, or the bank account with branch and routing number.
    .addColumn('account_number', 'text', (c) => c.notNull())
    // Markdown steps shown at checkout.
    .addColumn('instructions', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', t.serialKey, (c) => c.primaryKey())
    // What students and admins quote, e.g. "HSB-7K2M9Q"; not guessable from the id.
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // Sent by the browser once per checkout; a retry or double click sends the same key.
    .addColumn('checkout_key', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('submitted', 'approved', 'rejected')`))
    .addColumn('method', 'text', (c) => c.notNull().check(sql`method in ('bkash', 'nagad', 'rocket', 'bank', 'free', 'manual')`))
    .addColumn('subtotal_paisa', 'integer', (c) => c.notNull().check(sql`subtotal_paisa >= 0`))
    .addColumn('discount_paisa', 'integer', (c) => c.notNull().check(sql`discount_paisa >= 0`))
    .addColumn('total_paisa', 'integer', (c) => c.notNull().check(sql`total_paisa >= 0`))
    .addColumn('coupon_id', 'integer', (c) => c.references('coupons.id').onDelete('set null'))
    .addColumn('coupon_code', 'text')
    .addColumn('sender', 'text')
    // Stored upper case and trimmed, so "9c7a 1b2xyz" and "9C7A1B2XYZ" are one payment.
    .addColumn('trx_id', 'text', (c) => c.unique())
    .addColumn('screenshot', blob)
    .addColumn('screenshot_type', 'text')
    .addColumn('reject_reason', 'text')
    .addColumn('reviewed_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reviewed_at', t.timestamp)
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addUniqueConstraint('orders_checkout_key', ['user_id', 'checkout_key'])
    .execute();
  await db.schema.createIndex('orders_status_idx').on('orders').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('orders_user_idx').on('orders').columns(['user_id', 'created_at']).execute();

  // A snapshot: what the course was called and cost when it was bought.
  await db.schema
    .createTable('order_items')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('course_id', 'integer', (c) => c.references('courses.id').onDelete('set null'))
    .addColumn('course_slug', 'text', (c) => c.notNull())
    .addColumn('course_title', 'text', (c) => c.notNull())
    .addColumn('price_paisa', 'integer', (c) => c.notNull())
    .addColumn('sale_price_paisa', 'integer')
    .addColumn('discount_paisa', 'integer', (c) => c.notNull())
    .addColumn('paid_paisa', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_items_pk', ['order_id', 'position'])
    .execute();
  await db.schema.createIndex('order_items_course_idx').on('order_items').column('course_id').execute();

  await db.schema
    .createTable('enrollments')
    .addColumn('id', t.serialKey, (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('active', 'revoked')`))
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('order', 'free', 'manual')`))
    .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('set null'))
    .addColumn('starts_at', t.timestamp, (c) => c.notNull())
    // Null: no end. Access is active while status is 'active' and now < expires_at.
    .addColumn('expires_at', t.timestamp)
    .addColumn('revoke_reason', 'text')
    .addColumn('last_lesson_id', 'integer', (c) => c.references('lessons.id').onDelete('set null'))
    .addColumn('last_opened_at', t.timestamp)
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addUniqueConstraint('enrollments_user_course', ['user_id', 'course_id'])
    .execute();
  await db.schema.createIndex('enrollments_course_idx').on('enrollments').columns(['course_id', 'status']).execute();

  await db.schema
    .createTable('lesson_progress')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('lesson_id', 'integer', (c) => c.notNull().references('lessons.id').onDelete('cascade'))
    .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('completed_at', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('lesson_progress_pk', ['user_id', 'lesson_id'])
    .execute();
  await db.schema.createIndex('lesson_progress_course_idx').on('lesson_progress').columns(['user_id', 'course_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['lesson_progress', 'enrollments', 'order_items', 'orders', 'payment_methods', 'coupon_courses', 'coupons', 'cart_coupons', 'cart_items']) {
    await db.schema.dropTable(table).execute();
  }
  for (const column of ['file_content', 'file_name', 'video_url']) await db.schema.alterTable('lessons').dropColumn(column).execute();
}
