import { ESTIMATE_UNITS, type Estimate } from '@painting-site/gateway/contract/estimates';
import type { QuoteRequest } from '@painting-site/gateway/contract/quote-requests';
import { type FocusEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { SaveBar } from '@/components/ui/save-bar.tsx';
import { formatAbsolute } from '@/lib/time-words.ts';
import { liveMoney } from '../editor-values.ts';
import { AddOnsEditor } from './add-ons-editor.tsx';
import { DeleteDraftButton } from './delete-draft-button.tsx';
import type { EditorContext } from './editor-context.ts';
import { EstimateVersions } from './estimate-versions.tsx';
import { OptionTotals } from './option-totals.tsx';
import { OptionsEditor } from './options-editor.tsx';
import { PhotosPicker } from './photos-picker.tsx';
import { PreviewDialog } from './preview-dialog.tsx';
import { PricingFields } from './pricing-fields.tsx';
import { SaveStatus } from './save-status.tsx';
import { SendControls } from './send-controls.tsx';
import { TermsFields } from './terms-fields.tsx';
import { useEstimateEditor } from './use-estimate-editor.ts';

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

const Declined = styled.p`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.paper};
  overflow-wrap: anywhere;
`;

const Bar = styled(SaveBar)`
  display: grid;
  justify-items: start;
`;

type EstimateEditorProps = {
  estimate: Estimate;
  request: QuoteRequest;
  locale: string;
  money: (cents: number) => string;
  /** The gateway's latest view (after a save or a send). */
  onChange: (estimate: Estimate) => void;
  /** The gateway refused an edit because the estimate was accepted meanwhile: load it again. */
  onLocked: () => void;
};

/**
 * The draft of an estimate, saved as the owner types: its options, areas and lines, add-ons,
 * discount, tax and deposit with the totals following every key, photos and terms; Preview and
 * Send in reach at the foot of the screen.
 */
export function EstimateEditor({ estimate, request, locale, money, onChange, onLocked }: EstimateEditorProps) {
  const unitsListId = useId();
  const [previewing, setPreviewing] = useState(false);
  const editor = useEstimateEditor({ estimate, locale, onSaved: onChange, onLocked });
  const context: EditorContext = { editor, locale, money, unitsListId };
  const { autosave } = editor;

  // Leaving any field saves what was typed in it at once.
  function saveOnBlur(event: FocusEvent<HTMLDivElement>) {
    if (event.target.matches('input, textarea, select')) autosave.saveNow();
  }

  async function preview() {
    await autosave.flush();
    setPreviewing(true);
  }

  return (
    <Root ref={editor.rootRef} onBlur={saveOnBlur}>
      {estimate.declined && (
        <Declined>
          Declined {formatAbsolute(estimate.declined.at)}
          {estimate.declined.reason ? `: “${estimate.declined.reason}”` : '.'} Change it and send a new version, or
          leave it.
        </Declined>
      )}
      <OptionsEditor context={context} />
      <AddOnsEditor context={context} />
      <PricingFields context={context} />
      <OptionTotals context={context} live={liveMoney(editor.values, locale)} saved={estimate.money} />
      <PhotosPicker context={context} requestId={request.id} photos={request.photos} />
      <TermsFields context={context} />
      <EstimateVersions versions={estimate.versions} />
      {estimate.versions.length === 0 && <DeleteDraftButton estimate={estimate} saving={autosave} />}
      <datalist id={unitsListId}>
        {ESTIMATE_UNITS.map((unit) => (
          <option key={unit} value={unit} />
        ))}
      </datalist>
      <Bar>
        <SaveStatus status={autosave.status} onRetry={() => void autosave.flush()} />
        <SendControls
          estimate={estimate}
          editor={editor}
          email={request.email ?? ''}
          onSent={onChange}
          onPreview={() => void preview()}
        />
      </Bar>
      {previewing && (
        <PreviewDialog estimateId={estimate.id} customerName={request.name} onClose={() => setPreviewing(false)} />
      )}
    </Root>
  );
}
