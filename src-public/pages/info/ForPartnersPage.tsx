import { Link } from 'react-router-dom';
import { InfoPage } from './InfoPage';

export default function ForPartnersPage() {
  return (
    <InfoPage
      page="forPartners"
      lead="Zapraszamy do współpracy samorządy, organizacje pozarządowe, uczelnie, media i firmy, którym zależy na dostępności."
    >
      <h2>Samorządy i instytucje publiczne</h2>
      <p>
        Pomóżmy mieszkańcom znaleźć lokalne usługi: wypożyczalnie sprzętu, transport, asystencję osobistą i
        rehabilitację. Możecie polecać portal w punktach informacyjnych i w centrach usług społecznych, a programy
        wsparcia publikować jako oferty.
      </p>
      <h2>Organizacje pozarządowe</h2>
      <p>
        Konto organizacji NGO jest bezpłatne. Publikujcie oferty, zapowiadajcie wydarzenia i piszcie artykuły —
        dotrzecie do osób, które szukają właśnie Waszej pomocy.
      </p>
      <h2>Uczelnie i badacze</h2>
      <p>
        Na blogu publikujemy artykuły naukowe i raporty z badań w przystępnej formie. Jeśli prowadzicie badania o
        dostępności lub jakości życia osób z niepełnosprawnościami, podzielcie się wynikami.
      </p>
      <h2>Media i firmy</h2>
      <p>
        Chętnie współpracujemy przy kampaniach społecznych i wydarzeniach. Firmy, które tworzą dostępne produkty i
        usługi albo zatrudniają osoby z niepełnosprawnościami, mogą publikować oferty na tych samych zasadach co inni
        oferenci.
      </p>
      <h2>Porozmawiajmy</h2>
      <p>
        Napisz do nas przez stronę <Link to="/contact">Kontakt</Link> i opisz krótko, jaką współpracę proponujesz.
      </p>
    </InfoPage>
  );
}
