import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { Db } from '../db/client.ts';
import { backupRestoreHelp } from './backup-restore.ts';
import {
  CliError,
  createInvite,
  createKindergarten,
  createUser,
  listInvites,
  removeKindergarten,
  setKindergartenTimeZone,
  setPassword,
} from './cli-commands.ts';

export type CliOutput = { print: (line: string) => void; printError: (line: string) => void };

type Options = NonNullable<ParseArgsConfig['options']>;
type Values = Record<string, string | string[] | boolean | undefined>;
/** `positional`: the name under which the one argument without a flag is found in the values (and may be required). */
type Command = {
  summary: string;
  usage: string;
  options: Options;
  required: string[];
  positional?: string;
  run: (db: Db, v: Values, out: CliOutput) => Promise<void>;
};

const str = (v: Values, name: string) => v[name] as string | undefined;
const num = (v: Values, name: string) => (v[name] === undefined ? undefined : Number(v[name]));

const commands: Record<string, Command> = {
  'create-kindergarten': {
    summary: "Create a kindergarten (in its own time zone, or the server's TIME_ZONE).",
    usage: '--name "Kita Sonnenblume" [--time-zone Europe/Berlin]',
    options: { name: { type: 'string' }, 'time-zone': { type: 'string' } },
    required: ['name'],
    run: async (db, v, out) => {
      const kindergarten = await createKindergarten(db, { name: str(v, 'name')!, timeZone: str(v, 'time-zone') });
      out.print(
        `Created kindergarten "${kindergarten.name}" (${kindergarten.id}, time zone ${kindergarten.timeZone ?? 'TIME_ZONE of the server'}).`,
      );
    },
  },
  'set-time-zone': {
    summary: 'Set the time zone of a kindergarten\'s calendar; "default" uses the server\'s TIME_ZONE.',
    usage: '--kindergarten <id|name> --time-zone Europe/Berlin|default',
    options: { kindergarten: { type: 'string' }, 'time-zone': { type: 'string' } },
    required: ['kindergarten', 'time-zone'],
    run: async (db, v, out) => {
      const kindergarten = await setKindergartenTimeZone(db, {
        kindergarten: str(v, 'kindergarten')!,
        timeZone: str(v, 'time-zone')!,
      });
      out.print(
        `Kindergarten "${kindergarten.name}" now keeps time in ${kindergarten.timeZone ?? "the server's TIME_ZONE"}.`,
      );
    },
  },
  'create-user': {
    summary: 'Create a user in a kindergarten.',
    usage:
      '--kindergarten <id|name> --username <e-mail> --password <password> --role parent|staff|admin [--name "Anna Berg"] [--language de]',
    options: {
      kindergarten: { type: 'string' },
      username: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string' },
      name: { type: 'string' },
      language: { type: 'string' },
    },
    required: ['kindergarten', 'username', 'password', 'role'],
    run: async (db, v, out) => {
      const user = await createUser(db, {
        kindergarten: str(v, 'kindergarten')!,
        username: str(v, 'username')!,
        password: str(v, 'password')!,
        role: str(v, 'role')!,
        name: str(v, 'name'),
        language: str(v, 'language'),
      });
      out.print(`Created ${user.role} ${user.username} (${user.id}).`);
    },
  },
  'create-invite': {
    summary: 'Create an invite code for registration.',
    usage:
      '--kindergarten <id|name> --role parent|staff|admin [--uses 1] [--expires-days 14] [--child <child id>]... [--code SONNE-2026]',
    options: {
      kindergarten: { type: 'string' },
      role: { type: 'string' },
      uses: { type: 'string', default: '1' },
      'expires-days': { type: 'string' },
      child: { type: 'string', multiple: true },
      code: { type: 'string' },
    },
    required: ['kindergarten', 'role'],
    run: async (db, v, out) => {
      const invite = await createInvite(db, {
        kindergarten: str(v, 'kindergarten')!,
        role: str(v, 'role')!,
        uses: num(v, 'uses') ?? 1,
        expiresInDays: num(v, 'expires-days'),
        childIds: (v.child as string[] | undefined) ?? [],
        code: str(v, 'code'),
      });
      const expiry = invite.expiresAt ? `expires ${invite.expiresAt.toISOString()}` : 'never expires';
      out.print(`Created invite code ${invite.code} (${invite.role}, ${invite.maxUses} use(s), ${expiry}).`);
    },
  },
  'list-invites': {
    summary: 'List invite codes with their uses and state.',
    usage: '[--kindergarten <id|name>]',
    options: { kindergarten: { type: 'string' } },
    required: [],
    run: async (db, v, out) => {
      const rows = await listInvites(db, { kindergarten: str(v, 'kindergarten') });
      if (rows.length === 0) return out.print('No invite codes.');
      const now = new Date();
      for (const { invite, kindergartenName } of rows) {
        const state = invite.revokedAt
          ? 'revoked'
          : invite.expiresAt && invite.expiresAt <= now
            ? 'expired'
            : invite.uses >= invite.maxUses
              ? 'used up'
              : 'active';
        const expiry = invite.expiresAt ? invite.expiresAt.toISOString().slice(0, 10) : 'no expiry';
        out.print(
          `${invite.code}\t${kindergartenName}\t${invite.role}\t${invite.uses}/${invite.maxUses} used\t${expiry}\t${state}`,
        );
      }
    },
  },
  'remove-kindergarten': {
    summary: 'Remove a kindergarten for good: its people, children, posts, news, chats, files and their bytes.',
    usage: '<id|name> --confirm "<its exact name>"',
    options: { confirm: { type: 'string' } },
    positional: 'kindergarten',
    required: ['kindergarten', 'confirm'],
    run: async (db, v, out) => {
      const { kindergarten, removed, freedBytes } = await removeKindergarten(db, {
        kindergarten: str(v, 'kindergarten')!,
        confirm: str(v, 'confirm')!,
      });
      out.print(
        `Removed kindergarten "${kindergarten.name}" (${kindergarten.id}) and ${(freedBytes / 1024 / 1024).toFixed(1)} MB of its files:`,
      );
      for (const { table, rows } of removed) out.print(`  ${table.padEnd(22)} ${rows}`);
    },
  },
  'set-password': {
    summary: "Set a user's password (signs them out everywhere).",
    usage: '--username <e-mail> --password <password>',
    options: { username: { type: 'string' }, password: { type: 'string' } },
    required: ['username', 'password'],
    run: async (db, v, out) => {
      const user = await setPassword(db, { username: str(v, 'username')!, password: str(v, 'password')! });
      out.print(`Password set for ${user.username}; their sessions were signed out.`);
    },
  },
};

