import type { ReceivedMail } from '../../../src/server/testing/smtp-sink';

/** Undoes quoted-printable soft line breaks and escapes, enough to read links from a raw message. */
function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Waits for the next mail to `to` and returns its first link. */
export async function waitForLink(received: ReceivedMail[], to: string, after = 0, timeoutMs = 10_000): Promise<string> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const mail = received.slice(after).find((m) => m.to.includes(to));
    if (mail) {
      const link = decodeQuotedPrintable(mail.raw).match(/https?:\/\/[^\s"<>]+/);
      if (link) return link[0];
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
}
