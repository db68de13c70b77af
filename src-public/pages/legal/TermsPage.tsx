import { InfoPage } from '../info/InfoPage';
import { SettingsText } from './SettingsText';

export default function TermsPage() {
  return (
    <InfoPage page="terms">
      <SettingsText page="terms" />
    </InfoPage>
  );
}
