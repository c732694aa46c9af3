/**
 * A key and a certificate for a loopback server over TLS, made fresh for one run: valid for a
 * day, for 127.0.0.1 and localhost, trusted by nobody (the browser that loads from it is told
 * to ignore certificate errors). Made by the `openssl` command (Debian's openssl package):
 * Node can make keys but not certificates, and no certificate library is installed.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

interface Certificate {
  /** PEM. */
  key: string;
  cert: string;
}

export async function selfSignedCertificate(): Promise<Certificate> {
  const dir = await mkdtemp(join(tmpdir(), 'loopback-tls-'));
  const keyFile = join(dir, 'key.pem');
  const certFile = join(dir, 'cert.pem');
  try {
    // P-256: the kind of key the CDN's certificates use, and made in milliseconds.
    // prettier-ignore
    await promisify(execFile)('openssl', [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
      '-keyout', keyFile, '-out', certFile, '-days', '1',
      '-subj', '/CN=localhost', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost',
    ]);
    return { key: await readFile(keyFile, 'utf8'), cert: await readFile(certFile, 'utf8') };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error('serving over TLS needs the openssl command to make a certificate for the run (apt-get install openssl)');
    throw error;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
