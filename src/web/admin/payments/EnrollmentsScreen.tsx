import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import type { AdminEnrollment } from '../../../contracts/payments-admin-schemas';
import { useEnrollmentList } from './payments-api';
import { PageMeta } from '../../components/PageMeta';
import { formatDate } from '../../format/dates';
import { EnrollmentActions } from './EnrollmentActions';
import { ManualEnrollForm } from './ManualEnrollForm';
import { Button } from '../ui/Button';
import { EmptyState } from '../ui/EmptyState';
import { FilterBar } from '../ui/FilterBar';
import { Loaded } from '../ui/Loaded';
import { Pager } from '../ui/Pager';
import { SearchBox } from '../ui/SearchBox';
import { SelectField } from '../ui/SelectField';
import { useListAddress } from '../use-list-address';
import { PaymentsFrame } from './PaymentsFrame';
import { EnrollmentStateBadge } from './StatusBadges';

const SOURCES: Record<AdminEnrollment['source'], string> = { order: 'Paid order', free: 'Free', manual: 'Manual' };
const ACCESS_CHOICES = [
  ['', 'Any access'],
  ['active', 'Active'],
  ['expired', 'Expired'],
  ['revoked', 'Revoked'],
] as const;

/** Who has access to what: search, filter, enroll by hand, revoke and extend. */
export default function EnrollmentsScreen() {
  const { params, q, page, search, setSearch, update, clear } = useListAddress();
  const filters = {
    q: q || undefined,
    course: params.get('course') || undefined,
    state: (params.get('state') || undefined) as AdminEnrollment['state'] | undefined,
    page,
  };
  const list = useEnrollmentList(filters);
  const [enrolling, setEnrolling] = useState(false);
  // Back from the form, its button has the focus again.
  const [enrolled, setEnrolled] = useState(false);

  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <PaymentsFrame
      intro="Every student’s access to every course. Enroll someone who paid in cash, withdraw access, or give more time."
      actions={
        !enrolling && (
          <Button
            variant="primary"
            icon={UserPlus}
            autoFocus={enrolled}
            onClick={() => {
              setEnrolled(true);
              setEnrolling(true);
            }}
          >
            Enroll a student
          </Button>
        )
      }
    >
      <PageMeta title="Enrollments" />
      {enrolling && data && <ManualEnrollForm courses={data.courses} onDone={() => setEnrolling(false)} />}

      <FilterBar label="Find enrollments" columns="md:grid-cols-[1fr_16rem_10rem]">
        <SearchBox id="enrollment-search" label="Search by student name or email" placeholder="Student name or email" value={search} onChange={setSearch} />
        <SelectField
          id="enrollment-course"
          label="Course"
          labelHidden
          value={filters.course ?? ''}
          choices={[['', 'Every course'], ...(data?.courses.map((c) => [c.slug, c.title] as const) ?? [])]}
          onChange={(course) => update({ course })}
        />
        <SelectField id="enrollment-access" label="Access" labelHidden value={filters.state ?? ''} choices={ACCESS_CHOICES} onChange={(state) => update({ state })} />
      </FilterBar>

      <Loaded query={list} what="the enrollments">
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState action={(q || filters.course || filters.state) && <Button onClick={() => clear()}>Clear search and filters</Button>}>
              {q || filters.course || filters.state ? 'No enrollments match.' : 'No enrollments yet. Approve a payment, or enroll a student by hand.'}
            </EmptyState>
          ) : (
            <>
              <p className="mt-6 text-sm text-slate-600" aria-live="polite">
                {data.total.toLocaleString('en-IN')} enrollment{data.total === 1 ? '' : 's'}
              </p>
              <ul
                className={`mt-3 divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition ${list.isFetching ? 'opacity-70' : ''}`}
                aria-label="Enrollments"
              >
                {data.items.map((e) => {
                  const percent = e.lessonsCount ? Math.round((e.completedLessons / e.lessonsCount) * 100) : 0;
                  return (
                    <li key={e.id} className="grid gap-3 p-4 sm:px-5 md:grid-cols-[minmax(0,1fr)_15rem] md:items-center xl:grid-cols-[minmax(0,1fr)_15rem_20rem]" data-enrollment={e.id}>
                      <div className="min-w-0">
                        <p className="truncate font-semibold text-ink">{e.student.name}</p>
                        <p className="truncate text-sm text-slate-500">{e.student.email}</p>
                        <p className="mt-1 text-sm text-slate-700">{e.course.title}</p>
                      </div>
                      <div className="space-y-1.5 text-sm">
                        <p className="flex flex-wrap items-center gap-2">
                          <EnrollmentStateBadge state={e.state} />
                          <span className="text-slate-600">{SOURCES[e.source]}</span>
                        </p>
                        <p className="text-slate-600">
                          {formatDate(e.startsAt)} → {e.expiresAt ? formatDate(e.expiresAt) : 'no end'}
                        </p>
                        {e.revokeReason && e.state === 'revoked' && <p className="text-red-800">{e.revokeReason}</p>}
                        <div className="flex items-center gap-2" title={`${e.completedLessons} of ${e.lessonsCount} lessons`}>
                          <span className="h-1.5 w-28 overflow-hidden rounded-full bg-slate-100">
                            <span className="block h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
                          </span>
                          <span className="text-xs tabular-nums text-slate-500">
                            {e.completedLessons}/{e.lessonsCount} lessons
                          </span>
                        </div>
                      </div>
                      <EnrollmentActions enrollment={e} />
                    </li>
                  );
                })}
              </ul>
              <Pager page={page} pages={pages} onPage={(p) => update({ page: String(p) })} />
            </>
          )
        }
      </Loaded>
    </PaymentsFrame>
  );
}
