import { type FormEvent, type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { Button, ButtonRow } from '@/components/ui/button.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { hasMessages } from '@/lib/field-messages.ts';
import { type FormSubmissionOptions, useFormSubmission } from '@/lib/use-form-submission.ts';
import { tellTwoFactorFailure } from '../two-factor-failure.ts';

const Step = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.sizes.measure};

  h3:focus {
    outline: none;
  }
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  /* The row's own margin is for a row under running text; here the form's gap spaces it. */
  & > div:last-child {
    margin-top: 0;
  }
`;

type TwoFactorStepProps = {
  title: string;
  /** Gets focus when the step appears (its first field); the heading does when none is given. */
  focusRef?: RefObject<HTMLElement | null>;
  children: ReactNode;
};

/**
 * One step of turning two-step sign-in on or off: an h3 naming the region, and focus moved into it
 * as it appears, so a keyboard or screen reader user carries on where the step starts.
 */
export function TwoFactorStep({ title, focusRef, children }: TwoFactorStepProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only as the step appears.
  useEffect(() => {
    (focusRef?.current ?? headingRef.current)?.focus();
  }, []);
  return (
    <Step role="group" aria-labelledby={headingId}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1}>
        {title}
      </h3>
      {children}
    </Step>
  );
}

type StepSubmissionOptions<Values, Field extends string, Result> = Omit<
  FormSubmissionOptions<Values, Field, Result>,
  'onFailure' | 'leavesOnSuccess'
> & {
  /** Two-step sign-in changed meanwhile (409): the panel reloads its status. */
  onConflict: () => void;
  /** The field that gets focus back after a failure no field message explains. */
  focusOnFailure: RefObject<HTMLInputElement | null>;
};

/**
 * A step's submit cycle: the next step (or the status) replaces the form on success; a failure no
 * field explains is told under the form, or reloads the status on a 409, and focus goes back to
 * `focusOnFailure`.
 */
export function useStepSubmission<Values, Field extends string, Result>({
  onConflict,
  focusOnFailure,
  ...options
}: StepSubmissionOptions<Values, Field, Result>) {
  const form = useFormSubmission<Values, Field, Result>({
    ...options,
    leavesOnSuccess: true,
    onFailure: (error, fieldMessages) => {
      if (hasMessages(fieldMessages)) return;
      tellTwoFactorFailure(error, { onConflict, showFormError: form.setFormError });
      focusOnFailure.current?.focus();
    },
  });
  return form;
}

type StepFormProps = {
  form: {
    formRef: RefObject<HTMLFormElement | null>;
    formError: string | null;
    pending: boolean;
    handleSubmit: (event: FormEvent<HTMLFormElement>) => void;
  };
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  pendingLabel: string;
  /** Turning two-step sign-in off takes the danger button. */
  danger?: boolean;
  onCancel: () => void;
  children: ReactNode;
};

/** A step's form: its fields, any message under them, then its button and Cancel. */
export function StepForm({
  form,
  label,
  submitLabel,
  pendingLabel,
  danger = false,
  onCancel,
  children,
}: StepFormProps) {
  const formErrorId = useId();
  return (
    <Form
      ref={form.formRef}
      aria-label={label}
      aria-describedby={form.formError ? formErrorId : undefined}
      noValidate
      onSubmit={form.handleSubmit}
    >
      {children}
      {form.formError && <FormError id={formErrorId}>{form.formError}</FormError>}
      <ButtonRow>
        <PendingButton pending={form.pending} pendingLabel={pendingLabel} data-variant={danger ? 'danger' : undefined}>
          {submitLabel}
        </PendingButton>
        <Button type="button" data-variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </ButtonRow>
    </Form>
  );
}
