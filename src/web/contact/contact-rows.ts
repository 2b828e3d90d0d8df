import { Clock, Mail, MapPin, Phone, type LucideIcon } from 'lucide-react';
import { telHref, type SiteSettings } from '../../contracts/site-settings';

type ContactKey = 'email' | 'phone' | 'hours' | 'address';

export type ContactRow = { key: ContactKey; icon: LucideIcon; label: string; value: string; href?: string };

/**
 * The business's contact details an admin filled in, in the order asked for
 * (unset ones are left out, none is invented): the footer, the about page
 * and the contact page each draw them in their own style.
 */
export function contactRows(settings: SiteSettings, order: readonly ContactKey[] = ['email', 'phone', 'hours', 'address']): ContactRow[] {
  const rows: Record<ContactKey, ContactRow | null> = {
    email: settings.email ? { key: 'email', icon: Mail, label: 'Email', value: settings.email, href: `mailto:${settings.email}` } : null,
    phone: settings.phone ? { key: 'phone', icon: Phone, label: 'Phone', value: settings.phone, href: telHref(settings.phone) } : null,
    hours: settings.hours ? { key: 'hours', icon: Clock, label: 'Office hours', value: settings.hours } : null,
    address: settings.address ? { key: 'address', icon: MapPin, label: 'Office', value: settings.address } : null,
  };
  return order.map((key) => rows[key]).filter((row) => row !== null);
}
