import GavelIcon from '@mui/icons-material/Gavel';
import { useState, type ReactNode } from 'react';
import type { Identifier } from 'react-admin';
import { ActionIconButton } from './ActionIconButton';
import { useDecisionFocus } from './DecisionFocus';
import { focusAfterClose } from './focusAfterClose';

interface DecideRowButtonProps {
  /** Its id is `<idPrefix><recordId>`: DecisionFocus finds the next row's button by the prefix. */
  idPrefix: string;
  recordId: Identifier;
  label: string;
  dialog: (handlers: { onClose: () => void; onDecided: () => void }) => ReactNode;
}

/** A row's 'decide' button and its dialog: closing returns focus to the button, a decision hands it to DecisionFocus. */
export function DecideRowButton({ idPrefix, recordId, label, dialog }: DecideRowButtonProps) {
  const [open, setOpen] = useState(false);
  const decided = useDecisionFocus();
  const id = `${idPrefix}${recordId}`;
  return (
    <>
      <ActionIconButton id={id} label={label} onClick={() => setOpen(true)}>
        <GavelIcon />
      </ActionIconButton>
      {open &&
        dialog({
          onClose: () => {
            setOpen(false);
            focusAfterClose(id);
          },
          onDecided: () => {
            setOpen(false);
            decided(recordId);
          },
        })}
    </>
  );
}
