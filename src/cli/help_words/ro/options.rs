//! The Romanian of the options several commands take from one definition (the rules, the play
//! options, the engine's search): worded once, by the option's id, for every command whose
//! English reads the same (a test keeps it so).

/// Each shared option's text, by its id.
pub(in crate::cli::help_words) const OPTIONS: &[(&str, &str)] = &[
    (
        "screen_reader",
        "Pentru cititoare de ecran: nimic desenat; fiecare lucru care se întâmplă e un rând de cuvinte, iar ce faci se scrie câte un rând (sau vine printr-o țeavă) — `ajutor` arată cuvintele",
    ),
    (
        "match_to",
        "Punctele necesare pentru a câștiga meciul (1 înseamnă o singură partidă)",
    ),
    (
        "white",
        "Numele Albului; `computer` lasă motorul să joace cu Alb",
    ),
    (
        "black",
        "Numele Negrului; `computer` lasă motorul să joace cu Negru (`--black computer`: tu joci cu Alb contra lui)",
    ),
    (
        "level",
        "Cât de bine joacă calculatorul: beginner, casual, intermediate, advanced, expert sau world-class (se uită cu două aruncări înainte, urmărește mai mult dintr-un lanț și se gândește mai mult)",
    ),
    (
        "seed",
        "Sămânța zarurilor: aceeași sămânță dă aceleași zaruri",
    ),
    (
        "manual_dice",
        "Introdu zarurile de mână (ca să înregistrezi o partidă jucată cu zaruri reale): două cifre pe aruncare",
    ),
    (
        "save",
        "Fișierul în care se salvează meciul, la fiecare aruncare și mutare și cu `s` (implicit: fișierul de salvare automată din directorul de date, de ex. ~/.local/share/gulbara/autosave.json). Dacă fișierul conține un meci neterminat, ești întrebat dacă vrei să-l reiei; unul terminat se păstrează sub un nume nou. Cât timp se joacă un meci, niciun alt gulbara nu poate juca același fișier",
    ),
    (
        "resume",
        "Continuă ultimul meci salvat (din --save CALE sau din fișierul de salvare automată)",
    ),
    (
        "position",
        "Pornește dintr-un șir de poziție în loc de deschidere (începe cine e la mutare în șir), de ex. o scoatere: \"W:6x3,5x3,4x3 B:18x5,17x5,16x5 w\"",
    ),
    (
        "exempt",
        "Aruncările scutite pe care Albul și Negrul le mai au, inclusiv aruncarea următoare (implicit: toate cele date de reguli în poziția de început, 0,0 în rest: lanțul e activ); cât timp partea care aruncă mai are, dublele ei nu urcă",
    ),
    (
        "exempt_rolls",
        "Același lucru, ca un singur număr pentru fiecare parte (forma pe care o primeau versiunile mai vechi)",
    ),
    (
        "tutor",
        "Antrenorul: înainte să conteze o mutare de-a ta care pierde cel puțin atât, o fereastră îți spune și te lasă s-o păstrezi sau s-o iei înapoi: ?! (îndoielnică), ? (greșeală), ?? (gafă) sau off; `t` îl schimbă în timpul jocului",
    ),
    (
        "analyze",
        "La sfârșitul meciului, analizează-l ca `gulbara analyze` (după ce părăsești tabla): rezultatele fiecărui jucător se păstrează (`gulbara stats`), iar pozițiile jucate cu ? sau mai rău se păstrează de exersat (`gulbara practice --from mistakes`)",
    ),
    (
        "ascii",
        "Desenează cu ASCII simplu (`--ascii=false` trece peste fișierul de setări)",
    ),
    (
        "rules",
        "Regulile: `sheet` (cele din foaie, implicit) sau `traditional` (deschidere rearuncată, scutire pe partidă, scoatere obligatorie, restul lanțului la adversar); opțiunile de mai jos schimbă câte o regulă",
    ),
    (
        "exempt_count",
        "Câte aruncări sunt scutite de lanț (foaia: câte 3; 0: dublele urcă mereu)",
    ),
    (
        "exemption_per_game",
        "Aruncările scutite sunt primele aruncări ale partidei, ale ambilor jucători la un loc (nu ale fiecărui jucător)",
    ),
    (
        "compulsory_bear_off",
        "Scoaterea e obligatorie: orice număr care poate fi jucat trebuie jucat, inclusiv scoaterile",
    ),
    (
        "opening_reroll",
        "Câștigătorul primei aruncări aruncă din nou ambele zaruri pentru prima mutare",
    ),
    (
        "winner_starts",
        "Într-un meci, câștigătorul unei partide o începe pe următoarea aruncând ambele zaruri",
    ),
    (
        "remainder",
        "Zarurile pe care o treaptă nu le poate juca trec la adversar, care le joacă înainte să arunce: `chain` (dublele unui lanț), `any` (orice aruncare) sau `off`",
    ),
    (
        "dice",
        "Zarurile, de ex. 6-5 sau 4-4 (cu --handed: \"5 5\", \"5\" sau \"6 2\")",
    ),
    ("file", "Meciul salvat (JSON)"),
    (
        "weights",
        "Alt fișier de ponderi pentru rețea (cum îl scrie antrenarea rețelei)",
    ),
    (
        "depth",
        "Câte aruncări înainte privește motorul: 0 (rețeaua acolo unde se termină mutarea), 1 (media celui mai bun răspuns al adversarului pe cele 21 de aruncări ale lui), 2 (încă o aruncare mai departe) sau 3 (două aruncări mai departe: e lentă, pentru analiză; nu pentru jucătorii unei simulări)",
    ),
    (
        "filter_keep",
        "La adâncimea 1 sau mai mare, câte mutări cel mult sunt privite mai adânc (cele mai bune la adâncimea 0)",
    ),
    (
        "filter_within",
        "La adâncimea 1 sau mai mare, cât de mult sub cea mai bună la adâncimea 0 (puncte pe partidă) poate fi o mutare ca să fie privită mai adânc",
    ),
];
