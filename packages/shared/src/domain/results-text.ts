import { firstName } from './review-text';

/**
 * The text 'Compartir resultados' sends once a raffle is drawn (issue 44): the
 * winners of each prize (number and first name, never contact data), the
 * official result that decided them and the link where anyone verifies the
 * draw. It never invites to buy: the sale is over.
 */
export type ResultsTextPrize = {
  label: string;
  title: string;
  status: string;
  winners: { number: number; name: string }[];
  result: { name: string; result: string } | null;
};

export function resultsText(input: {
  title: string;
  prizes: ResultsTextPrize[];
  /** Writes a number as the raffle does ('007'). */
  pad: (n: number) => string;
  verifyUrl: string;
}): string {
  const main = input.prizes[0]?.result ?? null;
  const lines = [`🏆 Resultados: ${input.title}`];
  if (main) lines.push(`🎯 Resultado oficial: ${main.name} ${main.result}`);
  for (const prize of input.prizes) {
    if (prize.status !== 'drawn') {
      lines.push(`${prize.label} (${prize.title}): por sortear`);
      continue;
    }
    const own =
      prize.result &&
      main &&
      (prize.result.name !== main.name || prize.result.result !== main.result)
        ? ` [${prize.result.name} ${prize.result.result}]`
        : '';
    const winners =
      prize.winners.length === 0
        ? 'desierto'
        : prize.winners.map((w) => `${input.pad(w.number)} ${firstName(w.name)}`).join(', ');
    lines.push(`${prize.label} (${prize.title})${own}: ${winners}`);
  }
  lines.push(`✅ Verifica el sorteo: ${input.verifyUrl}`);
  return lines.join('\n');
}
