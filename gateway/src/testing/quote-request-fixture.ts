/** A visitor's complete quote request, as the public form sends it (without its form token). */
export const QUOTE_REQUEST = {
  name: 'Maria Gonzalez',
  email: 'maria@example.com',
  phone: '(503) 555-0199',
  address: '1234 SE Tacoma St, 97202',
  service: '',
  details: 'Two bedrooms and a hallway, walls and trim. Some nail holes to fill.',
  preferredContact: 'email',
  website: '',
} as const;
