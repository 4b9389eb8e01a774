import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { CheckboxField } from '@/components/ui/checkbox-field.tsx';
import { RadioGroup } from '@/components/ui/radio-group.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { theme } from '@/styles/theme.ts';
import { useFormSubmission } from './use-form-submission.ts';

/** The field components take their spacing and colours from the theme. */
const renderThemed = (form: ReactElement) => render(<ThemeProvider theme={theme}>{form}</ThemeProvider>);

type NameValues = { name: string };

function NameForm({ send }: { send: (values: NameValues) => Promise<void> }) {
  const form = useFormSubmission({ initialValues: { name: 'Ada' }, validate: () => ({}), send });
  return (
    <form aria-label="Name" ref={form.formRef} onSubmit={form.handleSubmit}>
      <button type="submit" disabled={form.pending}>
        Send
      </button>
    </form>
  );
}

describe('a form sent through useFormSubmission', () => {
  it('is sent once when submitted twice before it shows that it is pending', () => {
    const send = vi.fn(() => new Promise<void>(() => {}));
    render(<NameForm send={send} />);
    const form = screen.getByRole('form', { name: 'Name' });

    // Both submits land before React renders the disabled button (a double Enter, say).
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });

    expect(send).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });
});

function NoteForm({ send }: { send: (values: { note: string }) => Promise<void> }) {
  const form = useFormSubmission({ initialValues: { note: '' }, validate: () => ({}), send });
  return (
    <form aria-label="Note" ref={form.formRef} onSubmit={form.handleSubmit}>
      <TextField label="Note" {...form.textField('note')} />
      <button type="submit">Save</button>
      {form.unsaved && <p>Not saved yet</p>}
    </form>
  );
}

/** True when the browser would ask before closing or reloading the tab. */
function unloadIsHeld() {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('a dashboard form’s unsaved edits', () => {
  it('hold the tab while they differ from what was saved, and not once saved or typed back', async () => {
    renderThemed(<NoteForm send={() => Promise.resolve()} />);
    const note = screen.getByRole('textbox', { name: 'Note' });
    expect(unloadIsHeld()).toBe(false);

    fireEvent.change(note, { target: { value: 'Call back' } });
    expect(screen.getByText('Not saved yet')).toBeInTheDocument();
    expect(unloadIsHeld()).toBe(true);
    fireEvent.change(note, { target: { value: '' } });
    expect(unloadIsHeld()).toBe(false);

    fireEvent.change(note, { target: { value: 'Call back Tuesday' } });
    await act(async () => {
      fireEvent.submit(screen.getByRole('form', { name: 'Note' }));
    });
    expect(screen.queryByText('Not saved yet')).not.toBeInTheDocument();
    expect(unloadIsHeld()).toBe(false);
  });
});

type PaintValues = { colour: string; finish: 'matte' | 'gloss'; primer: boolean };
const FINISHES = [
  { value: 'matte', label: 'Matte' },
  { value: 'gloss', label: 'Gloss' },
] as const;

function PaintForm({ send }: { send: (values: PaintValues) => Promise<void> }) {
  const form = useFormSubmission({
    initialValues: { colour: '', finish: 'matte', primer: false } as PaintValues,
    fields: ['colour', 'finish'],
    validate: ({ colour }) => (colour.trim() === '' ? { colour: 'Name the colour.' } : {}),
    send,
    asksBeforeLeaving: false,
  });
  return (
    <form aria-label="Paint" ref={form.formRef} noValidate onSubmit={form.handleSubmit}>
      <TextField label="Colour" {...form.textField('colour')} />
      <RadioGroup legend="Finish" options={FINISHES} {...form.radioGroupField('finish')} />
      <CheckboxField label="Primer first" {...form.checkboxField('primer')} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('the fields of a form, bound by name', () => {
  it('show their values, take their changes, and read out their message until the value changes', async () => {
    const send = vi.fn((_values: PaintValues) => Promise.resolve());
    renderThemed(<PaintForm send={send} />);
    const submit = () => act(async () => fireEvent.submit(screen.getByRole('form', { name: 'Paint' })));

    await submit();
    const colour = screen.getByRole('textbox', { name: 'Colour' });
    expect(colour).toHaveAccessibleDescription('Name the colour.');
    expect(colour).toHaveAttribute('aria-invalid', 'true');
    expect(colour).toHaveFocus();
    expect(send).not.toHaveBeenCalled();

    fireEvent.change(colour, { target: { value: 'Sage' } });
    expect(colour).toHaveAccessibleDescription('');
    expect(screen.getByRole('radio', { name: 'Matte' })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: 'Gloss' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Primer first' }));
    expect(screen.getByRole('checkbox', { name: 'Primer first' })).toBeChecked();

    await submit();
    expect(send).toHaveBeenCalledWith({ colour: 'Sage', finish: 'gloss', primer: true });
  });
});
