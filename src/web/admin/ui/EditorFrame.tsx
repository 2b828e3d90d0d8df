import type { ReactNode } from 'react';
import { AdminHeading } from './AdminHeading';
import { BackLink } from './BackLink';

type Props = {
  /** The list the item belongs to. */
  back?: { to: string; label: string };
  title: string;
  intro?: string;
  /** The item's state (Draft, Published, Deleted). */
  status?: ReactNode;
  /** Links beside the title: the item on the site, its curriculum. */
  actions?: ReactNode;
  /** Under the heading: the studio's navigation. */
  nav?: ReactNode;
  /** Another admin's newer save, the copy this browser kept: above the form. */
  notices?: ReactNode;
  /** The form, ending in its SaveBar. */
  children: ReactNode;
};

/** The frame of every studio editor: the way back, the item's title and state, its notices, then the form. */
export function EditorFrame({ back, title, intro, status, actions, nav, notices, children }: Props) {
  return (
    <>
      {back && <BackLink to={back.to}>{back.label}</BackLink>}
      <div className={back ? 'mt-3' : ''}>
        <AdminHeading title={title} intro={intro}>
          {(status || actions) && (
            <div className="flex flex-wrap items-center gap-2">
              {status}
              {actions}
            </div>
          )}
        </AdminHeading>
      </div>
      {nav && <div className="mt-6">{nav}</div>}
      <div className="mt-4 space-y-3 empty:hidden">{notices}</div>
      {children}
    </>
  );
}
