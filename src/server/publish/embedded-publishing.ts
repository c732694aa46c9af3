/** What publishing on this machine works with: the runs' store, its folders, the site being served and the log. */
import { join } from 'node:path';
import { STARTUP_BUILD } from '../../admin-api/contract';
import type { PublishPlacesConfig } from '../config';
import type { PublishRunStore } from '../store/publish-runs';
import type { BuildFacts } from '../build-facts';

/** The site being served, as publishing changes it (src/server/http/served-builds.ts through main.ts). */
export interface LiveSite {
  /** The client folder of the build being served: a run's change report compares with it. */
  clientDir(): string;
  /** What the build being served says of itself: when its content was exported, its offices' hours. */
  facts(): BuildFacts;
  /** Serves the build in `distDir` to every visitor from the next request on; STARTUP_BUILD: the one the server started with. */
  goLive(id: string, distDir: string): Promise<void>;
  /** Serves the build in `distDir` to the session whose cookie header this is, and to no one else. */
  preview(cookieHeader: string | null, id: string, distDir: string): Promise<void>;
  endPreview(cookieHeader: string | null): void;
  /** The id of the build being served: a run's, or STARTUP_BUILD. */
  servedId(): string;
  /** The build the session whose cookie header this is previews, if any. */
  previewing(cookieHeader: string | null): string | undefined;
}

/** Where runs work and builds are kept, under the work folder. */
export interface PublishFolders {
  /** A run's copy of the project while it works (`<runs>/<id>`), removed once it ends. */
  runs: string;
  /** Each finished build, `<builds>/<id>`. */
  builds: string;
  /** What rolling back to the build the server started with restores: the snapshot it was built from. */
  startup: string;
}

export interface EmbeddedPublishing {
  store: PublishRunStore;
  places: PublishPlacesConfig;
  folders: PublishFolders;
  /** Undefined where this server serves no build of its own (a test, a script): nothing goes live. */
  live: LiveSite | undefined;
  log: (line: string) => void;
}

export const publishFolders = (workDir: string): PublishFolders => ({
  runs: join(workDir, 'runs'),
  builds: join(workDir, 'builds'),
  startup: join(workDir, STARTUP_BUILD),
});
