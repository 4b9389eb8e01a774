/**
 * The HTTP-01 challenges under way: token → key authorization, in memory only, each kept while
 * the ACME server may come to check it.
 */
export type ChallengeResponses = Map<string, string>;

export function createChallengeResponses(): ChallengeResponses {
  return new Map();
}
