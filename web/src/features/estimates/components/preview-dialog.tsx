import styled from 'styled-components';
import { AsyncContent, OWNER_LOAD_ADVICE } from '@/components/ui/async-content.tsx';
import { PanelDialog } from '@/components/ui/panel-dialog.tsx';
import { useLoaded } from '@/lib/use-loaded.ts';
import { getEstimatePreview } from '../api/get-estimate-preview.ts';

const Frame = styled.iframe`
  width: 100%;
  height: 70vh;
  height: 70dvh;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
`;

type PreviewDialogProps = {
  estimateId: number;
  customerName: string;
  onClose: () => void;
};

/**
 * The customer's page for the saved draft, as the gateway renders it (its own style and policy, at
 * an address with a short-lived ticket), in a frame with every permission taken away (no script,
 * no forms): what they will see, nothing they can do here.
 */
export function PreviewDialog({ estimateId, customerName, onClose }: PreviewDialogProps) {
  const preview = useLoaded('the preview', String(estimateId), (signal) => getEstimatePreview(estimateId, signal));
  return (
    <PanelDialog
      title="Preview"
      description={`The page ${customerName || 'the customer'} will see once it is sent, as last saved.`}
      onClose={onClose}
    >
      <AsyncContent resource={preview} failureAdvice={OWNER_LOAD_ADVICE} minHeight="12rem">
        {(link) => <Frame title="The customer's page, as a preview" sandbox="" src={link.url} />}
      </AsyncContent>
    </PanelDialog>
  );
}
