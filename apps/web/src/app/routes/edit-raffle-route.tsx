import { DrawAdminPanel } from '@/features/draw/components/draw-admin-panel';
import { EditRafflePage } from '@/features/raffles-admin/pages/edit-raffle-page';

/** /admin/edit-raffle/:id: the raffle form (raffles-admin) with the draw's panel (draw). */
export function EditRaffleRoute() {
  return <EditRafflePage Panel={DrawAdminPanel} />;
}
