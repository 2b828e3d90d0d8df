/**
 * The header through which the server tells Better Auth the client's
 * address (read from the socket). Any value a client sends is dropped first,
 * so it cannot be forged to dodge rate limits.
 */
export const CLIENT_IP_HEADER = 'x-hisab-client-ip';
