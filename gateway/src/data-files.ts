/** What DATA_DIR holds: back these up and you have the whole site. */
export const DATA_FILES = {
  database: 'site.db',
  uploads: 'uploads',
  /** The generated JWT signing secret (absent when JWT_SECRET is set). */
  jwtSecret: 'jwt-secret',
} as const;
