import styled from 'styled-components';

const Guides = styled.details`
  max-width: ${({ theme }) => theme.sizes.measure};

  & > summary {
    cursor: pointer;
    font-weight: 700;
  }

  & dl {
    display: grid;
    gap: ${({ theme }) => theme.space.sm};
    margin-top: ${({ theme }) => theme.space.sm};
  }

  & dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.inkMuted};
    overflow-wrap: anywhere;
  }
`;

/** Where each provider shows the endpoint, the bucket and the keys: words only, no call to them. */
const S3_PROVIDERS: [name: string, where: string][] = [
  [
    'Backblaze B2',
    'Buckets → Create a Bucket (private). The bucket’s page shows its Endpoint, like s3.us-west-004.backblazeb2.com. Application Keys → Add a New Application Key for that bucket: the keyID is the access key id, the applicationKey the secret key (shown once). No region needed.',
  ],
  [
    'Wasabi',
    'Buckets → Create Bucket, and note its region. The endpoint is s3.<region>.wasabisys.com, like s3.eu-central-1.wasabisys.com; enter the region too. Access Keys → Create New Access Key.',
  ],
  [
    'Cloudflare R2',
    'R2 → Create bucket. The bucket’s Settings show its S3 API address, <account id>.r2.cloudflarestorage.com: that host is the endpoint. Manage R2 API Tokens → Create API token with Object Read & Write: it shows the access key id and secret key once. Region: auto.',
  ],
  [
    'Amazon S3',
    'S3 → Create bucket, in a region near you. The endpoint is s3.<region>.amazonaws.com; enter the region too. IAM → Users → a user allowed only on that bucket → Security credentials → Create access key.',
  ],
];

export function StorageGuides() {
  return (
    <Guides>
      <summary>Where your storage provider shows these</summary>
      <dl>
        {S3_PROVIDERS.map(([name, where]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{where}</dd>
          </div>
        ))}
      </dl>
    </Guides>
  );
}
