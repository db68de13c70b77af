import { Link } from 'react-router-dom';
import { ContactEmail } from '../../components/ContactEmail';
import { InfoPage } from './InfoPage';
import { ContactMessageForm } from './ContactMessageForm';

export default function ContactPage() {
  return (
    <InfoPage
      page="contact"
      lead="Masz pytanie o portal, ofertę lub współpracę? Odpowiadamy zwykle w ciągu dwóch dni roboczych."
    >
      <h2>Napisz do nas</h2>
      <p>
        Adres email portalu: <ContactEmail fallback="(adres chwilowo niedostępny — skorzystaj z formularza poniżej)" />
      </p>
      <p>
        Błędy i problemy z dostępnością najlepiej zgłaszać przez stronę <Link to="/zglos-blad">Zgłoś błąd</Link>, a
        pomysły — przez <Link to="/zaproponuj-funkcjonalnosc">Zaproponuj funkcjonalność</Link>. W sprawie konkretnej
        oferty skontaktuj się bezpośrednio z oferentem; dane kontaktowe są na stronie oferty.
      </p>
      <h2>Formularz kontaktowy</h2>
      <ContactMessageForm
        kind="contact"
        messageLabel="Treść wiadomości"
        messageHint="Co najmniej 10 znaków."
        submitLabel="Wyślij wiadomość"
      />
    </InfoPage>
  );
}
