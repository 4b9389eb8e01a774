import { QUOTE_REQUEST_STATUS_LABELS, type QuoteRequestPage } from '@painting-site/gateway/contract/quote-requests';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { AsyncContent, OWNER_LOAD_ADVICE } from '@/components/ui/async-content.tsx';
import { DownloadButton } from '@/components/ui/download-button.tsx';
import { EmptyNote } from '@/components/ui/page-section.tsx';
import { Pager } from '@/components/ui/pager.tsx';
import { paths } from '@/config/paths.ts';
import { useLoaded } from '@/lib/use-loaded.ts';
import { exportQuoteRequests } from '../api/export-quote-requests.ts';
import { getQuoteRequests, type QuoteRequestQuery } from '../api/get-quote-requests.ts';
import { quoteRequestQueryString, readQuoteRequestQuery } from '../quote-request-query.ts';
import { QuoteRequestList } from './quote-request-list.tsx';
import { QuoteRequestSearch } from './quote-request-search.tsx';
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

function resultsLine({ total, counts }: QuoteRequestPage, query: QuoteRequestQuery): string {
  const requests = total === 1 ? '1 request' : `${total} requests`;
  const matching = query.q ? ` matching “${query.q}”` : '';
  if (query.folder === 'spam') return `${requests} in the spam folder${matching}`;
  const unread = counts.unread > 0 ? ` · ${counts.unread} unread in all` : '';
  return `${requests}${matching}${unread}`;
}

function emptyNote(query: QuoteRequestQuery, page: QuoteRequestPage) {
  if (page.total > 0) {
    return (
      <EmptyNote>
        There is nothing on page {query.page}.{' '}
        <Link to={{ pathname: paths.adminQuoteRequests, search: quoteRequestQueryString({ ...query, page: 1 }) }}>
          Go to the first page
        </Link>
      </EmptyNote>
    );
  }
  if (query.q) return <EmptyNote>No quote requests match “{query.q}”.</EmptyNote>;
  if (query.folder === 'spam') return <EmptyNote>The spam folder is empty.</EmptyNote>;
  if (query.status)
    return <EmptyNote>No quote requests are marked “{QUOTE_REQUEST_STATUS_LABELS[query.status]}”.</EmptyNote>;
  return <EmptyNote>No quote requests yet. They show up here as soon as a visitor sends the contact form.</EmptyNote>;
}

/** The quote-request inbox and spam folder: filter by status, search, page through, export; all kept in the address. */
export function QuoteRequestInbox() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = readQuoteRequestQuery(searchParams);
  const listSearch = quoteRequestQueryString(query);
  const messages = useLoaded('the quote requests', listSearch, (signal) => getQuoteRequests(query, signal));

  function search(words: string) {
    setSearchParams(new URLSearchParams(quoteRequestQueryString({ ...query, q: words, page: 1 })));
  }

  return (
    <>
      <Tools>
        <StatusFilter query={query} counts={messages.latest?.counts} />
        <QuoteRequestSearch key={query.q} initial={query.q} onSearch={search} />
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
                <DownloadButton
                  download={() => exportQuoteRequests(query)}
                  label="Export CSV"
                  pendingLabel="Exporting…"
                  successWords="Exported to"
                />
              </Summary>
              {page.items.length === 0 ? (
                emptyNote(query, page)
              ) : (
                <QuoteRequestList messages={page.items} listSearch={listSearch} />
              )}
              {page.total > page.pageSize && (
                <Pager
                  label="Pages of quote requests"
                  page={query.page}
                  pageCount={Math.max(1, Math.ceil(page.total / page.pageSize))}
                  hrefFor={(number) =>
                    `${paths.adminQuoteRequests}${quoteRequestQueryString({ ...query, page: number })}`
                  }
                />
              )}
            </>
          )}
        </AsyncContent>
      </Results>
    </>
  );
}
