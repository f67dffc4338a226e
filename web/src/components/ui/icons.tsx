import type { SVGProps } from 'react';

/** A circle (cx, cy, r) or a rectangle (x, y, width, height, optional corner radius). */
type Shape =
  | string
  | { circle: [number, number, number] }
  | { rect: [number, number, number, number, number?] };

function ShapeElement({ shape }: { shape: Shape }) {
  if (typeof shape === 'string') return <path d={shape} />;
  if ('circle' in shape) {
    const [cx, cy, r] = shape.circle;
    return <circle cx={cx} cy={cy} r={r} />;
  }
  const [x, y, width, height, rx] = shape.rect;
  return <rect x={x} y={y} width={width} height={height} rx={rx} />;
}

/** A small set of stroke icons (Lucide-style paths), decorative unless labelled by their control. */
function Icon({ shapes, ...props }: SVGProps<SVGSVGElement> & { shapes: readonly Shape[] }) {
  return (
    <svg
      className="icon"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {shapes.map((shape, index) => (
        // The shapes are fixed for each icon: their place is their identity.
        <ShapeElement key={index} shape={shape} />
      ))}
    </svg>
  );
}

/** An icon drawn from its shapes; a directional one is mirrored in right-to-left layouts by CSS. */
function icon(shapes: readonly Shape[], directional = false) {
  return function DrawnIcon() {
    return <Icon shapes={shapes} className={directional ? 'icon icon--directional' : 'icon'} />;
  };
}

export const DashboardIcon = icon([
  { rect: [3, 3, 7, 9, 1] },
  { rect: [14, 3, 7, 5, 1] },
  { rect: [14, 12, 7, 9, 1] },
  { rect: [3, 16, 7, 5, 1] },
]);
export const PlusIcon = icon(['M12 5v14M5 12h14']);
export const ListIcon = icon(['M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01']);
export const ClipboardCheckIcon = icon([
  { rect: [8, 2, 8, 4, 1] },
  'M16 4h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2',
  'm9 14 2 2 4-4',
]);
export const ShieldCheckIcon = icon(['M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10', 'm9 12 2 2 4-4']);
export const WarehouseIcon = icon([
  'M22 8.35V20a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V8.35A2 2 0 0 1 3.26 6.5l8-3.2a2 2 0 0 1 1.48 0l8 3.2A2 2 0 0 1 22 8.35Z',
  'M6 18h12M6 14h12M6 10h12',
]);
export const PrinterIcon = icon([
  'M6 9V2h12v7',
  'M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2',
  { rect: [6, 14, 12, 8] },
]);
export const SettingsIcon = icon([
  { circle: [12, 12, 3] },
  'M19.4 15a1.65 1.65 0 0 0 .33 1.82l.06.06a2 2 0 1 1-2.83 2.83l-.06-.06a1.65 1.65 0 0 0-1.82-.33 1.65 1.65 0 0 0-1 1.51V21a2 2 0 1 1-4 0v-.09A1.65 1.65 0 0 0 9 19.4a1.65 1.65 0 0 0-1.82.33l-.06.06a2 2 0 1 1-2.83-2.83l.06-.06A1.65 1.65 0 0 0 4.68 15a1.65 1.65 0 0 0-1.51-1H3a2 2 0 1 1 0-4h.09A1.65 1.65 0 0 0 4.6 9a1.65 1.65 0 0 0-.33-1.82l-.06-.06a2 2 0 1 1 2.83-2.83l.06.06A1.65 1.65 0 0 0 9 4.68a1.65 1.65 0 0 0 1-1.51V3a2 2 0 1 1 4 0v.09a1.65 1.65 0 0 0 1 1.51 1.65 1.65 0 0 0 1.82-.33l.06-.06a2 2 0 1 1 2.83 2.83l-.06.06A1.65 1.65 0 0 0 19.4 9a1.65 1.65 0 0 0 1.51 1H21a2 2 0 1 1 0 4h-.09a1.65 1.65 0 0 0-1.51 1Z',
]);
export const LogoutIcon = icon(['M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9'], true);
export const UsersIcon = icon([
  'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2',
  { circle: [9, 7, 4] },
  'M22 21v-2a4 4 0 0 0-3-3.87M16 3.13a4 4 0 0 1 0 7.75',
]);
export const HomeIcon = icon(['m3 9 9-7 9 7v11a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z', 'M9 22V12h6v10']);
export const MenuIcon = icon(['M4 6h16M4 12h16M4 18h16']);
export const CloseIcon = icon(['M18 6 6 18M6 6l12 12']);
export const CheckIcon = icon(['M20 6 9 17l-5-5']);
export const BellIcon = icon(['M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9', 'M10.3 21a1.94 1.94 0 0 0 3.4 0']);
export const ClipboardListIcon = icon([
  { rect: [8, 2, 8, 4, 1] },
  'M16 4h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2',
  'M12 11h4M12 16h4M8 11h.01M8 16h.01',
]);
export const ClockIcon = icon([{ circle: [12, 12, 10] }, 'M12 6v6l4 2']);
export const CheckCircleIcon = icon([{ circle: [12, 12, 10] }, 'm9 12 2 2 4-4']);
export const XCircleIcon = icon([{ circle: [12, 12, 10] }, 'm15 9-6 6M9 9l6 6']);
export const TruckIcon = icon([
  'M14 18V6a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2v11a1 1 0 0 0 1 1h2',
  'M15 18H9M19 18h2a1 1 0 0 0 1-1v-3.65a1 1 0 0 0-.22-.62l-3.48-4.35A1 1 0 0 0 17.52 8H14',
  { circle: [17, 18, 2] },
  { circle: [7, 18, 2] },
]);
export const EyeIcon = icon(['M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z', { circle: [12, 12, 3] }]);
export const DownloadIcon = icon(['M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M7 10l5 5 5-5M12 15V3']);
export const UploadIcon = icon(['M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M17 8l-5-5-5 5M12 3v12']);
export const SearchIcon = icon([{ circle: [11, 11, 8] }, 'm21 21-4.3-4.3']);
export const TrashIcon = icon([
  'M3 6h18M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2',
]);
export const ChevronDownIcon = icon(['m6 9 6 6 6-6']);
/** Points to the reading direction's start; mirrored in right-to-left layouts by CSS. */
export const ChevronStartIcon = icon(['m15 18-6-6 6-6'], true);
export const ChevronEndIcon = icon(['m9 18 6-6-6-6'], true);
export const FileIcon = icon([
  'M15 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V7Z',
  'M14 2v4a2 2 0 0 0 2 2h4',
]);
export const ArrowBackIcon = icon(['M19 12H5M12 19l-7-7 7-7'], true);
export const ChartIcon = icon(['M3 3v18h18', 'M7 16v-5M12 16V8M17 16v-8']);
export const MoreIcon = icon([{ circle: [5, 12, 1] }, { circle: [12, 12, 1] }, { circle: [19, 12, 1] }]);
export const GlobeIcon = icon([
  { circle: [12, 12, 10] },
  'M2 12h20',
  'M12 2a15.3 15.3 0 0 1 4 10 15.3 15.3 0 0 1-4 10 15.3 15.3 0 0 1-4-10 15.3 15.3 0 0 1 4-10z',
]);
export const BuildingIcon = icon([
  'M6 22V4a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v18Z',
  'M6 12H4a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h2M18 9h2a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2h-2M10 6h4M10 10h4M10 14h4M10 18h4',
]);
