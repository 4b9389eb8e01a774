import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COPY_PAGES } from '../../contract/page-copy.ts';
import { emptyPageCopy } from '../../contract/page-copy-rules.ts';
import { PUBLISHED_FILES, type PublicContent } from '../../contract/public-content.ts';
import { DEMO_COPY } from '../../demo/demo-copy.ts';
import { DATA_FILES } from '../data-files.ts';
import { openDatabase } from '../db/database.ts';
import { applyMigrations, MIGRATIONS_DIR, readMigrations } from '../db/migrate.ts';
import { createLogger } from '../logger.ts';
import { siteStoresOn } from '../testing/site-stores.ts';
import { startTestApp } from '../testing/test-app.ts';
import { createPageCopyStore } from './page-copy-store.ts';
import { setUpSite } from './site-setup.ts';

const logger = createLogger('silent');

/** A database as a gateway before migration 0005 left it, with the business it had set up. */
function siteFromBeforePageCopy(path: string): DatabaseSync {
  const db = openDatabase(path);
  applyMigrations(
    db,
    readMigrations(MIGRATIONS_DIR).filter((migration) => migration.version < 5),
  );
  db.prepare("INSERT INTO business (id, name, phone) VALUES (1, 'Sunrise Painters', '(253) 555-0107')").run();
  return db;
}

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'site-setup-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('setting up the site', () => {
  it('gives a blank site empty pages: no words the owner did not write', async () => {
    const db = openDatabase(join(dir, 'site.db'));
    applyMigrations(db, readMigrations(MIGRATIONS_DIR));
    expect(
      await setUpSite({ db, stores: siteStoresOn(db), uploadsDir: join(dir, 'uploads'), seedDemo: false, logger }),
    ).toBe('blank');
    expect(createPageCopyStore(db).get()).toEqual({
      pages: Object.fromEntries(COPY_PAGES.map((page) => [page, emptyPageCopy(page)])),
      shareImageId: null,
    });
    db.close();
  });

  it('gives a site made before the owner could write its pages the words they showed, once', async () => {
    const db = siteFromBeforePageCopy(join(dir, 'site.db'));
    applyMigrations(db, readMigrations(MIGRATIONS_DIR));
    const setUp = () =>
      setUpSite({ db, stores: siteStoresOn(db), uploadsDir: join(dir, 'uploads'), seedDemo: false, logger });

    expect(await setUp()).toBe('existing');
    const copy = createPageCopyStore(db);
    expect(copy.get().pages).toEqual(DEMO_COPY);

    // The owner's words are theirs from then on: a later start leaves them alone.
    copy.save('home', { ...DEMO_COPY.home, heroHeadline: 'Painting Tacoma since 1998' });
    copy.save('gallery', emptyPageCopy('gallery'));
    expect(await setUp()).toBe('existing');
    expect(copy.get().pages.home.heroHeadline).toBe('Painting Tacoma since 1998');
    expect(copy.get().pages.gallery).toEqual(emptyPageCopy('gallery'));
    db.close();
  });

  it('publishes those words on the first start after the upgrade', async () => {
    const gateway = await startTestApp({
      beforeStart: ({ dataDir }) => siteFromBeforePageCopy(join(dataDir, DATA_FILES.database)).close(),
    });
    try {
      await gateway.publisher.whenIdle();
      const published = JSON.parse(
        readFileSync(join(gateway.publicDir, PUBLISHED_FILES.content), 'utf8'),
      ) as PublicContent;
      expect(published.site.name).toBe('Sunrise Painters');
      expect(published.copy).toEqual({ pages: DEMO_COPY, shareImageId: null });
    } finally {
      await gateway.close();
    }
  });
});
