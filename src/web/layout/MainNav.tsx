import { memo } from 'react';
import { NavLink } from 'react-router';
import { NAV_ITEMS } from './nav-items';
import { SubMenu } from './SubMenu';

/**
 * The desktop bar's links and sub-menus: the largest part of the header.
 * Memoised, so that what changes beside it (the session read after
 * arrival, the header becoming fixed) does not render and compare it
 * again; its links follow the address and its sub-menus the open index
 * by themselves.
 */
export const MainNav = memo(function MainNav() {
  let subMenuIndex = 0;
  return (
    <nav data-submenu-scope aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {NAV_ITEMS.map((item) =>
          item.kind === 'link' ? (
            <li key={item.label}>
              <NavLink
                to={item.to}
                end
                className={({ isActive }) => `rounded-md px-3 py-2 text-[15px] font-semibold transition-colors hover:text-brand-600 ${isActive ? 'text-brand-600' : 'text-ink'}`}
              >
                {item.label}
              </NavLink>
            </li>
          ) : (
            <SubMenu key={item.label} index={subMenuIndex++} label={item.label} groups={item.groups} />
          ),
        )}
      </ul>
    </nav>
  );
});
