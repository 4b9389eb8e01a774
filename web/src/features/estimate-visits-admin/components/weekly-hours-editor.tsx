import { VISIT_HOURS_MAX, WEEKDAYS, type Weekday } from '@painting-site/gateway/contract/estimate-visits';
import styled from 'styled-components';
import { Button } from '@/components/ui/button.tsx';
import { DayFieldset, FieldsRowWithRemove, Rows } from '@/components/ui/editor-rows.tsx';
import { FieldGroup } from '@/components/ui/field-group.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { VisuallyHidden } from '@/components/ui/visually-hidden.tsx';
import type { AvailabilityForm } from './use-availability-form.ts';

export const DAY_OFF_NOTE = 'Day off: no visits offered.';

/** Two time boxes side by side, even on a phone: they are narrow. */
const COLUMNS = 'repeat(2, minmax(0, 9rem))';

const DayOff = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const addButtonName = (day: Weekday) => `add-hours-${day}`;

/**
 * The week's hours for visits: each weekday a fieldset (so every box is read out with its day)
 * of zero or more start–end rows; a day with none is a day off, and says so.
 */
export function WeeklyHoursEditor({ form }: { form: AvailabilityForm }) {
  const { values, messages, setRow, addHours, removeRow } = form;
  const full = values.hours.length >= VISIT_HOURS_MAX;
  // Rows stay in weekday order: a row's place in the whole list is its index in what is sent.
  const indexed = values.hours.map((row, index) => ({ row, index }));

  return (
    <FieldGroup
      legend="Weekly hours"
      lead="When you do estimate visits. Visits are offered one after another from each start, with the buffer between them, each ending by the end."
      error={messages.hours}
    >
      {WEEKDAYS.map((day) => {
        const rows = indexed.filter(({ row }) => row.day === day);
        return (
          <DayFieldset key={day}>
            <legend>{day}</legend>
            {rows.length === 0 ? (
              <DayOff>{DAY_OFF_NOTE}</DayOff>
            ) : (
              <Rows>
                {rows.map(({ row, index }, place) => {
                  const path = (field: 'start' | 'end') => `hours.${index}.${field}`;
                  const rowName = rows.length > 1 ? <VisuallyHidden> (hours {place + 1})</VisuallyHidden> : null;
                  const previous = rows[place - 1];
                  return (
                    <FieldsRowWithRemove key={row.key} $columns={COLUMNS}>
                      <TextField
                        label={<>From{rowName}</>}
                        type="time"
                        name={path('start')}
                        value={row.start}
                        error={messages[path('start')]}
                        onChange={(event) => setRow('hours', row.key, { start: event.target.value }, path('start'))}
                      />
                      <TextField
                        label={<>To{rowName}</>}
                        type="time"
                        name={path('end')}
                        value={row.end}
                        error={messages[path('end')]}
                        onChange={(event) => setRow('hours', row.key, { end: event.target.value }, path('end'))}
                      />
                      <Button
                        type="button"
                        data-variant="secondary"
                        data-size="small"
                        // The rows after it move up an index: focus goes to a box that stays put.
                        onClick={() =>
                          removeRow('hours', row.key, previous ? `hours.${previous.index}.end` : addButtonName(day))
                        }
                      >
                        Remove
                        <VisuallyHidden>
                          {' '}
                          {day} {row.start}–{row.end}
                        </VisuallyHidden>
                      </Button>
                    </FieldsRowWithRemove>
                  );
                })}
              </Rows>
            )}
            <div>
              <Button
                type="button"
                data-variant="secondary"
                data-size="small"
                name={addButtonName(day)}
                aria-disabled={full || undefined}
                onClick={() => !full && addHours(day)}
              >
                Add hours<VisuallyHidden> on {day}</VisuallyHidden>
              </Button>
            </div>
          </DayFieldset>
        );
      })}
    </FieldGroup>
  );
}
