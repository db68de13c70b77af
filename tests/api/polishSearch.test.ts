import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfferSearchResult } from '../../shared/types.js';
import { geocodeAddress } from '../../server/places/location.js';
import { categoryId, insertOffer } from './contentFixtures.js';
import { createTestContext, createUser, type TestContext } from './helpers.js';

let ctx: TestContext;

/** Fixture offers, by a short key the table below uses; the titles are what the assertions compare. */
const OFFERS = {
  wheelchairRental: {
    title: 'Wózek inwalidzki aktywny – wypożyczenie',
    short_description: 'Lekki wózek z regulacją oparcia.',
    long_description: 'Wypożyczamy na tydzień lub miesiąc i dowozimy sprzęt do domu klienta.',
    address_city: 'Łódź',
    category: 'wypozyczalnia-sprzetu',
  },
  signInterpreter: {
    title: 'Asysta w urzędzie i u lekarza',
    short_description: 'Spotkania z tłumaczem języka migowego.',
    long_description: 'Umówimy wizytę i pójdziemy razem, żeby rozmowa była zrozumiała dla obu stron.',
    address_city: 'Warszawa',
    category: 'porady-prawne',
  },
  hippotherapy: {
    title: 'Hipoterapia dla dzieci',
    short_description: 'Zajęcia z końmi dla dzieci z porażeniem mózgowym.',
    long_description: 'Certyfikowany terapeuta prowadzi zajęcia w spokojnej stajni pod miastem.',
    address_city: 'Kraków',
    category: 'rehabilitacja',
  },
  stay: {
    title: 'Turnus rehabilitacyjny nad morzem',
    short_description: 'Dwutygodniowy wyjazd z opieką.',
    long_description: 'Ćwiczenia, baseny, zabiegi i wycieczki dla dorosłych uczestników.',
    address_city: 'Gdańsk',
    category: 'rehabilitacja',
  },
  sensory: {
    title: 'Integracja sensoryczna – terapia',
    short_description: 'Sala doświadczania świata.',
    long_description: 'Ćwiczenia równowagi, czucia i planowania ruchu z terapeutą.',
    address_city: 'Łódź',
    category: 'rehabilitacja',
  },
  easyRead: {
    title: 'Książki w tekście łatwym do czytania',
    short_description: 'Materiały dla osób z niepełnosprawnością intelektualną.',
    long_description: 'Krótkie zdania, duża czcionka i obrazki ułatwiające zrozumienie treści.',
    address_city: 'Poznań',
    category: 'szkolenia',
  },
  audioDescription: {
    title: 'Audiodeskrypcja filmów dla osób z niepełnosprawnością wzroku',
    short_description: 'Seanse z komentarzem.',
    long_description: 'Co miesiąc nowy film w kinie studyjnym, bilety w przedsprzedaży.',
    address_city: 'Wrocław',
    category: 'wydarzenia',
  },
  aac: {
    title: 'Kurs komunikacji alternatywnej',
    short_description: 'Tablice i aplikacje do porozumiewania się.',
    long_description: 'Dla rodziców i terapeutów, z ćwiczeniami na prawdziwych przykładach.',
    address_city: 'Lublin',
    category: 'szkolenia',
  },
  rulings: {
    title: 'Porady prawne w sprawie orzeczeń o niepełnosprawności',
    short_description: 'Odwołania od orzeczeń i pomoc w pismach.',
    long_description: 'Bezpłatne dyżury prawnika w siedzibie fundacji, także przez telefon.',
    address_city: 'Łódź',
    category: 'porady-prawne',
  },
  bed: {
    title: 'Łóżko rehabilitacyjne z materacem',
    short_description: 'Elektryczne łóżka z pilotem.',
    long_description: 'Sprzedajemy nowe i odnowione modele, montaż w domu klienta w cenie.',
    address_city: 'Białystok',
    category: 'sprzedaz-sprzetu',
  },
  bobath: {
    title: 'Terapia metodą NDT-Bobath',
    short_description: 'Fizjoterapia neurorozwojowa.',
    long_description: 'Zajęcia indywidualne w gabinecie przystosowanym do potrzeb pacjentów.',
    address_city: 'Kielce',
    category: 'rehabilitacja',
  },
  deafClub: {
    title: 'Klub dla osób niesłyszących',
    short_description: 'Spotkania w każdy czwartek.',
    long_description: 'Rozmowy, gry planszowe i wspólne wyjścia, przy herbacie i cieście.',
    address_city: 'Opole',
    category: 'wydarzenia',
  },
  wheelchairService: {
    title: 'Serwis wózków elektrycznych',
    short_description: 'Naprawa i przegląd.',
    long_description: 'Wymiana akumulatorów, opon i sterowników, odbiór sprzętu z domu.',
    address_city: 'Kraków',
    category: 'sprzedaz-sprzetu',
  },
  youngPatients: {
    title: 'Ćwiczenia ruchowe w wodzie',
    short_description: 'Zajęcia na basenie dla najmłodszych pacjentów.',
    long_description: 'Małe grupy, ciepła woda i fizjoterapeuta, który zna potrzeby każdego uczestnika.',
    address_city: 'Toruń',
    category: 'rehabilitacja',
    target_groups: ['children'],
  },
  seniorsClub: {
    title: 'Gimnastyka przy muzyce',
    short_description: 'Spotkania dwa razy w tygodniu.',
    long_description: 'Łagodne ćwiczenia rozciągające i rozmowy przy kawie w świetlicy osiedlowej.',
    address_city: 'Toruń',
    category: 'wydarzenia',
    target_groups: ['seniors'],
  },
  draft: {
    title: 'Wózek w szkicu',
    short_description: 'Wózek inwalidzki.',
    long_description: 'Szkic oferty, której nikt poza autorem nie może zobaczyć w wynikach.',
    address_city: 'Łódź',
    category: 'wypozyczalnia-sprzetu',
    status: 'draft',
  },
} as const;

