import { SITE } from '../../contracts/site';

export type MailContent = { subject: string; text: string; html: string };

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
}

/** One branded HTML layout with a single call to action; the text part says the same. */
function layout(opts: {
  title: string;
  greeting: string;
  lines: string[];
  /** A block quoted as written (a visitor's message), line breaks kept. */
  quote?: { heading: string; body: string };
  action: { label: string; url: string };
  footnote: string;
}): MailContent {
  const text = [
    opts.greeting,
    '',
    ...opts.lines,
    '',
    ...(opts.quote ? [`${opts.quote.heading}`, ...opts.quote.body.split('\n').map((line) => `> ${line}`), ''] : []),
    `${opts.action.label}: ${opts.action.url}`,
    '',
    opts.footnote,
    '',
    `${SITE.name} · ${SITE.contact.email}`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(opts.title)}</title></head>
<body style="margin:0;background:#f1f5f4;font-family:Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#0f1f1b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="padding:32px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:16px;overflow:hidden">
<tr><td style="background:#0b5d4b;padding:20px 28px;color:#ffffff;font-size:22px;font-weight:800">${escapeHtml(SITE.name)}<span style="color:#f5b53d">.</span></td></tr>
<tr><td style="padding:28px">
<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(opts.title)}</h1>
<p style="margin:0 0 12px;font-size:15px;line-height:1.6">${escapeHtml(opts.greeting)}</p>
${opts.lines.map((line) => `<p style="margin:0 0 12px;font-size:15px;line-height:1.6">${escapeHtml(line)}</p>`).join('\n')}
${opts.quote ? `<p style="margin:20px 0 6px;font-size:13px;font-weight:700;color:#475569">${escapeHtml(opts.quote.heading)}</p><div style="margin:0 0 12px;padding:14px 16px;border-left:4px solid #0b5d4b;background:#f8faf9;font-size:14px;line-height:1.6;white-space:pre-wrap">${escapeHtml(opts.quote.body)}</div>` : ''}
<p style="margin:24px 0"><a href="${escapeHtml(opts.action.url)}" style="display:inline-block;background:#0b5d4b;color:#ffffff;text-decoration:none;font-weight:700;padding:12px 22px;border-radius:999px">${escapeHtml(opts.action.label)}</a></p>
<p style="margin:0 0 12px;font-size:13px;line-height:1.6;color:#475569">If the button does not work, copy this address into your browser:<br><a href="${escapeHtml(opts.action.url)}" style="color:#0b5d4b;word-break:break-all">${escapeHtml(opts.action.url)}</a></p>
<p style="margin:16px 0 0;font-size:13px;line-height:1.6;color:#475569">${escapeHtml(opts.footnote)}</p>
</td></tr>
<tr><td style="padding:16px 28px;background:#f8faf9;font-size:12px;color:#64748b">${escapeHtml(SITE.name)} · ${escapeHtml(SITE.contact.email)}</td></tr>
</table></td></tr></table></body></html>`;
  return { subject: opts.title, text, html };
}

export function verifyEmailMail(name: string, url: string): MailContent {
  return layout({
    title: `Confirm your email address for ${SITE.name}`,
    greeting: `Hello ${name},`,
    lines: [`Thank you for creating a ${SITE.name} account. Confirm that this is your email address to start enrolling in courses and sitting mock exams.`],
    action: { label: 'Confirm my email address', url },
    footnote: 'The link works once and expires in 24 hours. If you did not sign up, you can ignore this email.',
  });
}

export function resetPasswordMail(name: string, url: string): MailContent {
  return layout({
    title: `Reset your ${SITE.name} password`,
    greeting: `Hello ${name},`,
    lines: ['We received a request to reset the password of your account. Choose a new one with the button below. Every device signed in to your account will be signed out.'],
    action: { label: 'Choose a new password', url },
    footnote: 'The link works once and expires in 1 hour. If you did not ask for this, ignore this email: your password stays as it is.',
  });
}

/**
 * To the holder of an address someone tried to sign up with again: the
 * sign-up answer is the same as for a new address (it must not tell a
 * stranger who has an account), so the owner learns here what to do.
 */
export function accountExistsMail(name: string, signInUrl: string, resetUrl: string): MailContent {
  return layout({
    title: `You already have a ${SITE.name} account`,
    greeting: `Hello ${name},`,
    lines: [
      `Someone, probably you, tried to create a ${SITE.name} account with this email address. You already have one, so no new account was made.`,
      `Sign in with your password, or if you have forgotten it, choose a new one: ${resetUrl}`,
    ],
    action: { label: 'Sign in', url: signInUrl },
    footnote: 'If this was not you, you can ignore this email: nothing has changed on your account.',
  });
}

export type ContactMailInput = { name: string; email: string; phone: string | null; subject: string; message: string };

/** To the team's inbox: who wrote, about what, and the message; replying answers the visitor. */
export function contactAdminMail(input: ContactMailInput, adminUrl: string): MailContent {
  const mail = layout({
    title: `Contact form: ${input.subject}`,
    greeting: `${input.name} sent a message through the contact form.`,
    lines: [`Email: ${input.email}`, `Mobile: ${input.phone ?? 'not given'}`, `Topic: ${input.subject}`, 'Reply to this email to answer them directly.'],
    quote: { heading: 'Their message', body: input.message },
    action: { label: 'Open the admin area', url: adminUrl },
    footnote: `The message is also kept in ${SITE.name}'s admin area as unread.`,
  });
  return { ...mail, subject: `[Contact] ${input.subject}: ${input.name}` };
}

