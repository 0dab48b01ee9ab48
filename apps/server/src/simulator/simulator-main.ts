import { ConfigError, loadConfig } from '../config.ts';
import { simulatorSettings, startSimulatorServer } from './simulator-server.ts';

/** `npm run provider:simulator`: the simulator as a standalone SMM panel (API v2) on SIMULATOR_PORT. */
async function main(): Promise<void> {
  const config = loadConfig();
  const settings = simulatorSettings(config);
  const server = await startSimulatorServer({
    settings,
    port: config.SIMULATOR_PORT,
    host: config.HOST,
    currency: config.SIMULATOR_CURRENCY,
    catalog: config.SIMULATOR_CATALOG,
    dialect: config.SIMULATOR_DIALECT,
    slowMs: config.SIMULATOR_SLOW_MS,
    faultRate: config.SIMULATOR_FAULT_RATE,
    faultSeed: config.SIMULATOR_FAULT_SEED,
  });
  const quirks = [...config.SIMULATOR_DIALECT].join(',') || 'none';
  process.stdout.write(
    `provider simulator (API v2) on ${server.url.replace('0.0.0.0', 'localhost')}: any key, step ${settings.stepMs} ms, ` +
      `partial ${settings.partialRate}, canceled ${settings.cancelRate}, ` +
      `${config.SIMULATOR_CATALOG} catalogue in ${config.SIMULATOR_CURRENCY}, dialect quirks: ${quirks}, fault rate ${config.SIMULATOR_FAULT_RATE}\n`,
  );
  const close = () => void server.close().then(() => process.exit(0));
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
}

main().catch((error: unknown) => {
  process.stderr.write(
    error instanceof ConfigError ? `${error.message}\n` : `failed to start: ${String(error)}\n`,
  );
  process.exit(1);
});
