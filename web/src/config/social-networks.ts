import type { SocialNetwork } from '@painting-site/gateway/contract/business';

export const SOCIAL_NETWORK_NAMES: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  google: 'Google',
  houzz: 'Houzz',
  nextdoor: 'Nextdoor',
  yelp: 'Yelp',
};
