/**
 * The most common passwords of public breach lists, worldwide and Polish (names, words, cities, clubs, keyboard walks),
 * lower-cased. Entries shorter than the 8-character minimum still matter: with digits or symbols appended
 * ("kochanie2024!") they are just as guessable, and {@link isCommonPassword} refuses those too.
 */
const LIST = `
123456 password 12345678 qwerty 123456789 12345 1234 111111 1234567 dragon 123123 baseball abc123 football monkey
letmein 696969 shadow master 666666 qwertyuiop 123321 mustang 1234567890 michael 654321 superman 1qaz2wsx 7777777
121212 000000 qazwsx 123qwe killer trustno1 jordan jennifer zxcvbnm asdfgh hunter buster soccer harley batman andrew
tigger sunshine iloveyou 2000 charlie robert thomas hockey ranger daniel starwars klaster 112233 george computer
michelle jessica pepper 1111 zxcvbn 555555 11111111 131313 freedom 777777 pass maggie 159753 aaaaaa ginger princess
joshua cheese amanda summer love ashley nicole chelsea biteme matthew access yankees 987654321 dallas austin thunder
taylor matrix minecraft william corvette hello martin heather secret merlin diamond 1234qwer gfhjkm hammer silver
222222 88888888 anthony justin test bailey q1w2e3r4t5 patrick internet scooter orange 11111 golfer cookie richard
samantha bigdog guitar jackson whatever mickey chicken sparky snoopy maverick phoenix camaro peanut morgan welcome
falcon cowboy ferrari samsung andrea smokey steelers joseph mercedes dakota arsenal eagles melissa boomer booboo
spider nascar monster tigers yellow xxxxxx 123123123 gateway marina diablo bulldog qwer1234 compaq purple hardcore
banana junior hannah 123654 porsche lakers iceman money cowboys 987654 london tennis 999999 ncc1701 coffee scooby
0000 miller boston q1w2e3r4 brandon yamaha chester mother forever johnny edward 333333 oliver redsox player nikita
knight fender barney midnight please brandy chicago badboy slayer rangers charles angel flower bigdaddy rabbit
wizard bigdick jasper enter rachel chris steven winner adidas victoria natasha 1q2w3e4r jasmine winter prince
panties marine ghbdtn fishing cocacola casper james 232323 raiders 888888 marlboro gandalf asdfasdf crystal 87654321
12344321 golden 8675309 panther lauren angela thx1138 angels madison winston shannon mike toyota blowjob jordan23
canada sophie apples tiger qazwsxedc 1q2w3e4r5t fuckyou blahblah yankee 1qazxsw2 asdfghjkl zaq12wsx zaq1xsw2
zaq1zaq1 xsw2zaq1 qweasdzxc qweasd 1q2w3e 123qweasd 123qweasdzxc qwe123 asd123 zxc123 qwerty1 qwerty12 qwerty123
qwerty1234 qwertyui qwertyu1 asdfghjk zxcvbnm1 zxcvbnm123 abcd1234 abc12345 abcdefgh abcdef a1b2c3d4 a1b2c3 aa123456
aaaaaaaa 00000000 000000000 0000000000 111111111 1111111111 12341234 123321123 9876543210 11223344 112233445566
123654789 147258369 159753456 741852963 789456123 147852369 963852741 123456789a 123456abc 123456a 123456q 1234abcd
abcd12345 asdasdasd qweqweqwe qwertyqwerty 123456qwerty qwerty123456 password1 password12 password123 password1234
password12345 passw0rd p@ssw0rd p@ssword pa55word pa55w0rd passwort 1password mypassword newpassword password01
letmein1 letmein123 welcome1 welcome123 welcome2024 changeme changeme1 default default1 administrator admin admin1
admin123 admin1234 admin12345 root root1234 toor secret123 test123 test1234 test12345 testtest guest guest123
user1234 login login123 hello123 hello1234 helloworld iloveyou1 iloveyou2 iloveu iloveu123 loveyou loveyou1 lovely
lovely123 sunshine1 princess1 football1 baseball1 superman1 monkey123 dragon123 master123 shadow123 michael1
jennifer1 computer1 mustang1 starwars1 whatever1 charlie1 freedom1 batman123 sunflower butterfly butterfly1
chocolate chocolate1 pokemon pokemon1 pokemon123 liverpool chelsea1 arsenal1 barcelona manchester realmadrid
juventus nicole123 jessica1 ashley123 michelle1 samantha1 elizabeth daniel123 matthew1 andrew123 anthony1 joshua123
benjamin christopher hannah123 charlotte jasmine1 alexander alexandra victoria1 princesa spiderman spiderman1
babygirl babygirl1 playstation playstation2 xbox360 nintendo fortnite roblox minecraft1 warcraft starcraft
counterstrike 1qaz1qaz q1w2e3r4t5y6 1q2w3e4r5t6y 1qaz2wsx3edc zaq12wsxcde3 qazxswedc zaqxswcde zaqwsxcde qwertyuiop1
asdfghjkl1 zxcvbnm12 1234567a 12345678a 12345qwert 12345qwerty qwert12345 a123456789 q123456789 123abc 123abc123
abc123abc 7777777777 99999999 66666666 55555555 44444444 33333333 22222222 77777777 12121212 13131313 69696969
10101010 01010101 20202020 123456123456 12345678910 1234512345 0987654321 0123456789 1357924680 2468013579 qwerty7
samsung1 samsung123 iphone apple123 google google123 facebook facebook1 instagram youtube twitter linkedin microsoft
windows windows10 linux ubuntu internet1 computer123 laptop laptop123 hotmail gmail yahoo123 superstar rockstar
haslo haslo1 haslo12 haslo123 haslo1234 haslo12345 haslo123456 haslo2020 haslo2021 haslo2022 haslo2023 haslo2024
haslo2025 haslo2026 haslohaslo haselko maslo mojehaslo moje_haslo tajnehaslo nowehaslo starehaslo trudnehaslo proste
proste123 prostehaslo silnehaslo bezpieczne bezpiecznehaslo zmienhaslo zmiana123 zmienmnie dostep dostep123
logowanie zaloguj zaloguj123 konto konto123 mojekonto uzytkownik uzytkownik1 administrator1 adminadmin kochamcie
kochamcie1 kochamcie2 kochamcie123 kochamcie12 kochamciebardzo kocham kocham1 kocham123 kochamje kochamgo kochamja
kochamjom kochammame kochamtate kochamcieskarbie kochanie kochanie1 kochanie12 kochanie123 kochana kochany skarbie
skarbie1 skarbie123 skarb123 misiek misiek1 misiek12 misiek123 misio misio123 misiaczek misiaczek1 miski123 kotek
kotek1 kotek12 kotek123 kotecek koteczek kicia kicia123 kiciakicia piesek piesek1 piesek123 piesio pies123 psiak123
reksio reksio123 burek burek123 azor123 myszka myszka1 myszka123 myszka12 slonko slonko1 slonko123 sloneczko
sloneczko1 sloneczko123 slonce slonce123 aniolek aniolek1 aniolek123 aniol123 rybka rybka123 zabka zabka123
biedronka biedronka1 motylek motylek1 kwiatek kwiatek1 kwiatuszek rozyczka kasztan kasztanek marzenie marzenia
szczescie szczescie1 przyjaciel przyjaciele przyjazn tajemnica tajemnica1 zagadka niespodzianka czekolada czekolada1
truskawka truskawka1 malinka malina123 jablko jablko123 jagoda jagoda123 cytryna banan123 pomidor ogorek kaczka
kaczuszka kurczak chomik chomik123 krolik krolik123 zajac zajaczek lisek lisek123 wilk123 smok smok123 smoczek
tygrys tygrys123 lew12345 orzel orzel123 sokol sokol123 niedzwiedz dupa dupa1 dupa12 dupa123 dupa1234 dupa12345
dupadupa dupeczka kurwa kurwa1 kurwa123 kurwamac chuj chuj123 pierdole spierdalaj cipka cipka123 zajebiste zajebisty
super123 superhaslo supersecret extra123 mega123 polska polska1 polska12 polska123 polska1234 polska2020 polska2021
polska2022 polska2023 polska2024 polska2025 polska2026 polskagurom polakmaly polak123 polacy bialoczerwoni
orzelbialy niepodlegla solidarnosc rzeczpospolita ojczyzna warszawa warszawa1 warszawa123 warszawa2024 krakow
krakow1 krakow123 gdansk gdansk123 gdynia gdynia123 sopot123 wroclaw wroclaw123 poznan poznan123 lodz123 lodz1234
szczecin szczecin1 katowice katowice1 lublin lublin123 bydgoszcz bialystok rzeszow rzeszow123 torun123 kielce123
olsztyn opole123 gliwice zabrze bytom123 radom123 czestochowa sosnowiec tarnow123 zakopane mazury tatry giewont
baltyk wisla wisla123 odra123 legia legia1916 legia123 legiawarszawa lechpoznan lech1922 wislakrakow cracovia
cracovia1906 widzew widzew1910 widzewlodz lkslodz slasklwroclaw gornikzabrze ruchchorzow jagiellonia pogonszczecin
arkagdynia lechiagdansk korona123 zaglebie motorlublin reprezentacja pilkanozna pilka123 siatkowka skoki123 malysz
adammalysz lewandowski robertlewandowski lewy lewy1234 lewy9 szczesny kubica robertkubica chopin kopernik mickiewicz
sienkiewicz wiedzmin wiedzmin3 geralt geraltzrivii yennefer cdprojekt cyberpunk gothic gothic2 tibia metin2 margonem
kaczor janpawel janpawel2 papiez karol123 wojtyla jezus jezus123 jezuschrystus bogjestmilosc maryja maryja123
aniolstroz niebo niebo123 pieklo zycie zycie123 smierc wolnosc wolnosc1 milosc milosc1 milosc123 nadzieja wiara
wiosna wiosna123 lato lato123 lato2024 jesien jesien123 zima zima123 zima2024 wakacje wakacje1 wakacje123
wakacje2024 swieta gwiazdka mikolaj choinka wielkanoc urodziny sylwester styczen luty marzec kwiecien czerwiec
lipiec sierpien wrzesien pazdziernik listopad grudzien poniedzialek wtorek sroda czwartek piatek piatek13 sobota
niedziela komputer komputer1 komputer123 laptop1 telefon telefon1 telefon123 internet123 siemanko siema siema123
siemka czesc czesc123 hejka hejka123 witam witam123 dziendobry elo123 elo320 eloelo mordo ziomek ziomal ziomek123
kolega kolezanka rodzina rodzina1 rodzina123 mama mama123 mamusia mamusia1 mamatata tata tata123 tatus babcia
babcia1 dziadek dziadek1 siostra brat123 braciszek synek coreczka dzieci dziecko dzidzia maleństwo malenstwo
ksiezniczka ksiezniczka1 krolewna krolowa krol123 ksiaze rycerz pirat pirat123 kosmos gwiazda gwiazda1 gwiazdeczka
ksiezyc planeta ziemia ogien woda123 powietrze samochod samochod1 auto123 audi123 bmw12345 bmwm3 mercedes1 toyota1
opel123 golf123 passat fiat126p polonez maluch maluch126 syrenka motor123 rower123 traktor ursus ciagnik rolnik
gospodarz piekarz lekarz policja policja1 straz strazak zolnierz wojsko szkola szkola1 szkola123 studia student
student1 matura matura2024 nauczyciel dyrektor praca praca123 firma firma123 biuro biuro123 sekretariat ksiegowosc
kadry kierownik szef123 prezes zarzad klient klient123 sklep sklep123 zakupy pieniadze kasa123 bank123 bankowosc
wyplata bogactwo miliony milioner lotto lotto123 szczesciarz fajnie fajny123 fajne123 dobrze dobry123 dobra123
zly123 nowy123 stary123 mlody123 piekna piekny piekna123 sliczna sliczny kochany1 kochana1 najlepszy najlepsza
najlepszy1 zwyciezca mistrz mistrz123 bohater legenda legenda1 magia magia123 czarodziej harrypotter hogwart
gandalf1 frodo hobbit sauron mordor jedi yoda starwars2 matrix1 neo12345 morfeusz terminator rambo rocky123 batman1
superman2 spiderman2 ironman hulk123 thor1234 marvel marvel123 avengers pokemon2 pikachu pikachu1 naruto naruto123
sasuke goku1234 dragonball onepiece anime123 mangaka kubus kubus123 puchatek kubuspuchatek bolek lolek boleklolek
reksio1 koziolek smerfy smerf123 pszczolka pszczolkamaja krecik krecik123 myszkamiki kaczordonald shrek fiona123
elsa1234 kraina lodowa simba kapitan kapitanbomba marcin marcin1 marcin12 marcin123 mateusz mateusz1 mateusz12
mateusz123 michal michal1 michal12 michal123 tomasz tomasz1 tomasz12 tomasz123 tomek tomek1 tomek123 piotr piotr1
piotr123 piotrek piotrek1 piotrek123 pawel pawel1 pawel123 pawelek lukasz lukasz1 lukasz123 jakub jakub1 jakub123
kuba kuba1 kuba123 kuba1234 adrian adrian1 adrian123 bartek bartek1 bartek123 bartosz bartosz1 bartosz123 damian
damian1 damian123 dawid dawid1 dawid123 grzegorz grzesiek grzegorz1 jaroslaw jarek123 kamil kamil1 kamil123 kacper
kacper1 kacper123 krystian krystian1 krzysztof krzysiek krzysztof1 krzysiek1 maciej maciej1 maciej123 maciek maciek1
maciek123 marek marek1 marek123 mariusz mariusz1 mariusz123 przemek przemek1 przemek123 przemyslaw rafal rafal1
rafal123 robert1 robert123 sebastian sebastian1 sebastian123 szymon szymon1 szymon123 wojtek wojtek1 wojtek123
wojciech wojciech1 zbigniew zbyszek andrzej andrzej1 andrzej123 jan12345 janek janek123 janusz janusz123 stanislaw
stasiek henryk kazimierz zdzislaw ryszard ryszard1 jerzy jurek jurek123 wladyslaw zenon edward1 artur artur1
artur123 dariusz darek darek123 arkadiusz arek123 slawomir slawek slawek123 leszek leszek1 waldemar waldek wieslaw
mirek mirek123 miroslaw norbert norbert1 patryk patryk1 patryk123 oskar oskar123 igor123 filip filip1 filip123
antoni antek antek123 aleksander olek olek123 dominik dominik1 dominik123 hubert hubert1 karol karol1 kamil12 konrad
konrad1 konrad123 mikolaj1 nikodem oliwer oliwier szymek wiktor wiktor1 emil123 adam1234 adam12 adamek anna anna1
anna123 anna1234 ania ania1 ania123 ania1234 aneta aneta123 agnieszka agnieszka1 agnieszka123 aga123 agusia
katarzyna katarzyna1 kasia kasia1 kasia12 kasia123 kasia1234 kasiunia magdalena magdalena1 magda magda1 magda123
madzia madzia123 aleksandra aleksandra1 ola123 ola12345 olenka malgorzata malgosia malgosia1 gosia gosia123 joanna
joanna1 joanna123 asia asia1 asia123 asia1234 asiunia monika monika1 monika123 marta marta1 marta123 karolina
karolina1 karolina123 natalia natalia1 natalia123 natalka patrycja patrycja1 patrycja123 weronika weronika1
weronika123 wiktoria wiktoria1 wiktoria123 zuzanna zuzia zuzia123 zuzanna1 dominika dominika1 dominika123 justyna
justyna1 justyna123 paulina paulina1 paulina123 sylwia sylwia1 sylwia123 ewelina ewelina1 ewelina123 kamila kamila1
kamila123 klaudia klaudia1 klaudia123 izabela iza123 izabela1 barbara barbara1 basia basia123 beata beata1 beata123
dorota dorota1 dorota123 ewa123 ewa12345 ewunia renata renata1 iwona iwona1 iwona123 jolanta jola123 grazyna
grazyna1 halina halina1 krystyna krystyna1 danuta danuta1 elzbieta ela123 elzbieta1 teresa teresa1 zofia zosia
zosia123 maria maria1 maria123 marysia marysia1 helena helenka julia julia1 julia123 julka julka123 julcia amelia
amelka amelka123 maja maja123 maja1234 lena lena123 hania hania123 oliwia oliwia1 oliwia123 emilia emilka emilka123
alicja alicja1 ala123 alusia nikola nikola1 nikola123 gabriela gabrysia laura laura123 martyna martyna1 martyna123
sandra sandra1 sandra123 angelika angelika1 daria daria123 milena milena1 milena123 edyta edyta1 edyta123 urszula
ula123 agata agata1 agata123 ilona ilona1 lucyna wioletta violetta kinga kinga1 kinga123 marlena roksana
roksana1 sabina sara123 adrianna ewunia1 kowalski kowalska nowak nowak123
pussy fuckme asshole fuck 6969
`;

