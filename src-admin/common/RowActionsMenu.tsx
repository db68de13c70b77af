import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import {
  Button,
  ClickAwayListener,
  ListItemIcon,
  ListItemText,
  MenuItem,
  MenuList,
  Paper,
  Popper,
} from '@mui/material';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
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
 * The menu opens on its first item; Escape closes it and focus goes back to the button, Tab closes it and moves on.
 * After an item's dialog closes, `useRowActionFocus` brings focus back to the same button (or common/FocusKeeper finds
 * the next row's when the row is gone).
 *
 * A menu button's menu is not modal (WAI-ARIA APG): MUI's Menu is a Modal that hid the whole page with aria-hidden
 * while it was open, Tab stops included, and put the list at the end of <body>, outside every landmark (IBM Equal
 * Access reported both). So it is MUI's non-modal composition: a Popper kept in the row, a MenuList for the arrow keys,
 * closed by Escape, Tab or a click elsewhere; fixed positioning keeps it out of the table's scrolling region's clip.
 */
export function RowActionsMenu({ name, actions, buttonRef }: RowActionsMenuProps & { buttonRef: RowButtonRef }) {
  const translate = useTranslate();
  const buttonId = useId();
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const close = (focusButton: boolean) => {
    setOpen(false);
    if (focusButton) buttonRef.current?.focus();
  };
  const onMenuKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      // Focus goes on from the button, as if the menu had not been opened.
      buttonRef.current?.focus();
      setOpen(false);
    }
  };
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
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {translate('admin.layout.row_actions.button')}
      </Button>
      <Popper
        open={open}
        anchorEl={() => buttonRef.current as HTMLElement}
        placement="bottom-start"
        disablePortal
        popperOptions={{ strategy: 'fixed' }}
        sx={{ zIndex: 'modal' }}
      >
        {/* MUI's menu paper class: the theme draws its border in high contrast, as on every menu. */}
        <Paper elevation={8} className="MuiMenu-paper">
          <ClickAwayListener
            onClickAway={(event) => {
              if (!buttonRef.current?.contains(event.target as Node)) close(false);
            }}
          >
            <MenuList id={menuId} aria-labelledby={buttonId} autoFocusItem={open} onKeyDown={onMenuKeyDown}>
              {actions.map((action) => (
                <MenuItem
                  key={action.label}
                  disabled={action.disabled}
                  onClick={() => {
                    // Back on the button first: an action without a dialog leaves focus there, a dialog takes it.
                    close(true);
                    action.onSelect();
                  }}
                  sx={action.destructive ? { color: 'error.main' } : undefined}
                >
                  <ListItemIcon sx={action.destructive ? { color: 'error.main' } : undefined}>
                    {action.icon}
                  </ListItemIcon>
                  <ListItemText sx={{ whiteSpace: 'normal' }}>{action.label}</ListItemText>
                </MenuItem>
              ))}
            </MenuList>
          </ClickAwayListener>
        </Paper>
      </Popper>
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
