import { isUploading } from '@rafdesk/core';

/** Client-wide state that is not the session: request activity, upload progress and modal closing. */
export interface AppStateSnapshot {
  readonly loading: boolean;
  /** 0 to 100; an upload runs only while strictly between the two. */
  readonly uploadPercent: number;
  readonly uploading: boolean;
  /** Grows by one each time an answer asks the open modal to close. */
  readonly closeModalCount: number;
  /** The route name of a screen shown over the route in a modal (the Smart PN wizard), null when none is open. */
  readonly overlayScreen: string | null;
}

/** A small external store for {@link AppStateSnapshot} (read with useSyncExternalStore). */
export class AppState {
  private listeners = new Set<() => void>();
  private snapshot: AppStateSnapshot = { loading: false, uploadPercent: 0, uploading: false, closeModalCount: 0, overlayScreen: null };

  private update(change: Partial<AppStateSnapshot>): void {
    const next = { ...this.snapshot, ...change };
    this.snapshot = { ...next, uploading: isUploading(next.uploadPercent) };
    for (const listener of this.listeners) listener();
  }

  current = (): AppStateSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  setLoading(loading: boolean): void {
    if (loading !== this.snapshot.loading) this.update({ loading });
  }

  setUploadPercent(percent: number): void {
    this.update({ uploadPercent: Math.min(100, Math.max(0, percent)) });
  }

  setOverlayScreen(screen: string | null): void {
    if (screen !== this.snapshot.overlayScreen) this.update({ overlayScreen: screen });
  }

  closeModal(): void {
    this.update({ closeModalCount: this.snapshot.closeModalCount + 1 });
  }
}
