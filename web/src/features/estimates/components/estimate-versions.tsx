import type { EstimateVersionSummary } from '@painting-site/gateway/contract/estimates';
import { useId } from 'react';
import styled from 'styled-components';
import { DataTable } from '@/components/ui/data-table.tsx';
import { formatAbsolute } from '@/lib/time-words.ts';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.h3};
  }
`;

/** Each version sent: when, whether the customer opened it, and whether a newer one replaced it. Nothing before the first. */
export function EstimateVersions({ versions }: { versions: EstimateVersionSummary[] }) {
  const headingId = useId();
  if (versions.length === 0) return null;
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>Versions sent</h2>
      <DataTable data-cards="records">
        <thead>
          <tr>
            <th scope="col">Version</th>
            <th scope="col">Sent</th>
            <th scope="col">Opened</th>
            <th scope="col">Replaced</th>
          </tr>
        </thead>
        <tbody>
          {[...versions].reverse().map((version) => (
            <tr key={version.version}>
              <th scope="row" data-label="Version">
                {version.version}
              </th>
              <td data-label="Sent">{formatAbsolute(version.sentAt)}</td>
              <td data-label="Opened">{version.openedAt ? formatAbsolute(version.openedAt) : 'Not yet'}</td>
              <td data-label="Replaced">{version.replacedAt ? formatAbsolute(version.replacedAt) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </Section>
  );
}
