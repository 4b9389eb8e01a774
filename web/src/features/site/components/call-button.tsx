import { Button } from '@/components/ui/button.tsx';
import { PhoneIcon } from '@/components/ui/phone-icon.tsx';
import { usePageCopy } from '../api/get-page-copy.ts';
import { useSiteDetails } from '../api/get-site-details.ts';
import { callLinkOf } from '../business-facts.ts';
import { CALL_LABEL_FALLBACK } from '../neutral-words.ts';

type CallButtonProps = {
  variant?: 'secondary' | 'outline-light';
};

/**
 * "Call (503) 555-0142" as a button-like tel: link, in the owner's words before the number (the
 * home page's); its place is kept while the number loads.
 */
export function CallButton({ variant = 'secondary' }: CallButtonProps) {
  const site = useSiteDetails();
  const label = usePageCopy('home').callButtonLabel || CALL_LABEL_FALLBACK;
  if (site.status === 'loading') {
    return (
      <Button as="span" data-variant={variant} data-placeholder="true" aria-hidden="true">
        <PhoneIcon />
        {label} (000) 000-0000
      </Button>
    );
  }
  const call = site.status === 'ready' ? callLinkOf(site.data) : undefined;
  if (!call) return null;

  // Named by its visible text alone, so a voice user saying "Call (503) 555-0142" hits it.
  return (
    <Button as="a" href={call.href} data-variant={variant}>
      <PhoneIcon />
      {label} {call.display}
    </Button>
  );
}
