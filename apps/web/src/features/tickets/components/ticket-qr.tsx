import { useMemo } from 'react';
import QRCode from 'qrcode';

const MARGIN = 2;

/** The dark modules of a QR code as one SVG path, one unit square each. */
function qrPath(text: string): { size: number; path: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) path += `M${col + MARGIN} ${row + MARGIN}h1v1h-1z`;
    }
  }
  return { size: modules.size + 2 * MARGIN, path };
}

/**
 * A QR code of the ticket's own link. The library only computes the matrix;
 * React draws it as SVG, so nothing sets inline styles (the strict
 * Content-Security-Policy refuses them, and the qrcode canvas renderer sets some).
 */
export function TicketQr({ url }: { url: string }) {
  const { size, path } = useMemo(() => qrPath(url), [url]);
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label="Código QR de este ticket"
      className="h-44 w-44"
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#0f172a" />
    </svg>
  );
}
