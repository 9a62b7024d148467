import sharp, { type Sharp } from 'sharp';

/**
 * Generated bank-app receipts of ONE layout (ADR 078): the same template with
 * other amounts, references, dates and names, and the ways a buyer re-sends one
 * (re-encoded, resized, cropped, another status bar). The fingerprint's
 * measurements (bench/receipt-fingerprints.ts) and its test draw from here.
 */

export const RECEIPT_WIDTH = 720;
export const RECEIPT_HEIGHT = 1480;

export type ReceiptFields = {
  amount: string;
  reference: string;
  date: string;
  name: string;
  phone: string;
  document: string;
};

export type StatusBar = { time: string; battery: number; dark: boolean; carrier: string };

export const DEFAULT_STATUS_BAR: StatusBar = {
  time: '9:41',
  battery: 80,
  dark: false,
  carrier: 'Movistar',
};

const FIRST = ['María', 'José', 'Luis', 'Ana', 'Carlos', 'Daniela', 'Pedro', 'Gabriela', 'Jesús'];
const LAST = ['Pérez', 'González', 'Rodríguez', 'Hernández', 'García', 'Martínez', 'López'];

/** A deterministic generator (mulberry32): the same seed, the same corpus. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rnd: () => number, list: readonly T[]): T =>
  list[Math.floor(rnd() * list.length)]!;
const digits = (rnd: () => number, n: number) =>
  Array.from({ length: n }, () => Math.floor(rnd() * 10)).join('');

/** The i-th distinct receipt's fields. */
export function receiptFields(i: number): ReceiptFields {
  const rnd = seededRandom(1000 + i);
  const bs = 50 + Math.floor(rnd() * 9950);
  const cents = Math.floor(rnd() * 100);
  const day = 1 + Math.floor(rnd() * 28);
  const month = 1 + Math.floor(rnd() * 12);
  return {
    amount: `Bs ${bs.toLocaleString('es-VE')},${String(cents).padStart(2, '0')}`,
    reference: digits(rnd, 12),
    date: `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/2026 ${String(
      Math.floor(rnd() * 24),
    ).padStart(2, '0')}:${digits(rnd, 2)}`,
    name: `${pick(rnd, FIRST)} ${pick(rnd, LAST)}`,
    phone: `04${pick(rnd, ['12', '14', '16', '24', '26'])}-${digits(rnd, 7)}`,
    document: `V-${5 + Math.floor(rnd() * 25)}.${digits(rnd, 3)}.${digits(rnd, 3)}`,
  };
}

function statusBarSvg(bar: StatusBar): string {
  const bg = bar.dark ? '#111111' : '#0b5d3b';
  const fg = '#ffffff';
  const level = Math.round((bar.battery / 100) * 34);
  return `<rect x="0" y="0" width="${RECEIPT_WIDTH}" height="48" fill="${bg}"/>
  <text x="28" y="34" font-family="DejaVu Sans" font-size="24" font-weight="bold" fill="${fg}">${bar.time}</text>
  <text x="110" y="33" font-family="DejaVu Sans" font-size="20" fill="${fg}">${bar.carrier}</text>
  <rect x="640" y="14" width="44" height="22" rx="4" fill="none" stroke="${fg}" stroke-width="2"/>
  <rect x="645" y="19" width="${level}" height="12" fill="${fg}"/>
  <rect x="560" y="18" width="8" height="16" fill="${fg}"/><rect x="572" y="14" width="8" height="20" fill="${fg}"/>
  <rect x="584" y="10" width="8" height="24" fill="${fg}"/><rect x="596" y="6" width="8" height="28" fill="${fg}"/>`;
}

/** A Pago Móvil receipt as a Venezuelan bank app shows it, as SVG. */
export function receiptSvg(fields: ReceiptFields, bar: StatusBar = DEFAULT_STATUS_BAR): string {
  const row = (y: number, label: string, value: string) =>
    `<text x="60" y="${y}" font-family="DejaVu Sans" font-size="24" fill="#6b7280">${label}</text>
  <text x="660" y="${y}" font-family="DejaVu Sans" font-size="26" font-weight="bold" fill="#111827" text-anchor="end">${value}</text>
  <line x1="60" y1="${y + 26}" x2="660" y2="${y + 26}" stroke="#e5e7eb" stroke-width="2"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${RECEIPT_WIDTH}" height="${RECEIPT_HEIGHT}">
  <rect width="100%" height="100%" fill="#f3f4f6"/>
  ${statusBarSvg(bar)}
  <rect x="0" y="48" width="${RECEIPT_WIDTH}" height="112" fill="#0b5d3b"/>
  <text x="40" y="118" font-family="DejaVu Sans" font-size="34" fill="#ffffff">‹</text>
  <text x="360" y="116" font-family="DejaVu Sans" font-size="30" font-weight="bold" fill="#ffffff" text-anchor="middle">Banco Ejemplo</text>
  <rect x="30" y="200" width="660" height="1060" rx="24" fill="#ffffff"/>
  <circle cx="360" cy="300" r="56" fill="#16a34a"/>
  <path d="M330 300 l22 22 l40 -44" stroke="#ffffff" stroke-width="10" fill="none"/>
  <text x="360" y="404" font-family="DejaVu Sans" font-size="32" font-weight="bold" fill="#111827" text-anchor="middle">Operación exitosa</text>
  <text x="360" y="446" font-family="DejaVu Sans" font-size="24" fill="#6b7280" text-anchor="middle">Pago Móvil enviado</text>
  <text x="360" y="540" font-family="DejaVu Sans" font-size="52" font-weight="bold" fill="#0b5d3b" text-anchor="middle">${fields.amount}</text>
  ${row(640, 'Referencia', fields.reference)}
  ${row(720, 'Fecha', fields.date)}
  ${row(800, 'Beneficiario', fields.name)}
  ${row(880, 'Cédula', fields.document)}
  ${row(960, 'Teléfono', fields.phone)}
  ${row(1040, 'Banco destino', '0102 Venezuela')}
  ${row(1120, 'Concepto', 'Rifa')}
  <rect x="60" y="1310" width="290" height="80" rx="40" fill="#ffffff" stroke="#0b5d3b" stroke-width="3"/>
  <text x="205" y="1360" font-family="DejaVu Sans" font-size="26" fill="#0b5d3b" text-anchor="middle">Compartir</text>
  <rect x="370" y="1310" width="290" height="80" rx="40" fill="#0b5d3b"/>
  <text x="515" y="1360" font-family="DejaVu Sans" font-size="26" fill="#ffffff" text-anchor="middle">Descargar</text>
</svg>`;
}

