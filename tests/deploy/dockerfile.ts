/**
 * What the Dockerfile puts in the server's image, read from the file itself so the test that
 * replays it (image.spec.ts) cannot drift from it: the files its COPY lines take from the build
 * context (less what .dockerignore leaves out), the `npm ci` its RUN line runs, its ENV and CMD.
 * An instruction this reader does not know fails loudly, naming it: the replay must learn it first.
 */
import { cpSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import dockerignore from '@balena/dockerignore';
import { Copy, DockerfileParser, Env } from 'dockerfile-ast';

export interface ImageRecipe {
  base: string;
  copies: { sources: string[]; destination: string }[];
  /** The arguments of the `npm ci` the image runs, after `npm`. */
  install: string[];
  env: Record<string, string>;
  command: string[];
  /** Who runs the command. */
  user: string;
}

/** Instructions that change nothing the replay has to do. */
const NOTHING_TO_REPLAY = new Set(['WORKDIR', 'EXPOSE']);

export function readImageRecipe(dockerfile = 'Dockerfile'): ImageRecipe {
  const recipe: ImageRecipe = { base: '', copies: [], install: [], env: {}, command: [], user: 'root' };
  const problem = (line: number, what: string) =>
    new Error(`${dockerfile}:${line + 1}: ${what}; tests/deploy/dockerfile.ts cannot replay it.`);
  for (const instruction of DockerfileParser.parse(readFileSync(dockerfile, 'utf8')).getInstructions()) {
    const keyword = instruction.getKeyword();
    const line = instruction.getRange().start.line;
    const words = instruction.getArguments().map((argument) => argument.getValue());
    if (keyword === 'FROM') {
      if (recipe.base) throw problem(line, 'a second stage');
      recipe.base = words[0] ?? '';
    } else if (instruction instanceof Copy) {
      const flags = instruction.getFlags().map((flag) => flag.getName());
      if (flags.length > 0) throw problem(line, `COPY --${flags.join(', --')}`);
      recipe.copies.push({ sources: words.slice(0, -1), destination: words.at(-1) ?? '' });
    } else if (keyword === 'RUN') {
      if (words[0] !== 'npm' || words[1] !== 'ci' || words.some((word) => /[;&|<>$`]/.test(word)))
        throw problem(line, `RUN ${words.join(' ')} (only one plain npm ci is replayed)`);
      recipe.install = words.slice(1);
    } else if (instruction instanceof Env) {
      for (const property of instruction.getProperties()) recipe.env[property.getName()] = property.getValue() ?? '';
    } else if (keyword === 'USER') {
      recipe.user = words[0] ?? '';
    } else if (keyword === 'CMD') {
      recipe.command = JSON.parse(instruction.getArgumentsContent() ?? '[]') as string[];
    } else if (!NOTHING_TO_REPLAY.has(keyword)) {
      throw problem(line, keyword);
    }
  }
  return recipe;
}

/** Copies what the recipe's COPY lines take from `context` into `root` (the image's WORKDIR), as Docker would. */
export function copyIntoImage(recipe: ImageRecipe, context: string, root: string): void {
  const ignored = dockerignore().add(readFileSync(join(context, '.dockerignore'), 'utf8').split('\n'));
  for (const { sources, destination } of recipe.copies) {
    for (const source of sources) {
      if (ignored.ignores(source)) throw new Error(`Dockerfile copies ${source}, which .dockerignore keeps out of the build context`);
      const from = join(context, source);
      // `COPY a b dir/` puts files into dir/; `COPY dir target` puts the folder's contents at target.
      const to = statSync(from).isDirectory() || !destination.endsWith('/') ? join(root, destination) : join(root, destination, source);
      mkdirSync(dirname(to), { recursive: true });
      cpSync(from, to, { recursive: true, filter: (path) => !ignored.ignores(relative(context, path)) });
    }
  }
}
