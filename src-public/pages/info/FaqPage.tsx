import { PUBLIC_PAGES } from '../../../shared/publicPages';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { InfoPage } from './InfoPage';

const QUESTIONS: { question: string; answer: ReactNode }[] = [
  {
    question: 'Czy korzystanie z portalu jest płatne?',
    answer:
      'Nie. Wyszukiwanie ofert, czytanie bloga, zakładanie konta i publikowanie ofert są bezpłatne. Ceny usług ustalają oferenci i podają je w ofertach.',
  },
  {
    question: 'Czy muszę zakładać konto, żeby szukać ofert?',
    answer: 'Nie. Konto jest potrzebne tylko do publikowania ofert i artykułów.',
  },
  {
    question: 'Jak znaleźć usługę w mojej okolicy?',
    answer: (
      <>
        W <Link to="/search">wyszukiwarce</Link> wpisz nazwę miejscowości w polu „Miejscowość”, wybierz kategorię i
        kliknij „Szukaj”. Polskie znaki nie są wymagane.
      </>
    ),
  },
  {
    question: 'Co oznacza znak „zweryfikowana” przy organizacji?',
    answer:
      'Administracja portalu sprawdziła, że organizacja istnieje i działa legalnie, np. w rejestrze KRS lub CEIDG. Nie jest to ocena jakości usług.',
  },
  {
    question: 'Jak dodać ofertę?',
    answer: (
      <>
        <Link to="/register?type=offeror">Załóż konto oferenta</Link>, potwierdź adres email, zaloguj się i w panelu
        wybierz „Dodaj ofertę”. Po sprawdzeniu przez administrację oferta pojawi się w wyszukiwarce. Więcej na stronie{' '}
        <Link to="/dla-oferentow">dla oferentów</Link>.
      </>
    ),
  },
  {
    question: 'Dlaczego mojej oferty nie widać w wyszukiwarce?',
    answer:
      'Nowe oferty czekają na zatwierdzenie przez administrację. Oferta znika też z wyników, gdy minie jej data ważności albo gdy zapiszesz ją jako szkic. Status każdej oferty widzisz w swoim panelu.',
  },
  {
    question: 'Nie przyszedł email z linkiem potwierdzającym. Co zrobić?',
    answer: (
      <>
        Sprawdź folder „Spam” lub „Oferty”. Jeśli wiadomości nie ma, napisz do nas przez stronę{' '}
        <Link to="/contact">Kontakt</Link>, podając adres użyty przy rejestracji.
      </>
    ),
  },
  {
    question: 'Nie pamiętam hasła.',
    answer: (
      <>
        Skorzystaj ze strony <Link to="/nie-pamietam-hasla">Nie pamiętasz hasła?</Link> — wyślemy link do ustawienia
        nowego hasła.
      </>
    ),
  },
  {
    question: 'Jak powiększyć tekst lub włączyć wysoki kontrast?',
    answer:
      'Kliknij przycisk „Ułatwienia dostępu” w nagłówku strony. Ustawienia zostaną zapamiętane w Twojej przeglądarce i nie są wysyłane na serwer.',
  },
  {
    question: 'Jakie dane o mnie przechowujecie?',
    answer: (
      <>
        Tylko te, które podasz przy rejestracji i w swoich ofertach. Nie używamy plików cookies śledzących ani reklam.
        Szczegóły: <Link to="/polityka-prywatnosci">polityka prywatności</Link> i{' '}
        <Link to="/polityka-cookies">polityka cookies</Link>.
      </>
    ),
  },
];

export default function FaqPage() {
  return (
    <InfoPage page="faq" lead={PUBLIC_PAGES.faq.description}>
      {QUESTIONS.map(({ question, answer }) => (
        <section key={question} className="faq-item">
          <h2>{question}</h2>
          <p>{answer}</p>
        </section>
      ))}
      <p>
        Nie ma tu odpowiedzi na Twoje pytanie? <Link to="/contact">Napisz do nas</Link>.
      </p>
    </InfoPage>
  );
}
