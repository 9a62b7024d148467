import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmod, chown, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { ImapFlow } from 'imapflow';

/** Debian's Dovecot (`apt-get install dovecot-imapd`, .ci/run). */
export const DOVECOT_BINARY = '/usr/sbin/dovecot';

export type Dovecot = {
  host: string;
  port: number;
  user: string;
  password: string;
  /** APPENDs a message to the user's folder over IMAP, as a mail server delivers it. */
  append(raw: string | Buffer, folder?: string): Promise<void>;
  stop(): Promise<void>;
};

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function waitForPort(port: number, child: ChildProcess, log: string): Promise<void> {
  const { connect } = await import('node:net');
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) break;
    const ok = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  const text = await readFile(log, 'utf8').catch(() => '');
  throw new Error(`Dovecot did not start (exit ${child.exitCode}): ${text.slice(-2000)}`);
}

/**
 * A private Dovecot for one test file: its own generated configuration in a
 * temporary directory (no system configuration read), a non-privileged port on
 * loopback, one user from a passwd file, Maildir storage in the same directory.
 * It runs as the current user. It throws (the test fails) when it can't start.
 */
export async function startDovecot(): Promise<Dovecot> {
  const dir = await mkdtemp(join(tmpdir(), 'rifas-dovecot-'));
  const port = await freePort();
  const me = userInfo();
  // Dovecot refuses to run its login processes as root: under root (a CI container) they
  // run as the users Debian's package creates; any other user runs everything itself.
  const root = me.uid === 0;
  await chmod(dir, 0o755);
  const user = 'banco@rifas.test';
  const password = 'Clave-IMAP-de-prueba-7731';
  for (const sub of ['run', 'state', 'mail', 'home']) await mkdir(join(dir, sub));
  // Mail is never stored as root (Dovecot refuses uid 0): under root, as Debian's 'dovecot' user.
  const mailUid = root ? Number(execFileSync('id', ['-u', 'dovecot']).toString().trim()) : me.uid;
  const mailGid = root ? Number(execFileSync('id', ['-g', 'dovecot']).toString().trim()) : me.gid;
  for (const sub of ['mail', 'home']) await chown(join(dir, sub), mailUid, mailGid);
  await writeFile(join(dir, 'passwd'), `${user}:{PLAIN}${password}:::::\n`);
  const log = join(dir, 'dovecot.log');
  const config = `
base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${log}
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
mail_location = maildir:${dir}/mail/%u
default_internal_user = ${root ? 'dovecot' : me.username}
default_login_user = ${root ? 'dovenull' : me.username}
first_valid_uid = ${mailUid}
first_valid_gid = ${mailGid}
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/passwd
}
userdb {
  driver = static
  args = uid=${mailUid} gid=${mailGid} home=${dir}/home/%u
}
service imap-login {
  chroot =
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service anvil {
  chroot =
}
service stats {
  unix_listener stats-reader {
    mode = 0600
  }
  unix_listener stats-writer {
    mode = 0600
  }
}
`;
  const configPath = join(dir, 'dovecot.conf');
  await writeFile(configPath, config);
  const child = spawn(DOVECOT_BINARY, ['-F', '-c', configPath], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('error', () => undefined);
  try {
    await waitForPort(port, child, log);
  } catch (err) {
    child.kill('SIGKILL');
    await rm(dir, { recursive: true, force: true });
    throw err;
  }
  return {
    host: '127.0.0.1',
    port,
    user,
    password,
    async append(raw, folder = 'INBOX') {
      const client = new ImapFlow({
        host: '127.0.0.1',
        port,
        secure: false,
        auth: { user, pass: password },
        logger: false,
      });
      await client.connect();
      try {
        if (folder !== 'INBOX') await client.mailboxCreate(folder).catch(() => undefined);
        await client.append(folder, raw);
      } finally {
        await client.logout();
      }
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
