/**
 * An icon as plain SVG, drawn like MUI's SvgIcon (.ui-icon in plain-ui.css) without being a styled
 * component computed at the first render. Each feature keeps the paths of the @mui/icons-material icons
 * it shows (taking-icons.tsx, dashboard-icons.tsx, market-icons.tsx, app/shell-icons.ts). plain-ui.css
 * comes with app/shell.css, before any feature's stylesheet, so that the feature's own rules override it.
 */
export function SvgIcon({ path, className }: { path: string; className?: string }) {
  return (
    <svg
      className={className ? `ui-icon ${className}` : 'ui-icon'}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}
