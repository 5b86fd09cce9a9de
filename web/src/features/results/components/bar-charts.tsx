import { Box } from '@mui/material';
import type { CSSProperties } from 'react';

/**
 * Two small bar charts drawn with CSS (flex and absolute positions), in place of a charts library:
 * columns (values upwards, a band per category) and rows (values to the right, a category per row).
 * Static drawings for ChartCard, which hides them from screen readers and reads its summary instead;
 * each bar has a `title` (the value on hover) and, where asked, its value written beside it.
 */

export interface Bar {
  /** The category under (columns) or before (rows) the bar; null leaves the place empty. */
  tick: string | null;
  /** null: no bar at all (no data), unlike 0. */
  value: number | null;
  color: string;
  /** Written at the end of the bar; null or undefined: nothing. */
  label?: string | null;
  /** Shown on hover. */
  title: string;
}

/** The height of a chart, the same as ChartCard's empty state. */
export const CHART_HEIGHT = 240;
const AXIS = '#a3a8bf';
const RADIUS = 6;
/** Room above the tallest column (and after the longest row) for its label. */
const LABEL_ROOM = 20;

/**
 * Ticks from 0 in steps of 1, 2, 5, 10, 20, 50… that cover `most` with at most `intervals` steps:
 * whole numbers only (counts of people). The last tick is the top of the scale.
 */
export function countTicks(most: number, intervals = 4): number[] {
  const top = Math.max(1, Math.ceil(most));
  let step = 1;
  for (let k = 1; Math.ceil(top / step) > intervals; k++) {
    step = [1, 2, 5][k % 3] * 10 ** Math.floor(k / 3);
  }
  return Array.from({ length: Math.ceil(top / step) + 1 }, (_, i) => i * step);
}

/** A share of the scale as a CSS length (bars never go past it). */
const share = (value: number, max: number) => `${(Math.min(Math.max(value, 0), max) / max) * 100}%`;

const tickText = {
  fontSize: 12,
  lineHeight: '16px',
  color: 'text.secondary',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
} as const;

/** Bars grow and shrink when the live results change, unless the user asked for less motion. */
const motion = {
  '& [data-bar]': {
    transition: 'height 300ms ease, width 300ms ease',
    '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
  },
} as const;

/** Value labels: dark text, absolutely placed next to the end of a bar. */
const valueLabel: CSSProperties = {
  position: 'absolute',
  fontSize: 12,
  lineHeight: '16px',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
};

/** Where an axis's numbers stand: from which edge their share of the scale is measured, and their offset. */
const TICK_PLACES = {
  y: { edge: 'bottom', sx: { right: 6, transform: 'translateY(50%)' } },
  x: { edge: 'left', sx: { top: 4, transform: 'translateX(-50%)' } },
} as const;

/** The numbers of an axis's `ticks`, each at its place on a scale that ends at `max`. */
function TickLabels({
  axis,
  ticks,
  max,
  format,
}: {
  axis: 'x' | 'y';
  ticks: number[];
  max: number;
  format(value: number): string;
}) {
  const { edge, sx } = TICK_PLACES[axis];
  return ticks.map((t) => (
    <Box
      key={t}
      component="span"
      sx={{ ...tickText, position: 'absolute', ...sx }}
      style={{ [edge]: share(t, max) }}
    >
      {format(t)}
    </Box>
  ));
}

/** A chart's grid: its side column (`side` px: the axis or the bands' names) beside the plot, in `rows`. */
const chartFrame = (side: number, rows: string) => ({
  height: CHART_HEIGHT,
  display: 'grid',
  gridTemplateColumns: `${side}px minmax(0, 1fr)`,
  gridTemplateRows: rows,
  ...motion,
});

/**
 * A bar's place in its band (hovered: its value) and, unless it has no value, the bar in its colour with
 * its label at its end. `shape` sizes the bar; `labelAt` places the label next to its end.
 */
function BarSlot({
  bar,
  slot,
  shape,
  labelAt,
}: {
  bar: Bar;
  slot: CSSProperties;
  shape: CSSProperties;
  labelAt: CSSProperties;
}) {
  return (
    <div style={slot} title={bar.title}>
      {bar.value !== null && (
        <div data-bar="" style={{ position: 'relative', background: bar.color, ...shape }}>
          {bar.label != null && (
            <Box component="span" sx={{ color: 'text.primary' }} style={{ ...valueLabel, ...labelAt }}>
              {bar.label}
            </Box>
          )}
        </div>
      )}
    </div>
  );
}

/**
 * Columns over a band axis: a y axis of `ticks` (the last one is the top of the scale), light grid
 * lines, a column per bar, the ticks of the bands under them and an optional axis title.
 */
