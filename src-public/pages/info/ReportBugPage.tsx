import { InfoPage } from './InfoPage';
import { ContactMessageForm } from './ContactMessageForm';

export default function ReportBugPage() {
  return (
    <InfoPage
      page="reportBug"
      lead="Coś nie działa, jest niedostępne dla czytnika ekranu albo trudne do obsłużenia klawiaturą? Napisz nam — każde zgłoszenie pomaga ulepszyć portal."
    >
      <p>
        Opisz, na której stronie wystąpił problem, co chcesz zrobić i co się stało. Jeśli korzystasz z technologii
        wspierającej (np. czytnika ekranu lub powiększenia), napisz, z jakiej.
      </p>
      <ContactMessageForm
        kind="bug"
        messageLabel="Opis błędu"
        messageHint="Co najmniej 10 znaków, np. „Na stronie wyszukiwarki nie da się wybrać kategorii klawiaturą w przeglądarce Firefox”."
        submitLabel="Wyślij zgłoszenie"
      />
    </InfoPage>
  );
}
