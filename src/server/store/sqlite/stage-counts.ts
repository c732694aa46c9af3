/**
 * How many requests each stage (the inbox's views) holds, as schema step 13's triggers keep them
 * in request_stage_counts in the same write as every insert, change and deletion: the inbox's
 * tabs, the dashboard and the lead figures read these rows, never the requests.
 */

/** A row per stage that has held a request. */
export const STAGE_COUNTS = 'SELECT stage, count FROM request_stage_counts';

/** The open requests (not closed, so not solved): bound to the closed stage's name. */
export const OPEN_COUNT = 'SELECT coalesce(sum(count), 0) AS count FROM request_stage_counts WHERE stage <> ?';
