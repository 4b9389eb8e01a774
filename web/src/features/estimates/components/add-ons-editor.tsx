import { ESTIMATE_LIMITS } from '@painting-site/gateway/contract/estimates';
import { FieldGroup } from '@/components/ui/field-group.tsx';
import type { EditorContext } from './editor-context.ts';
import { LinesEditor } from './lines-editor.tsx';

/** Extras the customer may tick on top of the option they choose (the ceiling, the front door). */
export function AddOnsEditor({ context }: { context: EditorContext }) {
  const { editor } = context;
  const { addOns } = editor.values;
  return (
    <FieldGroup
      legend="Add-ons"
      lead={`Optional extras the customer may tick, whichever option they choose; up to ${ESTIMATE_LIMITS.addOnsMax}.`}
      error={editor.messages.addOns}
    >
      <LinesEditor
        context={context}
        list={{ kind: 'addOns' }}
        lines={addOns}
        place="the add-ons"
        lineName={(line) => `add-on ${line + 1}`}
        addLabel="Add an add-on"
        full={editor.linesFull || addOns.length >= ESTIMATE_LIMITS.addOnsMax}
      />
    </FieldGroup>
  );
}
