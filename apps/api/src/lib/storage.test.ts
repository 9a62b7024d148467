import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
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

  it('writes known keys, lists an area, and keeps backups whole under their name', async () => {
    const root = await mkdtemp(join(tmpdir(), 'rifas-storage-'));
    dirs.push(root);
    const storage = createLocalStorage(join(root, 'uploads'), join(root, 'backups'));
    const key = `private/${'c'.repeat(32)}.jpg`;
    expect(await storage.statFile(key)).toBeNull();
    await storage.putFile(key, Buffer.from('comprobante'));
    expect(await storage.statFile(key)).toEqual({ sizeBytes: 11 });
    expect((await storage.listFiles('private')).map((f) => f.key)).toEqual([key]);
    expect(await storage.listFiles('public')).toEqual([]);

    const name = 'rifas-backup-20261128-030000-0a1b2c3d.tar.gz';
    await expect(
      storage.saveBackup(name, async (path) => {
        await writeFile(path, 'a medias');
        throw new Error('disco lleno');
      }),
    ).rejects.toThrow('disco lleno');
    expect(await readdir(join(root, 'backups'))).toEqual([]); // no half archive under any name
    const saved = await storage.saveBackup(name, (path) => writeFile(path, 'copia'));
    expect(saved).toMatchObject({ name, sizeBytes: 5 });
    expect((await storage.listBackups()).map((b) => b.name)).toEqual([name]);
    expect(await storage.openBackup('../etc/passwd')).toBeNull();
    const opened = await storage.openBackup(name);
    let text = '';
    for await (const chunk of opened!.stream) text += String(chunk);
    expect(text).toBe('copia');
    await storage.deleteBackup(name);
    expect(await storage.listBackups()).toEqual([]);
  });
});
