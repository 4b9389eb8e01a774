import { SOCIAL_LINKS_MAX, SOCIAL_NETWORKS, type SocialNetwork } from '@painting-site/gateway/contract/business';
import { Button } from '@/components/ui/button.tsx';
import { FieldsRowWithRemove, Rows } from '@/components/ui/editor-rows.tsx';
import { FieldGroup } from '@/components/ui/field-group.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { VisuallyHidden } from '@/components/ui/visually-hidden.tsx';
import { SOCIAL_NETWORK_NAMES } from '@/config/social-networks.ts';
import type { BusinessForm } from './use-business-form.ts';

const NETWORK_OPTIONS = SOCIAL_NETWORKS.map((network) => ({ value: network, label: SOCIAL_NETWORK_NAMES[network] }));

const COLUMNS = 'minmax(8rem, 12rem) minmax(0, 1fr)';

const networkPath = (index: number) => `social.${index}.network`;
const urlPath = (index: number) => `social.${index}.url`;

/** Links to the business's pages on Facebook, Instagram, Google and the like, shown in the footer. */
export function SocialLinksEditor({ form }: { form: BusinessForm }) {
  const { values, messages, setRow, addRow, removeRow } = form;
  const rows = values.social;
  const full = rows.length >= SOCIAL_LINKS_MAX;

  return (
    <FieldGroup legend="Social links" lead="Shown in the footer of every page." error={messages.social}>
      {rows.length > 0 && (
        <Rows>
          {rows.map((row, index) => {
            const rowName = <VisuallyHidden> (link {index + 1})</VisuallyHidden>;
            return (
              <FieldsRowWithRemove key={row.key} $columns={COLUMNS}>
                <SelectField
                  label={<>Network{rowName}</>}
                  name={networkPath(index)}
                  options={NETWORK_OPTIONS}
                  value={row.network}
                  error={messages[networkPath(index)]}
                  onChange={(event) =>
                    setRow('social', row.key, { network: event.target.value as SocialNetwork }, networkPath(index))
                  }
                />
                <TextField
                  label={<>Page address{rowName}</>}
                  name={urlPath(index)}
                  type="url"
                  inputMode="url"
                  autoCapitalize="none"
                  spellCheck={false}
                  value={row.url}
                  error={messages[urlPath(index)]}
                  onChange={(event) => setRow('social', row.key, { url: event.target.value }, urlPath(index))}
                />
                <Button
                  type="button"
                  data-variant="secondary"
                  data-size="small"
                  onClick={() => removeRow('social', row.key, index > 0 ? urlPath(index - 1) : 'add-social')}
                >
                  Remove<VisuallyHidden> {SOCIAL_NETWORK_NAMES[row.network]} link</VisuallyHidden>
                </Button>
              </FieldsRowWithRemove>
            );
          })}
        </Rows>
      )}
      <div>
        <Button
          type="button"
          data-variant="secondary"
          name="add-social"
          aria-disabled={full || undefined}
          onClick={() => !full && addRow('social', urlPath)}
        >
          Add a link
        </Button>
      </div>
    </FieldGroup>
  );
}
