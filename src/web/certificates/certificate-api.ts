import { useQuery } from '@tanstack/react-query';
import type { VerifiedCertificate } from '../../contracts/certificate-schemas';
import { ApiError, call } from '../api/client';
import { retryUnlessRefused } from '../api/retry';

/**
 * What the verify page shows for a code. An unknown code and the limit on
 * unknown codes are answers to show, not failures: held as values, the
 * page the server rendered with them is the page the browser hydrates, and
 * the browser does not ask again (which would count the miss twice).
 */
export type Verification = { found: true; certificate: VerifiedCertificate } | { found: false; reason: 'unknown' | 'limited'; message: string };

export function useVerification(code: string) {
  return useQuery({
    queryKey: ['certificates', 'verify', code],
    queryFn: ({ signal }): Promise<Verification> =>
      call('GET /certificates/{code}', { params: { code }, signal }).then(
        (certificate) => ({ found: true, certificate }),
        (error: unknown) => {
          if (error instanceof ApiError && error.code === 'certificate_not_found') return { found: false, reason: 'unknown', message: error.message };
          if (error instanceof ApiError && error.code === 'certificate_lookups_limited') return { found: false, reason: 'limited', message: error.message };
          throw error;
        },
      ),
    // A certificate's status can change (revoked, replaced): look again when the page is opened again.
    staleTime: 0,
    retry: retryUnlessRefused,
  });
}

/** The signed-in student's certificates; asking also issues any the student has earned since (the server's catch-up). */
export function useMyCertificates() {
  return useQuery({
    queryKey: ['certificates', 'mine'],
    queryFn: ({ signal }) => call('GET /my/certificates', { signal }).then((r) => r.certificates),
    staleTime: 0,
    retry: retryUnlessRefused,
  });
}
