import type { MessagePage } from '@painting-site/gateway/contract/quote-requests';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { AsyncContent, OWNER_LOAD_ADVICE } from '@/components/ui/async-content.tsx';
import { EmptyNote } from '@/components/ui/page-section.tsx';
import { Pager } from '@/components/ui/pager.tsx';
import { paths } from '@/config/paths.ts';
import { useLoaded } from '@/lib/use-loaded.ts';
import { getMessages, type MessageQuery } from '../api/get-messages.ts';
import { STATUS_LABELS } from '../message-labels.ts';
import { messageQueryString, readMessageQuery } from '../message-query.ts';
import { ExportButton } from './export-button.tsx';
import { MessageList } from './message-list.tsx';
import { MessageSearch } from './message-search.tsx';
import { SPAM_RETENTION_NOTE } from './spam-notice.tsx';
import { StatusFilter } from './status-filter.tsx';

const Tools = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
`;

const Results = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const FolderNote = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
`;

function resultsLine({ total, counts }: MessagePage, query: MessageQuery): string {
  const requests = total === 1 ? '1 request' : `${total} requests`;
  const matching = query.q ? ` matching “${query.q}”` : '';
  if (query.folder === 'spam') return `${requests} in the spam folder${matching}`;
  const unread = counts.unread > 0 ? ` · ${counts.unread} unread in all` : '';
  return `${requests}${matching}${unread}`;
}

function emptyNote(query: MessageQuery, page: MessagePage) {
  if (page.total > 0) {
    return (
      <EmptyNote>
        There is nothing on page {query.page}.{' '}
        <Link to={{ pathname: paths.adminMessages, search: messageQueryString({ ...query, page: 1 }) }}>
          Go to the first page
        </Link>
      </EmptyNote>
    );
  }
  if (query.q) return <EmptyNote>No quote requests match “{query.q}”.</EmptyNote>;
  if (query.folder === 'spam') return <EmptyNote>The spam folder is empty.</EmptyNote>;
  if (query.status) return <EmptyNote>No quote requests are marked “{STATUS_LABELS[query.status]}”.</EmptyNote>;
  return <EmptyNote>No quote requests yet. They show up here as soon as a visitor sends the contact form.</EmptyNote>;
}

/** The quote-request inbox and spam folder: filter by status, search, page through, export; all kept in the address. */
export function MessageInbox() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = readMessageQuery(searchParams);
  const listSearch = messageQueryString(query);
  const messages = useLoaded('the quote requests', listSearch, (signal) => getMessages(query, signal));

  function search(words: string) {
    setSearchParams(new URLSearchParams(messageQueryString({ ...query, q: words, page: 1 })));
  }

  return (
    <>
      <Tools>
        <StatusFilter query={query} counts={messages.latest?.counts} />
        <MessageSearch key={query.q} initial={query.q} onSearch={search} />
        {query.folder === 'spam' && (
          <FolderNote>
            Requests the anti-robot checks caught: nobody was e-mailed about them. Open one to see why, and restore it
            if it is real. {SPAM_RETENTION_NOTE}
          </FolderNote>
        )}
      </Tools>
      <Results>
        <AsyncContent resource={messages} failureAdvice={OWNER_LOAD_ADVICE}>
          {(page) => (
            <>
              <Summary>
                <p role="status">{resultsLine(page, query)}</p>
                <ExportButton filter={query} />
              </Summary>
              {page.items.length === 0 ? (
                emptyNote(query, page)
              ) : (
                <MessageList messages={page.items} listSearch={listSearch} />
              )}
              {page.total > page.pageSize && (
                <Pager
                  label="Pages of quote requests"
                  page={query.page}
                  pageCount={Math.max(1, Math.ceil(page.total / page.pageSize))}
                  hrefFor={(number) => `${paths.adminMessages}${messageQueryString({ ...query, page: number })}`}
                />
              )}
            </>
          )}
        </AsyncContent>
      </Results>
    </>
  );
}
