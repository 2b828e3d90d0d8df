import * as accountApi from '../../contracts/api/account';
import { mount } from '../access/mount';
import { createApiRouter } from '../http/api-router';
import { getVerificationStatus } from './get-verification-status';

export function accountRoutes() {
  const router = createApiRouter();
  mount(router, accountApi.verificationStatus, async (c) => c.json(await getVerificationStatus(c.var.db, c.req.valid('query').user), 200));
  return router;
}
