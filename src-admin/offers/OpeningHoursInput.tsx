import { Box, FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useEffect, useId, useRef, useState } from 'react';
import { useInput } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { HOURS_EDITOR_TEXTS as T } from '../../shared/messagesHours';
import { WEEK_DAYS, type OpeningHours } from '../../shared/openingHours';
import { OFFICE_HOURS } from '../../shared/openingHoursEdit';
import type { HoursEditing } from './hoursEditing';
import { hoursFieldPaths, hoursMessage } from './hoursErrors';
import { HoursExceptions } from './HoursExceptions';
import { HoursWeekDay } from './HoursWeekDay';

const SOURCE = 'opening_hours';
const asStored = (value: unknown) => value;

/** The form's value as a schedule; null: no hours ('Godziny: zapytaj oferenta'). */
function scheduleOf(value: unknown): OpeningHours | null {
  if (!value || typeof value !== 'object') return null;
  const hours = value as Partial<OpeningHours>;
  return { weekly: hours.weekly ?? [], exceptions: hours.exceptions ?? [] };
}

/**
 * The offer's opening hours in the back office's edit dialog, as the offer form edits them (shared/openingHoursEdit.ts):
 * per day its ranges, overnight ones included, and dated exceptions. Each message of the shared schema or the server
 * stands under its own field; adding or removing moves the focus (to the new range, or to the one before the removed
 * one, or to the add button) and is announced.
 */
export function OpeningHoursInput() {
  const { field, fieldState } = useInput({ source: SOURCE, format: asStored, parse: asStored });
  const { getFieldState, getValues } = useFormContext();
  const base = useId();
  const [announcement, setAnnouncement] = useState('');
  const pendingFocus = useRef<string | null>(null);
  const hours = scheduleOf(field.value);
  const idOf: HoursEditing['idOf'] = (path) => `${base}-${path.join('-')}`;
  const givenId = idOf(['given']);
  const whole = hoursMessage(fieldState.error, []);

  // The control an action named exists once the form has rendered its new value.
  useEffect(() => {
    if (!pendingFocus.current) return;
    document.getElementById(pendingFocus.current)?.focus();
    pendingFocus.current = null;
  });
  // react-hook-form focuses a refused input through its ref: here, the first field with a message.
  const { ref } = field;
  useEffect(() => {
    ref({
      focus() {
        const error = getFieldState(SOURCE).error;
        const current = scheduleOf(getValues(SOURCE));
        const first = current && hoursFieldPaths(current).find((path) => hoursMessage(error, path));
        document.getElementById(first ? idOf(first) : givenId)?.focus();
      },
    });
  });

  const editing: Omit<HoursEditing, 'hours'> = {
    idOf,
    messageOf: (path) => hoursMessage(fieldState.error, path),
    edit(next, action) {
      field.onChange(next);
      if (!action) return;
      setAnnouncement(action.said);
      pendingFocus.current = action.focus;
    },
  };

  return (
    <FormControl
      component="fieldset"
      error={Boolean(whole)}
      aria-describedby={whole ? `${base}-hint ${base}-error` : `${base}-hint`}
      sx={{ display: 'block', mt: 2, mb: 2 }}
    >
      <FormLabel component="legend">{T.legend}</FormLabel>
      <FormHelperText id={`${base}-hint`} error={false} sx={{ mx: 0 }}>
        {T.hint} {T.timeHint} {T.allDayHint}
      </FormHelperText>
      {whole && (
        <FormHelperText id={`${base}-error`} sx={{ mx: 0 }}>
          {whole}
        </FormHelperText>
      )}
      <RadioGroup
        value={hours ? 'given' : 'none'}
        onChange={(event) => field.onChange(event.target.value === 'given' ? OFFICE_HOURS : null)}
      >
        <FormControlLabel value="none" control={<Radio />} label={T.noHours} />
        <FormControlLabel value="given" control={<Radio id={givenId} />} label={T.giveHours} />
      </RadioGroup>
      {hours && (
        <>
          {WEEK_DAYS.map((day) => (
            <HoursWeekDay key={day} day={day} hours={hours} {...editing} />
          ))}
          <HoursExceptions hours={hours} {...editing} />
        </>
      )}
      <Box role="status" sx={visuallyHidden}>
        {announcement}
      </Box>
    </FormControl>
  );
}
