import type { DatabaseSync } from 'node:sqlite';
import type { S3DestinationInput, SftpDestinationInput } from '../../contract/backup-destination.ts';

/** The destination as stored: never a secret (those are files, backup-keys.ts). */
export type StoredBackupDestination = Omit<S3DestinationInput, 'secretAccessKey'> | SftpDestinationInput;

export interface BackupDestinationStore {
  /** Undefined until the owner saves a destination. */
  get(): StoredBackupDestination | undefined;
  save(destination: StoredBackupDestination): void;
}

export function createBackupDestinationStore(db: DatabaseSync): BackupDestinationStore {
  const select = db.prepare('SELECT * FROM backup_destination WHERE id = 1');
  const upsert = db.prepare(`
    INSERT INTO backup_destination (id, kind, endpoint, bucket, region, access_key_id, host, port, user_name, path)
    VALUES (1, :kind, :endpoint, :bucket, :region, :accessKeyId, :host, :port, :user, :path)
    ON CONFLICT (id) DO UPDATE SET
      kind = excluded.kind, endpoint = excluded.endpoint, bucket = excluded.bucket, region = excluded.region,
      access_key_id = excluded.access_key_id, host = excluded.host, port = excluded.port,
      user_name = excluded.user_name, path = excluded.path,
      updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`);

  return {
    get() {
      const row = select.get();
      if (!row) return undefined;
      if (row.kind === 's3') {
        return {
          kind: 's3',
          endpoint: String(row.endpoint),
          bucket: String(row.bucket),
          region: String(row.region),
          accessKeyId: String(row.access_key_id),
        };
      }
      return {
        kind: 'sftp',
        host: String(row.host),
        port: Number(row.port),
        user: String(row.user_name),
        path: String(row.path),
      };
    },
    save(destination) {
      const blank = { endpoint: '', bucket: '', region: '', accessKeyId: '', host: '', port: 22, user: '', path: '' };
      upsert.run({ ...blank, ...destination });
    },
  };
}
