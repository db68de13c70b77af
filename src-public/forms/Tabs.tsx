import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabDefinition<K extends string> {
  key: K;
  label: string;
  /** Marks a tab whose fields hold errors: a visible "!" and the description "Zawiera błędy". */
  hasErrors?: boolean;
}

interface TabsProps<K extends string> {
  idPrefix: string;
  label: string;
  tabs: readonly TabDefinition<K>[];
  active: K;
  onChange: (key: K) => void;
  /** Every panel stays rendered (hidden when inactive) so the values and links to fields survive a tab change. */
  renderPanel: (key: K) => ReactNode;
}

export const tabId = (prefix: string, key: string) => `${prefix}-tab-${key}`;
export const panelId = (prefix: string, key: string) => `${prefix}-panel-${key}`;

/** The WAI-ARIA tabs pattern with automatic activation: arrows move and select, Home/End jump to the ends. */
export function Tabs<K extends string>({ idPrefix, label, tabs, active, onChange, renderPanel }: TabsProps<K>) {
  const buttons = useRef(new Map<K, HTMLButtonElement>());
  const errorsNoteId = `${idPrefix}-tab-errors`;

  const select = (key: K) => {
    onChange(key);
    buttons.current.get(key)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(tabs[target].key);
  };

  return (
    <div className="tabs-container">
      <div className="tabs" role="tablist" aria-label={label}>
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(element) => {
              if (element) buttons.current.set(tab.key, element);
              else buttons.current.delete(tab.key);
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, tab.key)}
            className={tab.hasErrors ? 'tab tab-has-errors' : 'tab'}
            aria-selected={tab.key === active}
            aria-controls={panelId(idPrefix, tab.key)}
            aria-describedby={tab.hasErrors ? errorsNoteId : undefined}
            tabIndex={tab.key === active ? 0 : -1}
            onClick={() => onChange(tab.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
            {tab.hasErrors && (
              <span className="tab-error-mark" aria-hidden="true">
                {' '}
                !
              </span>
            )}
          </button>
        ))}
      </div>
      <span id={errorsNoteId} hidden>
        Zawiera błędy
      </span>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={panelId(idPrefix, tab.key)}
          className="tab-panel"
          aria-labelledby={tabId(idPrefix, tab.key)}
          hidden={tab.key !== active}
          tabIndex={0}
        >
          {renderPanel(tab.key)}
        </div>
      ))}
    </div>
  );
}
