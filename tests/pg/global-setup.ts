/** Vitest global setup of the PostgreSQL projects: one throwaway cluster for the whole run. */
import type { TestProject } from 'vitest/node';
import { startCluster, type Cluster } from './throwaway-cluster.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgUrl: string;
  }
}

let cluster: Cluster | undefined;

export async function setup(project: TestProject) {
  cluster = await startCluster({ maxConnections: 400 });
  project.provide('pgUrl', cluster.url);
}

export async function teardown() {
  await cluster?.stop();
}
