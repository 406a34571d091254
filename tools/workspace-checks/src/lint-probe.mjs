// Lints sources as if they stood at the given paths and prints the boundary-rule messages
// as JSON. Runs in its own Node process because ESLint loads its flat config with a dynamic
// import, which Jest's module sandbox cannot do. Input (stdin): [{ filePath, source }].
import { ESLint } from 'eslint';
import path from 'node:path';
import { readFileSync } from 'node:fs';

const root = process.argv[2];
const cases = JSON.parse(readFileSync(0, 'utf8'));
const eslint = new ESLint({ cwd: root });
const out = [];
for (const { filePath, source } of cases) {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, filePath) });
  out.push(result.messages.filter((m) => m.ruleId === '@nx/enforce-module-boundaries').map((m) => m.message));
}
process.stdout.write(JSON.stringify(out));
