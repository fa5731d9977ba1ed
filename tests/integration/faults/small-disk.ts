// A small disk for the full-disk tests: a tmpfs of a few MiB mounted on a temporary folder when
// the test runs as root and may mount (otherwise `mounted` is false and `refusal` says why, so
// the test simulates ENOSPC instead). fill() writes a file until the kernel says ENOSPC (then
// gives `leaveBytes` back); free() removes it again.
import { execFileSync } from 'node:child_process';
import { closeSync, fstatSync, ftruncateSync, mkdirSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface SmallDisk {
  /** The folder on the small disk (a plain folder when nothing could be mounted). */
  mountPoint: string;
  mounted: boolean;
  /** Why nothing was mounted ('' when mounted). */
  refusal: string;
  fill(leaveBytes?: number): void;
  free(): void;
  /** Unmounts and removes every folder it made. */
  remove(): void;
}

const CHUNK = 16 * 1024;

export function mountSmallDisk(name: string, sizeMiB: number): SmallDisk {
  const root = mkdtempSync(path.join(os.tmpdir(), `faults-${name}-`));
  const mountPoint = path.join(root, 'small-disk');
  const filler = path.join(mountPoint, 'filler.bin');
  mkdirSync(mountPoint, { recursive: true });
  let mounted = false;
  let refusal = '';
  if (process.getuid?.() !== 0) {
    refusal = 'not running as root, so no tmpfs can be mounted';
  } else {
    try {
      execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeMiB}m,mode=0700`, 'tmpfs', mountPoint], { stdio: 'pipe' });
      mounted = true;
    } catch (error) {
      refusal = `mount -t tmpfs failed: ${String((error as { stderr?: Buffer }).stderr ?? error).trim()}`;
    }
  }
  return {
    mountPoint,
    mounted,
    refusal,
    fill(leaveBytes = 0) {
      const fd = openSync(filler, 'w');
      const chunk = Buffer.alloc(CHUNK, 1);
      try {
        for (let written = 0; written <= sizeMiB * 1024 * 1024; written += CHUNK) writeSync(fd, chunk);
        throw new Error('the small disk never filled up');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
        if (leaveBytes > 0) ftruncateSync(fd, Math.max(0, fstatSync(fd).size - leaveBytes));
      } finally {
        closeSync(fd);
      }
    },
    free() {
      rmSync(filler, { force: true });
    },
    remove() {
      if (mounted) execFileSync('umount', ['-l', mountPoint]);
      rmSync(root, { recursive: true, force: true });
    },
  };
}
