import type { DatabaseSync } from 'node:sqlite';
import type { ConnectedDomain, DomainStatus } from '../../contract/site-address.ts';

/** The domain connected from the dashboard, without what the certificate is doing. */
export type StoredDomain = Omit<ConnectedDomain, 'certificateProblem'>;

export interface SiteDomainStore {
  get(): StoredDomain | undefined;
  /** The domain a passing check connected, replacing any before it. */
  set(domain: StoredDomain): StoredDomain;
  setStatus(status: DomainStatus): void;
}

interface DomainRow {
  name: string;
  www: number;
  status: DomainStatus;
  set_by: string;
  set_at: string;
}

export function createSiteDomainStore(db: DatabaseSync): SiteDomainStore {
  const select = db.prepare('SELECT name, www, status, set_by, set_at FROM site_domain WHERE id = 1');
  const upsert = db.prepare(
    `INSERT INTO site_domain (id, name, www, status, set_by, set_at) VALUES (1, ?, ?, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET name = excluded.name, www = excluded.www, status = excluded.status,
       set_by = excluded.set_by, set_at = excluded.set_at`,
  );
  const updateStatus = db.prepare('UPDATE site_domain SET status = ? WHERE id = 1');
  return {
    get() {
      const row = select.get() as DomainRow | undefined;
      if (!row) return undefined;
      return { name: row.name, www: row.www === 1, status: row.status, setBy: row.set_by, setAt: row.set_at };
    },
    set(domain) {
      upsert.run(domain.name, domain.www ? 1 : 0, domain.status, domain.setBy, domain.setAt);
      return domain;
    },
    setStatus(status) {
      updateStatus.run(status);
    },
  };
}
