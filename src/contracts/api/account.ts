import { z } from 'zod';
import { json, operation } from './operation';

export const verificationStatus = operation({
  method: 'get',
  path: '/account/verification-status',
  audience: 'visitor',
  tags: ['Account'],
  summary: 'Whether a just-created account has verified its email (by the id sign-up returned)',
  request: { query: z.object({ user: z.string().uuid() }) },
  responses: { 200: json(z.object({ verified: z.boolean() }), 'The status') },
});
