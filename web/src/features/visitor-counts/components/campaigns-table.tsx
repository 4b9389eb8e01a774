import type { VisitorCampaign } from '@painting-site/gateway/contract/visitor-counts';
import { conversionRate } from '../visitor-words.ts';
import { FiguresTable } from './figures-table.tsx';

export const CAMPAIGNS_CAPTION = 'Visitors and requests by campaign link';
/** A campaign link without a medium or a campaign name shows these words in its cell. */
export const NOT_GIVEN = 'not given';
const COLUMNS = {
  source: 'Source',
  medium: 'Medium',
  campaign: 'Campaign',
  visitors: 'Visitors',
  started: 'Quote forms started',
  sent: 'Requests sent',
  rate: 'Sent per visitor',
} as const;

function CampaignRow({ campaign }: { campaign: VisitorCampaign }) {
  return (
    <tr>
      <th scope="row">{campaign.source}</th>
      <td data-label={COLUMNS.medium}>{campaign.medium || NOT_GIVEN}</td>
      <td data-label={COLUMNS.campaign}>{campaign.campaign || NOT_GIVEN}</td>
      <td data-label={COLUMNS.visitors}>{campaign.visitors}</td>
      <td data-label={COLUMNS.started}>{campaign.formsStarted}</td>
      <td data-label={COLUMNS.sent}>{campaign.requestsSent}</td>
      <td data-label={COLUMNS.rate}>{conversionRate(campaign.requestsSent, campaign.visitors)}</td>
    </tr>
  );
}

/** Each campaign link by its source, medium and campaign: which flyer or ad brought visitors, and requests. */
export function CampaignsTable({ campaigns }: { campaigns: readonly VisitorCampaign[] }) {
  return (
    <FiguresTable caption={CAMPAIGNS_CAPTION} columns={COLUMNS}>
      {campaigns.map((campaign) => (
        <CampaignRow key={`${campaign.source}\n${campaign.medium}\n${campaign.campaign}`} campaign={campaign} />
      ))}
    </FiguresTable>
  );
}
