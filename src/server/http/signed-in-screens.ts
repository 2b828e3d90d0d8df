import type { ScreenId } from '../../contracts/routes';

/**
 * Screens that send a visitor to sign in (the browser's SignInRedirect). The
 * server does it first, with the same address, when the request carries no
 * valid session: the visitor goes straight to the sign-in form instead of
 * seeing the screen's frame drawn and replaced (a layout shift of 0.9).
 */
export const SIGNED_IN_SCREENS: ReadonlySet<ScreenId> = new Set<ScreenId>([
  'myEnroll',
  'cprocessing',
  'exampl',
  'examcl',
  'coursebyUser',
  'courseEnrolluser',
  'account',
  'marking',
  'markingExam',
  'markingScript',
]);
