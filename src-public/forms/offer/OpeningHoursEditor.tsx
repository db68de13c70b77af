import { useRef, useState } from 'react';
import { HOURS_EDITOR_TEXTS as T } from '../../../shared/messagesHours';
import {
  HOURS_LIMITS,
  typedTime,
  WEEK_DAY_LABELS,
  WEEK_DAYS,
  type OpeningHours,
  type WeekDay,
} from '../../../shared/openingHours';
import {
  canAddException,
  canAddRange,
  focusAfterRemoval,
  OFFICE_HOURS,
  rangesOfDay,
  withExceptionAdded,
  withExceptionChange,
  withoutException,
  withoutRange,
  withRangeAdded,
  withRangeTime,
} from '../../../shared/openingHoursEdit';
import { errorId, hintId } from '../fields';

interface OpeningHoursEditorProps {
  /** The schedule as the form sends it: its JSON text, '' for no hours. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

const ID = 'offer-opening_hours';

interface TimeInputProps {
  id: string;
  label: string;
  value: string;
  onChange: (time: string) => void;
}

/** A time on the numeric keypad (it has no ':'): '800' or '8.00' reads as '08:00' once the field is left. */
function TimeInput({ id, label, value, onChange }: TimeInputProps) {
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <input
        type="text"
        inputMode="numeric"
        placeholder={T.timePlaceholder}
        id={id}
        className="form-control"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={() => {
          const time = typedTime(value);
          if (time !== value) onChange(time);
        }}
      />
    </div>
  );
}

/** The schedule being edited; times typed but not yet valid stay in the text, so the server's message can point at them. */
function parse(value: string): OpeningHours | null {
  if (!value) return null;
  try {
    const hours = JSON.parse(value) as OpeningHours;
    return { weekly: hours.weekly ?? [], exceptions: hours.exceptions ?? [] };
  } catch {
    return { weekly: [], exceptions: [] };
  }
}

/**
 * The weekly hours of the offer form: per day its ranges ('Zamknięte' without any), a button to add a range and to
 * remove each, and dated exceptions. Every action moves the focus to what it made (after a removal to the item
 * before, or to the add button) and is announced, so it can be used by keyboard and screen reader alone.
 */
