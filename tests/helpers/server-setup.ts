// Server (Node) test setup, run in each test file's context before the file: the in-process
// server logs at warn unless LOG_LEVEL is set, so a test run prints warnings and errors, not an
// info line for every app a test starts and every refused call it makes. Tests that read log
// lines capture them at the level they assert (captureLog: LOG_LEVEL's level, default info).
// Child processes a test starts (the built app, scripts) keep their own level: tests read their
// output (the line saying where the app listens is info), and it is never printed.
import { standardOutput } from '../../packages/logging/logger';
import { redirectLog } from '../../packages/logging/server';

if (!process.env.LOG_LEVEL?.trim()) redirectLog(standardOutput, 'warn');