/** The receipt as a PNG screenshot. */
export function renderReceipt(fields: ReceiptFields, bar?: StatusBar): Promise<Buffer> {
  return sharp(Buffer.from(receiptSvg(fields, bar)))
    .png()
    .toBuffer();
}

export type Transform =
  | { kind: 'jpeg'; quality: number }
  | { kind: 'resize'; percent: number }
  | { kind: 'crop'; left: number; top: number; right: number; bottom: number }
  | { kind: 'status-bar'; bar: StatusBar }
  | { kind: 'combined'; percent: number; quality: number; crop: number };

export function describeTransform(t: Transform): string {
  switch (t.kind) {
    case 'jpeg':
      return `JPEG calidad ${t.quality}`;
    case 'resize':
      return `redimensionado ${t.percent} %`;
    case 'crop':
      return `recorte ${[t.left, t.top, t.right, t.bottom].map((c) => `${c}`).join('/')} %`;
    case 'status-bar':
      return `otra barra de estado (${t.bar.time}, ${t.bar.battery} %${t.bar.dark ? ', oscura' : ''})`;
    case 'combined':
      return `recorte ${t.crop} % + ${t.percent} % + JPEG ${t.quality}`;
  }
}

/** The transformations the measurements apply to each original. */
export const TRANSFORMS: readonly Transform[] = [
  { kind: 'jpeg', quality: 60 },
  { kind: 'jpeg', quality: 75 },
  { kind: 'jpeg', quality: 95 },
  { kind: 'resize', percent: 50 },
  { kind: 'resize', percent: 73 },
  { kind: 'resize', percent: 90 },
  { kind: 'crop', left: 5, top: 5, right: 5, bottom: 5 },
  { kind: 'crop', left: 5, top: 0, right: 0, bottom: 0 },
  { kind: 'crop', left: 0, top: 5, right: 2, bottom: 0 },
  { kind: 'crop', left: 2, top: 3, right: 4, bottom: 5 },
  { kind: 'status-bar', bar: { time: '23:07', battery: 15, dark: true, carrier: 'Digitel' } },
  { kind: 'status-bar', bar: { time: '12:30', battery: 100, dark: false, carrier: 'Movilnet' } },
  { kind: 'combined', percent: 60, quality: 60, crop: 4 },
];

/** One re-sent copy of the receipt with these fields. */
export async function transformReceipt(
  fields: ReceiptFields,
  original: Buffer,
  t: Transform,
): Promise<Buffer> {
  const crop = (image: Sharp, c: { left: number; top: number; right: number; bottom: number }) => {
    const left = Math.round((RECEIPT_WIDTH * c.left) / 100);
    const top = Math.round((RECEIPT_HEIGHT * c.top) / 100);
    const width = RECEIPT_WIDTH - left - Math.round((RECEIPT_WIDTH * c.right) / 100);
    const height = RECEIPT_HEIGHT - top - Math.round((RECEIPT_HEIGHT * c.bottom) / 100);
    return image.extract({ left, top, width, height });
  };
  switch (t.kind) {
    case 'jpeg':
      return sharp(original).jpeg({ quality: t.quality }).toBuffer();
    case 'resize':
      return sharp(original)
        .resize(Math.round((RECEIPT_WIDTH * t.percent) / 100))
        .png()
        .toBuffer();
    case 'crop':
      return crop(sharp(original), t).png().toBuffer();
    case 'status-bar':
      return renderReceipt(fields, t.bar);
    case 'combined': {
      const c = t.crop;
      const cropped = await crop(sharp(original), { left: c, top: c, right: c, bottom: c })
        .png()
        .toBuffer();
      return sharp(cropped)
        .resize(Math.round((RECEIPT_WIDTH * t.percent) / 100))
        .jpeg({ quality: t.quality })
        .toBuffer();
    }
  }
}
