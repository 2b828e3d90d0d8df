import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Order } from '../../../contracts/commerce-schemas';
import type {
  AdminCoupon,
  AdminEnrollment,
  AdminPaymentMethod,
  CreateCouponInput,
  EnrollmentList,
  EnrollmentListQuery,
  ExtendEnrollmentInput,
  ManualEnrollmentInput,
  OrderDetail,
  OrderList,
  OrderListQuery,
  UpdateCouponInput,
  UpdatePaymentMethodInput,
} from '../../../contracts/payments-admin-schemas';
import { getJson, postJson } from '../../api/client';

/** Everything under the admin key is refreshed after any action, so the overview's counts follow too. */
const KEY = ['admin'] as const;

export type OrderFilters = Partial<Omit<OrderListQuery, 'pageSize'>>;
export type EnrollmentFilters = Partial<EnrollmentListQuery>;

export function queryString(filters: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '' && value !== null) params.set(key, String(value));
  }
  return params.toString();
}

/** Where the CSV of the orders under these filters downloads from (a plain link: the browser sends the cookie). */
export function ordersCsvUrl(filters: OrderFilters): string {
  const { page: _page, ...rest } = filters;
  return `/api/admin/orders.csv?${queryString(rest)}`;
}

export function screenshotUrl(reference: string): string {
  return `/api/admin/orders/${encodeURIComponent(reference)}/screenshot`;
}

function sendJson<T>(method: 'PATCH' | 'PUT', path: string, body: unknown): Promise<T> {
  return getJson<T>(path, { method, body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });
}

export function useOrderList(filters: OrderFilters) {
  return useQuery({
    queryKey: [...KEY, 'orders', filters],
    queryFn: () => getJson<OrderList>(`/api/admin/orders?${queryString(filters)}`),
    placeholderData: (previous) => previous,
    staleTime: 0,
  });
}

export function useOrderDetail(reference: string) {
  return useQuery({ queryKey: [...KEY, 'order', reference], queryFn: () => getJson<OrderDetail>(`/api/admin/orders/${encodeURIComponent(reference)}`), staleTime: 0, retry: false });
}

export type Review = { reference: string } & ({ kind: 'approve'; pastCouponLimit?: boolean } | { kind: 'reject'; reason: string });

export function useReviewOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (review: Review) => {
      const base = `/api/admin/orders/${encodeURIComponent(review.reference)}`;
      return review.kind === 'approve'
        ? postJson<Order>(`${base}/approve`, { pastCouponLimit: review.pastCouponLimit ?? false })
        : postJson<Order>(`${base}/reject`, { reason: review.reason });
    },
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useEnrollmentList(filters: EnrollmentFilters) {
  return useQuery({
    queryKey: [...KEY, 'enrollments', filters],
    queryFn: () => getJson<EnrollmentList>(`/api/admin/enrollments?${queryString(filters)}`),
    placeholderData: (previous) => previous,
    staleTime: 0,
  });
}

export type EnrollmentAction =
  | { kind: 'create'; input: ManualEnrollmentInput }
  | { kind: 'revoke'; id: number; reason: string }
  | { kind: 'extend'; id: number; input: ExtendEnrollmentInput };

export function useEnrollmentAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: EnrollmentAction) => {
      if (action.kind === 'create') return postJson<AdminEnrollment>('/api/admin/enrollments', action.input);
      if (action.kind === 'revoke') return postJson<AdminEnrollment>(`/api/admin/enrollments/${action.id}/revoke`, { reason: action.reason });
      return postJson<AdminEnrollment>(`/api/admin/enrollments/${action.id}/extend`, action.input);
    },
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useCoupons() {
  return useQuery({ queryKey: [...KEY, 'coupons'], queryFn: () => getJson<{ coupons: AdminCoupon[] }>('/api/admin/coupons'), staleTime: 0 });
}

export function useSaveCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (save: { id: null; input: CreateCouponInput } | { id: number; input: UpdateCouponInput }) =>
      save.id === null ? postJson<AdminCoupon>('/api/admin/coupons', save.input) : sendJson<AdminCoupon>('PATCH', `/api/admin/coupons/${save.id}`, save.input),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function usePaymentMethods() {
  return useQuery({ queryKey: [...KEY, 'payment-methods'], queryFn: () => getJson<{ methods: AdminPaymentMethod[] }>('/api/admin/payment-methods'), staleTime: 0 });
}

export function useSavePaymentMethod() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ code, input }: { code: string; input: UpdatePaymentMethodInput }) => sendJson<AdminPaymentMethod>('PUT', `/api/admin/payment-methods/${code}`, input),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
