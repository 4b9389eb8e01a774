import type { DatabaseSync } from 'node:sqlite';

/**
 * The host in each visit's event id, fixed when the id is first given out (an invitation, the
 * feed): the site's host then, kept when the site's address changes after.
 */
export function createVisitUidHosts(db: DatabaseSync, currentHost: () => string) {
  const keep = db.prepare(
    'INSERT INTO visit_uid_hosts (visit_id, host) VALUES (?, ?) ON CONFLICT (visit_id) DO NOTHING',
  );
  const kept = db.prepare('SELECT host FROM visit_uid_hosts WHERE visit_id = ?');
  return (visitId: number): string => {
    keep.run(visitId, currentHost());
    return String(kept.get(visitId)?.host);
  };
}
