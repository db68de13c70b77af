import { TextField } from '@mui/material';
import { HOURS_EDITOR_TEXTS as T } from '../../shared/messagesHours';

interface HoursTimeFieldProps {
  id: string;
  label: string;
  value: string;
  error?: string;
  onChange: (time: string) => void;
}

/** A time typed as people write it ('8:00'); the shared schema reads it and names what is wrong under the field. */
export function HoursTimeField({ id, label, value, error, onChange }: HoursTimeFieldProps) {
  return (
    <TextField
      id={id}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error}
      placeholder={T.timePlaceholder}
      size="small"
      slotProps={{ htmlInput: { inputMode: 'numeric' }, inputLabel: { shrink: true } }}
      sx={{ flex: '1 1 8rem', minWidth: '7rem' }}
    />
  );
}
