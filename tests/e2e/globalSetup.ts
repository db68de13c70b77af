import type { TestProject } from 'vitest/node';
import { buildServer } from '../../scripts/serverBuild.js';
import { startPortalServer } from './portalServer.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

/** One server for every journey: the built pages, the compiled server, a fresh DATA_DIR and the demo content. */
export default async function setup(project: TestProject) {
  await buildServer();
  const server = await startPortalServer();
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', server.dataDir);
  return server.stop;
}
