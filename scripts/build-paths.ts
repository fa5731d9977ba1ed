// Where the build puts its output and how the built server is started, for the build, the dev
// loop and the tests that start the built app (a light module: no bundler is loaded with it).
import path from 'node:path';
import { projectRoot } from './meteor-resolver';

export const buildDir = path.join(projectRoot, '.meteor', 'local', 'build');
export const serverEntry = path.join(buildDir, 'server', 'main.js');
export const rendererFile = path.join(buildDir, 'server', 'ssr.js');

/** The Node flags `npm start` gives the server (package.json; scripts/start-flags.test.ts checks it). */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4'];
/** What the server logs once it listens (server/main.ts), with its port (inside a JSON line or a pretty one). */
export const SERVER_READY_LINE = /App running at: http:\/\/localhost:(\d+)\//;
/** What the server prints once it serves a rebuilt client after SIGHUP (server/main.ts). */
export const CLIENT_REFRESHED_LINE = '=> Client refreshed';
export const CLIENT_REFRESH_FAILED_LINE = '=> The client refresh failed';
