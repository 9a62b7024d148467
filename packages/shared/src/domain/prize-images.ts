/**
 * Which saved prize's picture each prize of a raffle-form save keeps: the
 * saved prize's position, or null for none. The form's `prizes` replace the
 * rows (ADR 054), so a picture must be carried over, and the form sends no
 * key of a prize but its title. A picture shows what is won, which the title
 * names, so it follows its title: the saved prize at the same position with
 * that title first, else the first one with that title not yet taken. Adding,
 * removing or reordering prizes keeps the pictures; renaming a prize drops its
 * picture (it shows something else now). The API applies it when saving and
 * the raffle form to show which picture a row keeps (ADR 055).
 */
export function keptPrizeImages(
  saved: readonly { position: number; title: string | null }[],
  next: readonly { title: string }[],
): (number | null)[] {
  const key = (title: string | null) => title?.trim() ?? null;
  const taken = new Set<number>();
  const kept: (number | null)[] = next.map((prize, index) => {
    const same = saved.find(
      (s) => s.position === index + 1 && s.title !== null && key(s.title) === key(prize.title),
    );
    if (same) taken.add(same.position);
    return same ? same.position : null;
  });
  return kept.map((position, index) => {
    if (position !== null) return position;
    const title = key(next[index]!.title);
    const other = saved.find(
      (s) => !taken.has(s.position) && s.title !== null && key(s.title) === title,
    );
    if (!other) return null;
    taken.add(other.position);
    return other.position;
  });
}
