/** A back-office list already filtered, as react-admin reads it from the address (`?filter={…}`). */
export function listLocation(basename: string, list: { resource: string; filter: object }) {
  return {
    pathname: `${basename}/${list.resource}`,
    search: `?filter=${encodeURIComponent(JSON.stringify(list.filter))}`,
  };
}
