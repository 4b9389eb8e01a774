import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths.ts';
import { SECTION_ROUTES } from './section-routes.tsx';

// The whole-stack phone-fit test walks the dashboard's addresses from `paths`: every route here
// must have its address there, so a section added later is walked too.
describe("the dashboard's routes", () => {
  it('each have their address in paths', () => {
    const addresses = Object.values(paths) as string[];
    for (const route of SECTION_ROUTES) {
      if (route.path === '*') continue;
      const address = route.index ? paths.adminDashboard : `${paths.adminDashboard}/${route.path}`;
      expect(addresses).toContain(address);
    }
  });
});
