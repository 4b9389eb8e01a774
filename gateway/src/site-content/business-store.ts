import type { DatabaseSync } from 'node:sqlite';
import type { BusinessDetails, CountryCode, DayHours, HoursTextRow, SocialLink } from '../../contract/business.ts';

export interface Business extends BusinessDetails {
  updatedAt: string;
}

/** The old free-text hours are never written back: saving hours by day clears them. */
export type BusinessInput = Omit<BusinessDetails, 'hoursText'>;

export interface BusinessStore {
  /** Undefined until the site has been set up on its first start. */
  get(): Business | undefined;
  /** Saving any hours by day clears the free-text hours: the owner has set them. */
  save(business: BusinessInput): void;
  /** The free-text hours migration 0014 left for the gateway to read; undefined once read. */
  hoursTextToRead(): HoursTextRow[] | undefined;
  /** The hours read from the free text, and the rows that could not be read (kept for the owner). */
  saveReadHours(hours: DayHours[], unread: HoursTextRow[]): void;
}

const parseList = <T>(json: unknown): T[] => {
  const value: unknown = JSON.parse(String(json ?? '[]'));
  return Array.isArray(value) ? (value as T[]) : [];
};

export function createBusinessStore(db: DatabaseSync): BusinessStore {
  const select = db.prepare('SELECT * FROM business WHERE id = 1');
  const upsert = db.prepare(`
    INSERT INTO business (id, name, tagline, phone, email, street, city, region, postal_code, country,
                          service_area, hours, licence, founded_year, social)
    VALUES (1, :name, :tagline, :phone, :email, :street, :city, :region, :postalCode, :country,
            :serviceArea, :hours, :licence, :foundedYear, :social)
    ON CONFLICT (id) DO UPDATE SET
      name = excluded.name, tagline = excluded.tagline, phone = excluded.phone, email = excluded.email,
      street = excluded.street, city = excluded.city, region = excluded.region,
      postal_code = excluded.postal_code, country = excluded.country, service_area = excluded.service_area,
      hours = excluded.hours, hours_text = CASE WHEN excluded.hours = '[]' THEN hours_text ELSE '[]' END,
      licence = excluded.licence, founded_year = excluded.founded_year, social = excluded.social,
      updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`);
  const selectUnread = db.prepare('SELECT hours_text FROM business WHERE id = 1 AND hours IS NULL');
  const saveRead = db.prepare('UPDATE business SET hours = :hours, hours_text = :unread WHERE id = 1');

  return {
    get() {
      const row = select.get();
      if (!row) return undefined;
      return {
        name: String(row.name),
        tagline: String(row.tagline),
        phone: String(row.phone),
        email: String(row.email),
        address: {
          street: String(row.street),
          city: String(row.city),
          region: String(row.region),
          postalCode: String(row.postal_code),
          country: String(row.country) as CountryCode,
        },
        serviceArea: parseList<string>(row.service_area),
        hours: parseList<DayHours>(row.hours),
        hoursText: parseList<HoursTextRow>(row.hours_text),
        licence: String(row.licence),
        foundedYear: row.founded_year === null ? null : Number(row.founded_year),
        social: parseList<SocialLink>(row.social),
        updatedAt: String(row.updated_at),
      };
    },
    save(business) {
      upsert.run({
        name: business.name,
        tagline: business.tagline,
        phone: business.phone,
        email: business.email,
        street: business.address.street,
        city: business.address.city,
        region: business.address.region,
        postalCode: business.address.postalCode,
        country: business.address.country,
        serviceArea: JSON.stringify(business.serviceArea),
        hours: JSON.stringify(business.hours),
        licence: business.licence,
        foundedYear: business.foundedYear,
        social: JSON.stringify(business.social),
      });
    },
    hoursTextToRead() {
      const row = selectUnread.get();
      return row ? parseList<HoursTextRow>(row.hours_text) : undefined;
    },
    saveReadHours(hours, unread) {
      saveRead.run({ hours: JSON.stringify(hours), unread: JSON.stringify(unread) });
    },
  };
}