type Key = keyof typeof OFFERS;

beforeAll(async () => {
  ctx = await createTestContext();
  const owner = await createUser(ctx, 'offeror', { organization_name: 'Fundacja Testowa' });
  for (const { category, ...offer } of Object.values(OFFERS)) {
    const groups = 'target_groups' in offer ? [...offer.target_groups] : [];
    await insertOffer(ctx, owner.id, {
      ...offer,
      target_groups: groups,
      category_id: await categoryId(ctx, category),
      // Located by its city, as a save through the API locates it.
      ...(await geocodeAddress(ctx.db, offer.address_city)),
    });
  }
});
afterAll(() => ctx.close());

async function search(query: string): Promise<OfferSearchResult> {
  const response = await ctx.call('GET', `/api/v1/offers?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OfferSearchResult>();
}

const find = async (q: string) => search(`q=${encodeURIComponent(q)}&per_page=50`);
const titleOf = (key: Key) => OFFERS[key].title;

/**
 * [query, offers it must find, offers that must rank below all of them if found at all]: offers matching only
 * some of the words are ranked, not dropped, but never above those matching the query.
 */
const TABLE: [string, Key[], Key[]][] = [
  // Inflected forms of nouns and adjectives, and missing diacritics.
  ['wózek', ['wheelchairRental', 'wheelchairService'], ['rulings', 'draft']],
  ['wózkiem', ['wheelchairRental', 'wheelchairService'], ['bed']],
  ['wózki', ['wheelchairRental', 'wheelchairService'], ['bed']],
  ['wózków', ['wheelchairRental', 'wheelchairService'], ['draft']],
  ['wozkow', ['wheelchairRental', 'wheelchairService'], ['bed']],
  ['wózki inwalidzkie', ['wheelchairRental'], ['rulings']],
  ['wypożyczalnia wózków', ['wheelchairRental'], ['wheelchairService']],
  ['wypożyczenie wózka', ['wheelchairRental'], ['wheelchairService']],
  ['wózek elektryczny', ['wheelchairService'], ['wheelchairRental']],
  ['serwis wózka', ['wheelchairService'], ['wheelchairRental']],
  ['rehabilitacji', ['hippotherapy', 'stay', 'sensory', 'bobath'], ['rulings']],
  ['rehabilitacja dzieci', ['hippotherapy'], ['stay', 'sensory']],
  ['hipoterapia', ['hippotherapy'], ['stay']],
  ['hipoterapii', ['hippotherapy'], ['stay']],
  ['dzieci', ['hippotherapy'], ['stay']],
  ['dziecka', ['hippotherapy'], ['stay']],
  ['koni', ['hippotherapy'], ['stay']],
  ['orzeczenie', ['rulings'], ['signInterpreter']],
  ['orzeczeń', ['rulings'], ['signInterpreter']],
  ['orzeczenia o niepełnosprawności', ['rulings'], ['audioDescription']],
  ['łóżkami', ['bed'], ['wheelchairRental']],
  ['lozko', ['bed'], ['wheelchairRental']],
  ['łóżka rehabilitacyjne', ['bed'], ['stay']],
  ['turnusy rehabilitacyjne', ['stay'], ['bed']],
  ['turnusu nad morzem', ['stay'], ['hippotherapy']],
  ['komunikacji', ['aac'], ['deafClub']],
  ['integracji sensorycznej', ['sensory'], ['hippotherapy']],
  ['fizjoterapii', ['bobath'], ['sensory']],
  // Prepositions and other stop words are ignored.
  ['dla dzieci', ['hippotherapy'], ['deafClub']],
  ['wózek dla dziecka', ['wheelchairRental', 'hippotherapy'], ['rulings']],
  ['tekst łatwy do czytania', ['easyRead'], ['aac']],
  // Place names in the locative and the genitive, with and without diacritics.
  ['w Łodzi', ['wheelchairRental', 'sensory', 'rulings'], ['stay', 'draft']],
  ['Łódź', ['wheelchairRental', 'sensory', 'rulings'], ['stay']],
  ['lodz', ['wheelchairRental', 'sensory', 'rulings'], ['stay']],
  ['w lodzi', ['wheelchairRental', 'sensory', 'rulings'], ['stay']],
  ['z Krakowa', ['hippotherapy', 'wheelchairService'], ['wheelchairRental']],
  ['krakow', ['hippotherapy', 'wheelchairService'], ['wheelchairRental']],
  ['w Gdańsku', ['stay'], ['sensory']],
  ['we Wrocławiu', ['audioDescription'], ['deafClub']],
  ['w Warszawie', ['signInterpreter'], ['rulings']],
  ['z Białegostoku', ['bed'], ['wheelchairRental']],
  ['wózek w Łodzi', ['wheelchairRental'], ['wheelchairService', 'rulings']],
  ['wózków z Krakowa', ['wheelchairService'], ['wheelchairRental']],
  // Synonyms from the thesaurus.
  ['tłumacz migowy', ['signInterpreter'], ['deafClub']],
  ['tłumacza języka migowego', ['signInterpreter'], ['deafClub']],
  ['tlumacz migowy', ['signInterpreter'], ['deafClub']],
  ['PJM', ['signInterpreter'], ['deafClub']],
  ['pjm', ['signInterpreter'], ['deafClub']],
  ['polski język migowy', ['signInterpreter'], ['deafClub']],
  ['ETR', ['easyRead'], ['aac']],
  ['SI', ['sensory'], ['hippotherapy']],
  ['AAC', ['aac'], ['easyRead']],
  ['komunikacja alternatywna', ['aac'], ['easyRead']],
  ['niewidomy', ['audioDescription'], ['deafClub']],
  ['niewidomych', ['audioDescription'], ['deafClub']],
  ['niepełnosprawność wzroku', ['audioDescription'], ['easyRead']],
  ['głuchy', ['deafClub'], ['audioDescription']],
  ['Głuchych', ['deafClub'], ['audioDescription']],
  ['niesłyszących', ['deafClub'], ['audioDescription']],
  ['nieslyszacy', ['deafClub'], ['audioDescription']],
  ['turnus', ['stay'], ['bed']],
  // Words the dictionary does not know still match by their beginning.
  ['NDT-Bobath', ['bobath'], ['sensory']],
  ['Bobath', ['bobath'], ['sensory']],
  ['bobat', ['bobath'], ['sensory']],
  ['audiodeskr', ['audioDescription'], ['deafClub']],
  // Words naming a category find the offers filed under it.
  ['sprzedaż sprzętu', ['bed', 'wheelchairService'], ['wheelchairRental']],
  ['szkolenia', ['easyRead', 'aac'], ['deafClub']],
  ['szkolenie', ['easyRead', 'aac'], ['deafClub']],
  ['porady prawne', ['rulings', 'signInterpreter'], ['bed']],
  ['porada prawna', ['rulings', 'signInterpreter'], ['bed']],
  ['wydarzenia we Wrocławiu', ['audioDescription'], ['deafClub']],
  ['rehabilitacja w Kielcach', ['bobath'], ['sensory', 'stay']],
  // Words naming a target group find the offers for it, even when their text says it otherwise.
  ['rehabilitacja dzieci w Toruniu', ['youngPatients'], ['seniorsClub', 'hippotherapy']],
  ['ćwiczenia dla dzieci', ['youngPatients'], ['seniorsClub', 'stay']],
  ['spotkania dla seniorów', ['seniorsClub'], ['youngPatients', 'deafClub']],
  ['senior', ['seniorsClub'], ['youngPatients']],
];

describe('GET /api/v1/offers: Polish queries', () => {
  it('has a table of at least 60 queries', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(60);
  });

  it.each(TABLE)('%s', async (q, must, below) => {
    const result = await find(q);
    const found = result.items.map((offer) => offer.title);
    for (const key of must) expect(found, `${q} must find ${key}`).toContain(titleOf(key));
    const last = Math.max(...must.map((key) => found.indexOf(titleOf(key))));
    for (const key of below) {
      const at = found.indexOf(titleOf(key));
      expect(at === -1 || at > last, `${q} must rank ${key} below ${must.join(', ')}: ${found.join(' | ')}`).toBe(true);
    }
  });
});

describe('GET /api/v1/offers: ranking, fallback, suggestions, relaxation', () => {
  it('ranks every word in the title above the words in the text, and a synonym hit below a literal one', async () => {
    const wheelchair = (await find('wózek')).items.map((offer) => offer.title);
    expect(wheelchair[0]).toBe(titleOf('wheelchairRental'));
    expect(wheelchair.slice(0, 2)).toContain(titleOf('wheelchairService'));
    const interpreter = (await find('tłumacz języka migowego')).items.map((offer) => offer.title);
    expect(interpreter[0]).toBe(titleOf('signInterpreter'));
  });

  it('falls back to the offers matching most of the words, and says so', async () => {
    const result = await find('wózek hipoterapia morzem');
    expect(result.partial).toBe(true);
    const found = result.items.map((offer) => offer.title);
    expect(found).toEqual(
      expect.arrayContaining([titleOf('wheelchairRental'), titleOf('hippotherapy'), titleOf('stay')]),
    );
    expect(found).not.toContain(titleOf('rulings'));
    expect((await find('wózek')).partial).toBe(false);
  });

  it("searches the portal's own word for a typo, and says so", async () => {
    const result = await find('rehabilitacjia');
    expect(result.total).toBeGreaterThan(0);
    expect(result.corrected_query).toBe('rehabilitacja');
    expect(result.suggestion).toBeNull();
    const phrase = await find('hipoterpia dla dzieci');
    expect(phrase.corrected_query).toBe('hipoterapia dla dzieci');
    expect(phrase.items[0].title).toBe(titleOf('hippotherapy'));
    expect((await find('wózek')).corrected_query).toBeNull();
  });

  it('with exact=1 searches the words as typed and only suggests the spelling', async () => {
    const result = await search(`q=rehabilitacjia&exact=1`);
    expect(result.total).toBe(0);
    expect(result.corrected_query).toBeNull();
    expect(result.suggestion).toBe('rehabilitacja');
  });

  it('when the filters leave nothing, tells what removing each one would give', async () => {
    const result = await search(`q=${encodeURIComponent('wózek')}&city=Gdańsk&price_type=free`);
    expect(result.total).toBe(0);
    expect(result.relaxations).toEqual([{ filter: 'city', count: 2 }]);
    const none = await search(`category=szkolenia&city=Opole`);
    expect(none.relaxations).toEqual([
      { filter: 'category', count: 1 },
      { filter: 'city', count: 2 },
    ]);
    expect((await search('city=Opole')).relaxations).toEqual([]);
  });
});
