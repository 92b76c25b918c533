/**
 * The engine's data could not be read or is not what its schema says: a broken installation, not bad input, so it is
 * thrown (once, at the first score that needs the file) with the file and the reason, never answered as a score.
 */
export class RafTablesBroken extends Error {
  constructor(readonly file: string, readonly reason: string) {
    super(`RAF tables: ${file}: ${reason}`);
    this.name = 'RafTablesBroken';
  }
}
