import type { Plugin, Rolldown } from 'vite';

type CodeSplittingGroup = Rolldown.CodeSplittingGroup;

/** Module ids of a chunk group, filled at buildEnd (the groups are asked later, at output). */
type Closures = { firstLoad: Set<string>; raffleRoute: Set<string>; drawCheck: Set<string> };

const FIRST_LOAD = /\/src\/lib\/first-load-schemas\.ts$/;
const INPUT_TEXT = /\/packages\/shared\/src\/schemas\/text\.ts$/;
const RAFFLE_ROUTE = /\/src\/app\/routes\/raffle-detail-route\.tsx$/;
const DRAW_CHECK = /\/src\/features\/draw\/api\/draw-schema\.ts$/;

/** A module and every module it imports statically, by id. */
function staticClosure(
  getImports: (id: string) => readonly string[],
  root: string,
  seen = new Set<string>(),
): Set<string> {
  const stack = [root];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...getImports(id));
  }
  return seen;
}

/**
 * The first load's code in three chunks, not forty (ADR 058): on a phone's slow
 * connection each small chunk costs a round trip on one of HTTP/1.1's six
 * connections, and a module script runs only when the last of its imports is in.
 *   - `index`: the entry and everything it imports statically (every page).
 *   - `first-load`: the first answers' checks (lib/first-load-schemas.ts, zod, the
 *     texts they name) and their imports; index.html preloads it on every page.
 *     With them the inputs' string check (schemas/text.ts, a few hundred bytes):
 *     the checkout, the draw and every form need it, and alone it would be a
 *     request of its own for each of them (ADR 066).
 *   - `raffle-route`: the raffle page's route and what it imports statically
 *     beyond the two above; a raffle page's head preloads it (ADR 056), home never
 *     loads it.
 *   - `draw-check`: the draw's answer check the raffle page imports after its
 *     first paint (features/draw/api/draw-schema.ts) with the draw's schemas and
 *     texts, one chunk rather than four small ones (ADR 066).
 * Lazy chunks of other pages that share a module with a group load that group's chunk.
 */
export function firstLoadChunks(): { plugin: Plugin; groups: CodeSplittingGroup[] } {
  const closures: Closures = { firstLoad: new Set(), raffleRoute: new Set(), drawCheck: new Set() };
  const plugin: Plugin = {
    name: 'rifas-first-load-chunks',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const getImports = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      const entries = ids.filter((id) => this.getModuleInfo(id)?.isEntry);
      const initial = new Set<string>();
      for (const entry of entries) staticClosure(getImports, entry, initial);
      const find = (pattern: RegExp) => {
        const id = ids.find((candidate) => pattern.test(candidate));
        if (!id) throw new Error(`first-load-chunks: no module matches ${pattern}`);
        return id;
      };
      const without = (set: Set<string>, ...others: Set<string>[]) =>
        new Set([...set].filter((id) => !others.some((other) => other.has(id))));
      const firstLoad = staticClosure(getImports, find(FIRST_LOAD));
      closures.firstLoad = without(staticClosure(getImports, find(INPUT_TEXT), firstLoad), initial);
      closures.raffleRoute = without(
        staticClosure(getImports, find(RAFFLE_ROUTE)),
        initial,
        closures.firstLoad,
      );
      closures.drawCheck = without(
        staticClosure(getImports, find(DRAW_CHECK)),
        initial,
        closures.firstLoad,
        closures.raffleRoute,
      );
    },
  };
  const groups: CodeSplittingGroup[] = [
    { name: 'index', tags: ['$initial'], priority: 3 },
    { name: 'first-load', test: (id) => closures.firstLoad.has(id), priority: 2 },
    { name: 'raffle-route', test: (id) => closures.raffleRoute.has(id), priority: 1 },
    { name: 'draw-check', test: (id) => closures.drawCheck.has(id), priority: 0 },
  ];
  return { plugin, groups };
}
