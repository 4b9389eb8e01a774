import { WEEKDAYS } from '@painting-site/gateway/contract/business';
import styled from 'styled-components';
import { Button } from '@/components/ui/button.tsx';
import { DayFieldset, Rows } from '@/components/ui/editor-rows.tsx';
import { FieldGroup } from '@/components/ui/field-group.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import type { DayRow, DayState } from '../business-form-values.ts';
import { HoursTextNotice } from './hours-text-notice.tsx';
import type { BusinessForm } from './use-business-form.ts';

export const DAY_STATE_OPTIONS: readonly { value: DayState; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Closed' },
  { value: 'unset', label: 'Not shown' },
];

/** The working week that "Copy Monday" fills in. */
const FIRST_DAY = WEEKDAYS[0];
const REST_OF_WORKING_WEEK = WEEKDAYS.slice(1, 5);

/** The day's boxes side by side while they fit. */
const Day = styled(DayFieldset)`
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 9rem), 1fr));
  align-items: start;
  column-gap: ${({ theme }) => theme.space.md};
`;

/** Where the gateway's messages about a day are: its place among the days sent. */
function sentIndexes(rows: readonly DayRow[]): Map<DayRow['day'], number> {
  const shown = rows.filter(({ state }) => state !== 'unset');
  return new Map(shown.map(({ day }, index) => [day, index]));
}

/**
 * Opening hours as the seven days of the week, each open between two times, closed, or left off
 * the site; a fieldset per day, so each control is read out with its day.
 */
export function OpeningHoursEditor({ form }: { form: BusinessForm }) {
  const { values, messages, setDay } = form;
  const rows = values.hours;
  const indexes = sentIndexes(rows);
  const monday = rows.find(({ day }) => day === FIRST_DAY);

  return (
    <FieldGroup
      legend="Opening hours"
      lead="For each day, choose Open and set the times, or Closed. Days left as “Not shown” are left off the website."
      error={messages.hours}
    >
      {values.hoursText.length > 0 && <HoursTextNotice rows={values.hoursText} />}
      {/* The week is a list of days, not a numbered one. */}
      <Rows as="ul">
        {rows.map((row) => {
          const index = indexes.get(row.day);
          const path = (field: string) => `hours.${index ?? row.day}.${field}`;
          return (
            <li key={row.day}>
              <Day>
                <legend>{row.day}</legend>
                <SelectField
                  label="Hours"
                  name={path('day')}
                  options={DAY_STATE_OPTIONS}
                  value={row.state}
                  error={messages[path('day')]}
                  onChange={(event) => setDay(row.day, { state: event.target.value as DayState }, path('day'))}
                />
                {row.state === 'open' && (
                  <>
                    <TextField
                      label="Opens"
                      type="time"
                      name={path('opens')}
                      value={row.opens}
                      error={messages[path('opens')]}
                      onChange={(event) => setDay(row.day, { opens: event.target.value }, path('opens'))}
                    />
                    <TextField
                      label="Closes"
                      type="time"
                      name={path('closes')}
                      value={row.closes}
                      error={messages[path('closes')]}
                      onChange={(event) => setDay(row.day, { closes: event.target.value }, path('closes'))}
                    />
                  </>
                )}
              </Day>
            </li>
          );
        })}
      </Rows>
      {monday && monday.state !== 'unset' && (
        <div>
          <Button
            type="button"
            data-variant="secondary"
            onClick={() => {
              for (const day of REST_OF_WORKING_WEEK) {
                setDay(day, { state: monday.state, opens: monday.opens, closes: monday.closes }, 'hours');
              }
            }}
          >
            Copy Monday’s hours to Tuesday – Friday
          </Button>
        </div>
      )}
    </FieldGroup>
  );
}
