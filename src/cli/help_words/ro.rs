//! The help in Romanian: each command's own texts (`commands.rs`), the options several commands
//! share (`options.rs`), and here what the values options take are called and mean.

mod commands;
mod options;

pub(super) use commands::COMMANDS;
pub(super) use options::OPTIONS;

/// The Romanian of the argument `id` of the command `command` (`""` the root; `about` and
/// `long_about` its description): the command's own, else the shared option's.
pub(super) fn text(command: &str, id: &str) -> Option<&'static str> {
    COMMANDS
        .iter()
        .find(|&&(c, k, _)| c == command && k == id)
        .map(|&(_, _, text)| text)
        .or_else(|| {
            OPTIONS
                .iter()
                .find(|&&(k, _)| k == id)
                .map(|&(_, text)| text)
        })
}

/// What each value an option takes means, by the value's name (no two options' values share
/// a name with different meanings).
pub(super) const VALUES: &[(&str, &str)] = &[
    ("en", "engleza"),
    ("ro", "româna"),
    ("sheet", "Cele ale foii de reguli (implicit)"),
    (
        "traditional",
        "Ce au în comun cele mai multe reguli publicate: deschiderea se aruncă din nou, scutirea se numără pe partidă, scoaterea e obligatorie, zarurile nejucate ale unui lanț trec la adversar",
    ),
    ("off", "Niciunele: se pierd (foaia de reguli)"),
    (
        "chain",
        "Cele ale unei duble dintr-un lanț care nu pot fi jucate în întregime",
    ),
    (
        "any",
        "Cele ale oricărei aruncări sau trepte de lanț, duble sau nu",
    ),
    (
        "dark",
        "Pentru terminale închise și deschise deopotrivă: textul în culoarea terminalului, semnele în culori care se citesc pe amândouă (implicit)",
    ),
    (
        "light",
        "Pentru fundaluri deschise: culori mai închise, textul cu un contrast de cel puțin 4,5",
    ),
    (
        "high-contrast",
        "Culori vii pe negru, desenate de gulbara însuși, oricare ar fi culorile terminalului",
    ),
    (
        "mono",
        "Fără culori: doar aldin, subliniat și invers (cum cere `NO_COLOR`)",
    ),
    ("games", "Poziții din partide jucate, judecate de motor"),
    (
        "mistakes",
        "Pozițiile pe care le-ai jucat cu ? sau mai rău (în meciuri analizate și la exersare), când le vine rândul",
    ),
    (
        "openings",
        "Aruncările de deschidere și răspunsurile la ele, judecate după simulările cărții de deschideri",
    ),
    ("engine", "Motorul (rețeaua livrată, sau --weights)"),
    (
        "engine-book",
        "Motorul jucând alegerea cărții de deschideri acolo unde cartea o are, ca expert și clasă mondială la masă (ca să se măsoare cât câștigă cartea)",
    ),
    (
        "engine-stages",
        "Motorul alegând un lanț treaptă cu treaptă, fiecare ca și cum tura s-ar încheia acolo (ca să se măsoare cât câștigă judecarea turei întregi)",
    ),
    (
        "heuristic",
        "Jucătorul scris de mână după sfaturile foii de reguli",
    ),
    ("random", "Orice mutare, toate la fel"),
    (
        "rollout-player",
        "Motorul așa cum joacă în simulări: 8 table păstrate între treptele unui lanț, rețeaua judecând doar cele 16 mutări preferate de tangenta ei, sau cum spun --beam și --prune (ca să se măsoare cât costă acea viteză)",
    ),
];

/// The names of the values options take, as the usage and the options show them (those of one
/// letter or digits stay as they are).
pub(super) const VALUE_NAMES: &[(&str, &str)] = &[
    ("ASCII", "ASCII"),
    ("BLACK", "NEGRU"),
    ("COMMAND", "COMANDĂ"),
    ("DICE", "ZARURI"),
    ("DIR", "DOSAR"),
    ("FILE", "FIȘIER"),
    ("GAMES", "PARTIDE"),
    ("LANG", "LIMBA"),
    ("LEVEL", "NIVEL"),
    ("MARK", "SEMN"),
    ("MATCH", "MECI"),
    ("MATCH.json", "MECI.json"),
    ("NAME", "NUME"),
    ("ADDR:PORT", "ADRESĂ:PORT"),
    ("WORDS", "CUVINTE"),
    ("PATH", "CALE"),
    ("PLAY", "MUTARE"),
    ("POINTS", "PUNCTE"),
    ("POSITION", "POZIȚIE"),
    ("PRESET", "SET"),
    ("RECORD", "ÎNREGISTRARE"),
    ("SEED", "SĂMÂNȚĂ"),
    ("SHELL", "SHELL"),
    ("SOURCE", "SURSĂ"),
    ("THEME", "TEMĂ"),
    ("WHICH", "CARE"),
    ("WHITE", "ALB"),
    ("W,B", "A,N"),
];
