import type { DatabaseSync } from 'node:sqlite';
import type { LogoBackdrop } from '../../contract/brand.ts';

/** A stored logo: its files are named after `key` (see images/logo-files.ts). */
export interface StoredLogo {
  key: string;
  /** The upright original's size, in pixels. */
  width: number;
  height: number;
  /** The widths of its WebP copies. */
  widths: number[];
  backdrop: LogoBackdrop;
}

export interface Brand {
  /** `#rrggbb`, or null for the theme's own colour. */
  accent: string | null;
  logo: StoredLogo | null;
  /** The header shows the logo alone, without the business name beside it. */
  logoOnly: boolean;
  updatedAt: string;
}

export interface BrandStore {
  get(): Brand;
  setAccent(accent: string): void;
  setLogoOnly(logoOnly: boolean): void;
  /** Puts `logo` in place of the one before (or of none); returns the one before. */
  setLogo(logo: StoredLogo | null): StoredLogo | null;
}

function toLogo(row: Record<string, unknown>): StoredLogo | null {
  if (row.logo_key === null) return null;
  const widths: unknown = JSON.parse(String(row.logo_widths));
  return {
    key: String(row.logo_key),
    width: Number(row.logo_width),
    height: Number(row.logo_height),
    widths: Array.isArray(widths) ? widths.map(Number) : [],
    backdrop: String(row.logo_backdrop) as LogoBackdrop,
  };
}

export function createBrandStore(db: DatabaseSync): BrandStore {
  // Migration 0007 inserts the one row.
  const select = db.prepare('SELECT * FROM brand WHERE id = 1');
  const updateAccent = db.prepare(
    "UPDATE brand SET accent = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = 1",
  );
  const updateLogoOnly = db.prepare(
    "UPDATE brand SET logo_only = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = 1",
  );
  const updateLogo = db.prepare(`
    UPDATE brand SET logo_key = :key, logo_width = :width, logo_height = :height, logo_widths = :widths,
                     logo_backdrop = :backdrop, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE id = 1`);

  const row = () => {
    const found = select.get();
    if (!found) throw new Error('the brand row is missing: migration 0007 inserts it');
    return found;
  };

  return {
    get() {
      const found = row();
      return {
        accent: found.accent === null ? null : String(found.accent),
        logo: toLogo(found),
        logoOnly: found.logo_only === 1,
        updatedAt: String(found.updated_at),
      };
    },
    setAccent(accent) {
      updateAccent.run(accent.toLowerCase());
    },
    setLogoOnly(logoOnly) {
      updateLogoOnly.run(logoOnly ? 1 : 0);
    },
    setLogo(logo) {
      // One connection, synchronous statements: nothing can write between the read and the update.
      const before = toLogo(row());
      updateLogo.run({
        key: logo?.key ?? null,
        width: logo?.width ?? null,
        height: logo?.height ?? null,
        widths: logo ? JSON.stringify(logo.widths) : null,
        backdrop: logo?.backdrop ?? null,
      });
      return before;
    },
  };
}
