// `node dist/admin.mjs <command>` inside the gateway container (`docker compose exec gateway …`):
// the operator's way back into the admin area, on the running installation's database. The
// gateway keeps serving; it notices a bumped token version and cleared throttles by itself.
// Each command logs one JSON line of what it did; no password ever reaches the log.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { parseArgs } from 'node:util';
import { DATA_FILES, DEFAULT_DATA_DIR } from '../data-files.ts';
import { openDatabase } from '../db/database.ts';
import { MIGRATIONS_DIR, readMigrations } from '../db/migrate.ts';
import { inTransaction } from '../db/transaction.ts';
import { createLogger, type Logger } from '../logger.ts';
import type { OwnerAccount, OwnerStore } from '../owner/index.ts';
import { generatePassword, hashPassword, ownerStores, passwordProblem } from '../owner/index.ts';

export const EXIT_CODES = { done: 0, failed: 1, usage: 2 } as const;
/** The line the printed password stands on, after this text. */
export const NEW_PASSWORD_LABEL = 'New password, shown only this once:';

export const USAGE = `Usage: node dist/admin.mjs <command> [options]

Recovers the admin account of the running site, on the database in DATA_DIR (/data in the image):
  docker compose exec gateway node dist/admin.mjs <command> [options]

Commands:
  reset-password [--username NAME] [--stdin]
      Sets a new password and prints it once; with --stdin, reads it from standard input
      (one line) instead. Signs out every session and clears the sign-in throttles.
  unlock
      Clears the sign-in throttles (failed sign-ins of every address and username).
  sign-out-everywhere [--username NAME]
      Signs out every session of the account.
  disable-two-factor [--username NAME]
      Turns two-step sign-in off (a lost phone, and no recovery codes left): the password alone
      signs in again; the recovery codes stop working. Sessions stay signed in.
  help
      Shows this text.

NAME is the account's username; without it, the only account.
Exit codes: 0 done, 1 failed (no database, no such account, password refused), 2 bad usage.
`;

/** Bad arguments: answered with the usage text and exit code 2. */
class UsageError extends Error {}
/** The command could not do its job: answered with the reason and exit code 1. */
class CommandFailure extends Error {}

interface CommandOptions {
  username?: string | undefined;
  stdin?: boolean | undefined;
}

interface Context {
  db: DatabaseSync;
  stores: ReturnType<typeof ownerStores>;
  logger: Logger;
  options: CommandOptions;
}

const USERNAME_OPTION = { username: { type: 'string' } } as const;

const COMMANDS = {
  'reset-password': { options: { ...USERNAME_OPTION, stdin: { type: 'boolean' } }, run: resetPassword },
  unlock: { options: {}, run: unlock },
  'sign-out-everywhere': { options: USERNAME_OPTION, run: signOutEverywhere },
  'disable-two-factor': { options: USERNAME_OPTION, run: disableTwoFactor },
} as const;

type CommandName = keyof typeof COMMANDS;

const isCommand = (name: string): name is CommandName => Object.hasOwn(COMMANDS, name);

const HELP_WORDS = new Set(['help', '--help', '-h']);

/** The command and its options, or 'help' when usage was asked for. */
function parse(argv: string[]): { name: CommandName; options: CommandOptions } | 'help' {
  const [name, ...rest] = argv;
  if (name === undefined) throw new UsageError('name a command');
  if (HELP_WORDS.has(name)) return 'help';
  if (!isCommand(name)) throw new UsageError(`unknown command "${name}"`);
  try {
    const { values } = parseArgs({ args: rest, options: COMMANDS[name].options, strict: true });
    const options = values as CommandOptions;
    if (options.username === '') throw new UsageError('--username needs a name');
    return { name, options };
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(`${name}: ${(error as Error).message}`);
  }
}

/** The installation's database, as the gateway left it (it alone creates and migrates it). */
function openInstallationDatabase(dataDir: string): DatabaseSync {
  const path = join(dataDir, DATA_FILES.database);
  if (!existsSync(path)) {
    throw new CommandFailure(
      `no database at ${path}: run this in the gateway's container, or set DATA_DIR to the gateway's; ` +
        'the gateway creates the database on its first start',
    );
  }
  const needed = Math.max(...readMigrations(MIGRATIONS_DIR).map((migration) => migration.version));
  let db: DatabaseSync | undefined;
  try {
    db = openDatabase(path);
    const version = Number(db.prepare('SELECT max(version) AS version FROM schema_migrations').get()?.version ?? 0);
    if (version < needed) {
      throw new CommandFailure(
        `the database at ${path} has schema version ${version}, older than this command's ${needed}: ` +
          'start the gateway of this version once (it migrates the database), then run the command again',
      );
    }
    return db;
  } catch (error) {
    db?.close();
    if (error instanceof CommandFailure) throw error;
    throw new CommandFailure(`cannot use the database at ${path}: ${(error as Error).message}`);
  }
}

