/**
 * A visitor's demand to erase their data (KVKK m. 11, GDPR art. 17), in the store the server
 * uses (Firestore when the environment configures it, otherwise the embedded database in
 * CONTACT_DATA_DIR):
 *   npm run contact:erase -- <e-mail or phone> [<e-mail or phone> ...]
 * deletes every contact request of those addresses (an e-mail compared without case, a phone
 * by its digits) with its notification, and prints the audit line: who, how many, when; never
 * whose. An address the store holds nothing of erases 0.
 * Exit codes: 0 done, 1 the store failed, 2 usage or configuration.
 */
import { userInfo } from 'node:os';
import { erasureAuditLine } from '../src/server/admin/erasure-endpoints';
import { createBackend, type Backend } from '../src/server/backend';
import { processEnvironment } from '../src/server/config';
import { contactAddress, type ContactAddress } from '../src/server/store/contact-retention';

const USAGE = `Usage: npm run contact:erase -- <e-mail or phone> [<e-mail or phone> ...]
  deletes every contact request of those addresses with its files and notification`;

/** Who erased, for the audit line: the command line and the system account that ran it. */
function operator(): string {
  try {
    return `the command line (system user ${userInfo().username})`;
  } catch {
    return 'the command line';
  }
}

function addressesOf(args: string[]): ContactAddress[] | string {
  if (args.length === 0) return USAGE;
  const addresses: ContactAddress[] = [];
  for (const [position, arg] of args.entries()) {
    const address = contactAddress(arg);
    // Which argument, not what it says: the terminal's scrollback need not keep it twice.
    if (!address) return `Argument ${position + 1} is neither an e-mail address nor a phone number; nothing was erased.\n${USAGE}`;
    addresses.push(address);
  }
  return addresses;
}

async function main(): Promise<number> {
  const addresses = addressesOf(process.argv.slice(2).filter((arg) => arg !== '--'));
  if (typeof addresses === 'string') {
    console.error(addresses);
    return 2;
  }
  let backend: Backend;
  try {
    backend = createBackend(processEnvironment());
  } catch (error) {
    console.error(`Nothing was erased: ${(error as Error).message}`);
    return 2;
  }
  try {
    const erased = await backend.contactRetention.erase(addresses);
    console.log(`In ${backend.description}:`);
    console.log(erasureAuditLine(operator(), erased, new Date()));
    return 0;
  } catch (error) {
    console.error(`The erasure failed; run it again (what was erased stays erased): ${(error as Error).message}`);
    return 1;
  } finally {
    await backend.close();
  }
}

process.exitCode = await main();
