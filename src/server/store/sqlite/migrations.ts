/**
 * The embedded database's schema, one step per version. PRAGMA user_version records how many
 * steps a database has had; the server (and the admin CLI) run the missing ones at start, each
 * in the same transaction as the version bump, so a crash never leaves half a step. Add steps
 * at the end; never edit one that has shipped.
 */
export const MIGRATIONS: readonly string[] = [
  // 1: contact requests. `id` is the id the form chose: the same request twice is one row.
  `CREATE TABLE contact_requests (
     id TEXT PRIMARY KEY,
     create_date TEXT NOT NULL,
     email TEXT NOT NULL,
     subject TEXT NOT NULL,
     phone TEXT NOT NULL,
     message TEXT NOT NULL,
     name TEXT NOT NULL,
     idx INTEGER NOT NULL,
     ip TEXT NOT NULL,
     solved INTEGER NOT NULL DEFAULT 0 CHECK (solved IN (0, 1)),
     solved_date TEXT,
     solved_by TEXT,
     lang TEXT NOT NULL,
     changed_by TEXT,
     changed_date TEXT
   ) STRICT;
   CREATE INDEX contact_requests_newest ON contact_requests (idx DESC, id DESC);
   CREATE INDEX contact_requests_by_state ON contact_requests (solved, idx DESC, id DESC);`,

  // 2: staff accounts, their sessions, sign-in throttles, and server settings (the generated
  // session secret). Sessions and throttles are keyed by hashes, never by the cookie or address.
  `CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT;
   CREATE TABLE admin_users (
     email TEXT PRIMARY KEY,
     display_name TEXT NOT NULL,
     password_hash TEXT NOT NULL,
     created_date TEXT NOT NULL,
     last_sign_in_date TEXT
   ) STRICT;
   CREATE TABLE admin_sessions (
     id TEXT PRIMARY KEY,
     email TEXT NOT NULL REFERENCES admin_users (email) ON DELETE CASCADE,
     created_at INTEGER NOT NULL,
     last_seen_at INTEGER NOT NULL
   ) STRICT;
   CREATE TABLE sign_in_throttles (
     key TEXT PRIMARY KEY,
     count INTEGER NOT NULL,
     locked_until INTEGER NOT NULL,
     last_attempt INTEGER NOT NULL
   ) STRICT;`,

  // 3: the notification outbox, one row per request, written in the request's transaction.
  `CREATE TABLE outbox (
     request_id TEXT PRIMARY KEY REFERENCES contact_requests (id),
     recipients TEXT NOT NULL,
     reply_to TEXT,
     subject TEXT NOT NULL,
     text TEXT NOT NULL,
     html TEXT NOT NULL,
     state TEXT NOT NULL CHECK (state IN ('pending', 'processing', 'sent', 'failed')),
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER NOT NULL,
     claimed_until INTEGER,
     error TEXT,
     sent_date TEXT
   ) STRICT;
   CREATE INDEX outbox_due ON outbox (state, next_attempt_at);`,

  // 4: what each account may do (a JSON array of src/admin-api/contract.ts's permissions); every
  // account before it could see the inbox, and keeps that.
  `ALTER TABLE admin_users ADD COLUMN permissions TEXT NOT NULL DEFAULT '["inbox"]';`,

  // 5: the site's content as editors change it (store/content.ts): each unit's current
  // revision (item '' is a document's own fields; data NULL once an item is deleted), and the
  // last revisions of each with the fields they changed.
  `CREATE TABLE content_units (
     lang TEXT NOT NULL,
     doc TEXT NOT NULL,
     item TEXT NOT NULL,
     revision INTEGER NOT NULL,
     data TEXT,
     updated_at TEXT,
     updated_by TEXT,
     PRIMARY KEY (lang, doc, item)
   ) STRICT;
   CREATE TABLE content_revisions (
     lang TEXT NOT NULL,
     doc TEXT NOT NULL,
     item TEXT NOT NULL,
     revision INTEGER NOT NULL,
     data TEXT,
     updated_at TEXT,
     updated_by TEXT,
     changed TEXT NOT NULL,
     PRIMARY KEY (lang, doc, item, revision)
   ) STRICT;`,

  // 6: publish runs (store/publish-runs.ts), newest first by their start; progress and changes
  // as JSON.
  `CREATE TABLE publish_runs (
     id TEXT PRIMARY KEY,
     target TEXT NOT NULL,
     state TEXT NOT NULL,
     stage TEXT,
     progress TEXT,
     started_by TEXT NOT NULL,
     started_at TEXT NOT NULL,
     finished_at TEXT,
     error TEXT,
     changes TEXT
   ) STRICT;
   CREATE INDEX publish_runs_newest ON publish_runs (started_at DESC, id DESC);`,

  // 7: the "out of date" marks (store/outdated-marks.ts): field `field` of language `lang`'s unit
  // was last checked against revision `since` of language `from_lang`'s, which changed it since
  // (last at `revision`). Written in the save's transaction; read per unit and per document.
  `CREATE TABLE content_outdated (
     doc TEXT NOT NULL,
     item TEXT NOT NULL,
     lang TEXT NOT NULL,
     field TEXT NOT NULL,
     from_lang TEXT NOT NULL,
     since INTEGER NOT NULL,
     revision INTEGER NOT NULL,
     changed_at TEXT NOT NULL,
     changed_by TEXT NOT NULL,
     PRIMARY KEY (doc, item, lang, field, from_lang)
   ) STRICT;
   CREATE INDEX content_outdated_by_language ON content_outdated (lang, doc);`,

  // 8: what a quote request adds, all optional (NULL in the requests stored before): the kind of
  // work, the project's location and the route key of the page the form was sent from; and the
  // requests by their instant of arrival, which the lead figures count by (julianday() reads
  // a stored date's offset, as the expiry sweep does).
  `ALTER TABLE contact_requests ADD COLUMN kind_of_work TEXT;
   ALTER TABLE contact_requests ADD COLUMN location TEXT;
   ALTER TABLE contact_requests ADD COLUMN sent_from TEXT;
   CREATE INDEX contact_requests_by_arrival ON contact_requests (julianday(create_date));`,

  // 9: the lead figures (lead-counts.ts) read this index alone, never the table: each request by
  // its arrival with everything they count by. It leads with the arrival, as step 8's did.
  `DROP INDEX contact_requests_by_arrival;
   CREATE INDEX contact_requests_figures
     ON contact_requests (julianday(create_date), lang, kind_of_work, sent_from, solved, julianday(solved_date));`,

  // 10: what is kept of the files sent with a request (content/attachments.ts), as a JSON array;
  // NULL for a request without files and those stored before. The files themselves are in the
  // attachment store's folder beside the database (attachments.ts).
  `ALTER TABLE contact_requests ADD COLUMN attachments TEXT;`,

  // 11: the project a project's quote form asked about (its document id, the same in every
  // language; NULL for other requests and those stored before). The lead figures count by it, so
  // their index (step 9's) takes it too and they still read the index alone.
  `ALTER TABLE contact_requests ADD COLUMN project TEXT;
   DROP INDEX contact_requests_figures;
   CREATE INDEX contact_requests_figures
     ON contact_requests (julianday(create_date), lang, kind_of_work, sent_from, project, solved, julianday(solved_date));`,

  // 12: each request's addresses as erasure compares them (contact-retention.ts's addressKeys),
  // indexed, so an erasure and its dry run read only the requests they match. Computed in
  // JavaScript (SQLite's lower() knows ASCII only): NULL here, filled by openDatabase in the
  // same transaction for the requests stored before, and written with every request after.
  `ALTER TABLE contact_requests ADD COLUMN email_key TEXT;
   ALTER TABLE contact_requests ADD COLUMN phone_digits TEXT;
   CREATE INDEX contact_requests_by_email ON contact_requests (email_key);
   CREATE INDEX contact_requests_by_phone ON contact_requests (phone_digits);`,

  // 13: where each request stands (admin-api/request-status.ts): its status, its stage (the
  // inbox's view: waiting, inProgress, closed), why it was lost, and its first answer (when, by
  // whom, how). A request marked solved before had been answered: it becomes `answered`, its
  // solved date and author its first answer's (how unknown), and it is no longer solved (solved
  // now means a final status). The inbox's views read the stage's index in either order; how many
  // requests each stage holds is kept in request_stage_counts by triggers, in the same write as
  // every insert, change and deletion (the form, staff, erasure, the expiry sweep), so the inbox's
  // counts read three rows, never the requests.
  `ALTER TABLE contact_requests ADD COLUMN status TEXT NOT NULL DEFAULT 'new';
   ALTER TABLE contact_requests ADD COLUMN stage TEXT NOT NULL DEFAULT 'waiting';
   ALTER TABLE contact_requests ADD COLUMN lost_reason TEXT;
   ALTER TABLE contact_requests ADD COLUMN first_answer_date TEXT;
   ALTER TABLE contact_requests ADD COLUMN first_answer_by TEXT;
   ALTER TABLE contact_requests ADD COLUMN first_answer_channel TEXT;
   UPDATE contact_requests
     SET status = 'answered', stage = 'inProgress', first_answer_date = solved_date, first_answer_by = solved_by,
       first_answer_channel = CASE WHEN solved_date IS NULL THEN NULL ELSE 'unknown' END,
       solved = 0, solved_date = NULL, solved_by = NULL
     WHERE solved = 1;
   CREATE INDEX contact_requests_by_stage ON contact_requests (stage, idx, id);
   CREATE TABLE request_stage_counts (stage TEXT PRIMARY KEY, count INTEGER NOT NULL) STRICT;
   INSERT INTO request_stage_counts (stage, count) SELECT stage, count(*) FROM contact_requests WHERE true GROUP BY stage;
   CREATE TRIGGER request_stage_counted AFTER INSERT ON contact_requests BEGIN
     INSERT INTO request_stage_counts (stage, count) VALUES (NEW.stage, 1) ON CONFLICT (stage) DO UPDATE SET count = count + 1;
   END;
   CREATE TRIGGER request_stage_uncounted AFTER DELETE ON contact_requests BEGIN
     UPDATE request_stage_counts SET count = count - 1 WHERE stage = OLD.stage;
   END;
   CREATE TRIGGER request_stage_moved AFTER UPDATE OF stage ON contact_requests WHEN OLD.stage IS NOT NEW.stage BEGIN
     UPDATE request_stage_counts SET count = count - 1 WHERE stage = OLD.stage;
     INSERT INTO request_stage_counts (stage, count) VALUES (NEW.stage, 1) ON CONFLICT (stage) DO UPDATE SET count = count + 1;
   END;`,
  // 14: the replies staff send visitors from the inbox (replies.ts): who, when, the text and the
  // message as sent, and its delivery, claimed and retried as the notifications' outbox is.
  // Erasure and expiry delete a request's replies with it.
  `CREATE TABLE replies (
     id TEXT PRIMARY KEY,
     request_id TEXT NOT NULL REFERENCES contact_requests (id),
     by_email TEXT NOT NULL,
     by_name TEXT NOT NULL,
     sent_at TEXT NOT NULL,
     body TEXT NOT NULL,
     recipient TEXT NOT NULL,
     reply_to TEXT NOT NULL,
     from_name TEXT NOT NULL,
     subject TEXT NOT NULL,
     state TEXT NOT NULL CHECK (state IN ('pending', 'processing', 'sent', 'failed')),
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER NOT NULL,
     claimed_until INTEGER,
     error TEXT,
     delivered_at TEXT
   ) STRICT;
   CREATE INDEX replies_of_request ON replies (request_id, sent_at);
   CREATE INDEX replies_due ON replies (state, next_attempt_at);`,

  // 15: the figures that steer (lib/first-answer-figures.ts, lib/lead-outcomes.ts). A first
  // answer's business minutes in the office the request went to, and that office, written with
  // the answer (NULL for the answers stored before: their time is not known). The lead figures'
  // index (step 11's) takes the status and the lost reason, so how requests ended is counted
  // from it alone; the first answers have one of their own, by arrival; and the waiting requests
  // are counted per language up to an instant on a third, so none of them reads the table.
  `ALTER TABLE contact_requests ADD COLUMN first_answer_minutes INTEGER;
   ALTER TABLE contact_requests ADD COLUMN first_answer_office TEXT;
   DROP INDEX contact_requests_figures;
   CREATE INDEX contact_requests_figures
     ON contact_requests (julianday(create_date), lang, kind_of_work, sent_from, project, status, lost_reason, solved, julianday(solved_date));
   CREATE INDEX contact_requests_first_answers
     ON contact_requests (julianday(create_date), first_answer_minutes, first_answer_office, first_answer_by, first_answer_channel);
   CREATE INDEX contact_requests_waiting ON contact_requests (stage, lang, julianday(create_date));`,

  // 16: the reminders of requests waiting for a first answer (reminders.ts), a row per step
  // keyed '<step>-<request id>': its due time and the basis it was computed on (the target and
  // the office's hours), then claimed, sent and retried as the outbox is. A step that is off (no
  // manager's address) keeps a row, so a basis that turns it on finds it. The requests stored
  // before get their rows from the sender's first pass (due times are business time, which SQL
  // cannot count). Erasure and expiry delete a request's reminders with it.
  `CREATE TABLE reminders (
     id TEXT PRIMARY KEY,
     request_id TEXT NOT NULL REFERENCES contact_requests (id),
     step INTEGER NOT NULL CHECK (step IN (1, 2)),
     basis TEXT NOT NULL,
     due_at INTEGER,
     state TEXT NOT NULL CHECK (state IN ('off', 'pending', 'processing', 'sent', 'failed')),
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER,
     claimed_until INTEGER,
     error TEXT,
     sent_date TEXT
   ) STRICT;
   CREATE INDEX reminders_of_request ON reminders (request_id, step);
   CREATE INDEX reminders_due ON reminders (state, next_attempt_at);`,
];
