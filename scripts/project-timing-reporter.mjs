// A Vitest reporter that prints, after the run, each project's wall time (its first file's start to its last file's
// end, while other projects' files may run beside it), the summed time of its files, and the run's whole wall time:
// the figures the README's test budget is kept by; and the slowest files.
export default class ProjectTimingReporter {
  started = Date.now();
  /** @type {Map<string, { files: number; first: number; last: number; summed: number }>} */
  projects = new Map();
  /** @type {Map<string, number>} */
  moduleStarts = new Map();
  /** @type {{ file: string; ms: number }[]} */
  files = [];

  onTestRunStart() {
    this.started = Date.now();
  }

  onTestModuleStart(testModule) {
    this.moduleStarts.set(testModule.moduleId, Date.now());
  }

  onTestModuleEnd(testModule) {
    const end = Date.now();
    const start = this.moduleStarts.get(testModule.moduleId) ?? end;
    const name = testModule.project.name || 'root';
    const project = this.projects.get(name) ?? { files: 0, first: start, last: end, summed: 0 };
    project.files += 1;
    project.first = Math.min(project.first, start);
    project.last = Math.max(project.last, end);
    project.summed += end - start;
    this.projects.set(name, project);
    this.files.push({ file: testModule.relativeModuleId ?? testModule.moduleId, ms: end - start });
  }

  onTestRunEnd() {
    const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
    const rows = [...this.projects].sort(([, a], [, b]) => a.first - b.first);
    console.log('\nTime per project (wall from its first file to its last; files summed):');
    for (const [name, project] of rows) {
      console.log(`  ${name.padEnd(10)} ${seconds(project.last - project.first).padStart(9)} wall  ${seconds(project.summed).padStart(9)} in ${project.files} files`);
    }
    console.log(`  ${'all'.padEnd(10)} ${seconds(Date.now() - this.started).padStart(9)} wall`);
    // The files a cut in the suite's time should start with.
    console.log('\nSlowest files:');
    for (const { file, ms } of [...this.files].sort((a, b) => b.ms - a.ms).slice(0, 25)) console.log(`  ${seconds(ms).padStart(8)}  ${file}`);
  }
}
