import type { AdminUser, Role } from '../../contracts/admin-schemas';
import { Badge, type BadgeTone } from './ui/Badge';

/** Each role's name on screen, and its badge's colour. */
export const ROLE_LABELS: Record<Role, string> = { student: 'Student', tutor: 'Tutor', admin: 'Admin' };
const ROLE_TONES: Record<Role, BadgeTone> = { student: 'slate', tutor: 'sky', admin: 'violet' };

/** Role, email and suspension state, the same way everywhere in the admin area. */
export function UserBadges({ user }: { user: AdminUser }) {
  return (
    <span className="flex flex-wrap gap-1.5">
      <Badge tone={ROLE_TONES[user.role]}>{ROLE_LABELS[user.role]}</Badge>
      {user.emailVerified ? <Badge tone="green">Verified</Badge> : <Badge tone="amber">Unverified</Badge>}
      {user.banned && <Badge tone="red">Suspended</Badge>}
    </span>
  );
}
