import type { ContactMessageInput, ContactReceived } from '../../contracts/contact-schemas';
import type { ErrorBody } from '../../contracts/errors';

export type FieldDetail = { path: string; message: string };

/** What the contact form learns from a refusal: the message, and each field's problem if the API named them. */
export class ContactError extends Error {
  override name = 'ContactError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: FieldDetail[],
  ) {
    super(message);
  }
}

export async function sendContactMessage(input: ContactMessageInput): Promise<ContactReceived> {
  const response = await fetch('/api/contact', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(input),
  });
  if (response.ok) return (await response.json()) as ContactReceived;
  const body = (await response.json().catch(() => null)) as ErrorBody | null;
  const details = Array.isArray(body?.error.details) ? (body.error.details as FieldDetail[]) : [];
  throw new ContactError(response.status, body?.error.code ?? 'network_error', body?.error.message ?? `Request failed (${response.status})`, details);
}
