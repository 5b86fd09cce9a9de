import '../end-page.css';
import { formatPercent, useLanguage } from '../../../lib/i18n';

/** MUI's CircularProgress geometry: a 44-unit box, the ring's radius (44 - thickness 4) / 2. */
const RADIUS = 20;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * One ring of the gauge: MUI's determinate CircularProgress (148 px, thickness 4) drawn by end-page.css,
 * hidden from screen readers as before (the score is said in text).
 */
function Ring({ value, className }: { value: number; className: string }) {
  return (
    <span
      className={`tk-end-gauge-ring ${className}`}
      role="progressbar"
      aria-hidden="true"
      aria-valuenow={value}
      aria-valuemin={0}
      aria-valuemax={100}
    >
      <svg viewBox="22 22 44 44" aria-hidden="true" focusable="false">
        <circle
          cx="44"
          cy="44"
          r={RADIUS}
          fill="none"
          strokeWidth="4"
          style={{
            strokeDasharray: CIRCUMFERENCE.toFixed(3),
            strokeDashoffset: `${(((100 - value) / 100) * CIRCUMFERENCE).toFixed(3)}px`,
          }}
        />
      </svg>
    </span>
  );
}

/** The score as a ring with the percentage in its middle. */
export function ScoreGauge({ score }: { score: number }) {
  useLanguage();
  const value = Math.max(0, Math.min(100, score));
  const shown = formatPercent(value / 100, Number.isInteger(value) ? 0 : 1);
  return (
    <div className="tk-end-gauge">
      <Ring value={100} className="tk-end-gauge-track" />
      <Ring value={value} className={value >= 50 ? 'tk-end-gauge-ring--pass' : 'tk-end-gauge-ring--low'} />
      <div className="tk-end-gauge-middle">
        <p className="tk-end-gauge-score" data-testid="score">
          {shown}
        </p>
      </div>
    </div>
  );
}
