import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * The one catalogue of API errors. Codes are stable: clients and tests
 * branch on them, so never rename one; add a new one instead.
 */
export const ERRORS = {
  not_found: { status: 404, message: 'There is nothing at this address.' },
  subject_not_found: { status: 404, message: 'No exam paper has that name.' },
  course_not_found: { status: 404, message: 'No published course has that address.' },
  image_not_found: { status: 404, message: 'There is no image at this address.' },
  mentor_not_found: { status: 404, message: 'No mentor has that name.' },
  resource_not_found: { status: 404, message: 'No downloadable file has that name.' },
  resource_locked: { status: 403, message: 'This file is for students enrolled in its course.' },
  post_not_found: { status: 404, message: 'No published blog post has that address.' },
  cart_full: { status: 409, message: 'A cart holds at most 20 courses. Check out these first.' },
  course_already_owned: { status: 409, message: 'You already have access to this course. Open it from My courses.' },
  course_not_purchasable: { status: 409, message: 'This course is not on sale any more.' },
  cart_empty: { status: 409, message: 'Your cart is empty. Add a course before checking out.' },
  coupon_not_found: { status: 404, message: 'There is no coupon with that code. Check the spelling.' },
  coupon_expired: { status: 409, message: 'This coupon has expired.' },
  coupon_used_up: { status: 409, message: 'This coupon has been used as many times as it allows.' },
  coupon_not_applicable: { status: 409, message: 'This coupon does not apply to the courses in your order.' },
  payment_method_unavailable: { status: 409, message: 'That payment method is not available. Choose another.' },
  payment_details_required: { status: 400, message: 'Choose how you paid and enter the sender number and transaction ID.' },
  trx_id_used: { status: 409, message: 'This transaction ID has already been used for another order. Check it in your payment app.' },
  price_changed: { status: 409, message: 'The total has changed since you opened the checkout. Check the new total before you pay.' },
  payment_pending: { status: 409, message: 'You already have a payment for this course waiting for approval.' },
  order_not_found: { status: 404, message: 'No order of yours has that reference.' },
  order_already_reviewed: { status: 409, message: 'This order has already been reviewed.' },
  screenshot_too_large: { status: 413, message: 'The screenshot must be 5 MB or smaller.' },
  screenshot_not_image: { status: 415, message: 'The screenshot must be a PNG, JPEG or WebP image.' },
  screenshot_not_found: { status: 404, message: 'This order has no screenshot.' },
  enrollment_not_found: { status: 404, message: 'No enrollment has that id.' },
  enrollment_required: { status: 403, message: 'Enroll in this course to open this lesson.' },
  already_enrolled: { status: 409, message: 'This student already has active access to this course.' },
  lesson_not_found: { status: 404, message: 'This course has no such lesson.' },
  lesson_file_not_found: { status: 404, message: 'This lesson has no file to download.' },
  enrollment_revoked: { status: 409, message: 'This enrollment was revoked. Enroll the student again instead of extending it.' },
  coupon_code_taken: { status: 409, message: 'Another coupon already has this code.' },
  exam_not_found: { status: 404, message: 'No published mock exam has that address.' },
  exam_not_open: { status: 409, message: 'This exam is not open yet. Check the date it opens.' },
  exam_closed: { status: 409, message: 'This exam has closed; no new attempts can be started.' },
  exam_enrollment_required: { status: 403, message: 'This mock exam comes with a course. Enroll in one of its courses to sit it.' },
  attempts_used_up: { status: 409, message: 'You have used every attempt this exam allows.' },
  attempt_not_found: { status: 404, message: 'No exam attempt of yours has that reference.' },
  attempt_closed: { status: 409, message: 'This attempt has ended: time is up or it was submitted. Answers can no longer be changed.' },
  attempt_in_progress: { status: 409, message: 'This attempt is still in progress. Submit it to see your results.' },
  answer_stale: { status: 409, message: 'A newer answer to this question was saved from another tab or device. The newer answer is kept.' },
  answer_invalid: { status: 400, message: 'This answer does not fit the question.' },
  answer_locked: { status: 409, message: 'You checked this answer already; it is marked and can no longer be changed.' },
  check_not_available: { status: 409, message: 'Answers are checked one by one only in topic quizzes. Answer the question before checking it.' },
  question_not_found: { status: 404, message: 'This attempt has no question at that position.' },
  review_not_available: { status: 409, message: 'Answers and explanations for this exam are not shown yet.' },
  unauthenticated: { status: 401, message: 'Sign in to continue.' },
  forbidden: { status: 403, message: 'Your account is not allowed to do this.' },
  invalid_email_or_password: { status: 401, message: 'Invalid email or password' },
  email_not_verified: { status: 403, message: 'Email not verified' },
  banned_user: { status: 403, message: 'This account has been suspended.' },
  sign_in_throttled: { status: 429, message: 'Too many sign-in attempts for this account. Try again in a few minutes, or reset your password to sign in now.' },
  too_many_requests: { status: 429, message: 'Too many requests from your network. Wait a minute, then try again.' },
  account_mail_limited: { status: 429, message: 'We have sent several emails to this address in the last hour. Check your inbox and spam folder, or try again in an hour.' },
  coupon_attempts_limited: { status: 429, message: 'You have tried many coupon codes. Wait 15 minutes before trying another.' },
  not_admin: { status: 403, message: 'This account does not have admin access. Students sign in on the main sign-in page.' },
  forbidden_origin: { status: 403, message: 'This request did not come from the Hisab site.' },
  user_not_found: { status: 404, message: 'No account has that id.' },
  own_account: { status: 409, message: 'You cannot do this to your own account. Ask another admin.' },
  admin_cannot_be_banned: { status: 409, message: 'Admins cannot be suspended. Change the role to student first.' },
  not_banned: { status: 409, message: 'This account is not suspended.' },
  already_verified: { status: 409, message: 'This email address is already verified.' },
  studio_item_not_found: { status: 404, message: 'This item does not exist any more. It may have been deleted by another admin.' },
  edit_conflict: { status: 409, message: 'Another admin saved this item after you opened it. Reload to see their version; your changes are kept in the form so you can copy them.' },
  slug_taken: { status: 409, message: 'Another item already uses this address. Choose a different one.' },
  has_students: { status: 409, message: 'Students are enrolled in this course, so it cannot be deleted. Unpublish it instead: they keep their access.' },
  question_options_invalid: { status: 400, message: 'The options of this question are not usable: give 2 to 10 different options, each with its text.' },
  question_layout_invalid: { status: 400, message: 'The table or journal of this question is not complete: check its columns, rows, blanks and accounts.' },
  question_key_mismatch: { status: 400, message: 'The answer key does not fit the question: it must name options, blanks and accounts the student can see.' },
  question_marks_mismatch: { status: 400, message: 'The question\'s marks must equal the marks of its parts.' },
  explanation_required: { status: 400, message: 'Write the worked answer students see in review.' },
  question_area_invalid: { status: 400, message: 'This syllabus area is not part of the question\'s paper.' },
  bank_question_not_found: { status: 404, message: 'No question in the bank has that id.' },
  import_file_invalid: { status: 400, message: 'This file cannot be read as a question template. Download the template and fill it in.' },
  import_rows_invalid: { status: 422, message: 'Some rows of the file have problems, so nothing was imported. Fix the rows listed and upload the file again.' },
  import_too_large: { status: 413, message: 'An import holds at most 500 questions and 2 MB. Split the file.' },
  exam_questions_invalid: { status: 400, message: 'Choose at least one active question of the exam\'s paper, each once.' },
  blueprint_rows_overlap: { status: 400, message: 'Two rows of the blueprint draw from the same questions (the same area, and the same difficulty or any). Merge them into one row.' },
  exam_courses_required: { status: 400, message: 'An exam for enrolled students needs at least one course whose students may sit it.' },
  exam_window_invalid: { status: 400, message: 'The exam must close after it opens.' },
  blueprint_unfillable: { status: 409, message: 'The bank does not have enough active questions for this blueprint, so it cannot be published. Add questions or lower the counts.' },
  section_not_empty: { status: 409, message: 'This section still holds lessons. Move them to another section or remove them first.' },
  curriculum_order_invalid: { status: 400, message: 'The new order must list every section and every lesson of the course exactly once. Reload the curriculum and try again.' },
  lesson_video_invalid: { status: 400, message: 'The video address must be a YouTube or Vimeo link, or an https address of an MP4 or WebM file.' },
  lesson_pdf_invalid: { status: 415, message: 'The file is not a PDF: its contents do not start the way every PDF does. Export or save it as PDF and upload it again.' },
  lesson_pdf_too_large: { status: 413, message: 'The PDF must be 20 MB or smaller.' },
  nothing_to_publish: { status: 409, message: 'This lesson has no unpublished changes.' },
  lesson_incomplete: { status: 409, message: 'This lesson cannot be published yet: a video lesson needs a working video address, a text lesson its text, a PDF lesson its file.' },
  lesson_version_not_found: { status: 404, message: 'This lesson has no published version with that number.' },
  validation_failed: { status: 400, message: 'Some of the values sent are not valid.' },
  body_too_large: { status: 413, message: 'The request is too large. Send at most 64 kB (files have their own limits).' },
  unsupported_media_type: { status: 415, message: 'Send the request body as JSON (Content-Type: application/json).' },
  malformed_json: { status: 400, message: 'The request body is not valid JSON.' },
  method_not_allowed: { status: 405, message: 'This address does not accept that method.' },
  internal_error: { status: 500, message: 'Something went wrong on our side. Please try again.' },
  page_not_found: { status: 404, message: 'No page has that address.' },
  contact_rate_limited: { status: 429, message: 'You have sent several messages in the last hour. Please wait an hour before sending another, or email or call us.' },
  web_app_not_built: { status: 503, message: 'The web app has not been built yet. Run `npm run build`.' },
} as const satisfies Record<string, { status: ContentfulStatusCode; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

export class AppError extends Error {
  override name = 'AppError';
  readonly status: ContentfulStatusCode;

  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly details?: unknown,
  ) {
    super(message ?? ERRORS[code].message);
    this.status = ERRORS[code].status;
  }
}

export function errorBody(code: ErrorCode, message?: string, details?: unknown) {
  return { error: { code, message: message ?? ERRORS[code].message, ...(details === undefined ? {} : { details }) } };
}