export function ColumnChart({
  bars,
  ticks,
  formatTick = String,
  axisWidth,
  axisTitle,
}: {
  bars: Bar[];
  ticks: number[];
  formatTick?: (value: number) => string;
  axisWidth: number;
  axisTitle?: string;
}) {
  const max = ticks[ticks.length - 1] || 1;
  const gap = bars.length > 12 ? '2px' : '4px';
  // the bands of the columns and of their ticks: the same flex row, so that both line up
  const band: CSSProperties = { flex: '1 1 0', minWidth: 0, display: 'flex', justifyContent: 'center' };
  return (
    <Box sx={chartFrame(axisWidth, axisTitle ? '1fr auto auto' : '1fr auto')}>
      <Box sx={{ position: 'relative', mt: `${LABEL_ROOM}px` }}>
        <TickLabels axis="y" ticks={ticks} max={max} format={formatTick} />
      </Box>
      <Box
        sx={{
          position: 'relative',
          mt: `${LABEL_ROOM}px`,
          borderLeft: `1px solid ${AXIS}`,
          borderBottom: `1px solid ${AXIS}`,
        }}
      >
        {ticks.slice(1).map((t) => (
          <Box
            key={t}
            sx={{ position: 'absolute', left: 0, right: 0, borderTop: 1, borderColor: 'divider' }}
            style={{ bottom: share(t, max) }}
          />
        ))}
        <Box sx={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'flex-end', gap, px: '4px' }}>
          {bars.map((bar, i) => (
            <BarSlot
              // biome-ignore lint/suspicious/noArrayIndexKey: the bands are fixed, in order
              key={i}
              bar={bar}
              slot={{ ...band, height: '100%', alignItems: 'flex-end' }}
              shape={{
                width: '76%',
                maxWidth: 56,
                height: share(bar.value ?? 0, max),
                borderRadius: `${RADIUS}px ${RADIUS}px 0 0`,
              }}
              labelAt={{ bottom: '100%', left: '50%', transform: 'translate(-50%, -2px)' }}
            />
          ))}
        </Box>
      </Box>
      <span />
      <Box sx={{ display: 'flex', gap, px: '4px', pt: '4px' }}>
        {bars.map((bar, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the bands are fixed, in order
          <Box key={i} component="span" sx={tickText} style={band}>
            {bar.tick}
          </Box>
        ))}
      </Box>
      {axisTitle && (
        <Box component="span" sx={{ gridColumn: 2, textAlign: 'center', fontSize: 14, pt: '6px' }}>
          {axisTitle}
        </Box>
      )}
    </Box>
  );
}

/**
 * Rows over a band axis: the bands' names on the left, a row per bar growing to the right, an x axis
 * of `ticks` (the last one is the end of the scale) under them.
 */
export function RowChart({ bars, ticks, labelWidth }: { bars: Bar[]; ticks: number[]; labelWidth: number }) {
  const max = ticks[ticks.length - 1] || 1;
  return (
    <Box sx={chartFrame(labelWidth, '1fr auto')}>
      <Box sx={{ display: 'flex', flexDirection: 'column' }}>
        {bars.map((bar, i) => (
          <Box
            // biome-ignore lint/suspicious/noArrayIndexKey: the bands are fixed, in order
            key={i}
            component="span"
            sx={{
              ...tickText,
              flex: '1 1 0',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'flex-end',
              pr: '8px',
              color: 'text.primary',
            }}
          >
            {bar.tick}
          </Box>
        ))}
      </Box>
      <Box sx={{ position: 'relative', borderLeft: `1px solid ${AXIS}`, borderBottom: `1px solid ${AXIS}` }}>
        <Box sx={{ position: 'absolute', top: 0, bottom: 0, left: 0, right: `${LABEL_ROOM + 8}px` }}>
          {ticks.slice(1).map((t) => (
            <Box
              key={t}
              sx={{ position: 'absolute', top: 0, bottom: 0, borderLeft: 1, borderColor: 'divider' }}
              style={{ left: share(t, max) }}
            />
          ))}
          <Box sx={{ position: 'absolute', inset: 0, display: 'flex', flexDirection: 'column' }}>
            {bars.map((bar, i) => (
              <BarSlot
                // biome-ignore lint/suspicious/noArrayIndexKey: the bands are fixed, in order
                key={i}
                bar={bar}
                slot={{ flex: '1 1 0', display: 'flex', alignItems: 'center' }}
                shape={{
                  height: '76%',
                  maxHeight: 40,
                  width: share(bar.value ?? 0, max),
                  borderRadius: `0 ${RADIUS}px ${RADIUS}px 0`,
                }}
                labelAt={{ left: '100%', top: '50%', transform: 'translate(4px, -50%)' }}
              />
            ))}
          </Box>
        </Box>
      </Box>
      <span />
      <Box sx={{ position: 'relative', height: 20, mr: `${LABEL_ROOM + 8}px` }}>
        <TickLabels axis="x" ticks={ticks} max={max} format={String} />
      </Box>
    </Box>
  );
}
