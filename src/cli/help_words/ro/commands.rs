//! The Romanian of each command's own texts: (command, key, text), the command `""` the root,
//! the key `about`, `long_about` or an argument's id: the command's description and the options
//! that are its own or that it words otherwise than the shared ones (`options.rs`).

/// Each command's own texts.
pub(in crate::cli::help_words) const COMMANDS: &[(&str, &str, &str)] = &[
    (
        "",
        "about",
        "Gul Bara (table cu trandafiri, crazy narde) în terminal: joc la aceeași tastatură, reluări, exersarea scoaterii",
    ),
    (
        "",
        "long_about",
        "Gul Bara în terminal: joc la aceeași tastatură, contra calculatorului sau cu un prieten prin SSH; partide salvate și analizate, exerciții.\n\nFără nicio comandă, gulbara pornește jocul. Fiecare comandă are propriul --help, cu un exemplu.\n\nCodul de ieșire: 0; 2 după o eroare (o linie pe stderr); 128 + numărul semnalului când un semnal (TERM, HUP, INT, QUIT) încheie o sesiune, care se salvează întâi.",
    ),
    (
        "",
        "lang",
        "Limba în care gulbara scrie tot ce e pentru oameni: interfața, ce tipăresc comenzile și fiecare eroare (implicit: cea din fișierul de setări, altfel cea din locale, altfel engleza). JSON-ul e același în orice limbă",
    ),
    (
        "",
        "theme",
        "Culorile ecranelor (implicit: cele din fișierul de setări, altfel dark)",
    ),
    (
        "",
        "exempt",
        "Cu --position: aruncările scutite pe care Albul și Negrul le mai au, ca A,N (implicit 0,0: lanțul e activ). Cât timp partea care aruncă mai are, dublele ei nu urcă. Hint, eval, rollout și edit primesc aceeași opțiune, iar editorul o tipărește",
    ),
    (
        "",
        "ascii",
        "Desenează cu ASCII simplu, pentru terminalele fără Unicode (`--ascii=false` trece peste fișierul de setări)",
    ),
    (
        "play",
        "about",
        "Joacă un meci la aceeași tastatură, în terminal (comanda implicită).",
    ),
    (
        "play",
        "long_about",
        "Joacă un meci la aceeași tastatură, în terminal (comanda implicită).\n\nExemplu: gulbara play --match-to 3 --white Ana --black Dan",
    ),
    (
        "play",
        "exempt",
        "Cu --position: aruncările scutite pe care Albul și Negrul le mai au, ca A,N (implicit 0,0: lanțul e activ). Cât timp partea care aruncă mai are, dublele ei nu urcă. Hint, eval, rollout și edit primesc aceeași opțiune, iar editorul o tipărește",
    ),
    (
        "play",
        "ascii",
        "Desenează cu ASCII simplu, pentru terminalele fără Unicode (`--ascii=false` trece peste fișierul de setări)",
    ),
    (
        "moves",
        "about",
        "Listează toate mutările legale ale unor zaruri într-o poziție, ca JSON.",
    ),
    (
        "moves",
        "long_about",
        "Listează toate mutările legale ale unor zaruri într-o poziție, ca JSON.\n\nTipărește un obiect JSON cu câmpurile `position`, `dice`, `max_dice` și `plays` (fiecare mutare cu `moves` și `result`), mutările ordonate după notația lor. O dublă este o treaptă de patru zaruri (de lanț se ocupă partida).\n\nExemplu: gulbara moves \"W:24x15 B:12x15 w\" 6-5",
    ),
    (
        "moves",
        "position",
        "Șirul poziției, de ex. \"W:24x13,19,18 B:12x15 b\" (numerele absolute ale căsuțelor, apoi cine mută)",
    ),
    (
        "moves",
        "handed",
        "Zarurile au fost primite de la adversar (--remainder): de la unu la patru de același număr, sau două numere diferite; cine mută aruncă după ce le joacă",
    ),
    (
        "replay",
        "about",
        "Reia pe tablă un meci salvat (doar citire), sau tipărește-l ca text.",
    ),
    (
        "replay",
        "long_about",
        "Reia pe tablă un meci salvat (doar citire), sau tipărește-l ca text.\n\nTaste: → ← un pas, ↓ ↑ o mutare, Home End capetele, [ ] partidele, spațiu rulează automat, + - viteza, cifrele și Enter sar la o mutare, c continuă de aici ca partidă nouă, a numerele căsuțelor, ? ajutor, q iese. Într-un meci analizat (gulbara analyze): w graficul cursului partidei, e graficul în valoare în loc de șansa de câștig, n N mutarea mare următoare sau precedentă, o deschide mutarea arătată (cele mai bune variante), r acolo le simulează, t totalurile fiecărui jucător.\n\nExemplu: gulbara replay assets/games/sheet-opening.json",
    ),
    (
        "replay",
        "dump",
        "Tipărește fiecare mutare (numărul ei, partea, zarurile, ce s-a jucat, poziția de după ea) și rezultatul fiecărei partide, separate prin tab, în loc să deschidă vizualizarea",
    ),
    (
        "export",
        "about",
        "Scrie un meci salvat ca înregistrare în text simplu (la stdout).",
    ),
    (
        "export",
        "long_about",
        "Scrie un meci salvat ca înregistrare în text simplu (la stdout).\n\nExemplu: gulbara export assets/games/sheet-opening.json > game.txt",
    ),
    (
        "import",
        "about",
        "Citește o înregistrare în text simplu, verificând fiecare mutare, și o scrie ca meci salvat.",
    ),
    (
        "import",
        "long_about",
        "Citește o înregistrare în text simplu, verificând fiecare mutare, și o scrie ca meci salvat.\n\nExemplu: gulbara import game.txt -o game.json",
    ),
    ("import", "record", "Înregistrarea în text"),
    (
        "import",
        "output",
        "Unde se scrie meciul (JSON); fără această opțiune, la stdout. Un fișier existent se păstrează, dacă nu se dă --force",
    ),
    (
        "import",
        "force",
        "Înlocuiește fișierul de ieșire dacă există (numai dacă e un fișier obișnuit, și niciodată un meci pe care îl joacă alt gulbara)",
    ),
    (
        "bearoff",
        "about",
        "Cifrele exacte ale scoaterii dintr-o poziție, ca JSON: cele mai puține ture așteptate, distribuția turelor, șansele cursei când ambele părți sunt în casă și toate mutările unor zaruri, ordonate.",
    ),
    (
        "bearoff",
        "long_about",
        "Cifrele exacte ale scoaterii dintr-o poziție, ca JSON: cele mai puține ture așteptate, distribuția turelor, șansele cursei când ambele părți sunt în casă și toate mutările unor zaruri, ordonate.\n\nPartea care mută trebuie să aibă toți pulii în casă, fără ca vreun pul al adversarului să poată ajunge la ei. Tipărește `position`, `expected_turns`, `distribution` (P(terminat în 1, 2, … ture)); când ambele părți sunt în casă, și `win_probability`, `gammon_probability` (partea care mută câștigă 2 puncte) și `opponent_gammon_probability`; cu --dice, și `plays`, de la cea mai bună, fiecare cu `moves`, `result`, `expected_turns` (turele necesare după ea) și, într-o cursă, `win_probability`.\n\nExemplu: gulbara bearoff \"W:6x2,5x2,4x2,3,2,1 B:18x2,17x2,16x2,15x3,14x3,13x3 w\" --dice 6-5",
    ),
    (
        "bearoff",
        "position",
        "Șirul poziției; partea care mută e la scoatere",
    ),
    (
        "bearoff",
        "dice",
        "Zarurile ale căror mutări se ordonează, de ex. 6-5 sau 4-4 (prima treaptă a unei duble, evaluată cu lanțul care urmează)",
    ),
    (
        "practice",
        "about",
        "Exersează scoaterea: probleme una după alta pe tabla obișnuită, fiecare aruncare judecată de baza de date exactă (cea mai bună mutare, a ta, costul, un verdict), un scor curent și un istoric al sesiunilor. Cu --from games: poziții din partide jucate, judecate de motor. Cu --from mistakes: propriile greșeli, exersate — fiecare poziție jucată cu ? sau mai rău într-un meci analizat sau la exersare revine cu zarurile ei, după un program: corect, așteaptă de fiecare dată mai mult (1, 3, 7, 15, 30 de zile); greșit, revine imediat. Cu --from openings: aruncările de deschidere și răspunsurile la ele, judecate după simulările cărții de deschideri.",
    ),
    (
        "practice",
        "long_about",
        "Exersează scoaterea: probleme una după alta pe tabla obișnuită, fiecare aruncare judecată de baza de date exactă (cea mai bună mutare, a ta, costul, un verdict), un scor curent și un istoric al sesiunilor. Cu --from games: poziții din partide jucate, judecate de motor. Cu --from mistakes: propriile greșeli, exersate — fiecare poziție jucată cu ? sau mai rău într-un meci analizat sau la exersare revine cu zarurile ei, după un program: corect, așteaptă de fiecare dată mai mult (1, 3, 7, 15, 30 de zile); greșit, revine imediat. Cu --from openings: aruncările de deschidere și răspunsurile la ele, judecate după simulările cărții de deschideri.\n\nVerdictele, pe scara lui `analyze`: cea mai bună (la cel mult 0,0005 de cea mai bună), apropiată (fără semn), îndoielnică ?!, greșeală ? sau gafă ?? — de la 0,04, 0,08 și 0,16 puncte de valoare pentru o poziție dintr-o partidă, 2%, 4% și 8% șansă de câștig într-o cursă, 0,05, 0,1, 0,2 ture așteptate.\n\nExemplu: gulbara practice --race\n\nExemplu: gulbara practice --from games game.json\n\nExemplu: gulbara practice --from mistakes --player Ana\n\nExemplu: gulbara practice --from openings",
    ),
    (
        "practice",
        "random",
        "Probleme din poziții întâlnite în partide aleatoare, în loc de setul de probleme",
    ),
    (
        "practice",
        "from",
        "`games`: poziții din partide jucate (fișierele de meci date, altfel partide pe care motorul le joacă cu el însuși), fiecare cu zarurile jucate acolo și judecată de motor: estimarea lui, nu cifrele exacte ale scoaterii",
    ),
    (
        "practice",
        "matches",
        "Cu --from games: meciurile salvate din care se iau pozițiile",
    ),
    (
        "practice",
        "player",
        "Ale cui greșeli: cu --from mistakes, exercițiile acelui jucător (fără această opțiune, ale tuturor); altfel, numele sub care se păstrează de exersat greșelile acestei sesiuni",
    ),
    (
        "practice",
        "race",
        "Doar curse: ambele părți în casă, jucate pentru câștig",
    ),
    (
        "practice",
        "problems",
        "Alt set de probleme (un tablou JSON de {\"title\", \"position\"})",
    ),
    (
        "practice",
        "seed",
        "Sămânța zarurilor (și a problemelor aleatoare)",
    ),
    (
        "practice",
        "stats",
        "Arată în schimb progresul sesiunilor trecute",
    ),
    (
        "hint",
        "about",
        "Toate felurile distincte în care se poate încheia mutarea cu unele zaruri, ordonate de motor, ca JSON, de la cea mai bună.",
    ),
    (
        "hint",
        "long_about",
        "Toate felurile distincte în care se poate încheia mutarea cu unele zaruri, ordonate de motor, ca JSON, de la cea mai bună.\n\nTipărește `position`, `dice` și `plays` (cu --level, și mutarea pe care o face acel nivel), fiecare cu `moves` (pentru o dublă al cărei lanț continuă: întreaga mutare în notația pe trepte, `4-4: 24/20(4) 5-5: 20/15(4) …`), `result` (poziția de după întreaga mutare, cu adversarul la mutare) și cifrele părții care tocmai a mutat: `equity` (puncte așteptate), `win`, `win2` (câștig la 2 puncte), `lose2`. Cel mult 50 de mutări, apoi `\"truncated\": true`. Unde răspunde cartea de deschideri (o aruncare de deschidere sau un răspuns la una, după regulile foii), și `book`: mutările ei simulate, cu erorile lor standard; expert și world-class joacă atunci alegerea cărții.\n\nExemplu: gulbara hint \"W:24x13,19,18 B:12x14,11 b\" 4-4 --exempt 0,0",
    ),
    (
        "hint",
        "position",
        "Șirul poziției; partea care mută a aruncat deja",
    ),
    (
        "hint",
        "handed",
        "Zarurile au fost primite de la adversar (--remainder); cine mută le joacă, apoi aruncă",
    ),
    (
        "hint",
        "level",
        "Dă și mutarea pe care o face calculatorul la acest nivel, ca intrare a ei, cu cifrele după care a judecat-o (`level` și `level_play`), fie că lista o cuprinde, fie că nu: beginner, casual, intermediate, advanced, expert sau world-class",
    ),
    (
        "stats",
        "about",
        "Rezultatele unui jucător din meciurile analizate: meciuri, puncte, pricepere (valoarea pierdută pe decizie ×1000, cu nivelul ei), noroc și rezultatul corectat de noroc, tendința ultimelor meciuri și cifrele pe adversari; fără nume, cine are rezultate.",
    ),
    (
        "stats",
        "long_about",
        "Rezultatele unui jucător din meciurile analizate: meciuri, puncte, pricepere (valoarea pierdută pe decizie ×1000, cu nivelul ei), noroc și rezultatul corectat de noroc, tendința ultimelor meciuri și cifrele pe adversari; fără nume, cine are rezultate.\n\nExemplu: gulbara stats Alb\n\nExemplu: gulbara stats --rebuild",
    ),
    (
        "stats",
        "name",
        "Numele jucătorului, așa cum îl dau meciurile",
    ),
    (
        "stats",
        "rebuild",
        "Refă rezultatele din meciurile salvate: fișierele date după această opțiune, altfel meciurile salvate în directorul de date. Rezultatele fiecărui meci terminat și analizat se înlocuiesc, iar greșelile lui se păstrează de exersat; o bază de date deteriorată se pune deoparte (nu se șterge niciodată) și se face una nouă",
    ),
    (
        "edit",
        "about",
        "Editorul de poziții: pune puli pe căsuțe și ia-i de acolo cu tastele sau cu mouse-ul, alege cine mută, aruncările scutite rămase și zarurile; apoi joacă din poziție (doi jucători, sau contra calculatorului la un nivel), vezi sfatul (și simulează-l), exerseaz-o sau vezi-i șirul poziției, care se tipărește la ieșirea din editor.",
    ),
    (
        "edit",
        "long_about",
        "Editorul de poziții: pune puli pe căsuțe și ia-i de acolo cu tastele sau cu mouse-ul, alege cine mută, aruncările scutite rămase și zarurile; apoi joacă din poziție (doi jucători, sau contra calculatorului la un nivel), vezi sfatul (și simulează-l), exerseaz-o sau vezi-i șirul poziției, care se tipărește la ieșirea din editor.\n\nExemplu: gulbara edit \"W:6x3,5x3,4x3,3x3,2x3 B:18x3,17x3,16x3,15x3,14x3 w\"",
    ),
    (
        "edit",
        "position",
        "Poziția de la care se pornește (implicit: poziția de început, mută Albul)",
    ),
    (
        "edit",
        "exempt",
        "Aruncările scutite pe care Albul și Negrul le mai au, inclusiv aruncarea următoare (implicit: toate cele date de reguli în poziția de început, 0,0 în rest); `e` și `E` le schimbă",
    ),
    (
        "eval",
        "about",
        "Evaluarea unei poziții de către motor, înainte ca partea care mută să arunce, ca JSON: `equity` (puncte așteptate), `win`, `win2` (câștig la 2 puncte) și `lose2`, pentru partea care mută.",
    ),
    (
        "eval",
        "long_about",
        "Evaluarea unei poziții de către motor, înainte ca partea care mută să arunce, ca JSON: `equity` (puncte așteptate), `win`, `win2` (câștig la 2 puncte) și `lose2`, pentru partea care mută.\n\nExemplu: gulbara eval \"W:24x15 B:12x15 w\" --exempt 3,3",
    ),
    ("eval", "position", "Șirul poziției"),
    (
        "rollout",
        "about",
        "Simulează o poziție: o joacă de multe ori până la capăt cu motorul și face media. Fără --dice, poziția dinainte ca partea ei să arunce; cu --dice, fiecare mutare a acelor zaruri păstrată de filtrul de mutări (implicit cele mai bune 8, la cel mult 0,16), toate cu aceleași zaruri; cu --play, acea mutare alături de alegerea motorului. Tipărește valoarea (equity), win, win2 și lose2 ale fiecăreia, cu eroarea standard și intervalul de 95%, și diferența fiecărei mutări față de cea mai bună, ca JSON (--text pentru oameni). Ctrl-C o oprește și tipărește cifrele de până atunci. Aceeași sămânță dă aceleași cifre, oricâte fire de execuție ar fi.",
    ),
    (
        "rollout",
        "long_about",
        "Simulează o poziție: o joacă de multe ori până la capăt cu motorul și face media. Fără --dice, poziția dinainte ca partea ei să arunce; cu --dice, fiecare mutare a acelor zaruri păstrată de filtrul de mutări (implicit cele mai bune 8, la cel mult 0,16), toate cu aceleași zaruri; cu --play, acea mutare alături de alegerea motorului. Tipărește valoarea (equity), win, win2 și lose2 ale fiecăreia, cu eroarea standard și intervalul de 95%, și diferența fiecărei mutări față de cea mai bună, ca JSON (--text pentru oameni). Ctrl-C o oprește și tipărește cifrele de până atunci. Aceeași sămânță dă aceleași cifre, oricâte fire de execuție ar fi.\n\nExemplu: gulbara rollout \"W:24x15 B:12x15 w\" --dice 6-5 --exempt 3,3 --trials 1296 --text",
    ),
    ("rollout", "position", "Șirul poziției"),
    (
        "rollout",
        "dice",
        "Zarurile ale căror mutări se simulează, de ex. 6-5 (cu --handed: zaruri primite)",
    ),
    (
        "rollout",
        "handed",
        "Zarurile au fost primite de la adversar (--remainder)",
    ),
    (
        "rollout",
        "play",
        "O mutare a zarurilor de simulat, alături de alegerea motorului: 24/18 24/13, sau fiecare treaptă a lanțului după zarurile ei (4-4: 24/20(4) 5-5: 20/15(4))",
    ),
    (
        "rollout",
        "trials",
        "Câte partide se joacă până la capăt pentru fiecare mutare",
    ),
    (
        "rollout",
        "truncate",
        "Oprește fiecare partidă după T aruncări și ia cifra rețelei (implicit: se joacă până la capăt)",
    ),
    ("rollout", "seed", "Sămânța zarurilor"),
    (
        "rollout",
        "threads",
        "Firele de execuție folosite (implicit: câte unul pe nucleu)",
    ),
    (
        "rollout",
        "reduce_luck",
        "Scoate din rezultat norocul fiecărei aruncări (reducerea varianței: cifre mult mai precise pentru același număr de încercări, fiecare încercare de vreo 21 de ori mai scumpă)",
    ),
    (
        "rollout",
        "beam",
        "Tablele pe care jucătorii le păstrează între treptele unui lanț (jocul obișnuit păstrează 32)",
    ),
    (
        "rollout",
        "prune",
        "Rețeaua jucătorilor judecă doar cele N mutări (și tablele din lanț) pe care le preferă tangenta ei, o estimare rapidă; 0 le judecă pe toate prin rețea",
    ),
    ("rollout", "text", "Scrie pentru oameni în loc de JSON"),
    (
        "analyze",
        "about",
        "Analizează cu motorul un meci salvat: la fiecare mutare, cea mai bună variantă, valoarea pierdută de mutarea jucată și un semn pentru mărimea greșelii (?! de la 0,04, ? de la 0,08, ?? de la 0,16 puncte pe partidă). Analiza se păstrează în fișier, unde o arată reluarea; mutările deja analizate de același motor nu se judecă din nou. Tipărește totalurile fiecărui jucător: jocul (greșeli, valoarea pierdută pe decizie, un nivel și o precizie), norocul (al fiecărei aruncări, față de aruncarea medie) și rezultatul corectat de noroc.",
    ),
    (
        "analyze",
        "long_about",
        "Analizează cu motorul un meci salvat: la fiecare mutare, cea mai bună variantă, valoarea pierdută de mutarea jucată și un semn pentru mărimea greșelii (?! de la 0,04, ? de la 0,08, ?? de la 0,16 puncte pe partidă). Analiza se păstrează în fișier, unde o arată reluarea; mutările deja analizate de același motor nu se judecă din nou. Tipărește totalurile fiecărui jucător: jocul (greșeli, valoarea pierdută pe decizie, un nivel și o precizie), norocul (al fiecărei aruncări, față de aruncarea medie) și rezultatul corectat de noroc.\n\nExemplu: gulbara analyze game.json",
    ),
    ("analyze", "file", "Meciul salvat"),
    (
        "analyze",
        "rollout",
        "Simulează variantele fiecărei mutări marcate ? sau mai rău, câte N încercări fiecare, și judecă acele mutări după simulare",
    ),
    (
        "analyze",
        "json",
        "Tipărește întreaga analiză ca JSON (fiecare mutare, totalurile fiecărei părți pe partidă și pe meci) în loc de rezumatul pentru oameni",
    ),
    (
        "duel",
        "about",
        "Pune doi jucători să joace unul contra altuia cu zaruri duplicate: fiecare secvență de zaruri de două ori, cu culorile schimbate. Tipărește partidele și punctele câștigate de fiecare, și punctele pe partidă ale primului minus ale celui de-al doilea, cu un interval de încredere de 95%. Fără --white și --black, motorul joacă contra euristicii.",
    ),
    (
        "duel",
        "long_about",
        "Pune doi jucători să joace unul contra altuia cu zaruri duplicate: fiecare secvență de zaruri de două ori, cu culorile schimbate. Tipărește partidele și punctele câștigate de fiecare, și punctele pe partidă ale primului minus ale celui de-al doilea, cu un interval de încredere de 95%. Fără --white și --black, motorul joacă contra euristicii.\n\nExemplu: gulbara duel --white engine --black heuristic --games 1000 --seed 7",
    ),
    (
        "duel",
        "white",
        "Primul jucător (Albul în prima partidă a fiecărei perechi)",
    ),
    ("duel", "black", "Al doilea jucător"),
    (
        "duel",
        "games",
        "Câte partide se joacă (rotunjit în sus la un număr par)",
    ),
    ("duel", "seed", "Sămânța zarurilor"),
    ("duel", "weights", "Alt fișier de ponderi pentru motoare"),
    (
        "duel",
        "white_weights",
        "Ponderile primului jucător, când e motorul (implicit: --weights): ca să joace o rețea contra alteia",
    ),
    (
        "duel",
        "black_weights",
        "Ponderile celui de-al doilea jucător, când e motorul (implicit: --weights)",
    ),
    (
        "duel",
        "white_depth",
        "Adâncimea primului jucător, când e motorul (implicit: --depth)",
    ),
    (
        "duel",
        "black_depth",
        "Adâncimea celui de-al doilea jucător, când e motorul (implicit: --depth)",
    ),
    (
        "duel",
        "level",
        "Nivelul ambelor motoare (beginner, casual, intermediate, advanced, expert, world-class): zgomotul adăugat cifrelor lor, adâncimea lor și cât de larg urmăresc un lanț",
    ),
    (
        "duel",
        "white_level",
        "Nivelul primului jucător, când e motorul (implicit: --level)",
    ),
    (
        "duel",
        "black_level",
        "Nivelul celui de-al doilea jucător, când e motorul (implicit: --level)",
    ),
    (
        "duel",
        "beam",
        "Tablele pe care `rollout-player` le păstrează între treptele unui lanț",
    ),
    (
        "duel",
        "prune",
        "Mutările pe care le judecă rețeaua lui `rollout-player`, dintre cele preferate de tangenta ei (0: toate)",
    ),
    (
        "serve",
        "about",
        "Servește un meci prin SSH: oaspeții joacă doar cu `ssh`, cu zaruri pe care nimeni nu le poate măslui.",
    ),
    (
        "serve",
        "long_about",
        "Servește un meci prin SSH: oaspeții joacă doar cu `ssh`, cu zaruri pe care nimeni nu le poate măslui.\n\nPrimii doi oaspeți care vin iau locurile (sau locurile păstrate pentru numele lor); următorii privesc. Fiecare jucător dă o sămânță înainte de prima aruncare; fiecare aruncare se trage din semințe și dintr-un secret al gazdei, al cărui hash se arată întâi și care se arată el însuși când meciul e câștigat. `gulbara check` verifică apoi fiecare aruncare.\n\nExemplu: gulbara serve --listen 0.0.0.0:2222 --match-to 3",
    ),
    (
        "serve",
        "listen",
        "Unde se conectează oaspeții, ca ADRESĂ:PORT (`0.0.0.0:2222` lasă să intre orice rețea în care e gazda; implicit, doar mașina aceasta)",
    ),
    (
        "serve",
        "passphrase",
        "Fraza de acces pe care oaspeții o scriu ca parolă SSH (implicit: cinci cuvinte alese acum și tipărite)",
    ),
    (
        "serve",
        "authorized_keys",
        "Un fișier authorized-keys: un oaspete cu una dintre cheile lui intră fără fraza de acces",
    ),
    (
        "serve",
        "white",
        "Păstrează locul Albului pentru oaspetele cu acest nume (`computer`: motorul joacă cu Alb)",
    ),
    (
        "serve",
        "black",
        "Păstrează locul Negrului pentru oaspetele cu acest nume (`computer`: motorul joacă cu Negru)",
    ),
    (
        "serve",
        "save",
        "Fișierul în care se salvează meciul servit, la fiecare aruncare și mutare (implicit: served.json în directorul de date). Un meci nou cere un fișier fără niciun meci în el",
    ),
    (
        "serve",
        "resume",
        "Servește din nou meciul din fișierul de salvare, după ce gazda s-a oprit: jucătorii lui revin sub numele lor, la aceleași zaruri",
    ),
    (
        "serve",
        "hints",
        "Lasă jucătorii să ceară sugestii și tutorele (oprite într-un meci între doi oameni)",
    ),
    (
        "serve",
        "seat",
        "Joacă și la acest terminal, sub acest nume, cum ar juca un oaspete: jurnalul gazdei merge atunci în serve.log din directorul de date, iar plecarea de la masă oprește servirea",
    ),
    (
        "check",
        "about",
        "Verifică un meci salvat și tipărește un rezumat pe o linie (cod de ieșire 2 dacă nu se încarcă).",
    ),
    (
        "check",
        "long_about",
        "Verifică un meci salvat și tipărește un rezumat pe o linie (cod de ieșire 2 dacă nu se încarcă).\n\nExemplu: gulbara check assets/games/sheet-opening.json",
    ),
    (
        "openings",
        "about",
        "Cartea de deschideri: mutările fiecărei aruncări de deschidere, simulate, în ordine, cu cifrele și costul lor, și cel mai bun răspuns la fiecare aruncare după ele, câte are cartea până acum.",
    ),
    (
        "openings",
        "long_about",
        "Cartea de deschideri: mutările fiecărei aruncări de deschidere, simulate, în ordine, cu cifrele și costul lor, și cel mai bun răspuns la fiecare aruncare după ele, câte are cartea până acum.\n\nCifrele sunt simulări cu aceleași zaruri, după regulile foii, sau cu `--rules traditional` deschiderile setului tradițional (docs/openings.md spune cum au fost făcute). Valoarea e a celui care mută; ± e o eroare standard.\n\nExemplu: gulbara openings 6-5",
    ),
    (
        "openings",
        "roll",
        "O aruncare de deschidere, de ex. 6-5 (fără ea, toate cele cincisprezece; după regulile tradiționale, toate cele douăzeci și una, cu duble cu tot).",
    ),
    (
        "openings",
        "rules",
        "Regulile cărții: ale foii (deschideri și răspunsuri) sau ale setului tradițional (cele 21 de deschideri ale sale, aruncarea nouă a celui care începe, cu duble cu tot).",
    ),
    (
        "openings",
        "json",
        "Tipărește în schimb JSON: mutările fiecărei deschideri, fiecare cu răspunsurile cărții la ea.",
    ),
    (
        "config",
        "about",
        "Setările în vigoare și de unde vine fiecare: fișierul de setări (`gulbara/config.toml` în dosarul de configurare, cu `$XDG_CONFIG_HOME` respectat), linia de comandă, mediul sau valoarea implicită.",
    ),
    (
        "config",
        "long_about",
        "Setările în vigoare și de unde vine fiecare: fișierul de setări (`gulbara/config.toml` în dosarul de configurare, cu `$XDG_CONFIG_HOME` respectat), linia de comandă, mediul sau valoarea implicită.\n\nFișierul setează lang, white, black, level, tutor, theme, ascii, numbering (own sau absolute), `hint_depth` (0, 1 sau 2) și `data_dir`, câte o `cheie = valoare` pe rând; linia de comandă are întâietate. O cheie greșită e o linie pe stderr care o numește, cu rândul ei, și își păstrează valoarea implicită.\n\nExemplu: gulbara config",
    ),
    (
        "completions",
        "about",
        "Tipărește scriptul de completare al unui shell, pentru comenzile și opțiunile lui gulbara.",
    ),
    (
        "completions",
        "long_about",
        "Tipărește scriptul de completare al unui shell, pentru comenzile și opțiunile lui gulbara.\n\nExemplu (bash): gulbara completions bash > ~/.local/share/bash-completion/completions/gulbara",
    ),
    (
        "completions",
        "shell",
        "Shell-ul: bash, zsh, fish, powershell sau elvish.",
    ),
    (
        "man",
        "about",
        "Tipărește pagina de manual a lui gulbara, sau scrie câte o pagină pentru fiecare comandă într-un dosar.",
    ),
    (
        "man",
        "long_about",
        "Tipărește pagina de manual a lui gulbara, sau scrie câte o pagină pentru fiecare comandă într-un dosar.\n\nExemplu: gulbara man --dir ~/.local/share/man/man1",
    ),
    (
        "man",
        "dir",
        "Scrie gulbara.1 și câte un gulbara-COMANDĂ.1 pentru fiecare comandă în acest dosar (creat dacă e nevoie) în loc să tipărească gulbara.1.",
    ),
    (
        "help",
        "about",
        "Arată acest mesaj sau ajutorul comenzii date.",
    ),
    (
        "help",
        "command",
        "Comanda al cărei ajutor se arată (niciuna: al lui gulbara).",
    ),
];
