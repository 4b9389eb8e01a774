import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useFormSubmission } from './use-form-submission.ts';

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
