/** A reference file that cannot be compiled: its name and what is wrong with it. */
export class SourceProblem extends Error {
  constructor(
    readonly file: string,
    detail: string,
  ) {
    super(`${file}: ${detail}`);
    this.name = 'SourceProblem';
  }
}
