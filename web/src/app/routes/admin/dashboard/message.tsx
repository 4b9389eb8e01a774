import { useParams } from 'react-router-dom';
import { PageMeta } from '@/components/seo/page-meta.tsx';
import { MessageDetail } from '@/features/messages/components/message-detail.tsx';

export function Component() {
  const { id } = useParams();
  return (
    <>
      <PageMeta title="Quote request" description="One quote request, with its status and your notes." />
      <MessageDetail id={Number(id)} />
    </>
  );
}