/**
 * To the visitor: we have it, and when to expect an answer. The form mails
 * whatever address was typed, so this copy carries none of the sender's text
 * (not the message, not the name): otherwise anyone could use the form to
 * send their words to a stranger under our name. The team's copy has it all.
 */
export function contactConfirmationMail(input: Pick<ContactMailInput, 'subject'>, siteUrl: string): MailContent {
  return layout({
    title: `We received your message`,
    greeting: 'Hello,',
    lines: [
      `Thank you for contacting ${SITE.name}. We received your message about "${input.subject}" and will answer within one working day, by email to this address.`,
      'This email does not repeat what was written. To add something, send it through the contact form again.',
    ],
    action: { label: `Visit ${SITE.name}`, url: siteUrl },
    footnote: 'You received this email because someone used this address on our contact form. If it was not you, you can ignore it: nothing was signed up for.',
  });
}

export type OrderMailInput = {
  name: string;
  reference: string;
  courses: string[];
  totalPaisa: number;
  methodLabel: string;
  trxId: string | null;
};

// Made once: toLocaleString builds a new formatter on every call (about a
// twentieth of a checkout's CPU).
const WHOLE_TAKA = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const TAKA_AND_PAISA = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function taka(paisa: number): string {
  return `Tk ${(paisa % 100 === 0 ? WHOLE_TAKA : TAKA_AND_PAISA).format(paisa / 100)}`;
}

function orderLines(order: OrderMailInput): string[] {
  return [`Order ${order.reference}: ${order.courses.join(', ')}.`, `Amount: ${taka(order.totalPaisa)} by ${order.methodLabel}${order.trxId ? `, transaction ID ${order.trxId}` : ''}.`];
}

/** The student submitted a payment: what we have and what happens next. */
export function orderSubmittedMail(order: OrderMailInput, statusUrl: string): MailContent {
  return layout({
    title: `We received your payment details (${order.reference})`,
    greeting: `Hello ${order.name},`,
    lines: [
      ...orderLines(order),
      `Our team checks every payment against the ${order.methodLabel} statement, usually within a few hours during office hours. We will email you as soon as your courses are open.`,
    ],
    action: { label: 'See the status of your order', url: statusUrl },
    footnote: 'Keep the confirmation message from your payment app until your order is approved.',
  });
}

