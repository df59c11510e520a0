import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Bytes live under <data>/files with names the server makes; the database keeps the
 * original name. A stored path is always relative and never leaves the folder.
 */
export class FileStore {
  constructor(private readonly root: string) {
    fs.mkdirSync(root, { recursive: true });
  }

  private resolve(relative: string): string {
    const full = path.resolve(this.root, relative);
    if (!full.startsWith(this.root + path.sep)) throw new Error('file path outside the store');
    return full;
  }

  /** Writes the bytes under `<area>/<random>.<ext>` and returns that relative path. */
  async save(area: string, ext: string, bytes: Buffer): Promise<string> {
    const relative = path.join(area.replace(/[^a-z0-9_-]/gi, ''), `${crypto.randomUUID()}.${ext.replace(/[^a-z0-9]/gi, '')}`);
    const full = this.resolve(relative);
    await fs.promises.mkdir(path.dirname(full), { recursive: true });
    // Write to a temporary name first so a crash never leaves half a file under the real name.
    const tmp = `${full}.part`;
    try {
      await fs.promises.writeFile(tmp, bytes, { flag: 'wx' });
      await fs.promises.rename(tmp, full);
    } catch (err) {
      // A disk that fills up mid-write leaves the bytes written so far under the temporary name;
      // they go too, and the caller sees the write's own error (ENOSPC: a 507, plugins/errors.ts).
      await fs.promises.rm(tmp, { force: true }).catch(() => undefined);
      throw err;
    }
    return relative;
  }

  async remove(relative: string): Promise<void> {
    await fs.promises.rm(this.resolve(relative), { force: true });
  }

  stream(relative: string): fs.ReadStream {
    return fs.createReadStream(this.resolve(relative));
  }

  async read(relative: string): Promise<Buffer> {
    return fs.promises.readFile(this.resolve(relative));
  }

  exists(relative: string): boolean {
    return fs.existsSync(this.resolve(relative));
  }
}
