import type { ContactMessageInput } from '../../contracts/contact-schemas';
import { call } from '../api/client';

export function sendContactMessage(input: ContactMessageInput) {
  return call('POST /contact', { body: input });
}
