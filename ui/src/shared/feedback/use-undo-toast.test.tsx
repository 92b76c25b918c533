import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { errAsync, okAsync } from 'neverthrow';
import type { UndoId } from '@rafdesk/core';
import { AppState } from '../services/app-state.js';
import { EffectDispatcher, type ToastMessage, type UndoOffer } from '../services/effect-dispatcher.js';
import { ServicesProvider, locatorOf } from '../services/services.js';
import { UndoToastHost } from './undo-toast-host.js';
import { useOfferUndo } from './use-offer-undo.js';
import { UNDO_TOAST_TIMING, useUndoToast } from './use-undo-toast.js';

const offer = (text: string, undo: UndoOffer['undo'] = () => Promise.resolve(true)): UndoOffer => ({ text, undo });

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useUndoToast', () => {
  it('offers Undo for the offer time, then lets the delete stand', () => {
    const effects = new EffectDispatcher(new AppState());
    const { result } = renderHook(() => useUndoToast(effects));
    expect(result.current.text).toBeNull();
    act(() => effects.offerUndo(offer('The diagnostic has been deleted')));
    expect(result.current.text).toBe('The diagnostic has been deleted');
    act(() => vi.advanceTimersByTime(UNDO_TOAST_TIMING.offerMs - 1));
    expect(result.current.text).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.text).toBeNull();
  });

  it('stays open while held, never past the hold limit, and a moment after release', () => {
    const effects = new EffectDispatcher(new AppState());
    const { result } = renderHook(() => useUndoToast(effects));
    act(() => effects.offerUndo(offer('The draft has been deleted')));
    act(() => result.current.onHold(true));
    act(() => vi.advanceTimersByTime(UNDO_TOAST_TIMING.offerMs + 5000));
    expect(result.current.text).not.toBeNull();
    act(() => result.current.onHold(false));
    act(() => vi.advanceTimersByTime(UNDO_TOAST_TIMING.afterReleaseMs - 1));
    expect(result.current.text).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.text).toBeNull();

    act(() => effects.offerUndo(offer('The video has been deleted')));
    act(() => result.current.onHold(true));
    act(() => vi.advanceTimersByTime(UNDO_TOAST_TIMING.holdLimitMs));
    expect(result.current.text).toBeNull();
  });

  it('runs the restore once on Undo and closes when it is answered; a newer offer replaces the older', async () => {
    const effects = new EffectDispatcher(new AppState());
    const undo = vi.fn(() => Promise.resolve(true));
    const { result } = renderHook(() => useUndoToast(effects));
    act(() => effects.offerUndo(offer('first')));
    act(() => effects.offerUndo(offer('second', undo)));
    expect(result.current.text).toBe('second');
    act(() => result.current.onUndo());
    expect(result.current.busy).toBe(true);
    act(() => result.current.onUndo());
    await act(async () => { await Promise.resolve(); });
    expect(undo).toHaveBeenCalledTimes(1);
    expect(result.current).toMatchObject({ text: null, busy: false });
  });
});

describe('useOfferUndo', () => {
  const wrapperOf = (effects: EffectDispatcher) => ({ children }: { children: ReactNode }) => <ServicesProvider locator={locatorOf({ effects })}>{children}</ServicesProvider>;

  it('says what was deleted with Undo, and once restored says so; without an undo id it is a plain toast', async () => {
    const effects = new EffectDispatcher(new AppState());
    const toasts: ToastMessage[] = [];
    const offers: UndoOffer[] = [];
    effects.onToast((toast) => void toasts.push(toast));
    effects.onUndoOffer((given) => void offers.push(given));
    const { result } = renderHook(() => useOfferUndo(), { wrapper: wrapperOf(effects) });
    const restore = vi.fn((_id: UndoId) => okAsync(undefined));
    result.current({ title: 'Deleted!', text: 'The diagnostic has been deleted', restoredText: 'The diagnostic E1122 has been restored', undoId: 4 as UndoId, restore });
    expect(offers.map((given) => given.text)).toEqual(['The diagnostic has been deleted']);
    expect(await offers[0]?.undo()).toBe(true);
    expect(restore).toHaveBeenCalledWith(4);
    expect(toasts).toEqual([{ severity: 'success', title: 'Restored', text: 'The diagnostic E1122 has been restored' }]);

    result.current({ title: 'Deleted!', text: 'x', restoredText: 'y', undoId: 5 as UndoId, restore: () => errAsync({ kind: 'Refused' }) });
    expect(await offers[1]?.undo()).toBe(false);
    result.current({ title: 'Success!', text: 'The draft has been deleted', restoredText: 'z', undoId: null, restore });
    expect(toasts.at(-1)).toEqual({ severity: 'success', title: 'Success!', text: 'The draft has been deleted' });
    expect(offers).toHaveLength(2);
  });

  it('puts the toast in a polite live region and the focus on Undo; Enter on it undoes, Escape closes', async () => {
    const effects = new EffectDispatcher(new AppState());
    render(<ServicesProvider locator={locatorOf({ effects })}><UndoToastHost /></ServicesProvider>);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    const undo = vi.fn(() => Promise.resolve(true));
    act(() => effects.offerUndo(offer('The diagnostic has been deleted', undo)));
    const button = screen.getByRole('button', { name: 'Undo' });
    expect(region.textContent).toContain('The diagnostic has been deleted');
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    await act(async () => { await Promise.resolve(); });
    expect(undo).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    act(() => effects.offerUndo(offer('again')));
    fireEvent.keyDown(screen.getByRole('button', { name: 'Undo' }), { key: 'Escape' });
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });
});
