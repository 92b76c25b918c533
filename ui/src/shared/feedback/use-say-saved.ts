import { useService } from '../services/services.js';

/** The toast title of every change that succeeded (spec 01 §8: a successful change says so). */
export const SAVED_TITLE = 'Saved';

/** Says that a change succeeded, in the words of the screen that made it: a success toast titled 'Saved'. */
export function useSaySaved(): (text: string) => void {
  const effects = useService('effects');
  return (text) => effects.showToast({ severity: 'success', title: SAVED_TITLE, text });
}
