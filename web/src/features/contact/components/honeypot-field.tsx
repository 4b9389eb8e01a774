import { useId } from 'react';
import styled from 'styled-components';

// Off-screen rather than display:none: form-filling bots skip fields that are not rendered.
const Trap = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

/** The trap's field: the request's `website`, which a person leaves empty. */
export const HONEYPOT_NAME = 'website';

/**
 * The spam trap: a "website" field people never see, reach or fill. The form always sends it
 * empty; a bot posting the form without the page fills it and is refused by the gateway.
 */
export function HoneypotField() {
  const id = useId();
  return (
    <Trap aria-hidden="true">
      <label htmlFor={id}>Website (leave this empty)</label>
      <input id={id} name={HONEYPOT_NAME} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </Trap>
  );
}
