import { encode } from 'uqr';

/**
 * A QR code drawn as one SVG path of its dark modules, black on white whatever the theme (phone
 * cameras read dark on light), with the quiet zone around it that scanners need.
 */
export function QrCode({ value, label, size = 176 }: { value: string; label: string; size?: number }) {
  const { data } = encode(value, { border: 4 });
  const path = data.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : ''))).join('');
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${data.length} ${data.length}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      className="rounded-md bg-white"
    >
      <path d={path} fill="#000" />
    </svg>
  );
}
