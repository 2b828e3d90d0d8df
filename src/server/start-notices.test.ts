import { describe, expect, it } from 'vitest';
import { demoVideosNotice, mailDeliveryNotice } from './start-notices';

const base = { adminBasePath: '/admin', smtpUrl: undefined };

describe('the start banner', () => {
  it('warns a production start without SMTP_URL that sign-ups cannot be verified, and says where the outbox is', () => {
    const lines = mailDeliveryNotice({ ...base, env: 'production' }, 'https://learn.example.com');
    expect(lines[0]).toMatch(/SMTP_URL is not set.*sign-ups cannot verify/);
    expect(lines.join('\n')).toContain('https://learn.example.com/admin/outbox');
    expect(lines.join('\n')).toContain('mark an account verified');
  });

  it('says nothing once SMTP_URL is set, or outside production (where the links are logged)', () => {
    expect(mailDeliveryNotice({ ...base, env: 'production', smtpUrl: 'smtp://mail.example.com:587' }, 'https://learn.example.com')).toEqual([]);
    expect(mailDeliveryNotice({ ...base, env: 'development' }, 'http://localhost:3000')).toEqual([]);
  });

  it('says in one line that demo lecture videos are being made, only when this start queued some', () => {
    expect(demoVideosNotice(35)).toMatch(/^Making 35 demo lecture videos in the background \(set DEMO_VIDEOS=off to skip\)/);
    expect(demoVideosNotice(1)).toMatch(/^Making 1 demo lecture video in/);
    expect(demoVideosNotice(35)).not.toContain('\n');
    expect(demoVideosNotice(0)).toBeNull();
  });
});
