//! Every text the command line writes for people beyond the board — what `check`, `analyze` and
//! `duel` print, and every error — one field each, so that a language cannot leave one out.

use super::{Forms, Text, messages};

messages! {
    /// The command line's texts in one language.
    pub struct CliStrings in EN, RO;

    // `check`
    check_summary: Text =
        "{white} vs {black}, match to {to}, score {a}-{b}, {games}, {turns}; {status}",
        "{white} contra {black}, meci până la {to}, scor {a}-{b}, {games}, {turns}; {status}";
    check_sealed: Text =
        "Sealed dice: all {dice} dice drawn again from the host's seed (seal {seal}) and the players' seeds.",
        "Zaruri sigilate: toate cele {dice} de zaruri trase din nou din sămânța gazdei (sigiliul {seal}) și semințele jucătorilor.";
    count_games: Forms =
        ["{n} game", "{n} games", "{n} games"],
        ["{n} partidă", "{n} partide", "{n} de partide"];
    count_turns: Forms =
        ["{n} turn", "{n} turns", "{n} turns"],
        ["{n} mutare", "{n} mutări", "{n} de mutări"];
    check_match_over: Text = "match over, {side} won", "meci încheiat, a câștigat {side}";
    check_game_over: Text =
        "game {n} over, {side} won {points}",
        "partida {n} încheiată, {side} a câștigat {points}";
    check_in_progress: Text = "game {n} in progress", "partida {n} în desfășurare";
    check_rules: Text = "; rules: {rules}", "; reguli: {rules}";
    // `analyze`
    analyze_done: Text =
        "{file}: {turns} analysed by {engine}{depth} ({new} judged now, in {took}); the analysis is saved in the file (see it with: gulbara replay {file})",
        "{file}: {turns} analizate de {engine}{depth} ({new} judecate acum, în {took}); analiza e salvată în fișier (vezi-o cu: gulbara replay {file})";
    analyze_depth: Text =
        " at depth {depth} (the best {keep} plays within {within} looked at deeper)",
        " la adâncimea {depth} (cele mai bune {keep} mutări, la cel mult {within} de cea mai bună, privite mai adânc)";
    analyze_rules: Text = "Rules: {rules}", "Reguli: {rules}";
    analyze_marks: Text =
        "Marks, by the equity given away (points per game): {marks}",
        "Semne, după valoarea pierdută (puncte pe partidă): {marks}";
    analyze_mark_from: Text = "{mark} from {loss}", "{mark} de la {loss}";
    analyze_game: Text = "Game {n}: {result}", "Partida {n}: {result}";
    analyze_totals: Text =
        "{turns}  {marks}  equity given away {loss} ({per_turn} per turn)",
        "{turns}  {marks}  valoare pierdută {loss} ({per_turn} pe mutare)";
    /// How many turns rollouts judged again, and how many of their marks changed
    /// (`analyze --rollout N`).
    analyze_confirmed: Text =
        "{n} turns marked ? or worse rolled out ({trials} trials each) and judged again: {changed} marks changed",
        "{n} mutări marcate ? sau mai rău simulate (câte {trials} încercări) și judecate din nou: {changed} semne schimbate";
    /// Beside a turn judged by a rollout.
    analyze_rolled_out: Text = "(rolled out)", "(simulată)";
    analyze_book: Text = "(book)", "(cartea de deschideri)";
    analyze_best: Text = "best: {best}", "cea mai bună: {best}";
    analyze_match: Text = "Match:", "Meciul:";
    /// The scale of the rolls' luck, under the marks' scale.
    analyze_luck_scale: Text =
        "Luck, by what a roll's best play is worth beside the average roll's (points per game): {marks}",
        "Noroc, după cât valorează cea mai bună mutare a zarurilor față de media zarurilor (puncte pe partidă): {marks}";
    analyze_luck_from: Text = "{mark} {word} from {luck}", "{mark} {word} de la {luck}";
    /// The ratings' scale.
    analyze_ratings: Text =
        "Ratings, by the equity given away per decision (×1000): {ratings}",
        "Niveluri, după valoarea pierdută pe decizie (×1000): {ratings}";
    analyze_rating_below: Text = "{rating} under {below}", "{rating} sub {below}";
    /// The worst rating, from the last threshold up (`{rating}`, `{from}`).
    analyze_rating_from: Text = "{rating} from {from}", "{rating} de la {from}";
    /// A side's skill and its luck, under its totals.
    analyze_skill: Text =
        "skill: {decisions}, {per_decision} given away per decision (×1000): {rating}, accuracy {accuracy}",
        "joc: {decisions}, {per_decision} pierdut pe decizie (×1000): {rating}, precizie {accuracy}";
    analyze_no_decision: Text = "skill: no decision to make", "joc: nicio decizie de luat";
    analyze_luck: Text =
        "luck: {luck} in {rolls} ({per_roll} per roll; {marks})",
        "noroc: {luck} în {rolls} ({per_roll} pe aruncare; {marks})";
    analyze_dice: Text =
        "Dice beside fair dice (the range 95% of fair dice fall in, for as many rolls):",
        "Zarurile față de zaruri corecte (intervalul în care cad 95% dintre zarurile corecte, la tot atâtea aruncări):";
    analyze_dice_rolls: Text =
        "{rolls}, {doubles} (fair {low}-{high}), {pips} pips a roll (fair {pips_low}-{pips_high})",
        "{rolls}, {doubles} (corect {low}-{high}), {pips} puncte pe aruncare (corect {pips_low}-{pips_high})";
    stats_dice: Text = "Dice: {dice}", "Zaruri: {dice}";
    stats_dice_older: Text =
        "({matches} analysed before dice were kept not counted: gulbara stats --rebuild counts them)",
        "({matches} analizate înainte de păstrarea zarurilor nu sunt numărate: gulbara stats --rebuild le numără)";
    analyze_dice_chains: Text =
        "chains: {chains}, climbing {climbed}; the longest turn {longest}",
        "lanțuri: {chains}, urcând {climbed}; cea mai lungă tură {longest}";
    count_doubles: Forms =
        ["{n} double", "{n} doubles", "{n} doubles"],
        ["{n} dublă", "{n} duble", "{n} de duble"];
    count_stages: Forms =
        ["{n} stage", "{n} stages", "{n} stages"],
        ["{n} treaptă", "{n} trepte", "{n} de trepte"];
    analyze_adjusted: Text =
        "result {result}, luck-adjusted {adjusted}",
        "rezultat {result}, corectat de noroc {adjusted}";
    /// A roll named by its luck, in the list of a game's turns.
    analyze_roll_luck: Text = "luck {luck} {mark} {word}", "noroc {luck} {mark} {word}";
    count_decisions: Forms =
        ["{n} decision", "{n} decisions", "{n} decisions"],
        ["{n} decizie", "{n} decizii", "{n} de decizii"];
    count_rolls: Forms =
        ["{n} roll", "{n} rolls", "{n} rolls"],
        ["{n} aruncare", "{n} aruncări", "{n} de aruncări"];
    /// What the progress bars count.
    unit_turns: Text = "turns", "mutări";
    unit_files: Text = "files", "fișiere";
    unit_games: Text = "games", "partide";
    unit_trials: Text = "trials", "încercări";
    // `duel`
    duel_header: Text =
        "{games}: {pairs}, each played twice with the colours swapped ({a} White first)",
        "{games}: {pairs}, fiecare jucată de două ori cu culorile schimbate ({a} întâi cu Albul)";
    count_sequences: Forms =
        [
            "{n} dice sequence",
            "{n} dice sequences",
            "{n} dice sequences",
        ],
        [
            "{n} secvență de zaruri",
            "{n} secvențe de zaruri",
            "{n} de secvențe de zaruri",
        ];
    duel_player: Text =
        "{won} games won  {points} points ({share} of the points)",
        "câștigate {won}  puncte {points} ({share} din puncte)";
    duel_margin: Text =
        "points per game, {a} minus {b}: {margin} ± {ci} (95% confidence)",
        "puncte pe partidă, {a} minus {b}: {margin} ± {ci} (încredere de 95%)";
    duel_unfinished: Text =
        "{games} given up unscored after {turns} turns",
        "{games} abandonate fără scor după {turns} mutări";
    // `rollout --text`
    rollout_heading: Text = "Rollout of {position}", "Simularea poziției {position}";
    rollout_dice: Text = ", dice {dice}", ", zarurile {dice}";
    count_trials: Forms =
        ["{n} trial", "{n} trials", "{n} trials"],
        ["{n} încercare", "{n} încercări", "{n} de încercări"];
    rollout_settings: Text =
        "{trials}{interrupted}, seed {seed}, depth {depth}, {played}",
        "{trials}{interrupted}, sămânța {seed}, adâncimea {depth}, {played}";
    rollout_interrupted: Text = " (interrupted)", " (întreruptă)";
    rollout_to_end: Text = "played to the end", "jucate până la capăt";
    rollout_truncated: Forms =
        [
            "cut short after {n} roll",
            "cut short after {n} rolls",
            "cut short after {n} rolls",
        ],
        [
            "oprite după {n} aruncare",
            "oprite după {n} aruncări",
            "oprite după {n} de aruncări",
        ];
    rollout_reductions_line: Text = "Reductions: {list}.", "Reduceri ale varianței: {list}.";
    /// What a rollout did to make its figures more precise: the same dice for every candidate;
    /// the first roll stratified, or all different (fewer trials than 36); the first two
    /// stratified, or all different pairs; races finished by the database; the luck taken out.
    /// The English ones are also the JSON's.
    rollout_reductions: [Text; 7] =
        [
            "the same dice for every candidate",
            "first roll stratified over the 36 outcomes",
            "first rolls all different (fewer trials than the 36 outcomes)",
            "first two rolls stratified over the 1296 pairs",
            "first two rolls all different pairs (fewer trials than the 1296 pairs)",
            "races finished by the bear-off database",
            "the luck of every roll taken out (variance reduction)",
        ],
        [
            "aceleași zaruri pentru fiecare candidată",
            "prima aruncare stratificată pe cele 36 de rezultate",
            "primele aruncări toate diferite (mai puține încercări decât cele 36 de rezultate)",
            "primele două aruncări stratificate pe cele 1296 de perechi",
            "primele două aruncări perechi toate diferite (mai puține încercări decât cele 1296 de perechi)",
            "cursele terminate de baza de date a scoaterii",
            "norocul fiecărei aruncări scăzut (reducerea varianței)",
        ];
    rollout_figures: Text =
        "equity {equity} ± {equity_ci}   win {win} ± {win_ci}   win 2 {win2} ± {win2_ci}   lose 2 {lose2} ± {lose2_ci}",
        "valoare {equity} ± {equity_ci}   câștigă {win} ± {win_ci}   2 puncte {win2} ± {win2_ci}   pierde 2 puncte {lose2} ± {lose2_ci}";
    rollout_before_roll: Text = "Before the roll: {figures}", "Înainte de aruncare: {figures}";
    rollout_versus_best: Text =
        "{difference} ± {ci} against the best",
        "{difference} ± {ci} față de cea mai bună";
    rollout_interval_note: Text =
        "(± is the 95% interval: 1.96 standard errors)",
        "(± e intervalul de 95%: 1,96 erori standard)";
    // The command line's own refusals, and what it was doing when something failed.
    err_no_autosave_dir: Text =
        "no data directory for the autosave on this system: give --save PATH",
        "acest sistem nu are un director de date pentru salvarea automată: dă --save CALE";
    err_no_data_dir: Text =
        "no data directory on this system",
        "acest sistem nu are un director de date";
    err_cannot_create: Text = "cannot create {path}", "{path} nu poate fi creat";
    err_cannot_create_in: Text =
        "cannot create a file in {path}",
        "nu se poate crea un fișier în {path}";
    err_held: Text =
        "{path} is open in another gulbara: a match is played in one place at a time. To watch it, run: gulbara replay {path}",
        "{path} e deschis în alt gulbara: un meci se joacă într-un singur loc odată. Ca să-l urmărești, rulează: gulbara replay {path}";
    err_nothing_to_resume: Text =
        "there is no saved match to resume: {path} does not exist",
        "nu există niciun meci salvat de reluat: {path} nu există";
    err_cannot_resume: Text = "cannot resume from {path}", "meciul nu poate fi reluat din {path}";
    err_cannot_write: Text = "cannot write {path}", "{path} nu poate fi scris";
    err_cannot_write_analysis: Text =
        "cannot write the analysis to {path}",
        "analiza nu poate fi scrisă în {path}";
    err_exists: Text =
        "{path} already exists: choose another name, or add --force to replace it",
        "{path} există deja: alege alt nume sau adaugă --force ca să-l înlocuiești";
    err_history: Text =
        "the session could not be added to the history",
        "sesiunea nu a putut fi adăugată la istoric";
    /// {why}, {file}: a session kept in the old file instead.
    err_records_db: Text =
        "the session was kept in {file}, to be added to the records database later: {why}",
        "sesiunea a fost păstrată în {file}, ca să fie adăugată mai târziu în baza de date a rezultatelor: {why}";
    // `gulbara stats`.
    stats_no_records: Text =
        "No records yet: gulbara analyze FILE keeps a record for each person in a finished match (the computer keeps none).",
        "Încă niciun rezultat: gulbara analyze FIȘIER păstrează rezultatele fiecărui om dintr-un meci terminat (calculatorul nu are rezultate).";
    stats_players: Text = "Players with records:", "Jucători cu rezultate:";
    /// {name}, {names}.
    stats_no_player: Text =
        "No analysed match for {name}; players with records: {names}.",
        "Niciun meci analizat pentru {name}; jucători cu rezultate: {names}.";
    /// {name}.
    stats_heading: Text = "{name}:", "{name}:";
    /// {matches}, {won}, {points}, {skill}, {rating}, {luck}, {adjusted}.
    stats_totals: Text =
        "{matches}, {won}, points {points}; skill {skill} per decision ×1000 ({rating}); luck {luck}, luck-adjusted {adjusted}",
        "{matches}, {won}, puncte {points}; pricepere {skill} pe decizie ×1000 ({rating}); noroc {luck}, rezultat fără noroc {adjusted}";
    /// {n}, {list}.
    stats_trend: Text =
        "{last}, newest first, given away per decision ×1000: {list}",
        "{last}, cel mai nou întâi, pierdut pe decizie ×1000: {list}";
    /// The matches of the trend: {n}.
    count_last_matches: Forms =
        ["the last match", "the last {n} matches", "the last {n} matches"],
        ["ultimul meci", "ultimele {n} meciuri", "ultimele {n} de meciuri"];
    stats_by_opponent: Text = "  By opponent:", "  Pe adversari:";
    /// {why}: a match's records not kept.
    err_records_match: Text =
        "the match's records and mistakes were not kept (its analysis is saved): {why}",
        "rezultatele și greșelile meciului nu au fost păstrate (analiza lui e salvată): {why}";
    /// {why}, {file}: the statistics read from the old file instead.
    err_records_db_stats: Text =
        "the records database cannot be used, so these are the sessions of {file}: {why}",
        "baza de date a rezultatelor nu poate fi folosită, deci acestea sunt sesiunile din {file}: {why}";
    // Drills from one's own mistakes (`practice --from mistakes`).
    /// {origin}, {box}, {boxes}: a drill's title.
    drill_title: Text = "{origin} (box {box} of {boxes})", "{origin} (cutia {box} din {boxes})";
    drills_none: Text =
        "No mistakes kept to drill yet: analyse a match (gulbara analyze FILE) or practise, and every position played with a ? or worse is kept.",
        "Nicio greșeală păstrată de exersat încă: analizează o partidă (gulbara analyze FIȘIER) sau exersează, și fiecare poziție jucată cu ? sau mai rău e păstrată.";
    /// {name}.
    drills_none_player: Text =
        "No mistakes of {name}'s kept to drill (gulbara stats lists the players; practice keeps them under --player NAME).",
        "Nicio greșeală a lui {name} păstrată de exersat (gulbara stats arată jucătorii; exersarea le păstrează sub --player NUME).";
    /// {kept}, {when}.
    drills_not_due: Text =
        "No drill is due now: {kept}, the next due {when}.",
        "Niciun exercițiu nu e de făcut acum: {kept}, următorul {when}.";
    /// {due}, {kept}.
    drills_summary: Text =
        "Drills from your mistakes: {kept}, {due} due now (gulbara practice --from mistakes).",
        "Exerciții din greșelile tale: {kept}, {due} de făcut acum (gulbara practice --from mistakes).";
    /// {n}.
    drills_new: Text =
        "{kept} from this session's errors, to drill.",
        "{kept} din greșelile acestei sesiuni, de exersat.";
    /// Drills kept: {n}.
    count_drills_kept: Forms =
        ["{n} drill kept", "{n} drills kept", "{n} drills kept"],
        ["{n} exercițiu păstrat", "{n} exerciții păstrate", "{n} de exerciții păstrate"];
    count_drills: Forms =
        ["{n} drill", "{n} drills", "{n} drills"],
        ["{n} exercițiu", "{n} exerciții", "{n} de exerciții"];
    /// {n}: drills that did not read, left out.
    drills_unreadable: Text =
        "{n} kept drills do not read and were left out.",
        "{n} exerciții păstrate nu se pot citi și au fost lăsate deoparte.";
    /// {why}.
    err_drills: Text =
        "the drills were not brought up to date: {why}",
        "exercițiile nu au fost aduse la zi: {why}";
    /// {file}: a match file given to `--from mistakes`.
    err_openings_files: Text =
        "--from openings draws from the opening book: it takes no match files ({file})",
        "--from openings ia pozițiile din cartea de deschideri: nu primește fișiere de partide ({file})";
    err_book_rules: Text =
        "the opening book is rolled out under the sheet's rules only: --from openings takes no other rules",
        "cartea de deschideri e simulată doar după regulile foii: --from openings nu primește alte reguli";
    err_mistakes_files: Text =
        "--from mistakes draws from the records database: it takes no match files ({file})",
        "--from mistakes ia pozițiile din baza de date a rezultatelor: nu primește fișiere de partide ({file})";
    /// {path}: `--analyze` and a match not finished.
    analyze_not_finished: Text =
        "The match in {path} is not finished, so it was not analysed: play it to its end with --analyze, or analyse it as it stands with gulbara analyze {path}.",
        "Meciul din {path} nu e terminat, deci nu a fost analizat: joacă-l până la capăt cu --analyze, sau analizează-l așa cum e cu gulbara analyze {path}.";
    /// {path}, {why}: `--analyze` and a match file that does not load.
    analyze_unreadable: Text =
        "The match in {path} cannot be read, so it was not analysed: {why}",
        "Meciul din {path} nu poate fi citit, deci nu a fost analizat: {why}";
    /// {records}, {drills}: what an analysis kept in the records database.
    analyze_kept: Text =
        "Kept: {records} of this match (gulbara stats NAME); new to drill from its mistakes: {drills} (gulbara practice --from mistakes).",
        "Păstrate: {records} ale acestui meci (gulbara stats NUME); noi de exersat din greșelile lui: {drills} (gulbara practice --from mistakes).";
    /// {drills}: an unfinished match's mistakes kept.
    analyze_kept_drills: Text =
        "New to drill from this match's mistakes: {drills} (gulbara practice --from mistakes); its records are kept once it is finished.",
        "Noi de exersat din greșelile acestui meci: {drills} (gulbara practice --from mistakes); rezultatele lui se păstrează când e terminat.";
    /// A finished match whose sides share one name: no records.
    analyze_one_name: Text =
        "No records of this match: both sides are named {name}, and a record is kept per name. New to drill from its mistakes: {drills} (gulbara practice --from mistakes).",
        "Niciun rezultat al acestui meci: ambele părți se numesc {name}, iar rezultatele se păstrează pe nume. Noi de exersat din greșelile lui: {drills} (gulbara practice --from mistakes).";
    // `gulbara stats --rebuild`.
    /// {path}: where the damaged database was set aside.
    rebuild_salvaged: Text =
        "Recovered from it: {sessions}; {drills}, each in its box; {records}.",
        "Recuperate din ea: {sessions}; {drills}, fiecare în cutia lui; {records}.";
    rebuild_left_behind: Text =
        "Some of it could not be read: it stays in {path}.",
        "O parte din ea nu a putut fi citită: rămâne în {path}.";
    rebuild_set_aside: Text =
        "The records database could not be used (damaged, or not gulbara's), so it was set aside as {path}; a new one is made.",
        "Baza de date a rezultatelor nu putea fi folosită (deteriorată sau nu a lui gulbara), deci a fost pusă deoparte ca {path}; se face una nouă.";
    /// {file}, {why}.
    rebuild_skipped: Text = "skipped: {why}", "sărit: {why}";
    /// {files}, {records}, {matches}, {drills}.
    rebuild_done: Text =
        "Rebuilt from {files}: {records} of {matches} finished and analysed; new to drill: {drills}.",
        "Refăcut din {files}: {records} din {matches} terminate și analizate; noi de exersat: {drills}.";
    /// {n}.
    rebuild_not_analysed: Text =
        "Finished but never analysed: {n} (gulbara analyze FILE adds their records).",
        "Terminate dar neanalizate: {n} (gulbara analyze FIȘIER le adaugă rezultatele).";
    /// {n}.
    rebuild_unreadable: Text =
        "Not read as matches: {n} (named above).",
        "Necitite ca meciuri: {n} (numite mai sus).";
    /// {dir}: nothing to rebuild from.
    rebuild_none: Text =
        "No match is saved in {dir}: give the match files to rebuild from (gulbara stats --rebuild FILE …).",
        "Niciun meci salvat în {dir}: dă fișierele meciurilor din care să refacă (gulbara stats --rebuild FIȘIER …).";
    count_won: Forms =
        ["{n} won", "{n} won", "{n} won"],
        ["{n} câștigat", "{n} câștigate", "{n} de câștigate"];
    count_records: Forms =
        ["{n} record", "{n} records", "{n} records"],
        ["{n} rezultat", "{n} rezultate", "{n} de rezultate"];
    count_files: Forms =
        ["{n} match file", "{n} match files", "{n} match files"],
        [
            "{n} fișier de meci",
            "{n} fișiere de meci",
            "{n} de fișiere de meci",
        ];
    err_no_choice: Text =
        "these games have no position with a choice to make",
        "aceste partide nu au nicio poziție în care să fie ceva de ales";
    err_no_race: Text = "the problem set has no race", "setul de probleme nu are nicio cursă";
    err_no_problem: Text = "no problem to practise", "nicio problemă de exersat";
    err_shipped_weights: Text = "the shipped weights", "ponderile motorului livrate cu programul";
    err_not_finite: Text =
        "the net's figures are not finite numbers: its weights cannot be used",
        "cifrele rețelei nu sunt numere finite: ponderile ei nu pot fi folosite";
    err_exempt_shape: Text =
        "--exempt {text}: write White's and Black's exempt rolls left as W,B, e.g. 3,2",
        "--exempt {text}: scrie aruncările scutite rămase ale Albului și ale Negrului ca W,B, de exemplu 3,2";
    err_exempt_number: Text =
        "--exempt {text}: {part} is not a number of rolls",
        "--exempt {text}: {part} nu este un număr de aruncări";
    err_exempt_per_game: Text =
        "--exempt {w},{b}: with the exemption counted per game, both sides have the game's exempt rolls left: give the same number twice",
        "--exempt {w},{b}: cu scutirea numărată pe partidă, ambele părți au aceleași aruncări scutite rămase: dă de două ori același număr";
    err_exempt_left: Text =
        "{given}: the rules give {rolls} (--exempt-count), so no more can be left",
        "{given}: regulile dau {rolls} (--exempt-count), deci nu pot rămâne mai multe";
    count_exempt_rolls: Forms =
        ["{n} exempt roll", "{n} exempt rolls", "{n} exempt rolls"],
        [
            "{n} aruncare scutită",
            "{n} aruncări scutite",
            "{n} de aruncări scutite",
        ];
    err_exempt_count: Text =
        "--exempt-count {n}: the rules allow at most {most} exempt rolls",
        "--exempt-count {n}: regulile permit cel mult {most} aruncări scutite";
    err_duel_games: Text =
        "--games {n}: a duel plays each dice sequence twice, so at least 2 games",
        "--games {n}: un duel joacă fiecare secvență de zaruri de două ori, deci cel puțin 2 partide";
    err_no_depth: Text =
        "{flag} {depth}: the {player} player does not search, so it has no depth",
        "{flag} {depth}: jucătorul {player} nu caută, deci nu are adâncime";
    err_no_level: Text =
        "{flag} {level}: the {player} player has no levels",
        "{flag} {level}: jucătorul {player} nu are niveluri";
    err_level_no_computer: Text =
        "--level {level}: the computer plays no side (--black computer or --white computer)",
        "--level {level}: calculatorul nu joacă nicio parte (--black computer sau --white computer)";
    usage_name: Text = "the name {why}", "numele {why}";
    err_name: Text = "--{flag}: the name {why}", "--{flag}: numele {why}";
    /// Both sides given one name on the command line.
    err_one_name: Text =
        "--black: {name} plays White already; each side needs a name of its own (the records are kept per name)",
        "--black: {name} joacă deja cu Alb; fiecare parte are nevoie de un nume al ei (rezultatele se păstrează pe nume)";
    err_position: Text = "position", "poziția";
    err_roll_of_position: Text = "the roll of the position shown", "aruncarea poziției arătate";
    err_not_bear_off: Text =
        "not a bear-off: {side} still has checkers outside its home (own points 1-6)",
        "nu este o scoatere: {side} mai are puli în afara casei (căsuțele proprii 1-6)";
    err_not_pure_bear_off: Text =
        "not a pure bear-off: {other} still has checkers that can reach {side}'s home",
        "nu este o scoatere curată: {other} mai are puli care pot ajunge în casa lui {side}";
    err_dice_not_roll: Text =
        "dice {text} are not a roll (like 6-5); for dice handed over, add --handed",
        "zarurile {text} nu sunt o aruncare (ca 6-5); pentru zaruri primite de la adversar, adaugă --handed";
    err_filter_keep: Text =
        "--filter-keep 0: at least the best play is looked at, so give 1 or more",
        "--filter-keep 0: cel puțin cea mai bună mutare e privită, deci dă 1 sau mai mult";
    err_filter_within: Text =
        "--filter-within {n}: give a number of points from 0 to 4",
        "--filter-within {n}: dă un număr de puncte între 0 și 4";
    err_trials: Text =
        "--trials {n}: give 2 to {most} trials",
        "--trials {n}: dă între 2 și {most} încercări";
    err_rollout_trials: Text =
        "--rollout {n}: give 2 to {most} trials",
        "--rollout {n}: dă între 2 și {most} încercări";
    err_rollout_depth: Text =
        "--depth 3: a rollout's players look at most 2 rolls ahead (at 3, a rollout would take days)",
        "--depth 3: jucătorii unei simulări privesc cel mult 2 aruncări înainte (la 3, o simulare ar dura zile)";
    err_play_needs_dice: Text =
        "--play needs --dice: the roll the play is of",
        "--play are nevoie de --dice: aruncarea din care e mutarea";
    err_play_handed: Text =
        "--play {text}: dice handed over are one stage",
        "--play {text}: zarurile primite de la adversar sunt o singură treaptă";
    err_play_no_stage: Text =
        "--play {text}: {roll} has no stage {n}",
        "--play {text}: {roll} nu are treapta {n}";
    err_play_stage_dice: Text =
        "--play {text}: stage {n} is played with {due}",
        "--play {text}: treapta {n} se joacă cu {due}";
    err_play_no_turn: Text =
        "--play {text}: no whole turn of these dice ends there (write a chain's every stage after its dice, like 4-4: 24/20(4) 5-5: 20/15(4); `gulbara hint` lists them)",
        "--play {text}: nicio mutare întreagă cu aceste zaruri nu se termină acolo (scrie fiecare treaptă a lanțului după zarurile ei, ca 4-4: 24/20(4) 5-5: 20/15(4); `gulbara hint` le listează)";
    err_threads: Text =
        "starting the rollout's threads",
        "pornirea firelor de execuție ale simulării";
    err_terminal: Text =
        "play, replay, practice and edit need a terminal, and standard input and output are not one; without a terminal, these work: play, replay and practice with --screen-reader (lines of words), gulbara moves, bearoff, hint, eval, duel, analyze, check, export, import, replay --dump, practice --stats",
        "play, replay, practice și edit au nevoie de un terminal, iar intrarea și ieșirea standard nu sunt unul; fără terminal merg: play, replay și practice cu --screen-reader (rânduri de cuvinte), gulbara moves, bearoff, hint, eval, duel, analyze, check, export, import, replay --dump, practice --stats";
    err_save_failed: Text =
        "could not save the match to {path}: {why}",
        "meciul nu a putut fi salvat în {path}: {why}";
    err_saved_after: Text =
        "{error}; the match was saved to {path}",
        "{error}; meciul a fost salvat în {path}";
    err_save_failed_after: Text =
        "{error}, and saving the match to {path} failed: {why}",
        "{error}, iar salvarea meciului în {path} a eșuat: {why}";
    // Usage errors: the command line as typed.
    usage_invalid_value: Text =
        "invalid value '{value}' for '{arg}'",
        "valoare nevalidă '{value}' pentru '{arg}'";
    usage_possible: Text = " [possible values: {values}]", " [valori posibile: {values}]";
    usage_unknown_argument: Text =
        "unexpected argument '{arg}' found",
        "argument neașteptat '{arg}'";
    usage_tip: Text = " (did you mean '{suggested}'?)", " (voiai să scrii '{suggested}'?)";
    usage_unknown_command: Text =
        "unrecognized subcommand '{command}'",
        "comandă necunoscută '{command}'";
    usage_missing: Text =
        "the following required arguments were not provided: {args}",
        "lipsesc argumentele cerute: {args}";
    usage_conflict: Text =
        "the argument '{arg}' cannot be used with '{other}'",
        "argumentul '{arg}' nu poate fi folosit împreună cu '{other}'";
    usage_twice: Text =
        "'{arg}' is given twice: give it once",
        "'{arg}' apare de două ori: dă-l o singură dată";
    usage_conflict_command: Text =
        "the subcommand '{command}' cannot be used with '{arg}'",
        "comanda '{command}' nu poate fi folosită împreună cu '{arg}'";
    usage_needs_value: Text =
        "a value is required for '{arg}' but none was supplied",
        "'{arg}' are nevoie de o valoare, dar nu a primit niciuna";
    usage_not_whole: Text =
        "it is not a whole number of 0 or more",
        "nu este un număr întreg de la 0 în sus";
    usage_not_number: Text = "it is not a number", "nu este un număr";
    usage_range: Text = "{value} is not in {low}-{high}", "{value} nu este între {low} și {high}";
    usage_depth: Text =
        "the engine searches depth 0, 1, 2 or 3",
        "motorul caută la adâncimea 0, 1, 2 sau 3";
    // `config`
    config_file: Text = "Settings file: {path}", "Fișierul de setări: {path}";
    config_no_file: Text =
        "Settings file: {path} (there is none: the settings below come from elsewhere)",
        "Fișierul de setări: {path} (nu există: setările de mai jos vin din altă parte)";
    config_no_folder: Text =
        "Settings file: none (no config folder is known: set XDG_CONFIG_HOME)",
        "Fișierul de setări: niciunul (nu se cunoaște un dosar de configurare: setează XDG_CONFIG_HOME)";
    config_from_file: Text = "settings file, line {line}", "fișierul de setări, rândul {line}";
    config_from_command_line: Text = "command line", "linia de comandă";
    config_from_env: Text = "environment ({var})", "mediu ({var})";
    config_default: Text = "default", "implicit";
    config_problems: Text = "Problems in the settings file:", "Probleme în fișierul de setări:";
    // `--version`
    version_commit: Text = "commit {commit}", "commit {commit}";
    version_no_commit: Text = "commit unknown (not built from a git checkout)", "commit necunoscut (nu a fost construit dintr-un depozit git)";
    version_built: Text =
        "built for {target}, processor {cpu}",
        "construit pentru {target}, procesor {cpu}";
    version_net: Text = "net {fingerprint}", "rețea {fingerprint}";
    version_paths: Text =
        "data: {data}\ncache: {cache}\nsettings: {settings}",
        "date: {data}\ncache: {cache}\nsetări: {settings}";
    version_unknown_path: Text = "(none known)", "(necunoscut)";
    // `man --dir`
    man_written: Text = "{n} pages written in {dir}", "{n} pagini scrise în {dir}";
    // `openings`
    openings_heading: Text =
        "Opening {roll} · {trials} trials a play, on common dice · ± one standard error",
        "Deschiderea {roll} · {trials} încercări/mutare, aceleași zaruri · ± o eroare standard";
    openings_replies: Text =
        "Replies to {play}, the best of each roll (the replier's equity):",
        "Răspunsuri la {play}, cel mai bun la fiecare aruncare (valoarea celui ce răspunde):";
    err_openings_roll: Text =
        "{roll}: not a roll (write it as 6-5)",
        "{roll}: nu e o aruncare (scrie-o ca 6-5)";
    err_openings_double: Text =
        "{roll}: the opening roll is never a double (one die each)",
        "{roll}: aruncarea de deschidere nu e niciodată o dublă (câte un zar fiecare)";
    err_book: Text = "the opening book", "cartea de deschideri";
    err_openings_missing: Text =
        "the opening book has no opening {roll} yet",
        "cartea de deschideri nu are încă deschiderea {roll}";
    err_openings_none: Text =
        "the opening book has no opening yet",
        "cartea de deschideri nu are încă nicio deschidere";
}
