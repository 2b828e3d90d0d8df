import type { Backlog, ExamTurnaround, Releases, Turnaround, TutorTurnaround } from '../../contracts/tutor-admin-schemas';
import { TURNAROUND_DAYS } from '../../contracts/tutor-admin-schemas';
import type { Db } from '../db/database';
import type { MarkingScriptsTable } from '../db/schema';
import { median } from './median';
import { isSuspended } from './suspension';
import { accountRole } from './to-admin-user';

const DAY_MS = 24 * 60 * 60 * 1000;

type Unreleased = Exclude<MarkingScriptsTable['state'], 'released'>;
type Counted = { awaiting: number | null; drafts: number | null; oldest_awaiting: string | null; oldest_draft: string | null };
type Release = { exam_id: number; marked_by: string | null; submitted_at: string; released_at: string };

/**
 * How fast tutor marking goes: per tutor and per exam, the scripts awaiting
 * a marker and in draft, when the longest-waiting one was handed in, and
 * the scripts released in the last TURNAROUND_DAYS days with the median
 * time from hand-in to release. A release counts for whoever released it
 * (`marked_by`); a tutor's backlog is every unreleased script of the papers
 * they mark, whoever has it open.
 *
 * The waiting scripts are counted per exam and per paper by correlated
 * counts, each a range of one of the queue's indexes ((exam_id, state,
 * submitted_at), (subject_id, state, submitted_at)), so their cost follows
 * the backlog rather than every script ever marked. The window's releases
 * are read as rows and their medians taken here: both databases sort the
 * same way in JavaScript, where PostgreSQL's percentile_cont has no SQLite
 * counterpart.
 */
export async function markingTurnaround(db: Db, now = new Date()): Promise<Turnaround> {
  const since = new Date(now.getTime() - TURNAROUND_DAYS * DAY_MS).toISOString();
  const [papers, releases] = await Promise.all([readPaperBacklogs(db), readReleases(db, since)]);
  const [exams, tutors] = await Promise.all([readExams(db, [...new Set(releases.map((r) => r.exam_id))]), readMarkers(db, releases)]);

  const secondsByExam = new Map<number, number[]>();
  const secondsByMarker = new Map<string, number[]>();
  const everySeconds: number[] = [];
  for (const release of releases) {
    const seconds = Math.max(0, (Date.parse(release.released_at) - Date.parse(release.submitted_at)) / 1000);
    everySeconds.push(seconds);
    push(secondsByExam, release.exam_id, seconds);
    if (release.marked_by !== null) push(secondsByMarker, release.marked_by, seconds);
  }

  const paperBacklog = new Map(papers.map((p) => [p.id, toBacklog(p)]));
  const examLines: ExamTurnaround[] = exams.map((e) => ({
    examId: e.id,
    title: e.title,
    paper: { id: e.subject_id, name: e.subject_name },
    tutorMarked: e.written_marking === 'tutor',
    backlog: toBacklog(e),
    releases: toReleases(secondsByExam.get(e.id)),
  }));
  const tutorLines: TutorTurnaround[] = tutors.map((t) => {
    const role = accountRole(t.role);
    return {
      userId: t.id,
      name: t.name,
      email: t.email,
      role,
      suspended: isSuspended(t, now),
      papers: t.papers,
      backlog: role === 'tutor' ? sumBacklogs(t.papers.map((p) => paperBacklog.get(p.subjectId)).filter((b) => b !== undefined)) : null,
      releases: toReleases(secondsByMarker.get(t.id)),
    };
  });

  return {
    asOf: now.toISOString(),
    windowDays: TURNAROUND_DAYS,
    overall: { backlog: sumBacklogs([...paperBacklog.values()]), releases: toReleases(everySeconds) },
    tutors: tutorLines.sort((a, b) => byWaiting(a.backlog, b.backlog) || a.name.localeCompare(b.name)),
    exams: examLines.sort((a, b) => byWaiting(a.backlog, b.backlog) || a.paper.name.localeCompare(b.paper.name) || a.title.localeCompare(b.title)),
  };
}

/**
 * Tutor-marked exams, and any other exam with scripts waiting or released in the window (one
 * switched back to self-marking keeps its scripts). Those with releases are known from the
 * window's rows already read: probing each exam for one would walk its released scripts
 * oldest first, the recent ones last.
 */
