import { useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { getEntries } from '../api/get-entries';
import { sha256Hex } from '../utils/fingerprint';

type Outcome = { tone: 'success' | 'error' | 'warning'; text: string };

/**
 * 'Verificar': downloads the list and hashes it here, in the browser, then
 * compares with the published fingerprint.
 */
export function VerifyButton({ raffleId, fingerprint }: { raffleId: number; fingerprint: string }) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function handleVerify() {
    setBusy(true);
    setOutcome(null);
    try {
      const hash = await sha256Hex(await getEntries(raffleId));
      if (hash === null) {
        setOutcome({
          tone: 'warning',
          text: 'Este navegador no puede calcular la huella. Descarga la lista y compárala con un programa que calcule SHA-256.',
        });
      } else if (hash === fingerprint) {
        setOutcome({
          tone: 'success',
          text: 'La lista coincide: su huella SHA-256, calculada en tu navegador, es la publicada.',
        });
      } else {
        setOutcome({
          tone: 'error',
          text: `La lista NO coincide: su huella es ${hash}.`,
        });
      }
    } catch (err) {
      setOutcome({
        tone: 'error',
        text: errorMessage(err, 'No se pudo descargar la lista. Intenta de nuevo.'),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-3">
      <Button
        variant="secondary"
        className="w-full sm:w-auto"
        onClick={() => void handleVerify()}
        busy={busy}
        busyText="Verificando..."
      >
        <ShieldCheck className="h-4 w-4" aria-hidden="true" />
        Verificar
      </Button>
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
    </div>
  );
}
