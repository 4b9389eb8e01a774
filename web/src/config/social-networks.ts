/** The networks a business can link to, as the gateway names them. */
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'google', 'houzz', 'nextdoor', 'yelp'] as const;

export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const SOCIAL_NETWORK_NAMES: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  google: 'Google',
  houzz: 'Houzz',
  nextdoor: 'Nextdoor',
  yelp: 'Yelp',
};
