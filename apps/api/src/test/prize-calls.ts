import { expect } from 'vitest';
import type { Prize } from '@rifas/shared';
import type { TestContext } from './app';
import { multipartBody, raffleFormFields } from './raffle-factories';

/**
 * The lottery draws after the lists are fixed (ADR 034) and not in the future
 * (issue 44): tests fix lists now, so a draw two minutes on, read when recorded.
 */
export const later = () => new Date(Date.now() + 120_000).toISOString();

export type DrawAnswer = { status: string; winning_number: number | null; prizes: Prize[] };
export type Issues = { error: string; issues: { path: string; message: string }[] };

/** The admin's calls of the prizes tests: the raffle form, closing sales, recording results. */
export function prizeCalls(ctx: TestContext, admin: Record<string, string>) {
  const send = (method: 'POST' | 'PUT', url: string, fields: Record<string, string>) => {
    const form = multipartBody(raffleFormFields(fields));
    return ctx.app.inject({
      method,
      url,
      headers: { ...admin, ...form.headers },
      payload: form.payload,
    });
  };
  const createRaffle = (fields: Record<string, string>) => send('POST', '/api/raffles', fields);
  const editRaffle = (id: number, fields: Record<string, string>) =>
    send('PUT', `/api/raffles/${id}`, fields);
  return {
    createRaffle,
    editRaffle,
    /** A raffle with prizes set through the form (the only way to set them). */
    async raffleWithPrizes(prizes: object[], range = { start: '0', end: '999' }) {
      const res = await createRaffle({
        start_number: range.start,
        end_number: range.end,
        diffusion_channel: 'Instagram',
        prizes: JSON.stringify(prizes),
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ id: number; prizes: Prize[] }>();
    },
    async close(id: number) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/raffles/${id}/draw/close`,
        headers: admin,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<DrawAnswer>();
    },
    record: (id: number, position: number, result: string, lottery = 'Lotería del Táchira') =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/raffles/${id}/prizes/${position}/result`,
        headers: admin,
        payload: { lottery_name: lottery, draw_at: later(), result },
      }),
    getDraw: async (id: number) =>
      (await ctx.app.inject({ method: 'GET', url: `/api/raffles/${id}/draw` })).json<DrawAnswer>(),
  };
}

export type PrizeCalls = ReturnType<typeof prizeCalls>;
