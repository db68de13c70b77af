import type { ReactNode } from 'react';
import { IconButton, Tooltip, type IconButtonProps } from '@mui/material';

interface ActionIconButtonProps extends Omit<IconButtonProps, 'aria-label' | 'children'> {
  /** The Polish name a screen reader announces and the tooltip shows. */
  label: string;
  children: ReactNode;
}

/** An icon-only row action: named for screen readers, with the same text as a tooltip for mouse users. */
export function ActionIconButton({ label, children, ...rest }: ActionIconButtonProps) {
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} size="small" {...rest}>
        {children}
      </IconButton>
    </Tooltip>
  );
}
