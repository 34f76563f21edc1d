import { useMemo } from 'react';
import { encode } from 'uqr';

/** The quiet zone ISO/IEC 18004 asks around the code, in modules: phones find it faster. */
const QUIET_ZONE = 4;

/** The dark modules as one path: a rectangle per run of dark modules in a row. */
function darkModules(rows: readonly (readonly boolean[])[]): string {
  let path = '';
  rows.forEach((row, y) => {
    let start = -1;
    for (let x = 0; x <= row.length; x += 1) {
      const dark = row[x] === true;
      if (dark && start < 0) start = x;
      if (!dark && start >= 0) {
        path += `M${start} ${y}h${x - start}v1h${start - x}z`;
        start = -1;
      }
    }
  });
  return path;
}

/**
 * `text` as a QR code drawn in SVG (uqr encodes it; error correction M survives a screen's
 * glare and a phone's blur), black on white whatever the page's colours, sharp at any size.
 * `label` names the image for a screen reader.
 */
export function QrCode({
  text,
  label,
  className,
}: {
  text: string;
  label: string;
  className?: string;
}) {
  const { size, path } = useMemo(() => {
    const code = encode(text, { ecc: 'M', border: QUIET_ZONE });
    return { size: code.size, path: darkModules(code.data) };
  }, [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={className}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
