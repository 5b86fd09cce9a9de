/**
 * The header's icons as plain SVG (the paths of @mui/icons-material's Menu, KeyboardArrowDown and
 * AdminPanelSettingsOutlined): MUI's SvgIcon is a styled component, computed at every first render.
 */
const PATHS = {
  menu: ['M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z'],
  arrowDown: ['M7.41 8.59 12 13.17l4.59-4.58L18 10l-6 6-6-6z'],
  admin: [
    'M17 17.5c-.73 0-2.19.36-2.24 1.08.5.71 1.32 1.17 2.24 1.17s1.74-.46 2.24-1.17c-.05-.72-1.51-1.08-2.24-1.08',
    'M18 11.09V6.27L10.5 3 3 6.27v4.91c0 4.54 3.2 8.79 7.5 9.82.55-.13 1.08-.32 1.6-.55C13.18 21.99 14.97 23 17 23c3.31 0 6-2.69 6-6 0-2.97-2.16-5.43-5-5.91M11 17c0 .56.08 1.11.23 1.62-.24.11-.48.22-.73.3-3.17-1-5.5-4.24-5.5-7.74v-3.6l5.5-2.4 5.5 2.4v3.51c-2.84.48-5 2.94-5 5.91m6 4c-2.21 0-4-1.79-4-4s1.79-4 4-4 4 1.79 4 4-1.79 4-4 4',
  ],
};

export function HeaderIcon({ name }: { name: keyof typeof PATHS }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
