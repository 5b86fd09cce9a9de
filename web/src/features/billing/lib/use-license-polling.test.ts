import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLicensePolling } from './use-license-polling';

describe('waiting for the new licence', () => {
  it('stops as soon as a licence exists and refreshes the user first', async () => {
    const answers = [false, false, true];
    const check = vi.fn(async () => answers.shift() ?? true);
    const onActive = vi.fn(async () => {});
    const { result } = renderHook(() => useLicensePolling({ check, onActive, intervalMs: 5, maxTries: 20 }));
    await waitFor(() => expect(result.current.state).toBe('active'));
    expect(check).toHaveBeenCalledTimes(3);
    expect(onActive).toHaveBeenCalledTimes(1);
  });

  it('gives up after the maximum number of tries, counting failed requests', async () => {
    let calls = 0;
    const check = vi.fn(async () => {
      calls += 1;
      if (calls % 2) throw new Error('network');
      return false;
    });
    const { result } = renderHook(() => useLicensePolling({ check, intervalMs: 2, maxTries: 4 }));
    await waitFor(() => expect(result.current.state).toBe('gave-up'));
    expect(check).toHaveBeenCalledTimes(4);
    expect(result.current.tries).toBe(4);
  });

  it('reports a failed payment at once', async () => {
    const check = vi.fn(async () => 'failed' as const);
    const { result } = renderHook(() => useLicensePolling({ check, intervalMs: 2, maxTries: 20 }));
    await waitFor(() => expect(result.current.state).toBe('failed'));
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('stops polling when the page is left', async () => {
    const check = vi.fn(async () => false);
    const { unmount } = renderHook(() => useLicensePolling({ check, intervalMs: 5, maxTries: 20 }));
    await waitFor(() => expect(check).toHaveBeenCalledTimes(1));
    unmount();
    await act(() => new Promise((r) => setTimeout(r, 30)));
    expect(check).toHaveBeenCalledTimes(1);
  });
});
