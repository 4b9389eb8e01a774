import { SERVICE_FIELDS, slugFromTitle } from '@painting-site/gateway/contract/service-rules';
import type { Service } from '@painting-site/gateway/contract/services';
import { SERVICE_ICONS } from '@painting-site/gateway/contract/services';
import { useRef } from 'react';
import { ItemFormDialog } from '@/components/ui/item-form-dialog.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { TextAreaField } from '@/components/ui/text-area-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { paths } from '@/config/paths.ts';
import { SERVICE_ICON_LABELS } from '@/config/service-icons.ts';
import { useItemForm } from '@/lib/use-item-form.ts';
import { servicesApi } from '../api/services-api.ts';
import { type ServiceFormValues, toServiceInput, validateService } from '../service-form-values.ts';

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
  const titleRef = useRef<HTMLInputElement>(null);
  const form = useItemForm({
    item: service,
    valuesOf,
    fields: SERVICE_FIELDS,
    validate: validateService,
    toInput: toServiceInput,
    create: servicesApi.create,
    update: servicesApi.update,
    savedMessage: (saved, created) => (created ? `“${saved.title}” added to the services.` : `“${saved.title}” saved.`),
    onSaved,
  });
  const { values } = form;
  // The address the service will have: as typed, else what the gateway will make of the title.
  const shownSlug = values.slug.trim() || slugFromTitle(values.title) || 'your-service';

  return (
    <ItemFormDialog
      title={service ? `Edit “${service.title}”` : 'Add a service'}
      form={form}
      submitLabel={service ? 'Save service' : 'Add service'}
      initialFocusRef={titleRef}
      onClose={onClose}
    >
      <TextField ref={titleRef} label="Title" {...form.textField('title')} />
      <TextField
        label="Link name"
        {...form.textField('slug')}
        hint={`The end of the link that opens this service on the services page: ${paths.services}#${shownSlug}. Leave it empty to make one from the title.`}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
      />
      <TextField label="Summary" {...form.textField('summary')} hint="One line for the service cards." />
      <TextAreaField label="Description" {...form.textField('description')} hint="Each line is a paragraph." />
      <TextField label="Price hint" {...form.textField('priceHint')} hint="Optional, e.g. “Most rooms from $450”." />
      <SelectField label="Icon" {...form.textField('icon')} options={ICON_OPTIONS} />
    </ItemFormDialog>
  );
}