export function OpeningHoursEditor({ value, onChange, error }: OpeningHoursEditorProps) {
  const hours = parse(value);
  const [announcement, setAnnouncement] = useState('');
  const root = useRef<HTMLFieldSetElement>(null);
  const focusLater = (selector: string) =>
    requestAnimationFrame(() => root.current?.querySelector<HTMLElement>(selector)?.focus());
  const emit = (next: OpeningHours) => onChange(JSON.stringify(next));

  const describedBy = [hintId(ID), error ? errorId(ID) : null].filter(Boolean).join(' ');
  const dayRanges = (day: WeekDay) => (hours ? rangesOfDay(hours, day) : []);

  function addRange(day: WeekDay) {
    if (!hours) return;
    const count = dayRanges(day).length;
    emit(withRangeAdded(hours, day));
    setAnnouncement(T.rangeAdded(WEEK_DAY_LABELS[day]));
    focusLater(`#${ID}-${day}-${count}-opens`);
  }
  function removeRange(day: WeekDay, index: number, at: number) {
    if (!hours) return;
    emit(withoutRange(hours, at));
    setAnnouncement(T.rangeRemoved(WEEK_DAY_LABELS[day]));
    const previous = focusAfterRemoval(index);
    focusLater(previous === null ? `#${ID}-${day}-add` : `#${ID}-${day}-${previous}-opens`);
  }
  function addException() {
    if (!hours) return;
    emit(withExceptionAdded(hours));
    setAnnouncement(T.exceptionAdded);
    focusLater(`#${ID}-exception-${hours.exceptions.length}-date`);
  }
  function removeException(index: number) {
    if (!hours) return;
    emit(withoutException(hours, index));
    setAnnouncement(T.exceptionRemoved);
    const previous = focusAfterRemoval(index);
    focusLater(previous === null ? `#${ID}-exception-add` : `#${ID}-exception-${previous}-date`);
  }

  return (
    <fieldset
      ref={root}
      id={ID}
      className={error ? 'fieldset hours-editor form-field-invalid' : 'fieldset hours-editor'}
      aria-describedby={describedBy}
    >
      <legend className="legend">{T.legend}</legend>
      <p className="form-hint" id={hintId(ID)}>
        {T.hint} {T.timeHint} {T.allDayHint}
      </p>
      {error && (
        <p className="form-error" id={errorId(ID)}>
          {error}
        </p>
      )}
      <div className="form-check">
        <input
          type="radio"
          id={`${ID}-none`}
          name="opening_hours_given"
          checked={!hours}
          onChange={() => onChange('')}
        />
        <label htmlFor={`${ID}-none`}>{T.noHours}</label>
      </div>
      <div className="form-check">
        <input
          type="radio"
          id={`${ID}-given`}
          name="opening_hours_given"
          checked={!!hours}
          onChange={() => emit(OFFICE_HOURS)}
        />
        <label htmlFor={`${ID}-given`}>{T.giveHours}</label>
      </div>
      {hours && (
        <>
          {WEEK_DAYS.map((day) => {
            const label = WEEK_DAY_LABELS[day];
            const ranges = dayRanges(day);
            return (
              <fieldset key={day} className="fieldset hours-day" id={`${ID}-${day}`}>
                <legend className="legend">{label}</legend>
                {ranges.length === 0 && <p className="muted">{T.closedDay}</p>}
                {ranges.map(({ range, at }, index) => {
                  const prefix = `${ID}-${day}-${index}`;
                  return (
                    <div
                      className="cluster hours-range"
                      role="group"
                      aria-label={T.rangeLabel(label, index + 1)}
                      key={index}
                    >
                      <TimeInput
                        id={`${prefix}-opens`}
                        label={T.opens}
                        value={range.opens}
                        onChange={(time) => emit(withRangeTime(hours, at, 'opens', time))}
                      />
                      <TimeInput
                        id={`${prefix}-closes`}
                        label={T.closes}
                        value={range.closes}
                        onChange={(time) => emit(withRangeTime(hours, at, 'closes', time))}
                      />
                      <button type="button" className="btn btn-secondary" onClick={() => removeRange(day, index, at)}>
                        {T.removeRange(label, index + 1)}
                      </button>
                    </div>
                  );
                })}
                {canAddRange(hours, day) && (
                  <button
                    type="button"
                    id={`${ID}-${day}-add`}
                    className="btn btn-secondary"
                    onClick={() => addRange(day)}
                  >
                    {T.addRange(label)}
                  </button>
                )}
              </fieldset>
            );
          })}
          <fieldset className="fieldset hours-exceptions">
            <legend className="legend">{T.exceptionsLegend}</legend>
            {hours.exceptions.map((exception, index) => {
              const prefix = `${ID}-exception-${index}`;
              return (
                <div
                  className="stack hours-exception"
                  role="group"
                  aria-label={T.exceptionLabel(index + 1)}
                  key={index}
                >
                  <div className="form-field">
                    <label htmlFor={`${prefix}-date`}>{T.exceptionDate}</label>
                    <input
                      type="date"
                      id={`${prefix}-date`}
                      className="form-control"
                      value={exception.date}
                      onChange={(event) => emit(withExceptionChange(hours, index, { date: event.target.value }))}
                    />
                  </div>
                  <div className="form-check">
                    <input
                      type="checkbox"
                      id={`${prefix}-closed`}
                      checked={exception.closed}
                      onChange={(event) => emit(withExceptionChange(hours, index, { closed: event.target.checked }))}
                    />
                    <label htmlFor={`${prefix}-closed`}>{T.exceptionClosed}</label>
                  </div>
                  {!exception.closed && (
                    <div className="cluster">
                      <TimeInput
                        id={`${prefix}-opens`}
                        label={T.opens}
                        value={exception.opens ?? ''}
                        onChange={(time) => emit(withExceptionChange(hours, index, { opens: time }))}
                      />
                      <TimeInput
                        id={`${prefix}-closes`}
                        label={T.closes}
                        value={exception.closes ?? ''}
                        onChange={(time) => emit(withExceptionChange(hours, index, { closes: time }))}
                      />
                    </div>
                  )}
                  <div className="form-field">
                    <label htmlFor={`${prefix}-note`}>{T.exceptionNote}</label>
                    <input
                      type="text"
                      id={`${prefix}-note`}
                      className="form-control"
                      maxLength={HOURS_LIMITS.noteMax}
                      value={exception.note ?? ''}
                      onChange={(event) => emit(withExceptionChange(hours, index, { note: event.target.value }))}
                    />
                  </div>
                  <button type="button" className="btn btn-secondary" onClick={() => removeException(index)}>
                    {T.removeException(index + 1)}
                  </button>
                </div>
              );
            })}
            {canAddException(hours) && (
              <button type="button" id={`${ID}-exception-add`} className="btn btn-secondary" onClick={addException}>
                {T.addException}
              </button>
            )}
          </fieldset>
        </>
      )}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </fieldset>
  );
}
