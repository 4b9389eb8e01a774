import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button.tsx';
import { FieldErrorMessage } from '@/components/ui/form-field.tsx';
import { VisuallyHidden } from '@/components/ui/visually-hidden.tsx';
import { type LineValues, lineAmountOf, lineFromPriceItem } from '../editor-values.ts';
import type { EditorContext } from './editor-context.ts';
import { LineEditor } from './line-editor.tsx';
import { PricePickerDialog } from './price-picker-dialog.tsx';
import { type LineList, linesPath } from './use-estimate-editor.ts';

const Lines = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: 0;
  list-style: none;
`;

const Adds = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

type LinesEditorProps = {
  context: EditorContext;
  list: LineList;
  lines: LineValues[];
  /** What the list is called in the buttons' names: "Living room", "the add-ons". */
  place: string;
  /** How a line is called in its fields' names: "Living room, line 2", "add-on 2". */
  lineName: (index: number) => string;
  /** The words of the Add button: "Add a line", "Add an add-on". */
  addLabel: string;
  /** The most lines this list may have now (the estimate's limit, the add-ons' own). */
  full: boolean;
  /** A message about the list as a whole ("Add at least one line to this option."). */
  error?: string | undefined;
};

/** The lines of an area (or the add-ons): each editable, moved and removed; new ones typed or picked from the price list. */
export function LinesEditor({ context, list, lines, place, lineName, addLabel, full, error }: LinesEditorProps) {
  const { editor, locale, money, unitsListId } = context;
  const [picking, setPicking] = useState(false);
  const path = linesPath(list);
  const addName = `${path}.add`;

  return (
    <>
      {lines.length > 0 && (
        <Lines aria-label={`Lines of ${place}`}>
          {lines.map((line, index) => (
            <LineEditor
              key={line.key}
              line={line}
              path={`${path}.${index}`}
              place={lineName(index)}
              index={index}
              count={lines.length}
              amount={money(lineAmountOf(line, locale))}
              messages={editor.messages}
              unitsListId={unitsListId}
              onChange={(changes, fieldPath) => editor.setLine(list, line.key, changes, fieldPath)}
              onMove={(from, to) => editor.moveLine(list, from, to)}
              onRemove={() => editor.removeLine(list, line.key, `[name="${addName}"]`)}
            />
          ))}
        </Lines>
      )}
      {error && <FieldErrorMessage>{error}</FieldErrorMessage>}
      <Adds>
        <Button
          type="button"
          data-variant="secondary"
          name={addName}
          aria-disabled={full || undefined}
          onClick={() => !full && editor.addLine(list)}
        >
          {addLabel}
          {list.kind === 'area' && <VisuallyHidden> to {place}</VisuallyHidden>}
        </Button>
        <Button
          type="button"
          data-variant="secondary"
          aria-haspopup="dialog"
          aria-disabled={full || undefined}
          onClick={() => !full && setPicking(true)}
        >
          Pick from the price list<VisuallyHidden> for {place}</VisuallyHidden>
        </Button>
      </Adds>
      {picking && (
        <PricePickerDialog
          money={money}
          onPick={(item) => {
            setPicking(false);
            editor.addLine(list, lineFromPriceItem(item, locale), 'quantityHundredths');
          }}
          onClose={() => setPicking(false)}
        />
      )}
    </>
  );
}
