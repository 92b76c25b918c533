import type { ResponseEffect, ToastSeverity } from '@rafdesk/core';
import { type RouteName, pathTo } from './route-names.js';
import type { AppState } from './app-state.js';

/** A toast as the toast host shows it. */
export interface ToastMessage {
  readonly severity: ToastSeverity;
  readonly title: string;
  readonly text: string;
}

/** A delete's Undo as the undo toast offers it: what was deleted, and the restore (true once the server restored it). */
export interface UndoOffer {
  readonly text: string;
  readonly undo: () => Promise<boolean>;
}

export type Navigator = (path: string) => void;

/**
 * Carries out what the response policy decided, and anything else that wants a toast or a route change
 * from outside React: the router registers its navigate function, the toast host its listener.
 */
export class EffectDispatcher {
  private navigator: Navigator | null = null;
  private toastListeners = new Set<(toast: ToastMessage) => void>();
  private signedOutListeners = new Set<() => void>();
  private undoListeners = new Set<(offer: UndoOffer) => void>();

  constructor(private readonly appState: AppState) {}

  attachNavigator(navigator: Navigator): () => void {
    this.navigator = navigator;
    return () => {
      if (this.navigator === navigator) this.navigator = null;
    };
  }

  onToast(listener: (toast: ToastMessage) => void): () => void {
    this.toastListeners.add(listener);
    return () => void this.toastListeners.delete(listener);
  }

  /** Called before the app goes to Login because the server no longer accepts the token. */
  onUnauthorized(listener: () => void): () => void {
    this.signedOutListeners.add(listener);
    return () => void this.signedOutListeners.delete(listener);
  }

  showToast(toast: ToastMessage): void {
    for (const listener of this.toastListeners) listener(toast);
  }

  /** The undo toast's host listens here (a toast with a button, which the plain toasts cannot hold). */
  onUndoOffer(listener: (offer: UndoOffer) => void): () => void {
    this.undoListeners.add(listener);
    return () => void this.undoListeners.delete(listener);
  }

  offerUndo(offer: UndoOffer): void {
    for (const listener of this.undoListeners) listener(offer);
  }

  goTo(name: RouteName): void {
    this.navigator?.(pathTo(name));
  }

  apply = (effects: readonly ResponseEffect[]): void => {
    for (const effect of effects) {
      switch (effect.kind) {
        case 'toast':
          this.showToast({ severity: effect.severity, title: effect.title, text: effect.text });
          break;
        case 'navigate':
          if (effect.to === 'Login') for (const listener of this.signedOutListeners) listener();
          this.goTo(effect.to);
          break;
        case 'closeModal':
          this.appState.closeModal();
          break;
      }
    }
  };
}
