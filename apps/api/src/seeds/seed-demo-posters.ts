import sharp from 'sharp';

/** A poster drawn from SVG (no network): gradient, a simple prize shape, the title. */
export async function posterPng(
  title: string,
  subtitle: string,
  colors: [string, string],
  shape: string,
) {
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/>
  </linearGradient></defs>
  <rect width="1200" height="800" fill="url(#g)"/>
  <circle cx="980" cy="140" r="260" fill="#ffffff" opacity="0.08"/>
  <circle cx="160" cy="720" r="200" fill="#ffffff" opacity="0.06"/>
  <g fill="#ffffff" opacity="0.92">${shape}</g>
  <text x="600" y="640" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="64" font-weight="bold" fill="#ffffff">${escape(title)}</text>
  <text x="600" y="710" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="34" fill="#ffffff" opacity="0.85">${escape(subtitle)}</text>
  <text x="1170" y="780" text-anchor="end" font-family="DejaVu Sans, sans-serif" font-size="22" fill="#ffffff" opacity="0.6">DEMO</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export const SHAPES = {
  moto: `<circle cx="430" cy="400" r="110" fill="none" stroke="#fff" stroke-width="34"/>
    <circle cx="770" cy="400" r="110" fill="none" stroke="#fff" stroke-width="34"/>
    <path d="M430 400 L560 250 L700 250 L770 400 M560 250 L620 400 L430 400" fill="none" stroke="#fff" stroke-width="28" stroke-linejoin="round"/>
    <rect x="650" y="200" width="110" height="34" rx="12"/>
    <rect x="545" y="320" width="120" height="80" rx="16"/>`,
  phone: `<rect x="480" y="90" width="240" height="450" rx="40"/>
    <rect x="505" y="140" width="190" height="340" rx="12" fill="#1e1b4b"/>
    <circle cx="600" cy="510" r="14" fill="#1e1b4b"/>`,
  tv: `<rect x="330" y="120" width="540" height="330" rx="24"/>
    <rect x="355" y="145" width="490" height="280" rx="10" fill="#0f172a"/>
    <rect x="560" y="450" width="80" height="50"/><rect x="470" y="500" width="260" height="26" rx="10"/>`,
};
