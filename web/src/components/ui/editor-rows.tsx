import styled from 'styled-components';

/** The rows of a list editor (places, links, a day's hours, the days of the week, blocked days). */
export const Rows = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: 0;
  list-style: none;
`;

/** A row of one field and its Remove button. */
export const RowWithRemove = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: start;
  gap: ${({ theme }) => theme.space.sm};

  /* The remove button lines up with the box, not with the message under it. */
  & > button {
    /* Below the field's label: one line of body text and the gap under it. */
    margin-top: calc(${({ theme }) => theme.fontSizes.body} * 1.6 + ${({ theme }) => theme.space.xs});
  }
`;

/**
 * A row of several fields and its Remove button, given its column widths; on a phone the
 * fields stack and rows are set apart by a rule.
 */
export const FieldsRowWithRemove = styled.li<{ $columns: string }>`
  display: grid;
  grid-template-columns: ${({ $columns }) => $columns} auto;
  align-items: start;
  gap: ${({ theme }) => theme.space.sm};

  & > button {
    /* Below the field's label: one line of body text and the gap under it. */
    margin-top: calc(${({ theme }) => theme.fontSizes.body} * 1.6 + ${({ theme }) => theme.space.xs});
  }

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    padding-bottom: ${({ theme }) => theme.space.md};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};

    & > button {
      justify-self: start;
      margin-top: 0;
    }
  }
`;

/**
 * The fields of one weekday under its name as the legend, so each control is read out with its
 * day; days are set apart by a rule.
 */
export const DayFieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.md};
  border: 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  legend {
    float: left;
    width: 100%;
    padding: 0;
    font-weight: 700;
  }

  legend + * {
    clear: both;
  }
`;