/** The account named, or the only one. */
function chooseAccount(admins: OwnerStore, username: string | undefined): OwnerAccount {
  const names = () =>
    admins
      .all()
      .map((account) => account.username)
      .join(', ');
  if (username !== undefined) {
    const account = admins.findByUsername(username);
    if (!account) throw new CommandFailure(`there is no account named "${username}" (accounts: ${names() || 'none'})`);
    return account;
  }
  const accounts = admins.all();
  if (accounts.length === 0) throw new CommandFailure('there is no admin account yet: the gateway creates it at start');
  if (accounts.length > 1) {
    throw new CommandFailure(`there are ${accounts.length} accounts (${names()}): name one with --username`);
  }
  return accounts[0] as OwnerAccount;
}

/** One line piped in (`echo '…' | … --stdin`); never a terminal, which would show what is typed. */
function passwordFromStdin(): string {
  if (process.stdin.isTTY) {
    throw new UsageError(
      "reset-password --stdin reads a password piped in: echo '…' | docker compose exec -T gateway node dist/admin.mjs reset-password --stdin",
    );
  }
  const line = readFileSync(0, 'utf8').replace(/\r?\n$/, '');
  if (line === '') throw new CommandFailure('no password on standard input');
  if (/[\r\n]/.test(line)) throw new CommandFailure('give the password on one line of standard input');
  return line;
}

async function resetPassword({ db, stores, logger, options }: Context): Promise<void> {
  const account = chooseAccount(stores.admins, options.username);
  const password = options.stdin ? passwordFromStdin() : generatePassword();
  const problem = passwordProblem(password, account.username);
  if (problem) throw new CommandFailure(`the password was refused, nothing was changed: ${problem}`);
  // Hashed before the write transaction, so the gateway's writes never wait for argon2.
  const passwordHash = await hashPassword(password);
  const recovery = stores.accessRecovery;
  const { sessionsEnded, signInFailuresCleared } = inTransaction(db, () => {
    stores.admins.changePassword(account.id, passwordHash);
    return {
      sessionsEnded: recovery.deleteSessions(account.id),
      signInFailuresCleared: recovery.clearSignInFailures(),
    };
  });
  if (!options.stdin) {
    const rule = '='.repeat(72);
    process.stdout.write(
      [
        rule,
        `  The admin account "${account.username}" has a new password.`,
        `  ${NEW_PASSWORD_LABEL}  ${password}`,
        '  Every session is signed out. Sign in at /admin/login, then choose your own under Account.',
        rule,
        '',
      ].join('\n'),
    );
  }
  logger.info(
    {
      username: account.username,
      passwordFrom: options.stdin ? 'stdin' : 'generated',
      sessionsRevoked: true,
      sessionsEnded,
      signInFailuresCleared,
    },
    'password reset',
  );
}

async function unlock({ stores, logger }: Context): Promise<void> {
  const signInFailuresCleared = stores.accessRecovery.clearSignInFailures();
  logger.info({ signInFailuresCleared }, 'sign-in throttles cleared');
}

async function signOutEverywhere({ db, stores, logger, options }: Context): Promise<void> {
  const account = chooseAccount(stores.admins, options.username);
  const recovery = stores.accessRecovery;
  const { tokenVersion, sessionsEnded } = inTransaction(db, () => ({
    tokenVersion: recovery.bumpTokenVersion(account.id),
    sessionsEnded: recovery.deleteSessions(account.id),
  }));
  logger.info(
    { username: account.username, sessionsRevoked: true, sessionsEnded, tokenVersion },
    'signed out everywhere',
  );
}

async function disableTwoFactor({ stores, logger, options }: Context): Promise<void> {
  const account = chooseAccount(stores.admins, options.username);
  const wasOn = stores.twoFactor.disable(account.id);
  logger.info(
    { username: account.username, wasOn },
    wasOn ? 'two-step sign-in turned off' : 'two-step sign-in was not on: nothing to turn off',
  );
}

async function main(argv: string[]): Promise<number> {
  let invocation: ReturnType<typeof parse>;
  try {
    invocation = parse(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`admin: ${error.message}\n\n${USAGE}`);
    return EXIT_CODES.usage;
  }
  if (invocation === 'help') {
    // Asked for: the answer, on stdout, and not an error.
    process.stdout.write(USAGE);
    return EXIT_CODES.done;
  }
  const { name, options } = invocation;
  let db: DatabaseSync | undefined;
  try {
    // DATA_DIR holds customers' data: anything this creates beside the database is owner-only.
    process.umask(0o077);
    db = openInstallationDatabase(process.env.DATA_DIR || DEFAULT_DATA_DIR);
    const logger = createLogger('info').child({ command: name });
    await COMMANDS[name].run({ db, stores: ownerStores(db), logger, options });
    return EXIT_CODES.done;
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`admin: ${error.message}\n\n${USAGE}`);
      return EXIT_CODES.usage;
    }
    if (!(error instanceof CommandFailure)) throw error;
    process.stderr.write(`admin: ${name}: ${error.message}\n`);
    return EXIT_CODES.failed;
  } finally {
    db?.close();
  }
}

// Run as a command; imported (by its tests), it only lends its constants.
if (import.meta.main) process.exitCode = await main(process.argv.slice(2));
