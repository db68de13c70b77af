import { Link } from 'react-router-dom';
import { InfoPage } from './InfoPage';
import { ContactMessageForm } from './ContactMessageForm';

export default function SuggestFeaturePage() {
  return (
    <InfoPage
      page="suggestFeature"
      lead="Czego brakuje Ci w portalu? Podziel się pomysłem — najlepsze propozycje trafiają do naszego planu rozwoju."
    >
      <p>
        Zanim napiszesz, zajrzyj do <Link to="/roadmap">planu rozwoju</Link> — być może już nad tym pracujemy. Napisz,
        jaki problem rozwiązałaby nowa funkcja i komu by pomogła.
      </p>
      <ContactMessageForm
        kind="feature"
        messageLabel="Twój pomysł"
        messageHint="Co najmniej 10 znaków, np. „Chciałabym szukać ofert na mapie, w promieniu 10 km od domu”."
        submitLabel="Wyślij propozycję"
      />
    </InfoPage>
  );
}
