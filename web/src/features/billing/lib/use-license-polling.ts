import { useEffect, useEffectEvent, useState } from 'react';

export type PollingState = 'waiting' | 'active' | 'failed' | 'gave-up';

export interface LicensePollingOptions {
  /** One try: whether an active licence exists now ('failed' when the payment is known to have failed). */
  check: (signal: AbortSignal) => Promise<boolean | 'failed'>;
  /** Runs once a licence was found, before the state turns 'active' (the user is refreshed there). */
  onActive?: () => Promise<unknown>;
  intervalMs: number;
  maxTries: number;
}

/**
 * Polls for an active licence (spec §4 Billing confirmation): a first try at once, then one every
 * `intervalMs`, at most `maxTries` in all. A failed request counts as a try.
 */
export function useLicensePolling({ check, onActive, intervalMs, maxTries }: LicensePollingOptions) {
  const [state, setState] = useState<PollingState>('waiting');
  const [tries, setTries] = useState(0);

  // the page's latest functions, called by the one polling run (a new render starts no second run)
  const checkNow = useEffectEvent((signal: AbortSignal) => check(signal));
  const activated = useEffectEvent(async () => onActive?.());

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let count = 0;
    const tick = async () => {
      count += 1;
      setTries(count);
      let result: boolean | 'failed' = false;
      try {
        result = await checkNow(controller.signal);
      } catch {
        result = false;
      }
      if (controller.signal.aborted) return;
      if (result === 'failed') return setState('failed');
      if (result) {
        try {
          await activated();
        } finally {
          if (!controller.signal.aborted) setState('active');
        }
        return;
      }
      if (count >= maxTries) return setState('gave-up');
      timer = setTimeout(tick, intervalMs);
    };
    void tick();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [intervalMs, maxTries]);

  return { state, tries };
}
