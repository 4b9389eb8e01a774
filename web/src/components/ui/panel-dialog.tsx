import { type ReactNode, type RefObject, useId } from 'react';
import styled from 'styled-components';
import { ModalDialog } from './modal-dialog.tsx';

const Backdrop = styled(ModalDialog)`
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.md};
  overflow-y: auto;
  background: rgba(27, 42, 65, 0.6);

  ${({ theme }) => theme.media.mobile} {
    place-items: end stretch;
    padding: 0;
  }
`;

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  width: min(100%, 38rem);
  max-height: calc(100dvh - 2 * ${({ theme }) => theme.space.md});
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  overscroll-behavior: contain;
  /* A field scrolled into view (focus after a failed save) lands below the sticky title bar. */
  scroll-padding-top: 6rem;

  ${({ theme }) => theme.media.mobile} {
    width: 100%;
    max-height: 100dvh;
    padding: ${({ theme }) => theme.space.md};
    padding-bottom: max(${({ theme }) => theme.space.md}, env(safe-area-inset-bottom));
    border-radius: ${({ theme }) => theme.radii.md} ${({ theme }) => theme.radii.md} 0 0;
  }
`;

// Stays at the top while a long form scrolls, so the title and Close are always in reach.
const Header = styled.div`
  position: sticky;
  /* Sticks at the panel's very top edge: the panel's padding counts in a sticky offset. */
  top: calc(-1 * ${({ theme }) => theme.space.lg});
  z-index: 1;
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin: calc(-1 * ${({ theme }) => theme.space.lg}) calc(-1 * ${({ theme }) => theme.space.lg}) 0;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.sm};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.h3};
    padding-top: ${({ theme }) => theme.space.sm};
    overflow-wrap: anywhere;
  }

  ${({ theme }) => theme.media.mobile} {
    top: calc(-1 * ${({ theme }) => theme.space.md});
    margin: calc(-1 * ${({ theme }) => theme.space.md}) calc(-1 * ${({ theme }) => theme.space.md}) 0;
    padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.sm};
  }
`;

const CloseButton = styled.button`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: ${({ theme }) => theme.sizes.tapTarget};
  height: ${({ theme }) => theme.sizes.tapTarget};
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.ink};
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;

  @media (hover: hover) {
    &:hover {
      background: ${({ theme }) => theme.colors.paper};
    }
  }
`;

/**
 * The dialog's buttons, at its foot on the right. `data-variant="stacked"` (the choices of a
 * confirmation) puts them under one another on a phone, full width, the safe one below.
 */
export const PanelActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.mobile} {
    &[data-variant='stacked'] {
      flex-direction: column-reverse;

      & > * {
        width: 100%;
      }
    }
  }
`;

type PanelDialogProps = {
  title: string;
  onClose: () => void;
  /** The element focused when the dialog opens (the first field, or the safe button). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** A sentence under the title that the dialog is described by. */
  description?: ReactNode;
  children: ReactNode;
};

/**
 * A modal panel over a dimmed page, titled, with a close button: forms and confirmations.
 * On a phone it rises from the bottom and scrolls inside, so every button stays reachable.
 */
export function PanelDialog({ title, onClose, initialFocusRef, description, children }: PanelDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Backdrop
      labelledBy={titleId}
      describedBy={description ? descriptionId : undefined}
      onClose={onClose}
      initialFocusRef={initialFocusRef}
    >
      <Panel>
        <Header>
          <h2 id={titleId}>{title}</h2>
          <CloseButton type="button" aria-label="Close" onClick={onClose}>
            <span aria-hidden="true">×</span>
          </CloseButton>
        </Header>
        {description && <p id={descriptionId}>{description}</p>}
        {children}
      </Panel>
    </Backdrop>
  );
}
