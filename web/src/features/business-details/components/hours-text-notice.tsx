import type { HoursTextRow } from '@painting-site/gateway/contract/business';
import styled from 'styled-components';

const Notice = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.highlight};
  border-radius: ${({ theme }) => theme.radii.md};

  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.lg};
  }
`;

export const HOURS_TEXT_NOTICE_TITLE = 'Please set your opening hours by day';

/**
 * The hours the owner once wrote as text, which the site could not read as days and times:
 * shown as written, with what to do. They stay on the website until the hours are set below.
 */
export function HoursTextNotice({ rows }: { rows: readonly HoursTextRow[] }) {
  return (
    <Notice>
      <strong>{HOURS_TEXT_NOTICE_TITLE}</strong>
      <p>
        The website now lists opening hours day by day, so search engines can read them. We could not read the hours you
        wrote before, so your website still shows them as you wrote them:
      </p>
      <ul>
        {rows.map((row) => (
          <li key={`${row.days} ${row.hours}`}>{`${row.days} ${row.hours}`.trim()}</li>
        ))}
      </ul>
      <p>Set each day below and save: these lines are then replaced.</p>
    </Notice>
  );
}
