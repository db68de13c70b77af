import type { OpeningHours } from '../../shared/openingHours';
import { WEEK_DAYS } from '../../shared/openingHours';
import { rangesOfDay } from '../../shared/openingHoursEdit';

/** Messages under the hours, by the path the shared schema and the server's 422 `errors` name (weekly.2.opens). */
export interface HoursErrorTree {
  [key: string]: string | HoursErrorTree;
}

/**
 * The shared schema's messages about the opening hours as the tree react-hook-form keeps under the input, the place
 * the server's field errors (opening_hours.weekly.2.opens) land too, so that the editor shows each under its field.
 * A message about the whole schedule is a plain text.
 */
export function hoursErrorTree(issues: { path: readonly PropertyKey[]; message: string }[]): string | HoursErrorTree {
  const whole = issues.find((issue) => issue.path.length === 0);
  if (whole) return whole.message;
  const tree: HoursErrorTree = {};
  for (const { path, message } of issues) {
    let node: HoursErrorTree | string = tree;
    const keys = path.map(String);
    for (const key of keys.slice(0, -1)) {
      if (typeof node === 'string') break;
      node[key] ??= {};
      node = node[key];
    }
    const last = keys[keys.length - 1];
    if (typeof node !== 'string' && node[last] === undefined) node[last] = message;
  }
  return tree;
}

/** A field's message as react-hook-form holds it: the server's text, or a validator's `{ message }`. */
function textOf(message: unknown): string | undefined {
  if (typeof message === 'string') return message;
  if (message && typeof message === 'object' && 'message' in message && typeof message.message === 'string') {
    return message.message;
  }
  return undefined;
}

/** The message at a path under the hours' form error (an empty path: about the whole schedule). */
export function hoursMessage(error: unknown, path: readonly (string | number)[]): string | undefined {
  let node: unknown = error;
  for (const key of path) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node && typeof node === 'object' && 'message' in node ? textOf(node.message) : undefined;
}

/** The paths of the editor's fields in the order they are shown: the days' ranges, then the exceptions. */
export function hoursFieldPaths(hours: OpeningHours): (string | number)[][] {
  const weekly = WEEK_DAYS.flatMap((day) =>
    rangesOfDay(hours, day).flatMap(({ at }) => [
      ['weekly', at, 'opens'],
      ['weekly', at, 'closes'],
    ]),
  );
  const exceptions = hours.exceptions.flatMap((_, at) =>
    ['date', 'opens', 'closes', 'note'].map((field) => ['exceptions', at, field]),
  );
  return [...weekly, ...exceptions];
}
