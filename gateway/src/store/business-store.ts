import type { DatabaseSync } from 'node:sqlite';
import type { BusinessDetails, OpeningHours, SocialLink } from '../../contract/business.ts';

export interface Business extends BusinessDetails {
  updatedAt: string;
}

export type BusinessInput = BusinessDetails;

export interface BusinessStore {
  /** Undefined until the site has been set up on its first start. */
  get(): Business | undefined;
  save(business: BusinessInput): void;
}

const parseList = <T>(json: unknown): T[] => {
  const value: unknown = JSON.parse(String(json ?? '[]'));
  return Array.isArray(value) ? (value as T[]) : [];
};

export function createBusinessStore(db: DatabaseSync): BusinessStore {
  const select = db.prepare('SELECT * FROM business WHERE id = 1');
  const upsert = db.prepare(`
    INSERT INTO business (id, name, tagline, phone, email, street, city, region, postal_code,
                          service_area, hours, licence, founded_year, social)
    VALUES (1, :name, :tagline, :phone, :email, :street, :city, :region, :postalCode,
            :serviceArea, :hours, :licence, :foundedYear, :social)
    ON CONFLICT (id) DO UPDATE SET
      name = excluded.name, tagline = excluded.tagline, phone = excluded.phone, email = excluded.email,
      street = excluded.street, city = excluded.city, region = excluded.region,
      postal_code = excluded.postal_code, service_area = excluded.service_area, hours = excluded.hours,
      licence = excluded.licence, founded_year = excluded.founded_year, social = excluded.social,
      updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`);

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
        },
        serviceArea: parseList<string>(row.service_area),
        hours: parseList<OpeningHours>(row.hours),
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
        serviceArea: JSON.stringify(business.serviceArea),
        hours: JSON.stringify(business.hours),
        licence: business.licence,
        foundedYear: business.foundedYear,
        social: JSON.stringify(business.social),
      });
    },
  };
}