const COMMON_PASSWORDS: ReadonlySet<string> = new Set(LIST.split(/\s+/).filter(Boolean));

/** Stems shorter than this ("ewa" of "ewa1234567") are left to the length rule rather than matched with a suffix. */
const MIN_STEM_LENGTH = 4;
const DIGIT_OR_SYMBOL = /[\d\s!@#$%^&*()_+=.,;:?~`'"<>[\]{}|\\/-]/;

/** The password without the digits and symbols at its end, read from the end once (a `+$` pattern was quadratic). */
function withoutTrailingDigitsAndSymbols(text: string): string {
  let end = text.length;
  while (end > 0 && DIGIT_OR_SYMBOL.test(text[end - 1])) end -= 1;
  return text.slice(0, end);
}

/** Lower case without Polish diacritics, so "Hasło123" is found as "haslo123". */
const normalise = (password: string) =>
  password
    .trim()
    .toLowerCase()
    .replace(/ł/g, 'l')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');

/** True for a password on the list, in any letter case, also with digits or symbols appended to a listed word. */
export function isCommonPassword(password: string): boolean {
  const normalised = normalise(password);
  if (COMMON_PASSWORDS.has(normalised)) return true;
  const stem = withoutTrailingDigitsAndSymbols(normalised);
  return stem.length >= MIN_STEM_LENGTH && stem !== normalised && COMMON_PASSWORDS.has(stem);
}

export const COMMON_PASSWORD_COUNT = COMMON_PASSWORDS.size;
