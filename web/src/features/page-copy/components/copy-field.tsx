import { type CopyFieldRule, tidyCopyText } from '@painting-site/gateway/contract/page-copy-rules';
import { CharacterCount } from '@/components/ui/character-count.tsx';
import { TextAreaField } from '@/components/ui/text-area-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';

type CopyFieldProps = {
  name: string;
  rule: CopyFieldRule;
  /** What the field is for, before its limit. */
  hint?: string | undefined;
  value: string;
  error?: string | undefined;
  /** As a text field sends it: the form's textField(name) gives all four. */
  onChange: (event: { target: { value: string } }) => void;
};

/**
 * One of a page's texts: a line, or a box whose lines are paragraphs, labelled as the contract
 * names it, with its limit in the hint and a count of what is left.
 */
export function CopyField({ name, rule, hint, value, error, onChange }: CopyFieldProps) {
  const limit = rule.paragraphs
    ? `Each line is a paragraph. Up to ${rule.max} characters.`
    : `Up to ${rule.max} characters.`;
  const common = {
    label: rule.label,
    name,
    value,
    error,
    onChange,
    hint: hint ? `${hint} ${limit}` : limit,
    // Counted as it will be stored, without the spaces around lines.
    after: <CharacterCount length={tidyCopyText(value).length} max={rule.max} />,
  };
  return rule.paragraphs ? <TextAreaField {...common} rows={4} /> : <TextField {...common} />;
}
