import { TextField } from '@mui/material';
import { HOURS_EDITOR_TEXTS as T } from '../../shared/messagesHours';
import { typedTime } from '../../shared/openingHours';

interface HoursTimeFieldProps {
  id: string;
  label: string;
  value: string;
  error?: string;
  onChange: (time: string) => void;
}

/**
 * A time typed as people write it: on the numeric keypad (it has no ':') '800' or '8.00', read as '08:00' once the
 * field is left; the shared schema names what cannot be a time under the field.
 */
export function HoursTimeField({ id, label, value, error, onChange }: HoursTimeFieldProps) {
  return (
    <TextField
      id={id}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={() => {
        const time = typedTime(value);
        if (time !== value) onChange(time);
      }}
      error={Boolean(error)}
      helperText={error}
      placeholder={T.timePlaceholder}
      size="small"
      slotProps={{ htmlInput: { inputMode: 'numeric' }, inputLabel: { shrink: true } }}
      sx={{ flex: '1 1 8rem', minWidth: '7rem' }}
    />
  );
}