async function readExams(db: Db, releasedIn: number[]) {
  return db
    .selectFrom('exams as e')
    .innerJoin('subjects as s', 's.id', 'e.subject_id')
    .select((eb) => {
      const scripts = (state: Unreleased) => eb.selectFrom('marking_scripts as m').whereRef('m.exam_id', '=', 'e.id').where('m.state', '=', state);
      return [
        'e.id',
        'e.title',
        'e.written_marking',
        's.id as subject_id',
        's.name as subject_name',
        scripts('awaiting')
          .select((c) => c.fn.countAll<number>().as('n'))
          .as('awaiting'),
        scripts('draft')
          .select((c) => c.fn.countAll<number>().as('n'))
          .as('drafts'),
        scripts('awaiting')
          .select((c) => c.fn.min('m.submitted_at').as('t'))
          .as('oldest_awaiting'),
        scripts('draft')
          .select((c) => c.fn.min('m.submitted_at').as('t'))
          .as('oldest_draft'),
      ];
    })
    .where((eb) =>
      eb.or([
        eb.and([eb('e.written_marking', '=', 'tutor'), eb('e.deleted_at', 'is', null)]),
        eb.exists(eb.selectFrom('marking_scripts as m').select('m.id').whereRef('m.exam_id', '=', 'e.id').where('m.state', 'in', ['awaiting', 'draft'])),
        ...(releasedIn.length > 0 ? [eb('e.id', 'in', releasedIn)] : []),
      ]),
    )
    .execute();
}

/** Each paper's unreleased scripts: what a tutor of the paper has waiting. */
async function readPaperBacklogs(db: Db) {
  return db
    .selectFrom('subjects as s')
    .select((eb) => {
      const scripts = (state: Unreleased) => eb.selectFrom('marking_scripts as m').whereRef('m.subject_id', '=', 's.id').where('m.state', '=', state);
      return [
        's.id',
        scripts('awaiting')
          .select((c) => c.fn.countAll<number>().as('n'))
          .as('awaiting'),
        scripts('draft')
          .select((c) => c.fn.countAll<number>().as('n'))
          .as('drafts'),
        scripts('awaiting')
          .select((c) => c.fn.min('m.submitted_at').as('t'))
          .as('oldest_awaiting'),
        scripts('draft')
          .select((c) => c.fn.min('m.submitted_at').as('t'))
          .as('oldest_draft'),
      ];
    })
    .execute();
}

async function readReleases(db: Db, since: string): Promise<Release[]> {
  const rows = await db.selectFrom('marking_scripts').select(['exam_id', 'marked_by', 'submitted_at', 'released_at']).where('state', '=', 'released').where('released_at', '>=', since).execute();
  return rows.filter((r): r is Release => r.released_at !== null);
}

/** Every tutor, and every other account that released scripts in the window (an admin, or someone no longer a tutor), with their papers. */
async function readMarkers(db: Db, releases: Release[]) {
  const releasedBy = [...new Set(releases.map((r) => r.marked_by).filter((id) => id !== null))];
  const accounts = await db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'role', 'banned', 'ban_expires'])
    .where((eb) => (releasedBy.length > 0 ? eb.or([eb('role', '=', 'tutor'), eb('id', 'in', releasedBy)]) : eb('role', '=', 'tutor')))
    .execute();
  const papers =
    accounts.length === 0
      ? []
      : await db
          .selectFrom('tutor_papers as tp')
          .innerJoin('subjects as s', 's.id', 'tp.subject_id')
          .select(['tp.user_id', 's.id', 's.name', 'tp.lead'])
          .where(
            'tp.user_id',
            'in',
            accounts.map((a) => a.id),
          )
          .orderBy('s.position')
          .execute();
  return accounts.map((a) => ({
    ...a,
    papers: papers.filter((p) => p.user_id === a.id).map((p) => ({ subjectId: p.id, name: p.name, lead: p.lead === 1 })),
  }));
}

function push<K>(map: Map<K, number[]>, key: K, value: number): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function earliest(...times: (string | null)[]): string | null {
  const present = times.filter((t): t is string => t !== null).map((t) => new Date(t).toISOString());
  return present.length === 0 ? null : present.sort()[0]!;
}

function toBacklog(row: Counted): Backlog {
  return { awaiting: Number(row.awaiting ?? 0), drafts: Number(row.drafts ?? 0), oldestWaitingAt: earliest(row.oldest_awaiting, row.oldest_draft) };
}

function sumBacklogs(backlogs: Backlog[]): Backlog {
  return {
    awaiting: backlogs.reduce((n, b) => n + b.awaiting, 0),
    drafts: backlogs.reduce((n, b) => n + b.drafts, 0),
    oldestWaitingAt: earliest(...backlogs.map((b) => b.oldestWaitingAt)),
  };
}

function toReleases(seconds: number[] | undefined): Releases {
  const middle = median(seconds ?? []);
  return { released: seconds?.length ?? 0, medianSeconds: middle === null ? null : Math.round(middle) };
}

/** Longest waiting first; nothing waiting last. */
function byWaiting(a: Backlog | null, b: Backlog | null): number {
  const x = a?.oldestWaitingAt ?? null;
  const y = b?.oldestWaitingAt ?? null;
  if (x === y) return 0;
  if (x === null) return 1;
  if (y === null) return -1;
  return x.localeCompare(y);
}
