import { useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import {
  formatNumber,
  numbersWonBefore,
  parseEntries,
  recomputeWinners,
  type Draw,
} from '@rifas/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { getList } from '../api/get-entries';
import { sha256Hex } from '../utils/fingerprint';

type Line = { ok: boolean; text: string };
type Range = { start_number: number; end_number: number };

/**
 * 'Verificar' for every list: each list is downloaded and hashed here, in the
 * browser, and compared with its published fingerprint; then each decided
 * prize's winners are computed again from that list and its official result
 * with the published rule, without the earlier prizes' winners where it excludes
 * them (the same code the server ran, packages/shared).
 */
async function verify(draw: Draw, raffle: Range): Promise<Line[] | null> {
  const range = { start: raffle.start_number, end: raffle.end_number };
  const pad = (n: number) => formatNumber(n, range.start, range.end);
  const main = draw.prizes.find((prize) => prize.position === 1);
  const mainNumber = main?.result?.number ?? null;
  // The published winners each prize may exclude (its rule says whether it does).
  const states = draw.prizes.map((prize) => ({
    ...prize,
    winners: prize.status === 'drawn' ? prize.winners : null,
  }));
  const lists = new Map<string, ReturnType<typeof parseEntries>>();
  const lines: Line[] = [];
  for (const prize of draw.prizes) {
    if (!prize.entries_url || !prize.fingerprint) continue;
    let entries = lists.get(prize.entries_url);
    if (!entries) {
      const bytes = await getList(prize.entries_url);
      const hash = await sha256Hex(bytes);
      if (hash === null) return null;
      const same = hash === prize.fingerprint;
      lines.push({
        ok: same,
        text: same
          ? `${prize.kind === 'early_bird' ? `Lista de la preventa (${prize.label})` : 'Lista de números vendidos'}: coincide con su huella.`
          : `La lista ${prize.entries_url} NO coincide: su huella es ${hash}.`,
      });
      entries = parseEntries(new TextDecoder().decode(bytes));
      lists.set(prize.entries_url, entries);
    }
    if (prize.status !== 'drawn' || !prize.result) continue;
    const winners = recomputeWinners(prize, entries, range, {
      result: prize.result.result,
      mainNumber,
      wonBefore: numbersWonBefore(states, prize.position) ?? undefined,
    });
    const computed = (winners ?? []).map((w) => w.number).join(',');
    const published = prize.winners.map((w) => w.number).join(',');
    const shown = (winners ?? []).map((w) => pad(w.number)).join(', ') || 'desierto';
    lines.push({
      ok: winners !== null && computed === published,
      text:
        winners !== null && computed === published
          ? `${prize.label}: el resultado ${prize.result.result} da ${shown}, como se publicó.`
          : `${prize.label}: el cálculo da ${shown}, distinto de lo publicado.`,
    });
  }
  return lines;
}

export function VerifyAll({ draw, raffle }: { draw: Draw; raffle: Range }) {
  const [busy, setBusy] = useState(false);
  const [lines, setLines] = useState<Line[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function handleVerify() {
    setBusy(true);
    setLines(null);
    setProblem(null);
    try {
      const found = await verify(draw, raffle);
      if (found === null) {
        setProblem(
          'Este navegador no puede calcular la huella. Descarga la lista y compárala con un programa que calcule SHA-256.',
        );
      } else setLines(found);
    } catch (err) {
      setProblem(errorMessage(err, 'No se pudo descargar la lista. Intenta de nuevo.'));
    } finally {
      setBusy(false);
    }
  }

  const allOk = lines !== null && lines.every((line) => line.ok);
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
      {problem && <Alert tone="warning">{problem}</Alert>}
      {lines && (
        <Alert tone={allOk ? 'success' : 'error'}>
          <ul className="space-y-1" data-testid="verify-lines">
            {lines.map((line) => (
              <li key={line.text}>
                {line.ok ? '✓' : '✗'} {line.text}
              </li>
            ))}
          </ul>
        </Alert>
      )}
    </div>
  );
}
