import type { ChildProcess } from 'node:child_process';

/** What an API child process writes, read as it comes: its JSON log lines, all its text (stderr first) and its exit code. */
export function watchOutput(child: ChildProcess): { lines(): Array<Record<string, unknown>>; text(): string; exited: Promise<number | null> } {
  let output = '';
  let errors = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const lines = () =>
    output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { lines, text: () => `${errors}${output}`, exited };
}
