import { Link } from 'react-router-dom';
import { LEGAL_DOCUMENT_TEXTS as T } from '../../../shared/legalDocuments';
import { PUBLIC_PAGES } from '../../../shared/publicPages';
import { InfoPage } from '../info/InfoPage';
import { SettingsText } from './SettingsText';

export default function PrivacyPolicyPage() {
  return (
    <InfoPage page="privacy">
      <SettingsText page="privacy" />
      <p>
        {T.browserDataBefore}
        <Link to={PUBLIC_PAGES.cookies.path}>{T.browserDataLink}</Link>.
      </p>
    </InfoPage>
  );
}
