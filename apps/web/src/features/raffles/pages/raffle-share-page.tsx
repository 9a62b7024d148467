import { Navigate, useParams } from 'react-router';

/** /raffle/:id is the form of a shared link (docs/product.md): it opens the raffle's page. */
export function RaffleSharePage() {
  const { id = '' } = useParams();
  return <Navigate to={`/raffles/${encodeURIComponent(id)}`} replace />;
}
