/** Vitest global setup of the PostgreSQL projects: one throwaway cluster for the whole run. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/database.ts';
import { createDatabase, startCluster, type Cluster } from './throwaway-cluster.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** admin URL of the run's cluster; each test file creates its own database on it */
    pgUrl: string;
    /** a database of the cluster with every migration applied, the template of the test files' databases */
    pgTemplate: string;
  }
}

let cluster: Cluster | undefined;

const TEMPLATE = 'migrated_template';

/** Creates the template database and applies the migrations to it once for the whole run. */
async function createMigratedTemplate(adminUrl: string): Promise<void> {
  const url = await createDatabase(adminUrl, TEMPLATE);
  // closed again: a database is copied only while nobody is connected to it
  await (await openDatabase({ databaseUrl: url, poolSize: 1 })).close();
}

export async function setup(project: TestProject) {
  const started = performance.now();
  cluster = await startCluster({ maxConnections: 400 });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const version = spawnSync(path.join(cluster.binDir, 'postgres'), ['--version'], { encoding: 'utf8' }).stdout.trim();
  console.log(`[${project.name}] ${version || 'PostgreSQL'} on 127.0.0.1:${cluster.port}, started in ${seconds} s`);
  await createMigratedTemplate(cluster.url);
  project.provide('pgUrl', cluster.url);
  project.provide('pgTemplate', TEMPLATE);
}

export async function teardown() {
  await cluster?.stop();
}
