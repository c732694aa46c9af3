/**
 * The server's one logger: a JSON line per request (http/request-log.ts) and per event, in the
 * structure Cloud Logging reads from a container's output (`severity`, `message`, `time`,
 * `httpRequest`, `logging.googleapis.com/trace`, `stack_trace` for Error Reporting), written
 * by pino. At a terminal the same lines are printed readably by pino-pretty, when it is
 * installed (a development package: the server runs without it).
 *
 * What goes in a line is chosen by its caller, never the request's body: no name, e-mail,
 * phone or message of a visitor is ever logged (tests/server/log-lines.spec.ts).
 *
 * main.ts builds the log once and hands it down; modules shared with the command-line scripts
 * take a `LineLog` (one operator's line) instead, which the CLI prints as it is.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { pino, stdTimeFunctions, type DestinationStream, type LoggerOptions } from 'pino';

type LogFields = Readonly<Record<string, unknown>>;

export interface Log {
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  /** `error` (a thrown value) adds its message to the line and its stack as `stack_trace`. */
  error(message: string, error?: unknown, fields?: LogFields): void;
}

/** A line for the operator from a module the command-line scripts share; `warning` marks a problem. */
export type LineLog = (line: string, severity?: 'warning') => void;

/** The lines of a shared module, as events of `log`. */
export const lineLog =
  (log: Log): LineLog =>
  (line, severity) =>
    severity ? log.warn(line) : log.info(line);

/** For the command-line scripts: plain lines, problems on stderr. */
export const consoleLines: LineLog = (line, severity) => (severity ? console.error(line) : console.log(line));

/** Plain lines on the console, for code run outside the server (scripts, tests that do not look). */
export const consoleLog: Log = {
  info: (message) => console.log(message),
  warn: (message) => console.error(message),
  error: (message, error) => console.error(message, ...(error === undefined ? [] : [error])),
};

export const silentLog: Log = { info: () => {}, warn: () => {}, error: () => {} };

const traces = new AsyncLocalStorage<string>();

/** Runs `handle` for one request: every line logged meanwhile carries its trace id (X-Cloud-Trace-Context). */
export function withTrace<T>(traceId: string | undefined, handle: () => T): T {
  return traceId === undefined ? handle() : traces.run(traceId, handle);
}

/** Cloud Logging's severities for pino's levels. */
const SEVERITY: Readonly<Record<string, string>> = {
  trace: 'DEBUG',
  debug: 'DEBUG',
  info: 'INFO',
  warn: 'WARNING',
  error: 'ERROR',
  fatal: 'CRITICAL',
};

export interface LogOptions {
  /** The Google Cloud project the traces belong to; without one, lines carry no trace. */
  projectId: string | undefined;
  /** Readable lines instead of JSON (a terminal); JSON when pino-pretty is not installed. */
  pretty: boolean;
  /** Where the lines go (tests); standard output otherwise. */
  destination?: DestinationStream;
}

/** Error Reporting finds an error by its stack in `stack_trace`. */
function errorFields(error: unknown): { text: string; stack?: string } {
  if (error instanceof Error) return { text: error.message, ...(error.stack ? { stack: error.stack } : {}) };
  return { text: String(error) };
}

/** Human-readable output when it can be had: pino-pretty, when this install has it. */
async function prettyStream(): Promise<DestinationStream | undefined> {
  try {
    const { default: pretty } = await import('pino-pretty');
    return pretty({
      messageKey: 'message',
      translateTime: 'SYS:HH:MM:ss.l',
      ignore: 'pid,hostname',
      // The stack as lines, not as one escaped string.
      customPrettifiers: { stack_trace: (stack) => `\n${String(stack)}` },
      sync: true,
    });
  } catch {
    return undefined;
  }
}

/**
 * Standard output is written asynchronously: a line per request written at once took a tenth
 * of the server's time serving pages (a write call each); written as the previous write ends,
 * the lines that came meanwhile go out together. pino writes what is left before the process
 * exits, process.exit() included.
 */
export async function createLog({ projectId, pretty, destination }: LogOptions): Promise<Log> {
  const prettified = pretty && !destination ? await prettyStream() : undefined;
  const options: LoggerOptions = {
    base: null,
    messageKey: 'message',
    timestamp: stdTimeFunctions.isoTime,
    mixin: () => {
      const traceId = traces.getStore();
      return traceId && projectId ? { 'logging.googleapis.com/trace': `projects/${projectId}/traces/${traceId}` } : {};
    },
    // pino-pretty colours pino's own level numbers; Cloud Logging reads `severity`.
    ...(prettified ? {} : { formatters: { level: (label: string) => ({ severity: SEVERITY[label] ?? 'DEFAULT' }) } }),
  };
  const logger = pino(options, prettified ?? destination ?? pino.destination({ dest: 1, sync: false }));
  return {
    info: (message, fields = {}) => logger.info(fields, message),
    warn: (message, fields = {}) => logger.warn(fields, message),
    error(message, error, fields = {}) {
      if (error === undefined) return logger.error(fields, message);
      const { text, stack } = errorFields(error);
      logger.error({ ...fields, ...(stack ? { stack_trace: stack } : {}) }, `${message}: ${text}`);
    },
  };
}
