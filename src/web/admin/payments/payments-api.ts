import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateCouponInput,
  EnrollmentListQuery,
  ExtendEnrollmentInput,
  ManualEnrollmentInput,
  OrderListQuery,
  UpdateCouponInput,
  UpdatePaymentMethodInput,
} from '../../../contracts/payments-admin-schemas';
import type { PaymentMethodCode } from '../../../contracts/commerce-schemas';
import { call, urlOf } from '../../api/client';

/** Everything under the admin key is refreshed after any action, so the overview's counts follow too. */
const KEY = ['admin'] as const;

export type OrderFilters = Partial<Omit<OrderListQuery, 'pageSize'>>;
export type EnrollmentFilters = Partial<EnrollmentListQuery>;

/** Where the CSV of the orders under these filters downloads from (a plain link: the browser sends the cookie). */
export function ordersCsvUrl(filters: OrderFilters): string {
  const { page: _page, ...rest } = filters;
  return urlOf('GET /admin/orders.csv', { query: rest });
}

export function screenshotUrl(reference: string): string {
  return urlOf('GET /admin/orders/{reference}/screenshot', { params: { reference } });
}

export function useOrderList(filters: OrderFilters) {
  return useQuery({
    queryKey: [...KEY, 'orders', filters],
    queryFn: () => call('GET /admin/orders', { query: filters }),
    placeholderData: (previous) => previous,
    staleTime: 0,
  });
}

export function useOrderDetail(reference: string) {
  return useQuery({ queryKey: [...KEY, 'order', reference], queryFn: () => call('GET /admin/orders/{reference}', { params: { reference } }), staleTime: 0, retry: false });
}

export type Review = { reference: string } & ({ kind: 'approve'; pastCouponLimit?: boolean } | { kind: 'reject'; reason: string });

export function useReviewOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (review: Review) => {
      const params = { reference: review.reference };
      return review.kind === 'approve'
        ? call('POST /admin/orders/{reference}/approve', { params, body: { pastCouponLimit: review.pastCouponLimit ?? false } })
        : call('POST /admin/orders/{reference}/reject', { params, body: { reason: review.reason } });
    },
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useEnrollmentList(filters: EnrollmentFilters) {
  return useQuery({
    queryKey: [...KEY, 'enrollments', filters],
    queryFn: () => call('GET /admin/enrollments', { query: filters }),
    placeholderData: (previous) => previous,
    staleTime: 0,
  });
}

export type EnrollmentAction = { kind: 'create'; input: ManualEnrollmentInput } | { kind: 'revoke'; id: number; reason: string } | { kind: 'extend'; id: number; input: ExtendEnrollmentInput };

export function useEnrollmentAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: EnrollmentAction) => {
      if (action.kind === 'create') return call('POST /admin/enrollments', { body: action.input });
      if (action.kind === 'revoke') return call('POST /admin/enrollments/{id}/revoke', { params: { id: action.id }, body: { reason: action.reason } });
      return call('POST /admin/enrollments/{id}/extend', { params: { id: action.id }, body: action.input });
    },
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useCoupons() {
  return useQuery({ queryKey: [...KEY, 'coupons'], queryFn: () => call('GET /admin/coupons'), staleTime: 0 });
}

export function useSaveCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (save: { id: null; input: CreateCouponInput } | { id: number; input: UpdateCouponInput }) =>
      save.id === null ? call('POST /admin/coupons', { body: save.input }) : call('PATCH /admin/coupons/{id}', { params: { id: save.id }, body: save.input }),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function usePaymentMethods() {
  return useQuery({ queryKey: [...KEY, 'payment-methods'], queryFn: () => call('GET /admin/payment-methods'), staleTime: 0 });
}

export function useSavePaymentMethod() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ code, input }: { code: PaymentMethodCode; input: UpdatePaymentMethodInput }) => call('PUT /admin/payment-methods/{code}', { params: { code }, body: input }),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
