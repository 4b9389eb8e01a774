import styled from 'styled-components';

/** Said under either sign-in form when the failure has no words of the gateway's own (no connection). */
export const SIGN_IN_FAILED_MESSAGE = 'Signing in failed. Please try again.';

/** The password form and the code form: their fields one below the other. */
export const SignInForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

/** The button, and what the form has to say, under the fields. */
export const SignInActions = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.md};
`;

/** The words under "Keep me signed in": quieter than a label, as a field's hint is. */
