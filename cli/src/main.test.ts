import type { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { HELP_EXAMPLES, commandPath } from './help-examples.js';
import { buildProgram, main } from './main.js';
import { memoryIo } from './testing-io.js';

const everyCommand = (command: Command): Command[] => [command, ...command.commands.flatMap(everyCommand)];
// Commands whose own code is another's to change: they take --json once their owner adds it.
const WITHOUT_JSON = new Set<string>([]);

describe('the rafdesk program (clig.dev)', () => {
  it('shows examples in the help of every command, the program\'s own included', async () => {
    const program = await buildProgram(memoryIo());
    const commands = everyCommand(program);
    expect(commands.map(commandPath)).toEqual(expect.arrayContaining(['rafdesk', 'score', 'code', 'serve', 'db migrate', 'db seed', 'user create', 'keys rotate']));
    for (const command of commands) {
      const io = memoryIo();
      const path = commandPath(command);
      expect(HELP_EXAMPLES[path], `examples for ${path}`).toBeDefined();
      expect(await main(['node', 'rafdesk', ...(path === 'rafdesk' ? [] : path.split(' ')), '--help'], io)).toBe(0);
      expect(io.out(), path).toMatch(/\nExamples:\n {2}\$ rafdesk /);
    }
  });

  it('takes --json on every command that does something (not the groups, whose subcommands do)', async () => {
    const program = await buildProgram(memoryIo());
    const leaves = everyCommand(program).filter((command) => command.commands.length === 0);
    const without = leaves.filter((command) => !command.options.some((option) => option.long === '--json')).map(commandPath);
    expect(without).toEqual([...WITHOUT_JSON]);
  });

  it('exits 2 on a command line commander refuses, and 0 for help and the version', async () => {
    expect(await main(['node', 'rafdesk', 'no-such-command'], memoryIo())).toBe(2);
    expect(await main(['node', 'rafdesk', '--version'], memoryIo())).toBe(0);
  });
});
