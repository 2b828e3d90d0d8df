import { useQuery } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from './AuthCard';
import { authApi, useSession } from './auth-api';
import { errorOf } from '../api/client';
import { FormAlert } from '../components/FormAlert';
import { PageFrame } from '../components/PageFrame';
import { errorText } from '../api/error-text';

const RESEND_COOLDOWN_SECONDS = 60;

/**
 * "Check your email" after sign-up. It notices by itself when the link was
 * opened: in another tab of this browser (the session appears) or on another
 * device (the new account's status turns verified).
 */
export default function VerifyEmailScreen() {
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const userId = params.get('user') ?? '';
  const navigate = useNavigate();
  const session = useSession();
  const status = useQuery({
    queryKey: ['verification-status', userId],
    queryFn: () => authApi.verificationStatus(userId),
    enabled: userId !== '',
    refetchInterval: (query) => (query.state.data?.verified ? false : 4000),
  });
  const [cooldown, setCooldown] = useState(0);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  // Opened in another tab of this browser: that tab signed in and says so
  // (the verified toast, once); this one just goes on to the home page.
  const signedInHere = session.data?.emailVerified === true;
  useEffect(() => {
    if (signedInHere) navigate('/', { replace: true });
  }, [signedInHere, navigate]);
  const verified = status.data?.verified === true;
  useEffect(() => {
    if (verified) void session.refetch();
  }, [verified, session]);

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = window.setTimeout(() => setCooldown((c) => c - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [cooldown]);

  async function resend() {
    setMessage(null);
    try {
      await authApi.resendVerification(email);
      setMessage({ tone: 'success', text: `We have sent a new link to ${email}.` });
      setCooldown(RESEND_COOLDOWN_SECONDS);
    } catch (error) {
      const refusal = errorOf('POST /auth/send-verification-email', error);
      const limited = refusal?.status === 429;
      const text = limited && refusal.code !== 'account_mail_limited' ? 'You have asked for several links already. Wait a minute, then try again.' : errorText(error);
      setMessage({ tone: 'error', text });
      if (limited) setCooldown(RESEND_COOLDOWN_SECONDS);
    }
  }

  return (
    <PageFrame title="Check your email" intro="Confirm your email address to finish creating your account.">
      <AuthCard>
        {verified ? (
          <div className="space-y-4 text-center" role="status">
            <MailCheck aria-hidden="true" className="mx-auto h-14 w-14 text-brand-600" />
            <h2 className="text-2xl font-bold">Your email address is confirmed</h2>
            <p className="text-slate-600">You can sign in now, on this device or any other.</p>
            <Link to="/login" className="inline-flex rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
              Sign in
            </Link>
          </div>
        ) : (
          <div className="space-y-5">
            <MailCheck aria-hidden="true" className="h-14 w-14 text-brand-600" />
            <h2 className="text-2xl font-bold">We have sent you a link</h2>
            <p className="text-slate-700">
              {email ? (
                <>
                  Open the email we sent to <strong>{email}</strong> and select <em>Confirm my email address</em>.
                </>
              ) : (
                'Open the email we sent you and select Confirm my email address.'
              )}{' '}
              This page updates by itself once you have.
            </p>
            <p className="text-sm text-slate-500">Not there after a few minutes? Look in your spam or promotions folder.</p>
            {message && <FormAlert tone={message.tone}>{message.text}</FormAlert>}
            {email && (
              <button
                type="button"
                onClick={resend}
                disabled={cooldown > 0}
                className="inline-flex rounded-full border border-brand-700 px-5 py-2.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60"
              >
                {cooldown > 0 ? `Send again in ${cooldown} s` : 'Send the link again'}
              </button>
            )}
            <p className="text-sm text-slate-600">
              Wrong address?{' '}
              <Link to="/signup" className="font-semibold text-brand-700 hover:underline">
                Sign up again
              </Link>
            </p>
          </div>
        )}
      </AuthCard>
    </PageFrame>
  );
}
