import { Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { useId, useRef, useState } from 'react';
import { useRecordContext } from 'react-admin';
import {
  AVAILABILITY_LABELS,
  AVAILABILITY_STATES,
  AVAILABILITY_TEXTS as T,
  AVAILABILITY_WITH_DATE,
  type AvailabilityState,
} from '../../shared/offerAvailability';
import { offerAvailabilitySchema } from '../../shared/schemas/offerAvailability';
import type { Offer } from '../../shared/types';
import { useRowAction } from '../common/useRowAction';

/**
 * The state of the offer's places, as its organisation sets it on the dashboard: saved on its own (PUT
 * /offers/{id}/availability) with the shared rules and messages, not with the content, since it needs no re-approval.
 */
export function OfferAvailabilityInput() {
  const offer = useRecordContext<Offer>();
  const headingId = useId();
  const [state, setState] = useState<AvailabilityState | ''>(offer?.availability ?? '');
  const [date, setDate] = useState(offer?.next_available_date ?? '');
  const [errors, setErrors] = useState<{ availability?: string; next_available_date?: string }>({});
  const [saved, setSaved] = useState('');
  const { saving, run } = useRowAction();
  const stateRef = useRef<HTMLInputElement>(null);
  const dateRef = useRef<HTMLInputElement>(null);
  if (!offer) return null;
  const withDate = state !== '' && AVAILABILITY_WITH_DATE.includes(state);

  async function save() {
    const parsed = offerAvailabilitySchema.safeParse({
      availability: state,
      next_available_date: withDate ? date : undefined,
    });
    setSaved('');
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'next_available_date' ? 'next_available_date' : 'availability';
        found[field] ??= issue.message;
      }
      setErrors(found);
      (found.availability ? stateRef : dateRef).current?.focus();
      return;
    }
    setErrors({});
    const { data } = parsed;
    await run(
      (provider) => provider.setOfferAvailability(offer!.id, data),
      () => setSaved(T.saved(AVAILABILITY_LABELS[data.availability])),
    );
  }

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2, mb: 2 }}>
      <Typography id={headingId} variant="subtitle1" component="h3">
        {T.control}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mt: 1 }}>
        <TextField
          select
          label={T.control}
          value={state}
          onChange={(event) => {
            setState(event.target.value as AvailabilityState);
            setErrors({});
          }}
          error={Boolean(errors.availability)}
          helperText={errors.availability}
          inputRef={stateRef}
          // 16rem is 384 px with the largest text, wider than the whole dialog at 320 px.
          sx={{ minWidth: 'min(16rem, 100%)' }}
        >
          {AVAILABILITY_STATES.map((option) => (
            <MenuItem key={option} value={option}>
              {AVAILABILITY_LABELS[option]}
            </MenuItem>
          ))}
        </TextField>
        {withDate && (
          <TextField
            type="date"
            label={T.dateField}
            value={date}
            onChange={(event) => setDate(event.target.value)}
            error={Boolean(errors.next_available_date)}
            helperText={errors.next_available_date ?? T.dateHint}
            inputRef={dateRef}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        )}
        {/* Not the dialog's submit: the state is saved apart from the content. */}
        <Button type="button" variant="outlined" onClick={() => void save()} disabled={saving} sx={{ mt: 1 }}>
          {T.save}
        </Button>
      </Box>
      <Typography role="status" variant="body2" sx={{ mt: 1 }}>
        {saved}
      </Typography>
    </Box>
  );
}
