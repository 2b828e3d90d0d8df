import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminCertificateQuery } from '../../../contracts/certificate-schemas';
import { call } from '../../api/client';

const KEY = ['admin', 'certificates'] as const;

export function useCertificates(filters: Pick<AdminCertificateQuery, 'q' | 'status' | 'page'>) {
  return useQuery({
    queryKey: [...KEY, filters],
    queryFn: () => call('GET /admin/certificates', { query: filters }),
    placeholderData: (previous) => previous,
    staleTime: 0,
  });
}

export type CertificateAction = { kind: 'revoke'; reason: string } | { kind: 'reissue' };

/** Revokes or reissues one certificate; the list is read again after either. */
export function useCertificateAction(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: CertificateAction) =>
      action.kind === 'revoke'
        ? call('POST /admin/certificates/{code}/revoke', { params: { code }, body: { reason: action.reason } })
        : call('POST /admin/certificates/{code}/reissue', { params: { code } }),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
