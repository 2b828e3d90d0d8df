import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Answer } from '../../src/contracts/exam-schemas';
import { createVerifiedUser } from '../../src/server/auth/create-user';
import type { SeedQuestion } from '../../src/server/db/seed/exam-bank/bank-types';
import { saveAnswer } from '../../src/server/exams/save-answer';
import { startAttempt } from '../../src/server/exams/start-attempt';
import { submitAttempt } from '../../src/server/exams/submit-attempt';
import { insertExamWithBank, SAMPLE_QUESTIONS, SAMPLE_RIGHT_ANSWERS } from '../../src/server/testing/exam-factory';
import { useAppInBrowser } from './support/app';
import { AXE, violationsAtPhoneAndDesktop } from './support/axe';
import { focused, tabTo } from './support/keyboard';
import { appReady, openWatchedPage, settle } from './support/pages';
import { signInThroughApi } from './support/sign-in';

/*
 * Tutor marking: the tutor works by keyboard alone (controls reached with
 * Tab, used with Space, Enter, the arrow keys and the screen's shortcuts).
 * The students sit the exam through the server's own functions, as the
 * player would.
 */

const PASSWORD = 'marked against the guide';

/** The sample bank (five questions marked at once, 10 marks; a written one at 6 of 4 marks) and a second written question at 7 whose first point allows part marks. */
const QUESTIONS: SeedQuestion[] = [
  ...SAMPLE_QUESTIONS,
  {
    ref: 'w2',
    area: 2,
    difficulty: 'standard',
    kind: 'written',
    stem: 'Explain the **accruals basis**, with an example.\n\n- an accrued expense\n- income received in advance',
    points: [
      { text: 'Matches income and expenses to the period they relate to', marks: 3 },
      { text: 'Gives an example of an accrual', marks: 1 },
    ],
    workings: true,
    explanation: 'Worked answer: the accruals basis.',
  },
];
const TOTAL = 18;
const answers = (n: number): Answer[] => [
  ...SAMPLE_RIGHT_ANSWERS,
  { kind: 'written', text: `Script ${n}: the business will continue for the foreseeable future, so assets are carried at cost.` },
  {
    kind: 'written',
    text: 'Income and expenses are recognised when earned or incurred, not when cash moves.',
    workings: [
      ['Rent accrued', '1,200'],
      ['Paid in March', '(800)'],
    ],
  },
];

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

