import { NavLink } from 'react-router';
import { useAdmin } from '../admin-context';
import { STUDIO_SECTIONS } from './sections';

/** The studio's own navigation, above every studio screen: its home and each kind of content. */
export function StudioNav() {
  const { basePath } = useAdmin();
  const link = ({ isActive }: { isActive: boolean }) =>
    `inline-flex whitespace-nowrap rounded-full px-3.5 py-1.5 text-sm font-semibold ring-1 ring-inset transition ${isActive ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-slate-700 ring-slate-200 hover:ring-brand-300'}`;
  return (
    <nav aria-label="Studio" className="-mx-1 overflow-x-auto px-1 pb-1">
      <ul className="flex gap-2">
        <li>
          <NavLink to={`${basePath}/studio`} end className={link}>
            Studio home
          </NavLink>
        </li>
        {STUDIO_SECTIONS.map((section) => (
          <li key={section.key}>
            <NavLink to={`${basePath}${section.path}`} className={link}>
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
