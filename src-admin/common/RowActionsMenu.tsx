import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Button, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslate } from 'react-admin';

export interface RowAction {
  /** The menu item's translated text, naming its row ('Usuń ofertę „Wózek”'). */
  label: string;
  icon: ReactNode;
  onSelect: () => void;
  disabled?: boolean;
  /** Deletes or restricts: shown in the error colour. */
  destructive?: boolean;
}

interface RowActionsMenuProps {
  /** What the row is called: the button is 'Działania: „…”'. */
  name: string;
  actions: RowAction[];
}

/**
 * A row's actions behind one 'Działania' button, so that a long list is one Tab stop per row instead of four or five.
 * The menu opens on its first item; Escape closes it and focus goes back to the button. After an item's dialog
 * closes, `useRowActionFocus` brings focus back to the same button (or common/FocusKeeper finds the next row's when
 * the row is gone).
 */
export function RowActionsMenu({ name, actions, buttonRef }: RowActionsMenuProps & { buttonRef: RowButtonRef }) {
  const translate = useTranslate();
  const buttonId = useId();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  return (
    <>
      <Button
        ref={buttonRef}
        id={buttonId}
        size="small"
        variant="outlined"
        aria-label={translate('admin.layout.row_actions.label', { name })}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        endIcon={<ArrowDropDownIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {translate('admin.layout.row_actions.button')}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {actions.map((action) => (
          <MenuItem
            key={action.label}
            disabled={action.disabled}
            onClick={() => {
              setAnchor(null);
              action.onSelect();
            }}
            sx={action.destructive ? { color: 'error.main' } : undefined}
          >
            <ListItemIcon sx={action.destructive ? { color: 'error.main' } : undefined}>{action.icon}</ListItemIcon>
            <ListItemText sx={{ whiteSpace: 'normal' }}>{action.label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

type RowButtonRef = RefObject<HTMLButtonElement | null>;

/**
 * The row's 'Działania' button and a `returnFocus` for its dialogs' close: the dialog opened from a menu item that is
 * gone, so focus is put back on the button once the dialog has unmounted (if the row is still there).
 */
export function useRowActionFocus() {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const returnFocus = () =>
    setTimeout(() => {
      if (buttonRef.current?.isConnected) buttonRef.current.focus();
    }, 0);
  return { buttonRef, returnFocus };
}
