/** A failed step's error as a run keeps it: the last lines of its output, where the export names the document and field. */
const MAX_ERROR_LINES = 20;
const MAX_ERROR_CHARS = 2000;

export function stepError(output: string): string | null {
  return output.trim().split('\n').slice(-MAX_ERROR_LINES).join('\n').slice(-MAX_ERROR_CHARS) || null;
}
