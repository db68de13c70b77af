import { buildServer, SERVER_OUT_DIR } from './serverBuild.js';

/** `npm run build`'s last step: compiles the server into dist-server/ (see scripts/serverBuild.ts). */
const started = performance.now();
await buildServer();
console.log(`Serwer skompilowany do ${SERVER_OUT_DIR} w ${((performance.now() - started) / 1000).toFixed(1)} s`);
