import { Link } from 'react-router-dom';
import { InfoPage } from '../info/InfoPage';
import { SettingsText } from './SettingsText';

export default function PrivacyPolicyPage() {
  return (
    <InfoPage page="privacy">
      <SettingsText field="privacy_policy" what="Polityka prywatności" />
      <p>
        Informacje o danych zapisywanych w Twojej przeglądarce znajdziesz w{' '}
        <Link to="/polityka-cookies">polityce cookies</Link>.
      </p>
    </InfoPage>
  );
}
