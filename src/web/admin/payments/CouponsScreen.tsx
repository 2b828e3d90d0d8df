import { Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { couponUsageText, couponWaitingText } from '../../../contracts/coupon-usage';
import type { AdminCoupon } from '../../../contracts/payments-admin-schemas';
import { useCoupons, useEnrollmentList, useSaveCoupon } from './payments-api';
import { errorText } from '../../api/error-text';
import { FormAlert } from '../../components/FormAlert';
import { PageMeta } from '../../components/PageMeta';
import { formatDate } from '../../format/dates';
import { formatTaka } from '../../format/money';
import { showSuccessToast } from '../../toast/toaster-ready';
import { Badge } from '../ui/Badge';
import { Button } from '../ui/Button';
import { EmptyState } from '../ui/EmptyState';
import { Loaded } from '../ui/Loaded';
import { Panel } from '../ui/Panel';
import { CouponForm } from './CouponForm';
import { PaymentsFrame } from './PaymentsFrame';

function couponState(c: AdminCoupon): { tone: 'green' | 'slate' | 'amber' | 'red'; label: string } {
  if (!c.active) return { tone: 'slate', label: 'Inactive' };
  if (c.expiresAt && new Date(c.expiresAt).getTime() < Date.now()) return { tone: 'red', label: 'Expired' };
  if (c.usageLimit !== null && c.usedCount > c.usageLimit) return { tone: 'red', label: 'Over the limit' };
  if (c.usageLimit !== null && c.usedCount >= c.usageLimit) return { tone: 'amber', label: 'Used up' };
  return { tone: 'green', label: 'Active' };
}

/** Discount codes: what each gives, how often it was used, and switching one off. */
export default function CouponsScreen() {
  const coupons = useCoupons();
  const courses = useEnrollmentList({ pageSize: 1 });
  const toggle = useSaveCoupon();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  // Back from a form, the button that opened it has the focus again, never the page.
  const [newOpened, setNewOpened] = useState(false);
  const editButtons = useRef(new Map<number, HTMLButtonElement>());
  const closeEdit = (id: number) => {
    setEditing(null);
    requestAnimationFrame(() => editButtons.current.get(id)?.focus());
  };
  const [toggling, setToggling] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const courseList = courses.data?.courses ?? [];
  const titles = new Map(courseList.map((c) => [c.slug, c.title]));

  async function setActive(coupon: AdminCoupon, active: boolean) {
    setProblem(null);
    setToggling(coupon.id);
    try {
      await toggle.mutateAsync({ id: coupon.id, input: { active } });
      void showSuccessToast(`${coupon.code} is ${active ? 'active again' : 'switched off'}.`);
    } catch (caught) {
      setProblem(errorText(caught));
    } finally {
      setToggling(null);
    }
  }

  return (
    <PaymentsFrame
      intro="Codes students type at checkout. Totals are always worked out on the server. A use is counted when a payment is approved; waiting orders hold none."
      actions={
        editing !== 'new' && (
          <Button
            variant="primary"
            icon={Plus}
            autoFocus={newOpened}
            onClick={() => {
              setNewOpened(true);
              setEditing('new');
            }}
          >
            New coupon
          </Button>
        )
      }
    >
      <PageMeta title="Coupons" />
      {editing === 'new' && (
        <Panel title="New coupon" className="mt-6">
          <CouponForm coupon={null} courses={courseList} onDone={() => setEditing(null)} />
        </Panel>
      )}
      {problem && (
        <div className="mt-6">
          <FormAlert>{problem}</FormAlert>
        </div>
      )}
      <Loaded query={coupons} what="the coupons">
        {(data) =>
          data.coupons.length === 0 ? (
            <EmptyState>No coupons yet.</EmptyState>
          ) : (
            <ul className="mt-6 space-y-3" aria-label="Coupons">
              {data.coupons.map((c) => {
                const state = couponState(c);
                const waiting = couponWaitingText(c);
                return (
                  <li key={c.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5" data-coupon={c.code}>
                    <div className="flex flex-col gap-3 md:flex-row md:items-center">
                      <div className="min-w-0 flex-1">
                        <p className="flex flex-wrap items-center gap-2">
                          <span className="rounded-lg bg-slate-100 px-2 py-0.5 font-mono text-sm font-bold text-ink">{c.code}</span>
                          <span className="font-semibold text-ink">{c.kind === 'percent' ? `${c.amount}% off` : `${formatTaka(c.amount)} off`}</span>
                          <Badge tone={state.tone}>{state.label}</Badge>
                        </p>
                        <p className="mt-1 text-sm text-slate-600">{c.description}</p>
                        <p className="mt-1 text-xs text-slate-500">
                          {c.courseSlugs.length ? c.courseSlugs.map((s) => titles.get(s) ?? s).join(', ') : 'Every course'}
                          {' · '}
                          {c.expiresAt ? `until ${formatDate(c.expiresAt)}` : 'no expiry'}
                        </p>
                      </div>
                      <div className="text-sm md:w-48 md:text-right" data-testid="coupon-uses">
                        <p className={`font-semibold tabular-nums ${c.usageLimit !== null && c.usedCount > c.usageLimit ? 'text-red-700' : 'text-ink'}`}>{couponUsageText(c)}</p>
                        {waiting && (
                          <p className="text-xs text-slate-600">
                            {waiting}
                            {c.usageLimit !== null && c.usedCount + c.waitingCount > c.usageLimit
                              ? `: ${(c.usedCount + c.waitingCount - c.usageLimit).toLocaleString('en-IN')} past the limit if all are approved`
                              : ''}
                          </p>
                        )}
                      </div>
                      <div className="flex gap-2">
                        <Button
                          size="sm"
                          ref={(el) => {
                            if (el) editButtons.current.set(c.id, el);
                            else editButtons.current.delete(c.id);
                          }}
                          aria-expanded={editing === c.id}
                          onClick={() => setEditing(editing === c.id ? null : c.id)}
                        >
                          Edit
                        </Button>
                        <Button size="sm" busy={toggling === c.id} disabled={toggle.isPending} onClick={() => void setActive(c, !c.active)}>
                          {c.active ? 'Deactivate' : 'Activate'}
                        </Button>
                      </div>
                    </div>
                    {editing === c.id && (
                      <div className="mt-4 border-t border-slate-100 pt-4">
                        <CouponForm coupon={c} courses={courseList} onDone={() => closeEdit(c.id)} />
                      </div>
                    )}
                  </li>
                );
              })}
            </ul>
          )
        }
      </Loaded>
    </PaymentsFrame>
  );
}
