import { ESTIMATE_LIMITS } from '@painting-site/gateway/contract/estimates';
import styled from 'styled-components';
import { Button } from '@/components/ui/button.tsx';
import { FieldGroup } from '@/components/ui/field-group.tsx';
import { Tabs } from '@/components/ui/tabs.tsx';
import type { EditorContext } from './editor-context.ts';
import { OptionEditor, optionLabel } from './option-editor.tsx';

const Foot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

/** Whether a message is about something in the option at `index`. */
const hasMessagesIn = (messages: Record<string, string>, index: number) =>
  Object.keys(messages).some((path) => path.startsWith(`options.${index}.`));

/**
 * The options the customer chooses from, up to three: one at a time on screen (a tab each when
 * there are several), each with its areas and lines.
 */
export function OptionsEditor({ context }: { context: EditorContext }) {
  const { editor } = context;
  const { options } = editor.values;
  const full = options.length >= ESTIMATE_LIMITS.optionsMax;
  const panel = (index: number) => {
    const option = options[index];
    return option && <OptionEditor context={context} option={option} index={index} count={options.length} />;
  };

  return (
    <FieldGroup
      legend="The work and its prices"
      lead="Group the lines by area. Add an option, or duplicate one, to offer the customer a choice (Good, Better, Best)."
      error={editor.messages.options}
    >
      {options.length === 1 ? (
        panel(0)
      ) : (
        <Tabs
          label="Options"
          selected={String(editor.selectedOption)}
          onSelect={(key) => editor.setSelectedOption(Number(key))}
          tabs={options.map((option, index) => ({
            id: String(option.key),
            // A message inside a tab not shown must still be found.
            label: `${optionLabel(option, index)}${hasMessagesIn(editor.messages, index) ? ' (needs attention)' : ''}`,
            panel: panel(index),
          }))}
        />
      )}
      <Foot>
        <Button
          type="button"
          data-variant="secondary"
          aria-disabled={full || undefined}
          onClick={() => !full && editor.addOption()}
        >
          Add an option
        </Button>
        {full && <Note>An estimate offers at most {ESTIMATE_LIMITS.optionsMax} options.</Note>}
      </Foot>
    </FieldGroup>
  );
}
