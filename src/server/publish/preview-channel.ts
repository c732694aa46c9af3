/** The Firebase Hosting preview channel of a production publish run (at most 63 characters, lower case). */
export const previewChannel = (runId: string): string =>
  `run-${runId
    .replace(/[^a-z0-9-]/gi, '')
    .toLowerCase()
    .slice(0, 12)}`;
