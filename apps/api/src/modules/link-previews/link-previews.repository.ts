import { asc, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { raffles } from '../../db/schema';

/** What a link preview shows of a raffle: public fields only. */
export type PreviewRaffleRow = {
  id: number;
  title: string;
  productToWin: string;
  priceCents: number;
  drawDate: Date;
  imagePath: string | null;
  updatedAt: Date;
};

/** Every public raffle (drafts, status 'pending', are never public), oldest first. */
export function listPublicRaffles(db: Executor): Promise<PreviewRaffleRow[]> {
  return db
    .select({
      id: raffles.id,
      title: raffles.title,
      productToWin: raffles.productToWin,
      priceCents: raffles.priceCents,
      drawDate: raffles.drawDate,
      imagePath: raffles.imagePath,
      updatedAt: raffles.updatedAt,
    })
    .from(raffles)
    .where(ne(raffles.status, 'pending'))
    .orderBy(asc(raffles.id));
}
