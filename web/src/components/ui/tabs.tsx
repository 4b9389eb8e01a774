import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import styled from 'styled-components';

const TabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Tab = styled.button`
  min-height: ${({ theme }) => theme.sizes.tapTarget};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid transparent;
  border-bottom: 0;
  border-radius: ${({ theme }) => theme.radii.sm} ${({ theme }) => theme.radii.sm} 0 0;
  margin-bottom: -1px;
  background: none;
  color: ${({ theme }) => theme.colors.link};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &[aria-selected='true'] {
    border-color: ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.ink};
    /* The selected tab is marked by more than colour. */
    box-shadow: inset 0 3px 0 ${({ theme }) => theme.colors.accent};
  }
`;

const Panel = styled.div`
  padding-top: ${({ theme }) => theme.space.lg};
`;

export type TabItem<Id extends string> = { id: Id; label: string; panel: ReactNode };

type TabsProps<Id extends string> = {
  /** Names the tab list for screen readers. */
  label: string;
  tabs: readonly TabItem<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
};

/**
 * Tabs as the ARIA pattern has them: one tab stop for the list, the arrow keys (and Home, End)
 * move between tabs and show each at once. Every panel stays mounted, hidden while not selected,
 * so what was typed in one survives a look at another.
 */
export function Tabs<Id extends string>({ label, tabs, selected, onSelect }: TabsProps<Id>) {
  const baseId = useId();
  const tabRefs = useRef(new Map<Id, HTMLButtonElement>());
  const tabId = (id: Id) => `${baseId}-tab-${id}`;
  const panelId = (id: Id) => `${baseId}-panel-${id}`;

  function moveWithKeys(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const target = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[(target + tabs.length) % tabs.length];
    if (!next) return;
    onSelect(next.id);
    tabRefs.current.get(next.id)?.focus();
  }

  return (
    <div>
      <TabList role="tablist" aria-label={label} onKeyDown={moveWithKeys}>
        {tabs.map((tab) => (
          <Tab
            key={tab.id}
            ref={(element) => {
              if (element) tabRefs.current.set(tab.id, element);
              else tabRefs.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            aria-selected={tab.id === selected}
            aria-controls={panelId(tab.id)}
            tabIndex={tab.id === selected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {tabs.map((tab) => (
        <Panel
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          hidden={tab.id !== selected}
        >
          {tab.panel}
        </Panel>
      ))}
    </div>
  );
}