describe('tutor marking', () => {
  const app = useAppInBrowser();
  let examId = 0;
  let examSlug = '';
  let subjectId = 0;
  const people = { tutor: 'tutor.one@example.com', second: 'tutor.two@example.com', lead: 'lead.tutor@example.com', student: 'student0@example.com' };
  const sittings: { attemptId: string; number: number; email: string }[] = [];

  async function account(email: string, name: string, role: 'student' | 'tutor', lead = false) {
    const user = await createVerifiedUser(app.server.services.auth, { name, email, role: 'student', password: PASSWORD });
    if (role === 'tutor') {
      // The role is set before the account first signs in, so no session holds the old one.
      await app.server.db.updateTable('users').set({ role: 'tutor' }).where('id', '=', user.id).execute();
      await app.server.db
        .insertInto('tutor_papers')
        .values({ user_id: user.id, subject_id: subjectId, lead: lead ? 1 : 0 })
        .execute();
    }
    return user;
  }

  /** A student sits and hands in the exam; answers their script's number. */
  async function sit(n: number) {
    const { db, services } = app.server;
    const email = `student${n}@example.com`;
    const student = await account(email, `Student Number${n}`, 'student');
    const { attemptId } = await startAttempt(db, services.exams, { userId: student.id, slug: examSlug });
    for (const [i, answer] of answers(n).entries()) await saveAnswer(db, services.exams, { userId: student.id, attemptId, position: i + 1, input: { answer, revision: 1, flagged: false } });
    await submitAttempt(db, services.exams, { userId: student.id, attemptId });
    const { id } = await db.selectFrom('marking_scripts').select('id').where('attempt_id', '=', attemptId).executeTakeFirstOrThrow();
    sittings.push({ attemptId, number: id, email });
  }

  const script = (number: number) => app.server.db.selectFrom('marking_scripts').selectAll().where('id', '=', number).executeTakeFirstOrThrow();
  const marksOf = (number: number) =>
    app.server.db.selectFrom('script_marks').select(['position', 'awards', 'marks_hundredths', 'comment']).where('script_id', '=', number).orderBy('position').execute();

  async function signedIn(email: string, viewport = { width: 1280, height: 800 }) {
    const watched = await openWatchedPage(app.browser, viewport, AXE);
    await signInThroughApi(watched.page, app.server.url, email, PASSWORD);
    return watched;
  }

  beforeAll(async () => {
    const { db, services } = app.server;
    const { exam, subject } = await insertExamWithBank(db, services.exams, { questions: QUESTIONS, overrides: { written_marking: 'tutor', total_marks: TOTAL, title: 'Going concern mock' } });
    examId = exam.id;
    examSlug = exam.slug;
    subjectId = subject.id;
    // The second written question's first point allows part marks (the studio sets it; the seed's bank format has no word for it).
    const version = await db
      .selectFrom('question_versions as v')
      .innerJoin('exam_questions as q', 'q.question_id', 'v.question_id')
      .select(['v.id', 'v.answer_key'])
      .where('q.exam_id', '=', exam.id)
      .where('q.position', '=', 7)
      .executeTakeFirstOrThrow();
    const key = JSON.parse(version.answer_key) as { kind: 'written'; points: { id: string; partial?: boolean }[] };
    key.points[0]!.partial = true;
    await db
      .updateTable('question_versions')
      .set({ answer_key: JSON.stringify(key) })
      .where('id', '=', version.id)
      .execute();
    await services.exams.invalidate();

    await account(people.tutor, 'Tahmina Tutor', 'tutor');
    await account(people.second, 'Rafiq Second', 'tutor');
    await account(people.lead, 'Lubna Lead', 'tutor', true);
    await account(people.student, 'Curious Student', 'student');
    // Two scripts: "Release and mark next" goes from the first to the second.
    await sit(1);
    await sit(2);
  });

  it(
    'marks a script by keyboard: the queue, a partial point, comments, a draft saved and saved again by itself, release and on to the next; the student gets the marks',
    { timeout: 180_000 },
    async () => {
      const [first, second] = sittings;
      const { page, errors, close } = await signedIn(people.tutor);
      try {
        // The account menu leads to the marking area, and no admin link is offered to a tutor.
        await page.goto(app.server.url);
        await appReady(page);
        await tabTo(page, /Account menu for Tahmina Tutor/);
        await page.keyboard.press('Enter');
        expect(await page.locator('#user-menu').getByRole('link', { name: 'Admin area' }).count()).toBe(0);
        await tabTo(page, 'Marking');
        await page.keyboard.press('Enter');
        await page.waitForURL(`${app.server.url}/marking`);
        await page.getByRole('heading', { name: 'Going concern mock' }).waitFor();

        // The queue: the exam with its paper, counts, the oldest's wait, and each question's answers to mark.
        const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Going concern mock' }) });
        await expect.poll(() => card.innerText()).toMatch(/2\s+to mark/);
        expect(await card.innerText()).toMatch(/Oldest script\s+waiting (under a minute|1 minute)/);
        await card.getByRole('link', { name: /^Explain the going concern basis\.\s*2 answers to mark$/ }).waitFor();
        await card.getByRole('link', { name: /^Explain the accruals basis, with an example.*\s2 answers to mark$/ }).waitFor();
        expect(await page.locator('main').innerText()).not.toContain('Number1');
        expect(await violationsAtPhoneAndDesktop(page, 'marking queue')).toEqual([]);

        // "Start marking" opens the oldest script.
        await tabTo(page, 'Start marking');
        await page.keyboard.press('Enter');
        await page.waitForURL(`${app.server.url}/marking/scripts/${first!.number}`);
        await page.getByRole('heading', { name: `Script ${first!.number}`, level: 1 }).waitFor();
        // Blind: a number, the answer, never the name.
        expect(await page.locator('main').innerText()).not.toMatch(/Number1|student1@/);
        await page.getByText('Rent accrued').waitFor();
        await page.locator('strong', { hasText: 'accruals basis' }).waitFor();
        await page.getByText('Total 10 / 18').waitFor();

        // Question 6: an all-or-nothing point ticked with Space, and a comment.
        await tabTo(page, /^Defines going concern/);
        await page.keyboard.press('Space');
        await tabTo(page, /^Comment on this answer/);
        await page.keyboard.type('Define it first, then give an indicator of doubt.');
        // Question 7: the part-marks point stepped with the arrow keys, a mistyped mark explained and put right.
        await tabTo(page, /^Matches income and expenses/);
        for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowUp');
        expect(await page.locator('#point-7-p1').inputValue()).toBe('1.5');
        await page.keyboard.press('Control+A');
        await page.keyboard.type('1.2');
        await page.getByText('Use half marks: 0 to 3 in half marks.').waitFor();
        await page.keyboard.press('Control+A');
        await page.keyboard.type('2.5');
        await page.keyboard.press('ArrowDown');
        expect(await page.locator('#point-7-p1').inputValue()).toBe('2');
        await tabTo(page, /^Comment on this answer/);
        await page.keyboard.type('Good example; say which period the rent belongs to.');
        await tabTo(page, /^Comment on the whole script/);
        await page.keyboard.type('A fair script.');
        await page.getByText('Total 14 / 18').waitFor();

        // Ctrl+S saves a draft: the student sees nothing yet.
        await page.keyboard.press('Control+s');
        await page.getByText(/^Draft saved at \d\d:\d\d\.$/).waitFor();
        expect(await script(first!.number)).toMatchObject({ state: 'draft', revision: 1, comment: 'A fair script.' });
        // A change saves itself a few seconds later, from the revision the last save answered.
        await page.keyboard.type(' Revise the definitions.');
        await page.getByText('Unsaved changes: saving a draft in a moment.').waitFor();
        await page.getByText(/^Draft saved at \d\d:\d\d\.$/).waitFor({ timeout: 15_000 });
        expect(await script(first!.number)).toMatchObject({ state: 'draft', revision: 2, comment: 'A fair script. Revise the definitions.' });
        expect(await violationsAtPhoneAndDesktop(page, 'marking a script')).toEqual([]);

        // Release and mark next: the next script opens with its first answer's heading focused.
        await tabTo(page, /Release and mark next$/);
        await page.keyboard.press('Enter');
        await page.waitForURL(`${app.server.url}/marking/scripts/${second!.number}`);
        await page.getByRole('heading', { name: `Script ${second!.number}`, level: 1 }).waitFor();
        await expect.poll(() => focusedText(page)).toBe('Question 6');
        expect(await script(first!.number)).toMatchObject({ state: 'released' });
        expect(await marksOf(first!.number)).toEqual([
          { position: 6, awards: JSON.stringify([{ pointId: 'p1', marks: 2 }]), marks_hundredths: 200, comment: 'Define it first, then give an indicator of doubt.' },
          { position: 7, awards: JSON.stringify([{ pointId: 'p1', marks: 2 }]), marks_hundredths: 200, comment: 'Good example; say which period the rent belongs to.' },
        ]);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }

      // The student sees the released marks.
      const student = await signedIn(first!.email, { width: 375, height: 800 });
      try {
        await student.page.goto(`${app.server.url}/examcl/${first!.attemptId}`);
        await appReady(student.page);
        await student.page.getByText('14 of 18 marks', { exact: true }).waitFor();
        await student.page.getByText('Pass · pass mark 50%').waitFor();
        // The tutor's comments are in the review.
        await student.page.getByText('A fair script. Revise the definitions.').waitFor();
        await student.page.getByText('Good example; say which period the rent belongs to.').waitFor();
        await student.page.getByText('Define it first, then give an indicator of doubt.').waitFor();
        expect(student.errors).toEqual([]);
      } finally {
        await student.close();
      }
    },
  );

  it('warns a second tutor who opens a script being marked, and refuses a stale save while keeping what was typed', { timeout: 180_000 }, async () => {
    const second = sittings[1]!;
    const address = `${app.server.url}/marking/scripts/${second.number}`;
    const one = await signedIn(people.tutor);
    const two = await signedIn(people.second, { width: 375, height: 800 });
    try {
      await one.page.goto(address);
      await one.page.getByRole('heading', { name: `Script ${second.number}`, level: 1 }).waitFor();
      await appReady(one.page);

      // The second tutor is told who has it open.
      await two.page.goto(address);
      await two.page.getByText(/^Tahmina Tutor opened this script/).waitFor();
      expect(await violationsAtPhoneAndDesktop(two.page, 'a script another tutor has open', { width: 375, height: 800 })).toEqual([]);
      await two.page.getByLabel(/^Gives one indicator of doubt/).check();
      await two.page.getByRole('button', { name: 'Save draft' }).click();
      await two.page.getByText(/^Draft saved at/).waitFor();

      // The first tutor, on the copy opened before that save, marks by keyboard and saves: refused, and nothing lost.
      await tabTo(one.page, /^Defines going concern/);
      await one.page.keyboard.press('Space');
      await tabTo(one.page, /^Comment on this answer/);
      await one.page.keyboard.type('Mine: a clear definition.');
      await one.page.keyboard.press('Control+s');
      await one.page.getByRole('heading', { name: 'Your marks were not saved' }).waitFor();
      await expect.poll(() => focusedText(one.page)).toBe('Your marks were not saved');
      expect(await one.page.locator('#point-6-p1').isChecked()).toBe(true);
      expect(await one.page.locator('#comment-6').inputValue()).toBe('Mine: a clear definition.');
      expect(await marksOf(second.number)).toEqual([{ position: 6, awards: JSON.stringify([{ pointId: 'p2', marks: 2 }]), marks_hundredths: 200, comment: '' }]);
      expect(await violationsAtPhoneAndDesktop(one.page, 'a refused save')).toEqual([]);

      // Side by side, the tutor keeps their own marks for question 6 and saves them on top of the newest save.
      await tabTo(one.page, 'Compare with the newest marks');
      await one.page.keyboard.press('Enter');
      await expect.poll(() => focusedText(one.page)).toBe('Your marks beside the newest saved');
      const comparison = await one.page.locator('section').filter({ hasText: 'Your marks beside the newest saved' }).innerText();
      expect(comparison).toContain('Defines going concern');
      expect(comparison).toContain('Gives one indicator of doubt');
      expect(await violationsAtPhoneAndDesktop(one.page, 'comparing with the newest marks')).toEqual([]);
      await tabTo(one.page, 'Save with these choices');
      await one.page.keyboard.press('Enter');
      await one.page.getByText(/^Draft saved at/).waitFor();
      expect(await marksOf(second.number)).toEqual([{ position: 6, awards: JSON.stringify([{ pointId: 'p1', marks: 2 }]), marks_hundredths: 200, comment: 'Mine: a clear definition.' }]);
      expect((await script(second.number)).revision).toBe(2);
      expect(one.errors.filter((e) => !e.includes('409'))).toEqual([]);
      expect(two.errors).toEqual([]);
    } finally {
      await one.close();
      await two.close();
    }
  });

  it('lets a lead tutor sample released scripts and change a mark with a reason, kept in its history', { timeout: 120_000 }, async () => {
    const first = sittings[0]!;
    const { page, errors, close } = await signedIn(people.lead);
    try {
      await page.goto(`${app.server.url}/marking/exams/${examId}?state=released`);
      await page.getByRole('heading', { name: 'Going concern mock', level: 1 }).waitFor();
      await appReady(page);
      await tabTo(page, 'Sample 10 for moderation');
      await page.keyboard.press('Enter');
      await page.getByText('1 sampled').waitFor();
      expect(await violationsAtPhoneAndDesktop(page, 'sampled scripts')).toEqual([]);
      await tabTo(page, `Script ${first.number}`);
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: `Script ${first.number}`, level: 1 }).waitFor();
      await page.getByText(/^Released .*by Tahmina Tutor: the student has these marks/).waitFor();

      // The second "Change this mark" is question 7's.
      await tabTo(page, 'Change this mark');
      await page.keyboard.press('Tab');
      await tabTo(page, 'Change this mark');
      await page.keyboard.press('Enter');
      await expect.poll(() => focusedText(page)).toBe('Change the mark of question 7');
      await tabTo(page, /^Matches income and expenses/);
      await page.keyboard.press('ArrowUp');
      await tabTo(page, 'Save the change');
      await page.keyboard.press('Enter');
      // No reason: refused in the form, with the focus on the reason.
      await page.getByText('Say why the mark changes: the reason is kept with the mark’s history.').waitFor();
      expect((await focused(page)).name).toMatch(/^Reason for the change/);
      await page.keyboard.type('The example earns the full period point.');
      expect(await violationsAtPhoneAndDesktop(page, 'changing a released mark')).toEqual([]);
      await tabTo(page, 'Save the change');
      await page.keyboard.press('Enter');
      await page.getByText('Question 7: mark changed from 2 to 2.5. The change is kept in its history.').waitFor();
      const history = page.locator('section[aria-labelledby="history-7"]');
      await expect.poll(() => history.innerText()).toMatch(/Moderated\s*2 → 2\.5 of 4\s*by Lubna Lead/);
      expect(await history.innerText()).toContain('Reason: The example earns the full period point.');
      expect(await history.innerText()).toMatch(/Released\s*2 of 4\s*by Tahmina Tutor/);
      const moderated = await app.server.db.selectFrom('exam_attempts').select('score_hundredths').where('id', '=', first.attemptId).executeTakeFirstOrThrow();
      expect(moderated.score_hundredths).toBe(1450);
      expect(await violationsAtPhoneAndDesktop(page, 'a moderated script')).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('tells a student the marking area is not theirs', async () => {
    const { page, errors, close } = await signedIn(people.student, { width: 375, height: 800 });
    try {
      for (const path of ['/marking', `/marking/exams/${examId}`, `/marking/scripts/${sittings[0]!.number}`]) {
        await page.goto(app.server.url + path);
        await page.getByRole('heading', { name: 'Marking is not available to your account' }).waitFor();
        await settle(page);
      }
      expect(await page.locator('main').innerText()).not.toContain('Going concern mock');
      expect(await violationsAtPhoneAndDesktop(page, 'marking refused to a student', { width: 375, height: 800 })).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
