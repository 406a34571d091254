import { execFileSync } from 'node:child_process';
import path from 'node:path';

export const workspaceRoot = path.resolve(__dirname, '../../..');

export interface ProbeCase {
  /** Path relative to the workspace root, as if the source were a file there. */
  filePath: string;
  source: string;
}

/**
 * Lints each source as if it were a file at its path and returns, per case, the messages
 * of the Nx boundary rule. Nothing is written to disk.
 */
export function boundaryViolations(cases: ProbeCase[]): string[][] {
  const output = execFileSync(process.execPath, [path.join(__dirname, 'lint-probe.mjs'), workspaceRoot], {
    input: JSON.stringify(cases),
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(output) as string[][];
}
