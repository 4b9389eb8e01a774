import { OPENING_HOURS_MAX_ROWS } from '@painting-site/gateway/contract/business';
import { Button } from '@/components/ui/button.tsx';
import { FieldGroup } from '@/components/ui/field-group.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { VisuallyHidden } from '@/components/ui/visually-hidden.tsx';
import { FieldsRowWithRemove, Rows } from './editor-rows.tsx';
import type { BusinessForm } from './use-business-form.ts';

const COLUMNS = 'minmax(0, 1fr) minmax(0, 1.4fr)';

const daysPath = (index: number) => `hours.${index}.days`;
const hoursPath = (index: number) => `hours.${index}.hours`;

/** Opening hours as rows of days and times, e.g. "Monday – Friday" / "7:30 am – 5:30 pm". */
export function OpeningHoursEditor({ form }: { form: BusinessForm }) {
  const { values, messages, setRow, addRow, removeRow } = form;
  const rows = values.hours;
  const full = rows.length >= OPENING_HOURS_MAX_ROWS;

  return (
    <FieldGroup
      legend="Opening hours"
      lead="One row per group of days, e.g. Monday – Friday, 7:30 am – 5:30 pm. Write “Closed” for days off."
      error={messages.hours}
    >
      {rows.length > 0 && (
        <Rows>
          {rows.map((row, index) => {
            const rowName = <VisuallyHidden> (row {index + 1})</VisuallyHidden>;
            return (
              <FieldsRowWithRemove key={row.key} $columns={COLUMNS}>
                <TextField
                  label={<>Days{rowName}</>}
                  name={daysPath(index)}
                  value={row.days}
                  error={messages[daysPath(index)]}
                  onChange={(event) => setRow('hours', row.key, { days: event.target.value }, daysPath(index))}
                />
                <TextField
                  label={<>Hours{rowName}</>}
                  name={hoursPath(index)}
                  value={row.hours}
                  error={messages[hoursPath(index)]}
                  onChange={(event) => setRow('hours', row.key, { hours: event.target.value }, hoursPath(index))}
                />
                <Button
                  type="button"
                  data-variant="secondary"
                  data-size="small"
                  onClick={() => removeRow('hours', row.key, index > 0 ? daysPath(index - 1) : 'add-hours')}
                >
                  Remove<VisuallyHidden> row {index + 1}</VisuallyHidden>
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
          name="add-hours"
          aria-disabled={full || undefined}
          onClick={() => !full && addRow('hours', daysPath)}
        >
          Add a row of hours
        </Button>
      </div>
    </FieldGroup>
  );
}
