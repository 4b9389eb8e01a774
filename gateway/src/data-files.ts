/** Where DATA_DIR and PUBLIC_DIR are unless set (/data and /site in the image). */
export const DEFAULT_DATA_DIR = './data';
export const DEFAULT_PUBLIC_DIR = './site';

/** What DATA_DIR holds: the gateway's alone. With PUBLIC_DIR's pictures, that is the whole site. */
export const DATA_FILES = {
  database: 'site.db',
  /** The generated JWT signing secret (absent when JWT_SECRET is set). */
  jwtSecret: 'jwt-secret',
  /** Where backups go unless told otherwise. */
  backups: 'backups',
  /** Where the pictures were kept before PUBLIC_DIR: moved to PUBLIC_DIR/uploads at start. */
  oldUploads: 'uploads',
  /** Photos customers attach to quote requests: private, never in PUBLIC_DIR. */
  quotePhotos: 'quote-photos',
  /** The database's copy, the secret and backup.json a repository backup is made from (emptied after). */
  backupStaging: 'backup-staging',
  /** The SFTP backup host's key, accepted on first use and held to after. */
  backupKnownHosts: 'backup-known-hosts',
  /** restic's cache of the repository's index: later backups and checks read less over the network. */
  backupCache: 'backup-cache',
  /**
   * The secrets of the destination set in the dashboard (the SSH private key, the S3 secret key,
   * the backup password): files of their own, so that no backup, which goes to that very place, holds them.
   */
  backupKeys: 'backup-keys',
  /** The prefix of the folder a snapshot is restored into before it is checked and put back. */
  restoreUnderWay: 'restore-',
  /** The prefix of the folder a backup file's database copy is made in while it downloads (removed after). */
  backupFileUnderWay: 'backup-file-',
  /** The prefix of the folder an uploaded backup file is decrypted and checked in. */
  backupFileUpload: 'restore-upload-',
  /** A backup file that passed every check, put in place at the gateway's next start, before the database opens. */
  stagedRestore: 'restore-staged',
  /** Written at the first change worth a backup: the site is no longer blank (no backup file restores over it). */
  siteChanged: 'site-changed',
} as const;

/** What a backup folder holds. */
export const BACKUP_FILES = {
  database: DATA_FILES.database,
  jwtSecret: DATA_FILES.jwtSecret,
  /** PUBLIC_DIR/uploads: the pictures. The pages are not kept: a start republishes them. */
  uploads: 'uploads',
  /** DATA_DIR/quote-photos: the photos customers sent with their requests (private). */
  quotePhotos: DATA_FILES.quotePhotos,
  manifest: 'backup.json',
} as const;
