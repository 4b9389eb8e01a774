import { QUOTE_REQUEST_STATUS_LABELS, type QuoteRequestStatus } from '@painting-site/gateway/contract/quote-requests';
import { Tag, type TagTone } from '@/components/ui/tag.tsx';

const STATUS_TONES: Record<QuoteRequestStatus, TagTone> = {
  new: 'info',
  contacted: 'highlight',
  quoted: 'highlight',
  won: 'success',
  lost: 'danger',
  archived: 'neutral',
};

/** A request's status in a word. */
export function StatusBadge({ status }: { status: QuoteRequestStatus }) {
  return (
    <Tag $tone={STATUS_TONES[status]} data-status={status}>
      {QUOTE_REQUEST_STATUS_LABELS[status]}
    </Tag>
  );
}
