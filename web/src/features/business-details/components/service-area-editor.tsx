import { SERVICE_AREA_MAX_PLACES } from '@painting-site/gateway/contract/business';
import { Button } from '@/components/ui/button.tsx';
import { Rows, RowWithRemove } from '@/components/ui/editor-rows.tsx';
import { FieldGroup } from '@/components/ui/field-group.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { VisuallyHidden } from '@/components/ui/visually-hidden.tsx';
import type { BusinessForm } from './use-business-form.ts';

const placePath = (index: number) => `serviceArea.${index}`;

/** The towns and neighbourhoods served: one box each, added and removed freely. */
export function ServiceAreaEditor({ form }: { form: BusinessForm }) {
  const { values, messages, setRow, addRow, removeRow } = form;
  const rows = values.serviceArea;
  const full = rows.length >= SERVICE_AREA_MAX_PLACES;

  return (
    <FieldGroup
      legend="Service area"
      lead={`The places you work in, as the contact page lists them (up to ${SERVICE_AREA_MAX_PLACES}).`}
      error={messages.serviceArea}
    >
      {rows.length > 0 && (
        <Rows>
          {rows.map((row, index) => (
            <RowWithRemove key={row.key}>
              <TextField
                label={`Place ${index + 1}`}
                name={placePath(index)}
                value={row.place}
                error={messages[placePath(index)]}
                onChange={(event) => setRow('serviceArea', row.key, { place: event.target.value }, placePath(index))}
              />
              <Button
                type="button"
                data-variant="secondary"
                data-size="small"
                onClick={() => removeRow('serviceArea', row.key, index > 0 ? placePath(index - 1) : 'add-place')}
              >
                Remove<VisuallyHidden> {row.place || `place ${index + 1}`}</VisuallyHidden>
              </Button>
            </RowWithRemove>
          ))}
        </Rows>
      )}
      <div>
        <Button
          type="button"
          data-variant="secondary"
          name="add-place"
          aria-disabled={full || undefined}
          onClick={() => !full && addRow('serviceArea', placePath)}
        >
          Add a place
        </Button>
      </div>
    </FieldGroup>
  );
}
