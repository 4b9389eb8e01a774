import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button.tsx';
import { PanelDialog } from '@/components/ui/panel-dialog.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { TextAreaField } from '@/components/ui/text-area-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { notify } from '@/components/ui/toast/notify.ts';
import { paths } from '@/config/paths.ts';
import { SERVICE_ICON_LABELS, SERVICE_ICONS } from '@/config/service-icons.ts';
import { ApiError } from '@/lib/api-client.ts';
import { focusFirstInvalid, hasMessages, pickFieldMessages } from '@/lib/field-messages.ts';
import { useApiErrorToast } from '@/lib/notify-api-error.ts';
import type { Service } from '../api/get-services.ts';
import { createService, updateService } from '../api/save-service.ts';
import {
  SERVICE_FIELDS,
  type ServiceFormValues,
  type ServiceMessages,
  slugFromTitle,
  toServiceInput,
  validateService,
} from '../service-rules.ts';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
`;

const ICON_OPTIONS = SERVICE_ICONS.map((icon) => ({ value: icon, label: SERVICE_ICON_LABELS[icon] }));

const EMPTY_VALUES: ServiceFormValues = {
  title: '',
  slug: '',
  summary: '',
  description: '',
  priceHint: '',
  icon: 'interior',
};

function valuesOf(service: Service | null): ServiceFormValues {
  if (!service) return EMPTY_VALUES;
  const { title, slug, summary, description, priceHint, icon } = service;
  return { title, slug, summary, description, priceHint: priceHint ?? '', icon };
}

type ServiceFormDialogProps = {
  /** The service to edit; null adds a new one. */
  service: Service | null;
  onSaved: (service: Service, created: boolean) => void;
  onClose: () => void;
};

/** Adds or edits a service, with the gateway's rules checked as the owner goes; nothing typed is lost on a failure. */
export function ServiceFormDialog({ service, onSaved, onClose }: ServiceFormDialogProps) {
  const [values, setValues] = useState<ServiceFormValues>(() => valuesOf(service));
  const [errors, setErrors] = useState<ServiceMessages>({});
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const errorToast = useApiErrorToast();
  // The address the service will have: as typed, else what the gateway will make of the title.
  const shownSlug = values.slug.trim() || slugFromTitle(values.title) || 'your-service';

  function handleChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) {
    const field = event.target.name as keyof ServiceFormValues;
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const messages = validateService(values);
    setErrors(messages);
    if (hasMessages(messages)) {
      focusFirstInvalid(formRef.current, SERVICE_FIELDS, messages);
      return;
    }
    setPending(true);
    try {
      const input = toServiceInput(values);
      const saved = service ? await updateService(service.id, input) : await createService(input);
      errorToast.clear();
      notify.success(service ? `“${saved.title}” saved.` : `“${saved.title}” added to the services.`);
      onSaved(saved, service === null);
    } catch (error) {
      setPending(false);
      errorToast.show(error);
      const serverMessages = error instanceof ApiError ? pickFieldMessages(error.fields, SERVICE_FIELDS) : {};
      setErrors(serverMessages);
      focusFirstInvalid(formRef.current, SERVICE_FIELDS, serverMessages);
    }
  }

  return (
    <PanelDialog
      title={service ? `Edit “${service.title}”` : 'Add a service'}
      onClose={onClose}
      initialFocusRef={titleRef}
    >
      <Form ref={formRef} noValidate onSubmit={handleSubmit}>
        <TextField
          ref={titleRef}
          label="Title"
          name="title"
          value={values.title}
          error={errors.title}
          onChange={handleChange}
        />
        <TextField
          label="Web address (slug)"
          name="slug"
          hint={`Where the service sits on the services page: ${paths.services}#${shownSlug}. Leave empty to make one from the title.`}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          value={values.slug}
          error={errors.slug}
          onChange={handleChange}
        />
        <TextField
          label="Summary"
          name="summary"
          hint="One line for the service cards."
          value={values.summary}
          error={errors.summary}
          onChange={handleChange}
        />
        <TextAreaField
          label="Description"
          name="description"
          hint="Leave a blank line between paragraphs."
          value={values.description}
          error={errors.description}
          onChange={handleChange}
        />
        <TextField
          label="Price hint"
          name="priceHint"
          hint="Optional, e.g. “Most rooms from $450”."
          value={values.priceHint}
          error={errors.priceHint}
          onChange={handleChange}
        />
        <SelectField
          label="Icon"
          name="icon"
          options={ICON_OPTIONS}
          value={values.icon}
          error={errors.icon}
          onChange={handleChange}
        />
        <Actions>
          <Button type="button" data-variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <PendingButton pending={pending} pendingLabel="Saving…">
            {service ? 'Save service' : 'Add service'}
          </PendingButton>
        </Actions>
      </Form>
    </PanelDialog>
  );
}
