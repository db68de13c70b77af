import type { OpeningHours } from '../../shared/openingHours';

type HoursPath = readonly (string | number)[];

/** What each part of the back office's hours editor gets from the editor around it. */
export interface HoursEditing {
  hours: OpeningHours;
  /** The id of the control of a path under the hours ('weekly', 2, 'opens') or of an add button. */
  idOf: (path: HoursPath) => string;
  /** The message, from the shared schema or the server, about the field at a path. */
  messageOf: (path: HoursPath) => string | undefined;
  /** Saves the edited schedule; an action tells what it did and where the focus goes next. */
  edit: (next: OpeningHours, action?: { said: string; focus: string }) => void;
}

/** A fieldset of the editor: a day or the exceptions, one under another at any width. */
export const HOURS_FIELDSET_SX = {
  display: 'block',
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  p: 1.5,
  mt: 1.5,
};

/** A range or an exception: its fields side by side where they fit, wrapped at 320 px. */
export const HOURS_ROW_SX = { display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', mt: 1 };
