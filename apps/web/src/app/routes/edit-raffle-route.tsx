import type { Raffle } from '@rifas/shared';
import { DrawAdminPanel } from '@/features/draw/components/draw-admin-panel';
import { ResultSourcesPanel } from '@/features/lottery-sources/components/result-sources-panel';
import { EditRafflePage } from '@/features/raffles-admin/pages/edit-raffle-page';

/** The draw's panel (draw) and where its official result is fetched from (lottery-sources). */
function RaffleDrawPanels({ raffle }: { raffle: Raffle }) {
  return (
    <>
      <DrawAdminPanel raffle={raffle} />
      <ResultSourcesPanel raffle={raffle} />
    </>
  );
}

/** /admin/edit-raffle/:id: the raffle form (raffles-admin) with the draw's panels. */
export function EditRaffleRoute() {
  return <EditRafflePage Panel={RaffleDrawPanels} />;
}
