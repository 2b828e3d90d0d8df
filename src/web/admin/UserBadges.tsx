import type { AdminUser } from '../../contracts/admin-schemas';
import { Badge } from './ui/Badge';

/** Role, email and suspension state, the same way everywhere in the admin area. */
export function UserBadges({ user }: { user: AdminUser }) {
  return (
    <span className="flex flex-wrap gap-1.5">
      {user.role === 'admin' ? <Badge tone="violet">Admin</Badge> : <Badge tone="slate">Student</Badge>}
      {user.emailVerified ? <Badge tone="green">Verified</Badge> : <Badge tone="amber">Unverified</Badge>}
      {user.banned && <Badge tone="red">Suspended</Badge>}
    </span>
  );
}
