import { DEFAULT_A11Y_SETTINGS, a11yStorageKey } from '../../../shared/a11ySettings';
import { COOKIES_POLICY_TEXTS as T, type StoredItemTexts } from '../../../shared/cookiesPolicy';
import { DRAFT_KEY_PREFIX } from '../../../shared/drafts';
import { LOCAL_LIST_KEY } from '../../../shared/favouriteToggle';
import { AUTH_TOKEN_KEY } from '../../../shared/token';
import { NEEDS_STORAGE_KEY } from '../../needs/needsStore';
import { InfoPage } from '../info/InfoPage';

const A11Y_NAMES = Object.keys(DEFAULT_A11Y_SETTINGS) as (keyof typeof DEFAULT_A11Y_SETTINGS)[];

/** Every key the portal keeps in localStorage, each named by the module that reads and writes it. */
const STORED_ITEMS: { key: string; texts: StoredItemTexts }[] = [
  { key: AUTH_TOKEN_KEY, texts: T.session },
  ...A11Y_NAMES.map((name) => ({
    key: a11yStorageKey(name),
    texts: { purpose: T.a11ySetting(T.a11ySettings[name]), lifetime: T.a11yLifetime },
  })),
  { key: `${DRAFT_KEY_PREFIX}${T.draftKeyRest}`, texts: T.drafts },
  { key: LOCAL_LIST_KEY, texts: T.myList },
  { key: NEEDS_STORAGE_KEY, texts: T.needs },
];

export default function CookiesPolicyPage() {
  return (
    <InfoPage page="cookies" lead={T.lead}>
      <h2>{T.storedHeading}</h2>
      <div className="table-wrap">
        <table className="table table-stack">
          <caption>{T.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{T.columnKey}</th>
              <th scope="col">{T.columnPurpose}</th>
              <th scope="col">{T.columnLifetime}</th>
            </tr>
          </thead>
          <tbody>
            {STORED_ITEMS.map(({ key, texts }) => (
              <tr key={key}>
                <td data-label={T.columnKey}>
                  <code>{key}</code>
                </td>
                <td data-label={T.columnPurpose}>{texts.purpose}</td>
                <td data-label={T.columnLifetime}>{texts.lifetime}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2>{T.notDoneHeading}</h2>
      <ul>
        {T.notDone.map((sentence) => (
          <li key={sentence}>{sentence}</li>
        ))}
      </ul>
      <h2>{T.removalHeading}</h2>
      <p>
        {T.removalSignOut} <code>{AUTH_TOKEN_KEY}</code>. {T.removalRest}
      </p>
    </InfoPage>
  );
}
