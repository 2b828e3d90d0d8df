import { LEVEL_LABELS, LEVELS, subjectNamesAtLevel, subjectPath } from '../../contracts/subjects';

export type NavLink = { label: string; to: string };
export type NavGroup = { label: string; links: NavLink[] };
export type NavItem = { kind: 'link'; label: string; to: string } | { kind: 'menu'; label: string; groups: NavGroup[] };

/** The main navigation. Sub-menus are numbered in this order (0, 1, 2). */
export const NAV_ITEMS: NavItem[] = [
  { kind: 'link', label: 'Home', to: '/' },
  { kind: 'link', label: 'Courses', to: '/courses' },
  {
    kind: 'menu',
    label: 'Subjects',
    groups: LEVELS.map((level) => ({
      label: LEVEL_LABELS[level],
      links: subjectNamesAtLevel(level).map((name) => ({ label: name, to: subjectPath(name) })),
    })),
  },
  {
    kind: 'menu',
    label: 'Pages',
    groups: [
      {
        label: 'Hisab',
        links: [
          { label: 'About us', to: '/about' },
          { label: 'Mentors', to: '/mentors' },
          { label: 'Resources', to: '/resources' },
          { label: 'Children education', to: '/children-education' },
          { label: 'Health coach', to: '/health-coach' },
        ],
      },
    ],
  },
  {
    kind: 'menu',
    label: 'Blog',
    groups: [
      {
        label: 'Blog',
        links: [
          { label: 'Latest posts', to: '/blog-left-sidebar' },
          { label: 'One column', to: '/blog-column-one' },
          { label: 'Two columns', to: '/blog-column-two' },
          { label: 'Three columns', to: '/blog-column-three' },
          { label: 'Four columns', to: '/blog-column-four' },
        ],
      },
    ],
  },
  { kind: 'link', label: 'Contact', to: '/contact' },
];
