/** The one admin API of the running server (same backend as the contact endpoint). */
import { processEnvironment } from '../config';
import { createAdminRoute } from './route';
import { snapshotExportedAt } from '../../content/snapshot-meta';

export const adminRoute = createAdminRoute(processEnvironment(), import.meta.env.SITE, snapshotExportedAt());
