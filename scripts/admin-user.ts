/**
 * Staff accounts of the admin, in the store the server uses (Firestore when the environment
 * configures it, otherwise the embedded database in CONTACT_DATA_DIR):
 *   npm run admin:user -- add <email> [--name "Display Name"] [--can inbox,content]
 *       create an account, or reset its password; --can sets what it may do (a new account
 *       without it gets inbox; an existing one keeps its own)
 *   npm run admin:user -- remove <email>
 *   npm run admin:user -- list
 * The password is read from a prompt (twice, not echoed) or, when stdin is not a terminal, from
 * its first line; never from the command line, where shell history and `ps` would keep it.
 */
import { parseArgs } from 'node:util';
import { isPermission, permissions, type Permission } from '../src/admin-api/contract';
import { firestoreAdminStore } from '../src/server/store/firestore/admin-store';
import { hashPassword, MIN_PASSWORD_LENGTH } from '../src/server/admin/passwords';
import { sqliteAdminStore } from '../src/server/store/sqlite/admin-store';
import type { AdminStore } from '../src/server/store/admin';
import { DEFAULT_CONTACT_DATA_DIR, firestoreConfig, isFirestoreConfigured } from '../src/server/config';
import { connectFirestore } from '../src/server/store/firestore/connection';
import { databasePath } from '../src/server/store/sqlite/connection';
import { databaseHandle } from '../src/server/store/sqlite/lazy';

const USAGE = `Usage:
  npm run admin:user -- add <email> [--name "Display Name"] [--can ${permissions.join(',')}]
      create an account, or reset its password; --can: what it may do (new accounts: inbox)
  npm run admin:user -- remove <email>
  npm run admin:user -- list`;

function fail(message: string, code = 2): never {
  console.error(message);
  process.exit(code);
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += chunk.toString();
  return text;
}

/** One line typed at the terminal without echo. */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    process.stderr.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    let value = '';
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          stdin.off('data', onData);
          stdin.setRawMode(false);
          stdin.pause();
          process.stderr.write('\n');
          resolve(value);
          return;
        }
        if (char === '\u0003') {
          stdin.setRawMode(false);
          reject(new Error('cancelled'));
          return;
        }
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else value += char;
      }
    };
    stdin.on('data', onData);
  });
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return (await readAll(process.stdin)).split(/\r?\n/)[0] ?? '';
  const first = await promptHidden('Password: ');
  const second = await promptHidden('Password again: ');
  if (first !== second) fail('The two passwords differ; nothing was changed.');
  return first;
}

function openStore(): { store: AdminStore; where: string; close: () => Promise<void> } {
  if (isFirestoreConfigured(process.env)) {
    const config = firestoreConfig(process.env);
    const connection = connectFirestore(config);
    return {
      store: firestoreAdminStore(connection.db),
      where: `Firestore (${config.source}, project ${config.projectId})`,
      close: connection.close,
    };
  }
  const dir = process.env['CONTACT_DATA_DIR'] || DEFAULT_CONTACT_DATA_DIR;
  const handle = databaseHandle(dir, () => {});
  return { store: sqliteAdminStore(handle), where: databasePath(dir), close: async () => handle.close() };
}

function commandLine() {
  try {
    return parseArgs({
      options: { name: { type: 'string' }, can: { type: 'string', multiple: true } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    return fail(`${(error as Error).message}\n${USAGE}`);
  }
}

/** `--can inbox,content` (or `--can inbox --can content`) as permissions; a word that is none of them stops the command. */
function permissionList(values: string[] | undefined): Permission[] | undefined {
  if (values === undefined) return undefined;
  const value = values.join(',');
  const words = value
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);
  const unknown = words.filter((word) => !isPermission(word));
  if (unknown.length > 0 || words.length === 0)
    fail(`--can takes ${permissions.join(', ')} or both joined by a comma, not '${unknown.join(',') || value}'.\n${USAGE}`);
  return permissions.filter((permission) => words.includes(permission));
}

const { values, positionals } = commandLine();
const [command, emailArg, ...extra] = positionals;
const email = emailArg?.trim().toLowerCase();
const displayName = values.name?.trim();
// Only options may follow the e-mail: a password on the command line is refused, not used.
if (extra.length > 0 || (values.name !== undefined && !displayName)) fail(USAGE);
const can = permissionList(values.can);

if (command === 'list') {
  const { store, where, close } = openStore();
  const users = await store.listUsers();
  console.log(users.length === 0 ? `No staff accounts in ${where}.` : `Staff accounts in ${where}:`);
  for (const user of users)
    console.log(
      `  ${user.email}  ${user.displayName}  can ${user.permissions.join(',') || 'nothing'}  created ${user.createdDate}  last sign-in ${user.lastSignInDate ?? 'never'}`,
    );
  await close();
} else if ((command === 'add' || command === 'remove') && email) {
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail(`'${emailArg}' is not an e-mail address.\n${USAGE}`);
  const { store, where, close } = openStore();
  if (command === 'remove') {
    const removed = await store.removeUser(email);
    console.log(removed ? `Removed ${email} from ${where}; its sessions ended.` : `No account ${email} in ${where}.`);
    await close();
    process.exit(removed ? 0 : 1);
  }
  const password = await readPassword();
  if ([...password].length < MIN_PASSWORD_LENGTH)
    fail(`The password needs at least ${MIN_PASSWORD_LENGTH} characters; nothing was changed.`);
  const existing = await store.getUser(email);
  const created = await store.putUser(
    {
      email,
      displayName: displayName ?? existing?.displayName ?? email.split('@')[0]!,
      passwordHash: await hashPassword(password),
      permissions: can,
    },
    new Date(),
  );
  const account = await store.getUser(email);
  const may = `It can: ${account?.permissions.join(', ') || 'nothing'}.`;
  console.log(
    created
      ? `Created ${email} in ${where}. ${may} Sign in at /admin.`
      : `Reset the password of ${email} in ${where}; its sessions ended. ${may}`,
  );
  await close();
} else {
  fail(USAGE);
}
