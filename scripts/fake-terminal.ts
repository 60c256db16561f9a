// `npm run fake-terminal`: the fake PAX card terminal on its own (docs/features/card-terminals-and-batches.md), for when the app
// runs elsewhere or with FAKE_TERMINAL_PORT=off. HTTP on FAKE_TERMINAL_PORT (10009), TCP on the next
// port; FAKE_TERMINAL_HOST=0.0.0.0 to answer from the LAN (a tablet, another machine).
import {
  FAKE_MAGIC,
  FAKE_TIP_PERCENT,
  startFakePax,
} from '../server/services/terminals/fake/fakePax';
import { ConfigError, fakeTerminalPorts, loadDotEnv } from '../server/config';

// The same setting as the server's (and .env, as the server reads it): the demo's terminals point here.
loadDotEnv();
let ports: { httpPort: number; tcpPort: number };
try {
  ports = fakeTerminalPorts();
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(err.message);
  process.exit(1);
}
const { httpPort, tcpPort } = ports;
const host = process.env.FAKE_TERMINAL_HOST ?? '127.0.0.1';
const time = () => new Date().toISOString().slice(11, 19);

try {
  const fake = await startFakePax({
    httpPort,
    tcpPort,
    host,
    perPortTerminals: true,
    log: (line) => console.log(`${time()} ${line}`),
  });
  console.log(
    `Magic sale amounts: ${Object.entries(FAKE_MAGIC)
      .map(([name, cents]) => `$${(cents / 100).toFixed(2)} ${name}`)
      .join(', ')}; a tip prompt gives ${FAKE_TIP_PERCENT} %.`,
  );
  const stop = () => void fake.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (err) {
  const code = (err as NodeJS.ErrnoException).code;
  console.error(
    code === 'EADDRINUSE'
      ? `Port ${httpPort} or ${tcpPort} is in use (is \`npm start\` already running its fake terminal?).`
      : err,
  );
  process.exit(1);
}
