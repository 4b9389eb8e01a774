import { ESTIMATE_LIMITS } from '@painting-site/gateway/contract/estimates';
import styled from 'styled-components';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { VisuallyHidden } from '@/components/ui/visually-hidden.tsx';
import type { AreaValues } from '../editor-values.ts';
import type { EditorContext } from './editor-context.ts';
import { LinesEditor } from './lines-editor.tsx';

const Area = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Head = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: end;
  gap: ${({ theme }) => theme.space.sm};
`;

type AreaEditorProps = {
  context: EditorContext;
  option: number;
  index: number;
  area: AreaValues;
  /** Whether it may be removed (an option keeps one area). */
  removable: boolean;
};

/** One area of an option ("Living room"): its name and its lines. */
export function AreaEditor({ context, option, index, area, removable }: AreaEditorProps) {
  const { editor } = context;
  const path = `options.${option}.areas.${index}`;
  const place = area.name.trim() || `area ${index + 1}`;
  return (
    <Area>
      <Head>
        <TextField
          label={
            <>
              Area<VisuallyHidden> {index + 1}</VisuallyHidden>
            </>
          }
          name={`${path}.name`}
          value={area.name}
          maxLength={ESTIMATE_LIMITS.areaNameMaxLength}
          placeholder="Living room, Exterior…"
          error={editor.messages[`${path}.name`]}
          onChange={(event) => editor.setAreaName(option, index, event.target.value)}
        />
        {removable && (
          <Button
            type="button"
            data-variant="secondary"
            data-size="small"
            onClick={() => editor.removeArea(option, index)}
          >
            Remove<VisuallyHidden> the area {place} and its lines</VisuallyHidden>
          </Button>
        )}
      </Head>
      <LinesEditor
        context={context}
        list={{ kind: 'area', option, area: index }}
        lines={area.lines}
        place={place}
        lineName={(line) => `${place}, line ${line + 1}`}
        addLabel="Add a line"
        full={editor.linesFull}
      />
    </Area>
  );
}
