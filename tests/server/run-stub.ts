// Runs the HTTP API stub on its own (npm run stub): point a server-mode kiosk at it.
import { startApiStub } from './api-stub';

const port = Number(process.env.STUB_PORT ?? 8080);
const stub = await startApiStub({ port });
if (process.env.STUB_SCENARIO) stub.scenario(process.env.STUB_SCENARIO);
console.log(`API stub serving the mock data at ${stub.url}/api/v1/`);
