// The order Vitest hands test files to its two workers: the long files (browser suites, `rafdesk serve` processes) first,
// so the last minute of a run is short files on both workers and not one long file on one of them while the other
// idles. CI's shuffled run (--sequence.shuffle.files) shuffles each group with the printed seed, so files still meet
// each other in a new order every run.
import { BaseSequencer } from 'vitest/node';

const LONG_FILES = [/\/tests\/e2e\//, /\/tests\/realtime\/serve\//, /\/cli\/src\/commands\/user\.test\.ts$/];
const isLong = (file) => LONG_FILES.some((pattern) => pattern.test(file.moduleId));

/** A shuffle that the same seed repeats (mulberry32). */
function shuffled(files, seed) {
  let state = Number(seed) >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const result = [...files];
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [result[i], result[j]] = [result[j], result[i]];
  }
  return result;
}

export default class LongFilesFirstSequencer extends BaseSequencer {
  async sort(files) {
    const { shuffle, seed } = this.ctx.config.sequence;
    const shuffleFiles = shuffle === true || (typeof shuffle === 'object' && shuffle?.files === true);
    const ordered = shuffleFiles ? shuffled(files, seed) : await super.sort(files);
    return [...ordered.filter(isLong), ...ordered.filter((file) => !isLong(file))];
  }
}
