import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import { useHeader } from './header-context';
import type { NavGroup } from './nav-items';

type Props = { index: number; label: string; groups: NavGroup[] };

/** A desktop dropdown (disclosure pattern): a button with aria-expanded that opens its panel by index. */
export function SubMenu({ index, label, groups }: Props) {
  const { openSubMenuIndex, toggleSubMenu } = useHeader();
  const open = openSubMenuIndex === index;
  const wide = groups.length > 1;
  return (
    // Opened by click or keyboard only: hover-to-open fights with click-to-toggle and fails on touch screens.
    <li className="relative">
      <button
        type="button"
        id={`submenu-button-${index}`}
        aria-expanded={open}
        aria-controls={`submenu-${index}`}
        onClick={() => toggleSubMenu(index)}
        className={`flex items-center gap-1 rounded-md px-3 py-2 text-[15px] font-semibold transition-colors hover:text-brand-600 ${open ? 'text-brand-600' : 'text-ink'}`}
      >
        {label}
        <ChevronDown aria-hidden="true" className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div id={`submenu-${index}`} data-open={open} hidden={!open} className={`absolute top-full z-50 pt-2 ${wide ? 'left-1/2 -translate-x-1/2' : 'left-0'}`}>
        <div className={`rounded-xl border border-slate-200 bg-white p-5 shadow-xl ${wide ? 'grid w-[46rem] grid-cols-3 gap-6' : 'w-60'}`}>
          {groups.map((group) => (
            <div key={group.label}>
              {wide && <p className="mb-2 text-xs font-bold uppercase tracking-wider text-brand-600">{group.label}</p>}
              <ul className="space-y-1">
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className="block rounded-md px-2 py-1.5 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-700">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </li>
  );
}
