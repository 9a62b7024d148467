import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage, publicUrlPath } from './storage';

describe('local file storage', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('saves under a random name per area, reads and deletes', async () => {
    const root = await mkdtemp(join(tmpdir(), 'rifas-storage-'));
    dirs.push(root);
    const storage = createLocalStorage(root);

    const a = await storage.saveFile('public', Buffer.from('uno'), 'webp');
    const b = await storage.saveFile('private', Buffer.from('dos'), '.JPG');
    expect(a.key).toMatch(/^public\/[a-f0-9]{32}\.webp$/);
    expect(b.key).toMatch(/^private\/[a-f0-9]{32}\.jpg$/);
    expect(a.path).toBe(join(root, a.key));
    expect(await readdir(join(root, 'public'))).toEqual([a.key.slice(7)]);

    expect((await storage.readFile(b.key)).toString()).toBe('dos');
    await storage.deleteFile(a.key);
    await storage.deleteFile(a.key); // already gone: fine
    expect(await readdir(join(root, 'public'))).toEqual([]);
  });

  it('refuses keys it did not make (no path traversal)', async () => {
    const storage = createLocalStorage('/tmp/none');
    await expect(storage.readFile('../etc/passwd')).rejects.toThrow('Invalid storage key');
    await expect(storage.deleteFile('public/../../x.png')).rejects.toThrow('Invalid storage key');
    await expect(storage.saveFile('public', Buffer.from(''), '../sh')).rejects.toThrow();
  });

  it('gives the /uploads/ URL of public files only', () => {
    const key = `public/${'a'.repeat(32)}.png`;
    expect(publicUrlPath(key)).toBe(`/uploads/${'a'.repeat(32)}.png`);
    expect(publicUrlPath(`private/${'a'.repeat(32)}.png`)).toBeNull();
    expect(publicUrlPath(null)).toBeNull();
  });
});
