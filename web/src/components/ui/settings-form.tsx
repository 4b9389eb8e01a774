import styled from 'styled-components';

/** A form of settings the owner fills in once (the mail account, where backups go): one column at reading width. */
export const SettingsForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
  max-width: ${({ theme }) => theme.sizes.measure};
`;

/** Two short fields side by side where there is room (host and port), one under the other on a phone. */
export const FieldPair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  /* A message under one box must not stretch its neighbour. */
  align-items: start;
  gap: ${({ theme }) => theme.space.md};
`;

/** A short word on what a group of fields is for. */
export const FieldExplanation = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

/** The form's buttons (a test, then Save), one under the other, each as wide as its words. */
export const SettingsActions = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.lg};
`;
