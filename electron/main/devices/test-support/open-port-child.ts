/** Child process of unprivileged-open.ts: opens argv[2] with the real binding and prints the result. */
import { openSystemSerialConnection } from '../system-serial';

const path = process.argv[2] ?? '';
const result = await openSystemSerialConnection({ path, baudRate: 9600, delimiter: '\n' });
if (result.ok) await result.connection.close();
process.stdout.write(JSON.stringify(result.ok ? { ok: true } : result));
