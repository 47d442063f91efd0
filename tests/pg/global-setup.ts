/** Vitest global setup of the PostgreSQL projects: one throwaway cluster for the whole run. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startCluster, type Cluster } from './throwaway-cluster.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** admin URL of the run's cluster; each test file creates its own database on it */
    pgUrl: string;
  }
}

let cluster: Cluster | undefined;

export async function setup(project: TestProject) {
  const started = performance.now();
  cluster = await startCluster({ maxConnections: 400 });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const version = spawnSync(path.join(cluster.binDir, 'postgres'), ['--version'], { encoding: 'utf8' }).stdout.trim();
  console.log(`[${project.name}] ${version || 'PostgreSQL'} on 127.0.0.1:${cluster.port}, started in ${seconds} s`);
  project.provide('pgUrl', cluster.url);
}

export async function teardown() {
  await cluster?.stop();
}
