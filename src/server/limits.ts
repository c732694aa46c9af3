/**
 * How much one server process does at once and how long it waits for a client: the bounds that
 * keep an instance inside its 512 MiB (deploy/cloud-run-service.yaml) under hostile load, with
 * room for the runtime. `npm run bench:hostile` measures them; change them here only.
 */

/**
 * Image uploads read and re-encoded at once, and how many more may wait their turn (their
 * bodies unread until then); past that an upload is answered 429 with Retry-After. A 40
 * megapixel image takes a few hundred MiB to decode and encode anew, so one at a time.
 */
export const IMAGE_WORK = { running: 1, waiting: 4, retryAfterSeconds: 10 } as const;

/**
 * Contact posts with files read at once, how many more may wait their turn (their bodies unread
 * until then) and how many places one client address may hold (src/server/http/upload-line.ts);
 * past that a post is answered 429 with Retry-After and the visitor keeps the form. Each stages
 * up to 25 MB on disk while it is read, and on Cloud Run the disk is the instance's memory: two
 * at once keep that within 50 MB. Posts without files never wait here; a small post with files
 * is read at once and checked in a turn.
 */
export const UPLOAD_WORK = { running: 2, waiting: 6, perAddress: 2, retryAfterSeconds: 30 } as const;

/**
 * The pace at which contact posts are read and stored (src/server/http/post-pace.ts): a post
 * takes about 0.85 ms of the loop that also serves pages (a page from memory: 0.13 ms), so at
 * 50 a second a flood of posts takes about 5 % of it; an honest contractor's site gets a few a
 * day. The rest wait their turn by address, at most 10 s (a second's worth of the pace for each
 * second of waiting), the rest answered 429 with Retry-After; the form keeps what was typed.
 */
export const CONTACT_POST_PACE = { perSecond: 50, waiting: 500, perAddress: 50, maxWaitMs: 10_000, retryAfterSeconds: 10 } as const;

/**
 * A post with files keeps its place in UPLOAD_WORK only while its bytes arrive at least this
 * fast, averaged over the window: a phone on a slow connection sends 100 KB/s, a client that
 * drips bytes to hold a place is answered 408 after one window and its place goes to the next.
 */
export const UPLOAD_MINIMUM_RATE = { bytesPerSecond: 8 * 1024, windowMs: 10_000 } as const;

/**
 * Passwords checked at once (each takes 32 MiB for scrypt and one of libuv's four threads, which
 * image work and file reads need too) and how many sign-ins may wait; past that, 429.
 */
export const PASSWORD_CHECKS = { running: 1, waiting: 8, retryAfterSeconds: 2 } as const;

/** Threads libvips gives one image (sharp's default is the cores; on glibc without jemalloc, 1). */
export const IMAGE_THREADS = 1;

/**
 * A client has this long to send a request's headers: a connection that dribbles them (slowloris)
 * is answered 408 and closed instead of held.
 */
export const HEADERS_TIMEOUT_MS = 10_000;

/** ...and this long to send the whole request, body included (Cloud Run's own timeout is 60 s). */
export const REQUEST_TIMEOUT_MS = 60_000;

/** How often Node checks the two timeouts above (its default, 30 s, would let a slow client stay 40 s). */
export const TIMEOUT_CHECK_INTERVAL_MS = 1_000;

/**
 * A staff API request's JSON body (sign-in, solve, start or publish a run, an erasure demand):
 * a few short fields, so a larger body is answered 413 unread.
 */
export const STAFF_JSON_BODY_BYTES = 4 * 1024;

/** A reply's text, as long as a long letter: what staff write to one visitor. */
export const REPLY_TEXT_MAX = 10_000;
/** Its JSON body: the text, each character at most a few bytes and escaped. */
export const REPLY_BODY_BYTES = 8 * REPLY_TEXT_MAX;

/**
 * A contact post's body without files (the island's JSON, or form-encoded): larger ones are
 * refused unread (a message of 5,000 characters fits easily).
 */
export const CONTACT_BODY_BYTES = 16 * 1024;
