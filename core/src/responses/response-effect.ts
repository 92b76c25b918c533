/** How loud a toast is; the UI maps these to its toast component's severities. */
export type ToastSeverity = 'success' | 'info' | 'warning' | 'danger';

/** The screens a response can send the user to (route names of the shell). */
export type ResponseDestination = 'Login' | 'UnderMaintenance';

/** One thing the app does because of an API answer. */
export type ResponseEffect =
  | { readonly kind: 'toast'; readonly severity: ToastSeverity; readonly title: string; readonly text: string }
  | { readonly kind: 'navigate'; readonly to: ResponseDestination }
  | { readonly kind: 'closeModal' };

/** What came back from the API: the status (0 when no answer arrived at all) and the parsed body, if any. */
export interface ApiAnswer {
  readonly status: number;
  readonly body: unknown;
}

/** Toasts stay bottom right for this long, then hide. */
export const TOAST_LIFE_MS = 6_000;

/** The loading indicator goes off this long after a response. */
export const LOADING_OFF_DELAY_MS = 300;

export const SUCCESS_TEXT = 'Action submitted successfully';
export const SUCCESS_TITLE = 'Success';
export const ERROR_TITLE = 'Error!';
export const WARNING_TITLE = 'Warning';
export const UNREACHABLE_TEXT = 'The server cannot be reached. Please try again.';
export const SERVER_FAILURE_TEXT = 'The server could not complete the request. Please try again.';

/** A toast with the title its severity always carries. */
export function toast(severity: ToastSeverity, text: string): ResponseEffect {
  const title = severity === 'success' ? SUCCESS_TITLE : severity === 'warning' ? WARNING_TITLE : severity === 'danger' ? ERROR_TITLE : '';
  return { kind: 'toast', severity, title, text };
}
