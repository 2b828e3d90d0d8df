import { ArrowRight, Rocket } from 'lucide-react';
import { Link } from 'react-router';
import type { LaunchItem } from '../../contracts/admin-schemas';
import { Panel } from './ui/Panel';

const GROUPS: { group: LaunchItem['group']; title: string }[] = [
  { group: 'payments', title: 'Payment methods' },
  { group: 'coupons', title: 'Coupons' },
  { group: 'contact', title: 'Contact details' },
  { group: 'pages', title: 'Pages' },
  { group: 'mentors', title: 'Mentors' },
  { group: 'site', title: 'Site' },
];

/**
 * "Before you launch": the demo's values still on the site, grouped, each
 * linking to where it is changed. The server derives the list from the
 * data, so an item leaves it when the value is edited; nothing is ticked.
 */
export function LaunchChecklist({ items, basePath }: { items: LaunchItem[]; basePath: string }) {
  if (items.length === 0) return null;
  return (
    <Panel className="mt-8">
      <h2 className="flex items-center gap-2 text-lg font-bold text-ink">
        <Rocket aria-hidden="true" className="h-5 w-5 text-amber-700" /> Before you launch
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {items.length === 1 ? 'One value' : `${items.length} values`} from the demo {items.length === 1 ? 'is' : 'are'} still on the site. Each leaves this list once you change it.
      </p>
      <div className="mt-5 grid gap-6 md:grid-cols-2">
        {GROUPS.map(({ group, title }) => {
          const inGroup = items.filter((item) => item.group === group);
          if (inGroup.length === 0) return null;
          return (
            <section key={group} aria-labelledby={`launch-${group}`}>
              <h3 id={`launch-${group}`} className="text-xs font-semibold uppercase tracking-wider text-slate-600">
                {title}
              </h3>
              <ul className="mt-2 space-y-3" aria-labelledby={`launch-${group}`} data-launch-group={group}>
                {inGroup.map((item) => (
                  <li key={item.key} data-launch-item={item.key} className="text-sm">
                    {item.editPath ? (
                      <Link to={`${basePath}${item.editPath}`} className="group inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
                        {item.label}
                        <ArrowRight aria-hidden="true" className="h-4 w-4 transition group-hover:translate-x-0.5" />
                      </Link>
                    ) : (
                      <span className="font-semibold text-ink">{item.label}</span>
                    )}
                    <p className="mt-0.5 text-slate-600">{item.detail}</p>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </Panel>
  );
}
