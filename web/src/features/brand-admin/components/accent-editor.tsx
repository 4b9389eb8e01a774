import { type BrandSettings, DEFAULT_ACCENT } from '@painting-site/gateway/contract/brand';
import { accentMessage, passingAccent } from '@painting-site/gateway/contract/brand-rules';
import { darkerShade, HEX_COLOUR } from '@painting-site/gateway/contract/contrast';
import { type CSSProperties, useId, useRef } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button.tsx';
import { FieldGroup } from '@/components/ui/field-group.tsx';
import { controlStyles } from '@/components/ui/form-field.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { notify } from '@/components/ui/toast/notify.ts';
import { useFormSubmission } from '@/lib/use-form-submission.ts';
import { saveAccent } from '../api/save-accent.ts';

export const ACCENT_SAVED_MESSAGE = 'Colour saved. The website uses it from the next page a visitor opens.';
const PASSES_MESSAGE =
  'Dark enough: white text on it and links in it are easy to read, also for people who see less well.';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Fields = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space.md};
`;

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};

  & label {
    font-weight: 600;
  }
`;

const ColourInput = styled.input`
  width: 5rem;
  height: ${({ theme }) => theme.sizes.tapTarget};
  padding: 2px;
  border: 1px solid ${({ theme }) => theme.colors.inkMuted};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
`;

const HexInput = styled.input`
  ${controlStyles}
  width: 9rem;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
`;

const Verdict = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.sm};

  & p {
    font-weight: 600;
  }

  &[data-passes='false'] p {
    color: ${({ theme }) => theme.colors.danger};
  }

  &[data-passes='true'] p {
    color: ${({ theme }) => theme.colors.success};
  }
`;

// The page's own background, with a button and a link drawn in the colour as the site draws them.
const Preview = styled.figure`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.paper};

  & figcaption {
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: ${({ theme }) => theme.fontSizes.small};
  }
`;

const SampleLink = styled.span`
  color: ${({ theme }) => theme.colors.link};
  text-decoration: underline;
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
`;

/** The site's accent variables for a colour, as the public layout sets them. */
const accentVariables = (colour: string) =>
  ({ '--accent': colour, '--accent-hover': darkerShade(colour), '--link': colour }) as CSSProperties;

type AccentEditorProps = {
  brand: BrandSettings;
  onSaved: (brand: BrandSettings) => void;
};

/**
 * The accent colour: picked with the browser's colour picker or typed as hex, previewed as the site
 * draws it, checked as it changes (white text on it, and it as link text on the page, at WCAG AA),
 * with the nearest shade that passes one click away.
 */
export function AccentEditor({ brand, onSaved }: AccentEditorProps) {
  const pickerId = useId();
  const hexId = useId();
  const verdictId = useId();
  const hexRef = useRef<HTMLInputElement>(null);
  const form = useFormSubmission({
    initialValues: { accent: brand.accent },
    fields: ['accent'],
    validate: ({ accent }) => {
      const problem = accentMessage(accent.trim());
      return problem ? { accent: problem } : {};
    },
    send: ({ accent }) => saveAccent(accent.trim()),
    onSuccess: (saved) => {
      form.setValues({ accent: saved.accent });
      onSaved(saved);
      notify.success(ACCENT_SAVED_MESSAGE);
    },
  });
  const { values, pending, formRef, setField, textField, handleSubmit } = form;
  const { error: gatewayMessage, ...accentInput } = textField('accent');

  const typed = values.accent.trim();
  const valid = HEX_COLOUR.test(typed);
  const colour = valid ? typed.toLowerCase() : brand.accent;
  // Checked as the owner picks; the gateway's word, after a save it refused, until the next change.
  const problem = accentMessage(typed) ?? gatewayMessage;
  const suggestion = problem && valid ? passingAccent(typed) : undefined;

  function use(accent: string) {
    setField('accent', accent);
    // The button that was pressed goes away once the colour passes: the cursor goes back to the colour.
    hexRef.current?.focus();
  }

  return (
    <Form ref={formRef} noValidate aria-label="Accent colour" onSubmit={handleSubmit}>
      <FieldGroup
        legend="Accent colour"
        lead="The colour of the site’s buttons, links and accents. Buttons carry white text on it, so it must be dark enough for that and for links on the page’s light background."
      >
        <Fields>
          <Field>
            <label htmlFor={pickerId}>Colour picker</label>
            <ColourInput
              id={pickerId}
              type="color"
              value={colour}
              aria-describedby={verdictId}
              onChange={accentInput.onChange}
            />
          </Field>
          <Field>
            <label htmlFor={hexId}>Colour code</label>
            <HexInput
              ref={hexRef}
              id={hexId}
              {...accentInput}
              spellCheck={false}
              autoComplete="off"
              aria-invalid={problem ? true : undefined}
              aria-describedby={verdictId}
            />
          </Field>
        </Fields>
        <Verdict id={verdictId} data-passes={problem ? 'false' : 'true'} aria-live="polite">
          <p>{problem ?? PASSES_MESSAGE}</p>
          {suggestion && (
            <Button type="button" data-variant="secondary" data-size="small" onClick={() => use(suggestion)}>
              Use {suggestion}
            </Button>
          )}
        </Verdict>
        <Preview style={accentVariables(colour)}>
          <Button as="span">Request a free estimate</Button>
          <SampleLink>See our recent work</SampleLink>
          <figcaption>Preview: a button and a link in {colour}, as the site draws them</figcaption>
        </Preview>
      </FieldGroup>
      <Buttons>
        <PendingButton pending={pending} pendingLabel="Saving…">
          Save colour
        </PendingButton>
        {typed.toLowerCase() !== DEFAULT_ACCENT && (
          <Button type="button" data-variant="secondary" onClick={() => use(DEFAULT_ACCENT)}>
            Use the site’s standard colour
          </Button>
        )}
      </Buttons>
    </Form>
  );
}
