import type { App } from '../app';

/** Admin calls the sales tests share (issue 29): create a coupon or a seller, act on a payment. */
export function salesAdmin(app: App, auth: Record<string, string>) {
  return {
    createCoupon: (body: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: '/api/coupons', headers: auth, payload: body }),
    createSeller: (body: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: '/api/sellers', headers: auth, payload: body }),
    summary: async (id: number) =>
      (
        await app.inject({ method: 'GET', url: `/api/sellers/${id}/summary`, headers: auth })
      ).json() as { validated_count: number; validated_amount: number; commission: number },
    review: (paymentId: number, action: 'validate' | 'reject' | 'refund') =>
      app.inject({
        method: 'POST',
        url: `/api/payments/${paymentId}/${action}`,
        headers: auth,
        payload: action === 'validate' ? {} : { reason: 'Prueba de revisión' },
      }),
  };
}
