-- RODO (docs/moderacja-i-prawo.md#twoje-dane-rodo): the consent given at sign-up, and the version of the legal texts it
-- refers to.
ALTER TABLE "portal_settings" ADD COLUMN "legal_version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "portal_settings" ADD COLUMN "legal_updated_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
-- The texts an existing portal shows were last changed, at the latest, when its settings were.
UPDATE "portal_settings" SET "legal_updated_at" = "updated_at";
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "terms_accepted_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "terms_version" integer;
--> statement-breakpoint
-- The default terms and privacy policy now describe notices, reasons, appeals, verification, export and deletion.
-- A text an administrator edited stays his; a text still equal to the first default is replaced (one new version).
UPDATE "portal_settings"
SET
  "terms_of_service" = CASE WHEN "terms_of_service" = $legal$Regulamin portalu usług inkluzywnych

1. Portal jest wyszukiwarką usług i ofert dla osób z niepełnosprawnościami, ich rodzin i opiekunów.
2. Oferty publikują zarejestrowani użytkownicy, oferenci i organizacje pozarządowe. Każda oferta przed publikacją jest sprawdzana przez administratorów.
3. Publikujący odpowiada za prawdziwość oferty i za kontakt z osobami zainteresowanymi.
4. Zabronione jest publikowanie treści niezgodnych z prawem, wprowadzających w błąd lub dyskryminujących.
5. Administratorzy mogą odrzucić, ukryć lub usunąć ofertę albo artykuł naruszający regulamin oraz zablokować konto, które go narusza.
6. Zgłoszenia dotyczące portalu prosimy kierować na adres kontaktowy podany na stronie Kontakt.$legal$
    THEN $legal$Regulamin portalu usług inkluzywnych

1. O portalu. Portal jest wyszukiwarką usług i ofert dla osób z niepełnosprawnościami, ich rodzin i opiekunów. Korzystanie z portalu jest bezpłatne.

2. Konto. Konto zakładasz w formularzu rejestracji. Aby je założyć, musisz zaakceptować ten regulamin i politykę prywatności. Oferty publikują zarejestrowani użytkownicy, oferenci i organizacje pozarządowe. Każda oferta przed publikacją jest sprawdzana przez administratorów.

3. Zasady publikowania. Publikujący odpowiada za prawdziwość oferty i za kontakt z osobami zainteresowanymi. Zabronione jest publikowanie treści niezgodnych z prawem, oszustw i prób wyłudzenia, treści wprowadzających w błąd, dyskryminujących lub naruszających cudze dane osobowe i prywatność.

4. Zgłaszanie naruszeń. Każdy, także bez logowania, może zgłosić ofertę, artykuł lub profil organizacji przyciskiem „Zgłoś naruszenie”. Jeśli podasz adres email, potwierdzimy przyjęcie zgłoszenia i napiszemy, jak je rozpatrzyliśmy. Autor zgłoszonej treści nie poznaje Twojej tożsamości.

5. Decyzje moderatorów. Administratorzy mogą usunąć treść, ograniczyć jej widoczność (odrzucić, ukryć, zarchiwizować) albo zablokować konto, które narusza prawo lub ten regulamin. Każdą decyzję podejmuje człowiek, nie automat. Autor dostaje emailem uzasadnienie: czego dotyczy decyzja, jakie fakty wzięliśmy pod uwagę, na jakiej podstawie (punkt regulaminu albo przepis prawa) i jak się odwołać. Decyzje widać też w „Mój panel”, w części „Decyzje moderacyjne”.

6. Odwołania. Od decyzji możesz się odwołać w ciągu 6 miesięcy przyciskiem „Odwołaj się” w „Mój panel”. Odwołanie rozpatruje inny administrator niż autor decyzji, a o wyniku informujemy emailem. Gdy zmienimy decyzję, przywracamy poprzedni stan treści lub konta. Możesz też skorzystać z pozasądowego rozstrzygania sporów albo drogi sądowej.

7. Weryfikacja organizacji. Oferent lub organizacja może podać w profilu numery NIP, REGON i KRS i poprosić o weryfikację. Administrator sprawdza je w publicznych rejestrach. Zweryfikowana organizacja ma oznaczenie „Organizacja zweryfikowana”. Zmiana nazwy organizacji lub numeru NIP wymaga ponownej weryfikacji.

8. Twoje dane i usunięcie konta. W „Mój panel” możesz w każdej chwili pobrać swoje dane („Pobierz moje dane”) i usunąć konto („Usuń konto”). Co zachowujemy po usunięciu konta, opisuje polityka prywatności.

9. Kontakt. Pytania, skargi i wnioski kieruj na adres kontaktowy podany na stronie Kontakt. To także punkt kontaktowy dla użytkowników i urzędów.$legal$
    ELSE "terms_of_service" END,
  "privacy_policy" = CASE WHEN "privacy_policy" = $legal$Polityka prywatności

1. Administratorem danych osobowych jest operator portalu wskazany na stronie Kontakt.
2. Przetwarzamy adres email, imię i nazwisko lub nazwę organizacji oraz treść publikowanych ofert i artykułów – wyłącznie w celu prowadzenia konta i publikacji ogłoszeń (art. 6 ust. 1 lit. b RODO).
3. Hasła przechowujemy wyłącznie w postaci skrótu (argon2id); nie znamy ich treści.
4. Dane przechowujemy do czasu usunięcia konta. Masz prawo dostępu do danych, ich sprostowania, usunięcia, ograniczenia przetwarzania, przenoszenia oraz wniesienia skargi do Prezesa UODO.
5. Ustawienia dostępności zapisujemy tylko w Twojej przeglądarce; nie trafiają na nasz serwer.
6. Nie używamy plików cookie do śledzenia ani reklam.$legal$
    THEN $legal$Polityka prywatności

1. Administrator danych. Administratorem danych osobowych jest operator portalu wskazany na stronie Kontakt. Na adres kontaktowy możesz pisać we wszystkich sprawach Twoich danych.

2. Jakie dane i po co. Przetwarzamy adres email, imię i nazwisko lub nazwę organizacji, dane profilu organizacji (opis, adres, telefon, strona internetowa, numery NIP, REGON i KRS) oraz treść ofert i artykułów – aby prowadzić Twoje konto i publikować ogłoszenia (art. 6 ust. 1 lit. b RODO). Zapisujemy też, kiedy zaakceptowałeś regulamin i politykę prywatności i w której wersji.

3. Zgłoszenia i moderacja. Gdy zgłaszasz naruszenie („Zgłoś naruszenie”), zapisujemy zgłoszenie oraz – jeśli je podasz – imię i adres email, aby potwierdzić przyjęcie i przekazać wynik. Autor zgłoszonej treści nie poznaje Twojej tożsamości. Decyzje moderatorów z uzasadnieniem oraz odwołania przechowujemy, bo wymaga tego akt o usługach cyfrowych (DSA; art. 6 ust. 1 lit. c RODO).

4. Weryfikacja organizacji. Numery NIP, REGON i KRS sprawdzamy w publicznych rejestrach, aby odwiedzający mogli odróżnić zweryfikowaną organizację od innych.

5. Dziennik zdarzeń. Zmiany kont i treści oraz działania administratorów zapisujemy w dzienniku zdarzeń, aby wyjaśniać nadużycia i błędy (art. 6 ust. 1 lit. f RODO).

6. Bezpieczeństwo. Hasła przechowujemy wyłącznie w postaci skrótu (argon2id); nie znamy ich treści.

7. Twoje prawa. Masz prawo dostępu do danych, ich sprostowania, usunięcia, ograniczenia przetwarzania, przenoszenia oraz sprzeciwu, a także prawo wniesienia skargi do Prezesa Urzędu Ochrony Danych Osobowych.
– Dostęp i przenoszenie: przycisk „Pobierz moje dane” w „Mój panel” zapisuje jeden plik JSON ze wszystkim, co o Tobie przechowujemy: profil, oferty, artykuły, złożone przez Ciebie zgłoszenia, decyzje dotyczące Twoich treści i Twoje odwołania, zgody oraz wpisy dziennika zdarzeń o Tobie.
– Sprostowanie: dane zmienisz w „Mój panel” → „Edytuj profil”.
– Usunięcie: przycisk „Usuń konto” w „Mój panel” (potwierdzasz go hasłem) od razu usuwa konto, oferty, artykuły, przesłane zdjęcia i wnioski o weryfikację oraz wylogowuje Cię na wszystkich urządzeniach. Usunięcie potwierdzamy emailem.

8. Co zostaje po usunięciu konta. Bez danych, które Cię identyfikują, zachowujemy: wpisy dziennika zdarzeń (bez adresu email, imienia i treści), decyzje moderacyjne i odwołania (wymaga tego DSA; trafiają do rocznego raportu przejrzystości) oraz złożone przez Ciebie zgłoszenia – ich treść zostaje, ale bez Twojego imienia i adresu email.

9. Jak długo. Dane konta przechowujemy do czasu jego usunięcia.

10. Przeglądarka. Ustawienia dostępności zapisujemy tylko w Twojej przeglądarce; nie trafiają na nasz serwer. Nie używamy plików cookie do śledzenia ani reklam.

11. Kontakt. W sprawach danych osobowych pisz na adres kontaktowy podany na stronie Kontakt.$legal$
    ELSE "privacy_policy" END,
  "legal_version" = "legal_version" + 1,
  "legal_updated_at" = now(),
  "updated_at" = now()
WHERE "terms_of_service" = $legal$Regulamin portalu usług inkluzywnych

1. Portal jest wyszukiwarką usług i ofert dla osób z niepełnosprawnościami, ich rodzin i opiekunów.
2. Oferty publikują zarejestrowani użytkownicy, oferenci i organizacje pozarządowe. Każda oferta przed publikacją jest sprawdzana przez administratorów.
3. Publikujący odpowiada za prawdziwość oferty i za kontakt z osobami zainteresowanymi.
4. Zabronione jest publikowanie treści niezgodnych z prawem, wprowadzających w błąd lub dyskryminujących.
5. Administratorzy mogą odrzucić, ukryć lub usunąć ofertę albo artykuł naruszający regulamin oraz zablokować konto, które go narusza.
6. Zgłoszenia dotyczące portalu prosimy kierować na adres kontaktowy podany na stronie Kontakt.$legal$
  OR "privacy_policy" = $legal$Polityka prywatności

1. Administratorem danych osobowych jest operator portalu wskazany na stronie Kontakt.
2. Przetwarzamy adres email, imię i nazwisko lub nazwę organizacji oraz treść publikowanych ofert i artykułów – wyłącznie w celu prowadzenia konta i publikacji ogłoszeń (art. 6 ust. 1 lit. b RODO).
3. Hasła przechowujemy wyłącznie w postaci skrótu (argon2id); nie znamy ich treści.
4. Dane przechowujemy do czasu usunięcia konta. Masz prawo dostępu do danych, ich sprostowania, usunięcia, ograniczenia przetwarzania, przenoszenia oraz wniesienia skargi do Prezesa UODO.
5. Ustawienia dostępności zapisujemy tylko w Twojej przeglądarce; nie trafiają na nasz serwer.
6. Nie używamy plików cookie do śledzenia ani reklam.$legal$;