/** Approved: the courses are open. */
export function orderApprovedMail(order: OrderMailInput, coursesUrl: string): MailContent {
  return layout({
    title: `Your courses are open (${order.reference})`,
    greeting: `Hello ${order.name},`,
    lines: [...orderLines(order), 'We have confirmed your payment. Your courses are ready: start with the first lesson, or carry on where the preview left off.'],
    action: { label: 'Go to my courses', url: coursesUrl },
    footnote: 'A receipt for this order is on your Purchases page.',
  });
}

/** Rejected: why, and how to put it right. */
export function orderRejectedMail(order: OrderMailInput & { reason: string }, statusUrl: string): MailContent {
  return layout({
    title: `We could not confirm your payment (${order.reference})`,
    greeting: `Hello ${order.name},`,
    lines: [
      ...orderLines(order),
      `We could not match this payment. The reason our team gave: ${order.reason}`,
      `If you did pay, reply to this email with the confirmation message from your payment app. You can also check out again with the correct details.`,
    ],
    action: { label: 'See your order', url: statusUrl },
    footnote: 'No money is taken by Hisab for a rejected order. If you paid and we cannot match it, we refund it to the sending number.',
  });
}

/** A student earned a course's certificate (certificates/award-certificate.ts). */
export function certificateIssuedMail(name: string, courseTitle: string, code: string, verifyUrl: string): MailContent {
  return layout({
    title: `Your certificate for ${courseTitle}`,
    greeting: `Congratulations, ${name}!`,
    lines: [
      `You have completed ${courseTitle}, and your certificate of completion has been issued in your name.`,
      `Its code is ${code}. Anyone you show it to, an employer or a firm, can check it at the address below without signing in.`,
    ],
    action: { label: 'See your certificate', url: verifyUrl },
    footnote: 'If your name is spelt wrongly on it, correct it on your Account page and write to us: we will issue it again in the right name.',
  });
}

/** A certificate issued again in the student's corrected name (certificates/reissue-certificate.ts). */
export function certificateReissuedMail(name: string, courseTitle: string, code: string, verifyUrl: string): MailContent {
  return layout({
    title: `Your certificate for ${courseTitle}, in your corrected name`,
    greeting: `Hello ${name},`,
    lines: [
      `We have issued your certificate for ${courseTitle} again, in your name as your account now has it. Its new code is ${code}; the date of completion is unchanged.`,
      'The old certificate’s page now says it was replaced and points to this one, so share the new one from now on.',
    ],
    action: { label: 'See your certificate', url: verifyUrl },
    footnote: 'Download the new PDF from your Account page.',
  });
}

/** A tutor released the marks of a tutor-marked exam's written answers. */
export function marksReleasedMail(name: string, examTitle: string, resultUrl: string): MailContent {
  return layout({
    title: `Your marks for ${examTitle} are out`,
    greeting: `Hello ${name},`,
    lines: [`Your tutor has marked the written answers of your ${examTitle} attempt. Your score and pass or fail now count them, and the review shows your tutor's comments on each answer.`],
    action: { label: 'See your marks and comments', url: resultUrl },
    footnote: 'If a mark looks wrong, report the question from the review and say why.',
  });
}

/** A question's key was corrected and an attempt's marks moved with it. */
export function marksChangedMail(name: string, examTitle: string, score: { from: number; to: number }, resultUrl: string): MailContent {
  return layout({
    title: `Your marks for ${examTitle} have changed`,
    greeting: `Hello ${name},`,
    lines: [
      `We found and corrected a mistake in the answer key of a question in ${examTitle} and marked your attempt again.`,
      `Your score moved from ${score.from} to ${score.to}. The review shows the corrected question and your marks.`,
    ],
    action: { label: 'See your updated result', url: resultUrl },
    footnote: 'Nothing else of your attempt changed.',
  });
}
