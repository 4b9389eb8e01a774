import { ESTIMATE_LIMITS } from '@painting-site/gateway/contract/estimates';
import styled from 'styled-components';
import { Button } from '@/components/ui/button.tsx';
import { CheckboxField } from '@/components/ui/checkbox-field.tsx';
import { MoveButtons } from '@/components/ui/move-buttons.tsx';
import { FieldPair } from '@/components/ui/settings-form.tsx';
import { TextAreaField } from '@/components/ui/text-area-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { VisuallyHidden } from '@/components/ui/visually-hidden.tsx';
import { type EditorMessages, type LineValues, linePaths } from '../editor-values.ts';

const Line = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.paper};

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space.sm};
  }
`;

const Details = styled(TextAreaField)`
  min-height: 4.5rem;
`;

const Foot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Amount = styled.p`
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

type LineEditorProps = {
  line: LineValues;
  /** The body's path of the line ("options.0.areas.1.lines.2"): its fields' names. */
  path: string;
  /** Which line it is, for screen readers: "Living room, line 2". */
  place: string;
  index: number;
  count: number;
  amount: string;
  messages: EditorMessages;
  /** The id of the list of units the unit box suggests. */
  unitsListId: string;
  onChange: (changes: Partial<LineValues>, path: string) => void;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
};

/** One priced line: what, how much of it, at what price, taxed or not, and its amount. */
export function LineEditor({
  line,
  path,
  place,
  index,
  count,
  amount,
  messages,
  unitsListId,
  onChange,
  onMove,
  onRemove,
}: LineEditorProps) {
  const paths = linePaths(path);
  const which = <VisuallyHidden> ({place})</VisuallyHidden>;
  const title = line.description.trim() || place;

  return (
    <Line data-line-key={line.key}>
      <TextField
        label={<>Description{which}</>}
        name={paths.description}
        value={line.description}
        maxLength={ESTIMATE_LIMITS.descriptionMaxLength}
        placeholder="Walls, two coats"
        error={messages[paths.description]}
        onChange={(event) => onChange({ description: event.target.value }, paths.description)}
      />
      <Details
        label={<>Details{which}</>}
        name={paths.details}
        value={line.details}
        maxLength={ESTIMATE_LIMITS.detailsMaxLength}
        hint="Optional: the paint, the prep, what is left out."
        error={messages[paths.details]}
        onChange={(event) => onChange({ details: event.target.value }, paths.details)}
      />
      <FieldPair>
        <TextField
          label={<>Quantity{which}</>}
          name={paths.quantity}
          value={line.quantity}
          inputMode="decimal"
          autoComplete="off"
          error={messages[paths.quantity]}
          onChange={(event) => onChange({ quantity: event.target.value }, paths.quantity)}
        />
        <TextField
          label={<>Unit{which}</>}
          name={paths.unit}
          value={line.unit}
          list={unitsListId}
          maxLength={ESTIMATE_LIMITS.unitMaxLength}
          autoComplete="off"
          hint="Pick one or type your own."
          error={messages[paths.unit]}
          onChange={(event) => onChange({ unit: event.target.value }, paths.unit)}
        />
        <TextField
          label={<>Unit price{which}</>}
          name={paths.unitPrice}
          value={line.unitPrice}
          inputMode="decimal"
          autoComplete="off"
          error={messages[paths.unitPrice]}
          onChange={(event) => onChange({ unitPrice: event.target.value }, paths.unitPrice)}
        />
      </FieldPair>
      <CheckboxField
        label={<>Taxable{which}</>}
        checked={line.taxable}
        onChange={(event) => onChange({ taxable: event.target.checked }, `${path}.taxable`)}
      />
      <Foot>
        <Amount>
          Amount<VisuallyHidden> ({place})</VisuallyHidden>: {amount}
        </Amount>
        <Actions>
          <MoveButtons title={title} index={index} count={count} onMove={onMove} />
          <Button type="button" data-variant="secondary" data-size="small" onClick={onRemove}>
            Remove<VisuallyHidden> {title}</VisuallyHidden>
          </Button>
        </Actions>
      </Foot>
    </Line>
  );
}
