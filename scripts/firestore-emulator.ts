/**
 * A local Firestore for development and tests: @firestore-emulator/server, a Firestore gRPC
 * server in TypeScript (Google's emulator jar cannot be downloaded on our machines).
 *   npm run emulator [-- --port 8080]
 * then, in another shell: FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 npm run seed / npm run export
 */
import { parseArgs } from 'node:util';
import { FirestoreServer } from '@firestore-emulator/server';

const { values } = parseArgs({ options: { port: { type: 'string', default: '8080' } } });
const server = new FirestoreServer();
await server.start(Number(values.port));
console.log(`Firestore emulator listening on 127.0.0.1:${values.port} (in memory; Ctrl+C stops it)`);
const stop = () => {
  server.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
