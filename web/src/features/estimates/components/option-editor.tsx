import { ESTIMATE_LIMITS } from '@painting-site/gateway/contract/estimates';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { FieldErrorMessage } from '@/components/ui/form-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { VisuallyHidden } from '@/components/ui/visually-hidden.tsx';
import type { OptionValues } from '../editor-values.ts';
import { AreaEditor } from './area-editor.tsx';
import type { EditorContext } from './editor-context.ts';

const Option = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const Areas = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** How an option is named where its name is not typed yet. */
export const optionLabel = (option: OptionValues, index: number) => option.name.trim() || `Option ${index + 1}`;

type OptionEditorProps = {
  context: EditorContext;
  option: OptionValues;
  index: number;
  count: number;
};

/** One option (Good, Better, Best): its name, its areas and their lines; duplicated or removed as a whole. */
export function OptionEditor({ context, option, index, count }: OptionEditorProps) {
  const { editor } = context;
  const [confirmingRemove, setConfirmingRemove] = useState(false);
  const label = optionLabel(option, index);
  const path = `options.${index}`;
  const lines = option.areas.reduce((sum, area) => sum + area.lines.length, 0);
  const optionsFull = count >= ESTIMATE_LIMITS.optionsMax;
  const areasFull = option.areas.length >= ESTIMATE_LIMITS.areasPerOptionMax;

  function remove() {
    if (lines === 0) editor.removeOption(index);
    else setConfirmingRemove(true);
  }

  return (
    <Option>
      <TextField
        label="Option name"
        name={`${path}.name`}
        value={option.name}
        maxLength={ESTIMATE_LIMITS.optionNameMaxLength}
        placeholder="Good, Better, Best…"
        hint={count > 1 ? 'The customer picks one of the options.' : 'Optional with one option.'}
        error={editor.messages[`${path}.name`]}
        onChange={(event) => editor.setOptionName(index, event.target.value)}
      />
      <Areas aria-label={`Areas of ${label}`}>
        {option.areas.map((area, areaIndex) => (
          <AreaEditor
            key={area.key}
            context={context}
            option={index}
            index={areaIndex}
            area={area}
            removable={option.areas.length > 1}
          />
        ))}
      </Areas>
      {editor.messages[`${path}.areas`] && <FieldErrorMessage>{editor.messages[`${path}.areas`]}</FieldErrorMessage>}
      <Actions>
        <Button
          type="button"
          data-variant="secondary"
          aria-disabled={areasFull || undefined}
          onClick={() => !areasFull && editor.addArea(index)}
        >
          Add an area<VisuallyHidden> to {label}</VisuallyHidden>
        </Button>
        <Button
          type="button"
          data-variant="secondary"
          aria-disabled={optionsFull || editor.linesFull || undefined}
          title={optionsFull ? `At most ${ESTIMATE_LIMITS.optionsMax} options.` : undefined}
          onClick={() => editor.copyOption(index)}
        >
          Duplicate<VisuallyHidden> the option {label}</VisuallyHidden>
        </Button>
        {count > 1 && (
          <Button type="button" data-variant="secondary" onClick={remove}>
            Remove<VisuallyHidden> the option {label}</VisuallyHidden>
          </Button>
        )}
      </Actions>
      {confirmingRemove && (
        <ConfirmDialog
          title={`Remove the option ${label}?`}
          confirmLabel="Remove option"
          pendingLabel="Removing…"
          onConfirm={async () => {
            setConfirmingRemove(false);
            editor.removeOption(index);
          }}
          onClose={() => setConfirmingRemove(false)}
        >
          Its {lines === 1 ? 'line goes' : `${lines} lines go`} with it.
        </ConfirmDialog>
      )}
    </Option>
  );
}
