import sharp from 'sharp';

/**
 * The default icon: the brand colour with a white ticket (lucide's 'ticket', the
 * admin menu's 'Rifas'), drawn without text so no font is needed.
 */
function defaultIconSvg(size: number, brandColor: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 24 24">
  <rect width="24" height="24" fill="${brandColor}"/>
  <g transform="translate(4.8 4.8) scale(0.6)" fill="none" stroke="#ffffff" stroke-width="2"
     stroke-linecap="round" stroke-linejoin="round">
    <path d="M2 9a3 3 0 0 1 0 6v2a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-2a3 3 0 0 1 0-6V7a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2Z"/>
    <path d="M13 5v2"/><path d="M13 17v2"/><path d="M13 11v2"/>
  </g>
</svg>`;
}

/**
 * A square PNG of `size` px: the shop's logo centred on white with a margin (a
 * logo is often wide, and a launcher may round the corners), or the default.
 */
export async function renderAppIcon(
  size: number,
  brandColor: string,
  logo: Buffer | null,
): Promise<Buffer> {
  if (!logo)
    return sharp(Buffer.from(defaultIconSvg(size, brandColor)))
      .png()
      .toBuffer();
  const inner = Math.round(size * 0.8);
  const fitted = await sharp(logo)
    .resize(inner, inner, { fit: 'contain', background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .png()
    .toBuffer();
  return sharp({
    create: { width: size, height: size, channels: 3, background: '#ffffff' },
  })
    .composite([{ input: fitted, gravity: 'centre' }])
    .png()
    .toBuffer();
}
