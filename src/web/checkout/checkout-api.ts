import type { CheckoutInput, Quote } from '../../contracts/cart-schemas';
import type { Order, PaymentMethod } from '../../contracts/commerce-schemas';
import { ApiError, getJson, postJson } from '../api/client';
import { queryString } from '../api/query-string';

export const checkoutApi = {
  methods: () => getJson<PaymentMethod[]>('/api/payment-methods'),
  quote: (scope: { course?: string; coupon?: string }) => getJson<Quote>(`/api/checkout/quote${queryString(scope)}`),
  submit: (input: CheckoutInput) => postJson<{ order: Order }>('/api/checkout', input),
  order: (reference: string) => getJson<Order>(`/api/my/orders/${encodeURIComponent(reference)}`),
  /** The raw image as the body; the server checks its type by its first bytes. */
  attachScreenshot: async (reference: string, file: File): Promise<Order> => {
    const response = await fetch(`/api/my/orders/${encodeURIComponent(reference)}/screenshot`, { method: 'PUT', body: file, headers: { 'Content-Type': file.type } });
    const body = (await response.json().catch(() => null)) as (Order & { error?: { code: string; message: string } }) | null;
    if (!response.ok) throw new ApiError(response.status, body?.error?.code ?? 'network_error', body?.error?.message ?? 'The screenshot could not be uploaded.');
    return body!;
  },
};

export const SCREENSHOT_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
