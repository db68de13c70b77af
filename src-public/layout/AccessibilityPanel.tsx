import { lazy, Suspense, useState } from 'react';
import { Dialog } from '../components/Dialog';
import { FONT_SIZES, type FontSize, type ToggleKey } from '../../shared/a11ySettings';
import { resetA11ySettings, stepFontSize, updateA11ySettings, useA11ySettings } from '../a11y/settings';
import { NEEDS_TEXTS } from '../../shared/needs';

const NeedsDialog = lazy(() => import('../needs/NeedsDialog'));

const FONT_SIZE_LABELS: Record<FontSize, string> = { base: 'standardowy', medium: 'większy', large: 'największy' };

/** Read after each A+ / A- press; the ends say that the button has nothing more to do. */
const FONT_SIZE_ANNOUNCEMENTS: Record<FontSize, string> = {
  base: 'Najmniejszy rozmiar tekstu',
  medium: 'Obecny rozmiar: większy',
  large: 'Największy rozmiar tekstu',
};

const TOGGLE_LABELS: Record<ToggleKey, { label: string; hint: string }> = {
  highContrast: { label: 'Wysoki kontrast', hint: 'Żółte i białe elementy na czarnym tle.' },
  darkMode: { label: 'Tryb ciemny', hint: 'Jasny tekst na ciemnym tle, mniej męczy wzrok wieczorem.' },
  reduceMotion: { label: 'Ogranicz animacje', hint: 'Wyłącza animacje i płynne przewijanie.' },
  readableFont: {
    label: 'Czytelna czcionka',
    hint: 'Prostszy krój pisma, większe odstępy między literami i wierszami.',
  },
  underlineLinks: { label: 'Podkreśl linki', hint: 'Wszystkie linki są podkreślone, także w menu.' },
};

/**
 * The accessibility panel (docs/dostepnosc.md#panel-ułatwienia-dostępu). Settings stay in this browser (localStorage)
 * and are never sent to the server.
 */
export default function AccessibilityPanel({ onClose }: { onClose: () => void }) {
  const settings = useA11ySettings();
  const sizeIndex = FONT_SIZES.indexOf(settings.fontSize);
  const [announcement, setAnnouncement] = useState('');
  // 'Moje potrzeby' take the panel's place; closing them returns the focus to the panel's button in the header.
  const [needsOpen, setNeedsOpen] = useState(false);
  // At either end the button is only aria-disabled: a really disabled button would drop keyboard focus to <body>,
  // so focus stays where the person pressed and the live region says why nothing more happens.
  const changeSize = (direction: 1 | -1) => {
    const next = stepFontSize(settings.fontSize, direction);
    updateA11ySettings({ fontSize: next });
    setAnnouncement(FONT_SIZE_ANNOUNCEMENTS[next]);
  };
  if (needsOpen) {
    return (
      <Suspense fallback={null}>
        <NeedsDialog onClose={onClose} onSaved={onClose} />
      </Suspense>
    );
  }
  return (
    <Dialog title="Ułatwienia dostępu" onClose={onClose}>
      <section aria-labelledby="a11y-font-size" className="a11y-section">
        <h3 id="a11y-font-size">Rozmiar tekstu</h3>
        <p className="muted">Obecny rozmiar: {FONT_SIZE_LABELS[settings.fontSize]}</p>
        <p className="visually-hidden" aria-live="polite">
          {announcement}
        </p>
        <div className="cluster">
          <button type="button" className="btn" onClick={() => changeSize(-1)} aria-disabled={sizeIndex === 0}>
            A- <span className="visually-hidden">(zmniejsz tekst)</span>
          </button>
          <button
            type="button"
            className="btn"
            onClick={() => changeSize(1)}
            aria-disabled={sizeIndex === FONT_SIZES.length - 1}
          >
            A+ <span className="visually-hidden">(powiększ tekst)</span>
          </button>
        </div>
      </section>
      <section aria-labelledby="a11y-display" className="a11y-section">
        <h3 id="a11y-display">Wygląd i czytelność</h3>
        <ul className="a11y-toggles">
          {(Object.keys(TOGGLE_LABELS) as ToggleKey[]).map((key) => (
            <li key={key}>
              <button
                type="button"
                role="switch"
                aria-checked={settings[key]}
                aria-describedby={`a11y-hint-${key}`}
                className="a11y-switch"
                onClick={() => updateA11ySettings({ [key]: !settings[key] })}
              >
                <span className="a11y-switch-track" aria-hidden="true" />
                <span>{TOGGLE_LABELS[key].label}</span>
              </button>
              <p id={`a11y-hint-${key}`} className="form-hint">
                {TOGGLE_LABELS[key].hint}
              </p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="a11y-needs" className="a11y-section">
        <h3 id="a11y-needs">{NEEDS_TEXTS.title}</h3>
        <p className="form-hint">{NEEDS_TEXTS.panelHint}</p>
        <button type="button" className="btn" aria-haspopup="dialog" onClick={() => setNeedsOpen(true)}>
          {NEEDS_TEXTS.set}
        </button>
      </section>
      <div className="form-actions">
        <button type="button" className="btn btn-secondary" onClick={resetA11ySettings}>
          Przywróć ustawienia domyślne
        </button>
      </div>
      <p className="form-hint">Ustawienia są zapamiętywane tylko w tej przeglądarce i nie są wysyłane na serwer.</p>
    </Dialog>
  );
}