export function cliHelp(): string {
  const lines = ['Usage: npm run kita -- <command> [--flags]', '', 'Commands:'];
  for (const [name, command] of Object.entries(commands))
    lines.push(`  ${name.padEnd(20)} ${command.summary}`, `  ${''.padEnd(20)} ${command.usage}`);
  for (const [name, summary, usage] of backupRestoreHelp)
    lines.push(`  ${name.padEnd(20)} ${summary}`, `  ${''.padEnd(20)} ${usage}`);
  lines.push('', 'Uses the same database as the server: DATABASE_URL, or the embedded database in DATA_DIR (./data).');
  return lines.join('\n');
}

/** True when the arguments ask for help only, so no database needs to be opened. */
export function wantsHelp(argv: string[]): boolean {
  return argv.length === 0 || argv[0] === '--help' || argv[0] === '-h' || argv[0] === 'help';
}

/** Runs one command; returns the exit code: 0 done, 1 the command failed, 2 wrong usage. */
export async function runCli(argv: string[], db: Db, out: CliOutput): Promise<number> {
  const [name, ...rest] = argv;
  const command = name ? commands[name] : undefined;
  if (!command) {
    out.printError(`Unknown command "${name ?? ''}".\n\n${cliHelp()}`);
    return 2;
  }
  let values: Values;
  try {
    const parsed = parseArgs({
      args: rest,
      options: { ...command.options, help: { type: 'boolean' } },
      strict: true,
      allowPositionals: command.positional !== undefined,
    });
    if (parsed.positionals.length > 1)
      throw new Error(`One ${command.positional} only, got ${parsed.positionals.length}.`);
    values = command.positional ? { ...parsed.values, [command.positional]: parsed.positionals[0] } : parsed.values;
  } catch (error) {
    out.printError(`${(error as Error).message}\nUsage: npm run kita -- ${name} ${command.usage}`);
    return 2;
  }
  if (values.help) {
    out.print(`${command.summary}\nUsage: npm run kita -- ${name} ${command.usage}`);
    return 0;
  }
  const missing = command.required.filter((flag) => values[flag] === undefined);
  if (missing.length > 0) {
    out.printError(
      `Missing ${missing.map((f) => (f === command.positional ? `<${f}>` : `--${f}`)).join(', ')}.\nUsage: npm run kita -- ${name} ${command.usage}`,
    );
    return 2;
  }
  try {
    await command.run(db, values, out);
    return 0;
  } catch (error) {
    if (error instanceof CliError) {
      out.printError(error.message);
      return 1;
    }
    throw error;
  }
}
