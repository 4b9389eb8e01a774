import { BLOCKED_DAYS_MAX, BLOCKED_NOTE_MAX_LENGTH } from '@painting-site/gateway/contract/estimate-visits';
import { Button } from '@/components/ui/button.tsx';
import { FieldsRowWithRemove, Rows } from '@/components/ui/editor-rows.tsx';
import { FieldGroup } from '@/components/ui/field-group.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { VisuallyHidden } from '@/components/ui/visually-hidden.tsx';
import type { AvailabilityForm } from './use-availability-form.ts';

const COLUMNS = 'minmax(0, 10rem) minmax(0, 10rem) minmax(0, 1fr)';
const ADD_BUTTON_NAME = 'add-blocked';

/** Holidays and weeks away: no visits from the first day to the last, both included. */
export function BlockedDaysEditor({ form }: { form: AvailabilityForm }) {
  const { values, messages, setRow, addBlocked, removeRow } = form;
  const rows = values.blocked;
  const full = rows.length >= BLOCKED_DAYS_MAX;

  return (
    <FieldGroup
      legend="Blocked days"
      lead="Days with no visits at all: holidays, a week away, a big job. The note is only for you."
      error={messages.blocked}
    >
      {rows.length > 0 && (
        <Rows>
          {rows.map((row, index) => {
            const path = (field: 'from' | 'to' | 'note') => `blocked.${index}.${field}`;
            const rowName = <VisuallyHidden> (blocked days {index + 1})</VisuallyHidden>;
            return (
              <FieldsRowWithRemove key={row.key} $columns={COLUMNS}>
                <TextField
                  label={<>First day{rowName}</>}
                  type="date"
                  name={path('from')}
                  value={row.from}
                  error={messages[path('from')]}
                  onChange={(event) => setRow('blocked', row.key, { from: event.target.value }, path('from'))}
                />
                <TextField
                  label={<>Last day{rowName}</>}
                  type="date"
                  name={path('to')}
                  value={row.to}
                  error={messages[path('to')]}
                  onChange={(event) => setRow('blocked', row.key, { to: event.target.value }, path('to'))}
                />
                <TextField
                  label={<>Note{rowName}</>}
                  name={path('note')}
                  maxLength={BLOCKED_NOTE_MAX_LENGTH}
                  value={row.note}
                  error={messages[path('note')]}
                  onChange={(event) => setRow('blocked', row.key, { note: event.target.value }, path('note'))}
                />
                <Button
                  type="button"
                  data-variant="secondary"
                  data-size="small"
                  onClick={() =>
                    removeRow('blocked', row.key, index > 0 ? `blocked.${index - 1}.note` : ADD_BUTTON_NAME)
                  }
                >
                  Remove<VisuallyHidden> blocked days {index + 1}</VisuallyHidden>
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
          name={ADD_BUTTON_NAME}
          aria-disabled={full || undefined}
          onClick={() => !full && addBlocked()}
        >
          Add blocked days
        </Button>
      </div>
    </FieldGroup>
  );
}
