// What a restart test holds: a scratch folder for the app's data, the app processes it started
// (the first and the one after the restart) and the client connections it opened, all closed
// and removed after the file's tests.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import type { Connection } from '../../../packages/ddp-client/server';
import type { AppProcess } from './app-process';

export interface RestartScene {
  root: string;
  processes: AppProcess[];
  connections: Connection[];
}

export function restartScene(prefix: string): RestartScene {
  const scene: RestartScene = { root: mkdtempSync(path.join(os.tmpdir(), prefix)), processes: [], connections: [] };
  afterAll(async () => {
    for (const connection of scene.connections) connection.close();
    for (const app of scene.processes) await app.kill();
    rmSync(scene.root, { recursive: true, force: true });
  });
  return scene;
}
