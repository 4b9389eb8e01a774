import type { VisitorPage } from '@painting-site/gateway/contract/visitor-counts';
import { CellNote, DataTable } from '@/components/ui/data-table.tsx';
import { pageName } from '../visitor-words.ts';

export const PAGES_CAPTION = 'Pages by views';

/** The public pages, most viewed first: the name the owner knows each by, its address under it. */
export function TopPagesTable({ pages }: { pages: readonly VisitorPage[] }) {
  return (
    <DataTable data-figures="true">
      <caption>{PAGES_CAPTION}</caption>
      <thead>
        <tr>
          <th scope="col">Page</th>
          <th scope="col">Views</th>
          <th scope="col">Visitors</th>
        </tr>
      </thead>
      <tbody>
        {pages.map((page) => (
          <tr key={page.path}>
            <th scope="row">
              {pageName(page.path)} <CellNote>{page.path}</CellNote>
            </th>
            <td>{page.views}</td>
            <td>{page.visitors}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
