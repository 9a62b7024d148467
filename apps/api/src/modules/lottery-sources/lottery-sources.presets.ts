/**
 * The Venezuelan result sites Rifas knows (issue 44, ADR 083), two independent
 * publishers for each lottery:
 *
 * - TuAzar (tuazar.com/loteria/resultados/): every triple on one page, one
 *   `div.lc-section` per game titled by `h3.lc-title` ('TRIPLE ZULIA'), its
 *   draws as `div.lc-row` of `div.lc-cell` (time, Triple A, Triple B, named by
 *   the head row); the third draw (zodiac) in a section of its own ('ZODIACO
 *   DEL ZULIA': time, Triple, Signo).
 * - Lotoven (lotoven.com/loteria/<game>/resultados/): one page per game, a
 *   `div.plan-item` titled `h2`, one `ul.plan-invest-limit` per Triple A/B/C
 *   (`li.pb-2` names it), each draw a `li` with `.lot2` (time) and `.lot3` (number).
 *   loteriadehoy.com serves the same data as Lotoven, so it is not a second source.
 *
 * Both show today's draws without a date: a page read on another calendar day
 * than the draw's (business time zone) is not used. The result is the prize's
 * draw (Triple A, B or C, ADR 088) listed at its hour.
 * The layouts were taken from public scrapers of these sites; the saved copies
 * in ./fixtures reproduce them (docs/decisions/083-official-result-fetched.md).
 */
export type PresetLayout =
  { kind: 'tuazar'; title: string; zodiacTitle: string } | { kind: 'lotoven'; title: string };

export type Preset = {
  id: string;
  name: string;
  lottery: string;
  url: string;
  layout: PresetLayout;
};

export const LOTTERY_NAMES = {
  zulia: 'Triple Zulia',
  caracas: 'Triple Caracas',
  tachira: 'Lotería del Táchira',
} as const;

const TUAZAR = 'https://tuazar.com/loteria/resultados/';
const lotoven = (game: string) => `https://lotoven.com/loteria/${game}/resultados/`;

export const PRESETS: readonly Preset[] = [
  {
    id: 'tuazar-triple-zulia',
    name: 'TuAzar',
    lottery: LOTTERY_NAMES.zulia,
    url: TUAZAR,
    layout: { kind: 'tuazar', title: 'TRIPLE ZULIA', zodiacTitle: 'ZODIACO DEL ZULIA' },
  },
  {
    id: 'lotoven-triple-zulia',
    name: 'Lotoven',
    lottery: LOTTERY_NAMES.zulia,
    url: lotoven('triplezulia'),
    layout: { kind: 'lotoven', title: 'Triple Zulia' },
  },
  {
    id: 'tuazar-triple-caracas',
    name: 'TuAzar',
    lottery: LOTTERY_NAMES.caracas,
    url: TUAZAR,
    layout: { kind: 'tuazar', title: 'TRIPLE CARACAS', zodiacTitle: 'CARACAS ZODIACAL' },
  },
  {
    id: 'lotoven-triple-caracas',
    name: 'Lotoven',
    lottery: LOTTERY_NAMES.caracas,
    url: lotoven('triplecaracas'),
    layout: { kind: 'lotoven', title: 'Triple Caracas' },
  },
  {
    id: 'tuazar-triple-tachira',
    name: 'TuAzar',
    lottery: LOTTERY_NAMES.tachira,
    url: TUAZAR,
    layout: { kind: 'tuazar', title: 'TRIPLE TÁCHIRA', zodiacTitle: 'TÁCHIRA ZODIACAL' },
  },
  {
    id: 'lotoven-triple-tachira',
    name: 'Lotoven',
    lottery: LOTTERY_NAMES.tachira,
    url: lotoven('tripletachira'),
    layout: { kind: 'lotoven', title: 'Triple Tachira' },
  },
];

/**
 * A preset's address: the real site, or under LOTTERY_PRESETS_ROOT (tests and
 * local development) as `<root>/<host><path>`, so one loopback server answers for every site.
 */
export function presetUrl(preset: Preset, root: string): string {
  if (!root) return preset.url;
  const url = new URL(preset.url);
  return `${root}/${url.host}${url.pathname}${url.search}`;
}
