//! Every text of the interface: the
//! compiler checks that English and Romanian give them all.

use super::{
    AnalysisStrings, CliStrings, CoachStrings, Forms, Lang, SpokenStrings, Text, messages,
};

messages! {
    /// The texts of one language.
    pub struct Strings in EN, RO;

    /// The language these texts are in.
    lang: Lang = Lang::En, Lang::Ro;
    /// The command line's texts beyond the board, in the same language.
    cli: &'static CliStrings = &super::commands::EN, &super::commands::RO;
    /// The analysis as the replay shows it, in the same language.
    analysis: &'static AnalysisStrings = &super::analysis::EN, &super::analysis::RO;
    /// The coach at the table (the tutor), in the same language.
    coach: &'static CoachStrings = &super::coach::EN, &super::coach::RO;
    /// The screen-reader mode's words, in the same language.
    spoken: &'static SpokenStrings = &super::spoken::EN, &super::spoken::RO;
    white: Text = "White", "Alb";
    black: Text = "Black", "Negru";
    title: Text = "Gul Bara", "Gul Bara";
    match_to: Text = "match to {n}", "meci la {n}";
    single_game: Text = "single game", "o partidă";
    pips: Text = "pips", "pași";
    off: Text = "off", "scoși";
    /// A side's home quarter, on the board's border.
    home: Text = "home", "casă";
    /// The quit question's answers, in the footer.
    hint_yes_quit: Text = "y quit", "d/y ieșire";
    /// The quit question's answers, in the footer.
    hint_no_stay: Text = "n/Esc stay", "n/Esc rămâi";
    /// The footer under the prompt, the help, the hint, the offer and the result: what the
    /// window's keys do.
    hint_enter_play: Text = "Enter play it", "Enter o joacă";
    /// See [`Strings::hint_enter_play`].
    hint_esc_cancel: Text = "Esc cancel", "Esc renunță";
    /// See [`Strings::hint_enter_play`].
    hint_scroll: Text = "↑↓ scroll", "↑↓ derulează";
    /// See [`Strings::hint_enter_play`].
    hint_esc_close: Text = "Esc close", "Esc închide";
    /// See [`Strings::hint_enter_play`].
    hint_choose: Text = "↑↓ choose", "↑↓ alege";
    /// See [`Strings::hint_enter_play`].
    hint_rollout: Text = "r roll out", "r simulare";
    hint_deeper: Text = "d deeper", "d mai adânc";
    /// See [`Strings::hint_enter_play`].
    hint_esc_stop: Text = "Esc stop", "Esc oprește";
    /// See [`Strings::hint_enter_play`].
    hint_resume: Text = "r/Enter resume", "r/Enter reia";
    /// See [`Strings::hint_enter_play`].
    hint_new_match: Text = "n new match", "n meci nou";
    /// See [`Strings::hint_enter_play`].
    hint_next_game: Text = "Enter next game", "Enter partida următoare";
    /// `h` in practice before the play.
    practice_hint_later: Text =
        "The best play is shown once you have played yours: play first, then Enter.",
        "Cea mai bună mutare apare după ce o joci pe a ta: joacă întâi, apoi Enter.";
    // The practice help's own keys.
    practice_key_enter: Text =
        "once the roll is played: judge it (the best play, yours, the cost, a verdict)",
        "după ce ai jucat zarurile: judecă mutarea (cea mai bună, a ta, costul, un verdict)";
    practice_key_next: Text = "the next problem", "problema următoare";
    practice_key_again: Text =
        "once judged: the same roll again (scored once)",
        "după judecare: aceleași zaruri din nou (punctate o dată)";
    practice_key_quit: Text =
        "end the session (asks first; its score is kept)",
        "închei sesiunea (întreabă întâi; scorul se păstrează)";
    /// A practice session in a sentence.
    practice_session: Text =
        "{problems}: {best} best, {close}, errors {marks}; {lost}",
        "{problems}: {best} cu cea mai bună mutare, {close}, greșeli {marks}; {lost}";
    count_problems: Forms =
        ["{n} problem", "{n} problems", "{n} problems"],
        ["{n} problemă", "{n} probleme", "{n} de probleme"];
    count_close: Forms =
        ["{n} close", "{n} close", "{n} close"],
        ["{n} apropiată", "{n} apropiate", "{n} de apropiate"];
    count_sessions: Forms =
        ["{n} session", "{n} sessions", "{n} sessions"],
        ["{n} sesiune", "{n} sesiuni", "{n} de sesiuni"];
    count_matches: Forms =
        ["{n} match", "{n} matches", "{n} matches"],
        ["{n} meci", "{n} meciuri", "{n} de meciuri"];
    count_unreadable: Forms =
        [
            "({n} unreadable line skipped)",
            "({n} unreadable lines skipped)",
            "({n} unreadable lines skipped)",
        ],
        [
            "({n} linie necitibilă sărită)",
            "({n} linii necitibile sărite)",
            "({n} de linii necitibile sărite)",
        ];
    /// What a session lost.
    lost_turns: Text = "{turns} expected turns lost", "{turns} ture așteptate pierdute";
    practice_own_game: Text = "engine game", "partida motorului";
    practice_from_single: Text =
        "{source}, turn {turn}: {side} rolled {dice}",
        "{source}, mutarea {turn}: {side} a dat {dice}";
    practice_opening: Text = "The opening: {side} rolled {dice}", "Deschiderea: {side} a dat {dice}";
    practice_reply: Text =
        "The reply to {other}'s {play}: {side} rolled {dice}",
        "Răspunsul la {play} al lui {other}: {side} a dat {dice}";
    practice_from_game: Text =
        "{source}, game {game}, turn {turn}: {side} rolled {dice}",
        "{source}, partida {game}, mutarea {turn}: {side} a dat {dice}";
    lost_equity: Text =
        "{equity} equity lost (estimated, not exact)",
        "{equity} valoare pierdută (estimată, nu exactă)";
    review_best_equity: Text =
        "Best: {play} (equity {equity})",
        "Cea mai bună: {play} (valoare {equity})";
    review_yours_equity: Text =
        "Yours: {play} (equity {equity})",
        "A ta: {play} (valoare {equity})";
    review_cost_equity: Text =
        "Cost: {cost} equity. These are the engine's estimates, not exact figures.",
        "Costă {cost} din valoare. Sunt estimările motorului, nu cifre exacte.";
    review_cost_book: Text =
        "Cost: {cost} equity, by the opening book's rollouts ({trials} trials a play).",
        "Costă {cost} din valoare, după simulările cărții de deschideri ({trials} de încercări pentru fiecare mutare).";
    lost_win: Text = "{win} winning chance lost", "{win} șansă de câștig pierdută";
    lost_both: Text =
        "{turns} expected turns and {win} winning chance lost",
        "{turns} ture așteptate și {win} șansă de câștig pierdute";
    /// `practice --stats`.
    stats_total: Text = "{sessions}, {problems}, {best} ({percent})", "{sessions}, {problems}, {best} ({percent})";
    count_best: Forms =
        ["{n} best play", "{n} best plays", "{n} best plays"],
        ["{n} cu cea mai bună mutare", "{n} cu cea mai bună mutare", "{n} cu cea mai bună mutare"];
    stats_turns: Text =
        "bear-offs: {turns} expected turns lost per problem",
        "scoateri: {turns} ture așteptate pierdute pe problemă";
    stats_win: Text =
        "races: {win} winning chance lost per problem",
        "curse: {win} șansă de câștig pierdută pe problemă";
    stats_last: Text =
        "last sessions (newest last):",
        "ultimele sesiuni (cea mai nouă la sfârșit):";
    /// What a session practised: the set, random positions, races, positions from games.
    stats_kinds: [Text; 6] =
        ["set", "random", "race", "games", "mistakes", "openings"],
        ["culegere", "aleator", "cursă", "partide", "greșeli", "deschideri"];
    stats_equity: Text =
        "Positions judged by the engine (from games and drills): {equity} equity lost per position (its estimate).",
        "Poziții judecate de motor (din partide și exerciții): {equity} valoare pierdută pe poziție (estimarea lui).";
    stats_line: Text =
        "{date}  {kind}  {problems}  {percent} best  {marks}  {lost}",
        "{date}  {kind}  {problems}  {percent} cele mai bune  {marks}  {lost}";
    stats_none: Text =
        "No practice sessions yet: gulbara practice starts one.",
        "Nicio sesiune de exersare încă: gulbara practice pornește una.";
    /// `n` once the match is over.
    msg_no_next_game: Text =
        "The match is over: there is no next game. q quits; start gulbara again for a new match.",
        "Meciul s-a încheiat: nu mai urmează nicio partidă. q iese; pornește gulbara din nou pentru un meci nou.";
    /// The space bar, in the help's key column.
    key_space: Text = "space", "spațiu";
    /// The mouse, in the help's key column.
    key_mouse: Text = "mouse", "mouse";
    to_roll: Text = "{side} to roll", "{side} aruncă";
    to_move: Text = "{side} to move", "{side} mută";
    to_confirm: Text = "{side}: confirm", "{side}: confirmă";
    opening_roll: Text = "Opening roll", "Prima aruncare";
    dice: Text = "Dice", "Zaruri";
    chain: Text = "Chain", "Lanț";
    chain_exempt: Text = "roll {n} of {of}: no chain yet", "aruncarea {n}/{of}: fără lanț";
    chain_active: Text = "doubles climb", "dublele urcă";
    rules_label: Text = "rules: {rules}", "reguli: {rules}";
    rules_traditional: Text = "traditional", "tradiționale";
    rule_no_chain: Text = "no chain", "fără lanț";
    rule_exempt_count: Text = "{n} exempt rolls", "{n} aruncări scutite";
    rule_exemption_per_game: Text = "exemption per game", "scutire pe partidă";
    rule_compulsory_bear_off: Text = "compulsory bear-off", "scoatere obligatorie";
    rule_opening_reroll: Text = "opening re-roll", "deschidere rearuncată";
    rule_winner_starts: Text = "winner starts", "începe câștigătorul";
    rule_remainder_chain: Text = "chain remainder to opponent", "restul lanțului la adversar";
    rule_remainder_any: Text = "any remainder to opponent", "orice rest la adversar";
    chain_off: Text = "no chain in these rules", "fără lanț în aceste reguli";
    chain_handed: Text = "handed dice do not climb", "zaruri primite: nu urcă";
    moves: Text = "Moves", "Mutări";
    game_number: Text = "Game {n}", "Partida {n}";
    numbering_own: Text = "numbers: {side}'s", "numerotare: {side}";
    numbering_abs: Text = "numbers: absolute", "numerotare: absolută";
    msg_opening: Text =
        "Opening roll: {white_name} {white}, {black_name} {black}. {side} starts with {dice}.",
        "Prima aruncare: {white_name} {white}, {black_name} {black}. Începe {side} cu {dice}.";
    msg_opening_reroll: Text =
        "Opening roll: {white_name} {white}, {black_name} {black}. {side} starts: roll both dice for the first turn.",
        "Prima aruncare: {white_name} {white}, {black_name} {black}. Începe {side}: aruncă ambele zaruri pentru prima mutare.";
    msg_opening_tie: Text =
        "Opening roll {white}-{black} is a tie: roll again.",
        "Prima aruncare {white}-{black} e egală: se aruncă din nou.";
    msg_rolled: Text = "{side} rolls {dice}.", "{side} aruncă {dice}.";
    msg_no_move: Text =
        "{side} cannot play {dice}: every move is blocked. Enter passes.",
        "{side} nu poate juca {dice}: toate mutările sunt blocate. Enter trece.";
    msg_chain: Text = "The chain climbs: now {dice}!", "Lanțul urcă: acum {dice}!";
    msg_chain_partial: Text =
        "The chain climbs to {dice}, which cannot be played in full: the chain stops after it.",
        "Lanțul urcă la {dice}, care nu se poate juca în întregime: lanțul se oprește după el.";
    msg_chain_stops: Text =
        "{dice} cannot be played at all: the chain stops here. Enter confirms.",
        "{dice} nu se poate juca deloc: lanțul se oprește aici. Enter confirmă.";
    msg_double_partial: Text =
        "{dice} cannot be played in full: it does not climb.",
        "{dice} nu se poate juca în întregime: nu mai urcă.";
    msg_handed: Text =
        "{side} first plays the dice handed over ({dice}), then rolls.",
        "{side} joacă întâi zarurile primite ({dice}), apoi aruncă.";
    msg_handed_none: Text =
        "{side} cannot play the dice handed over ({dice}): they are lost. Enter, then {side} rolls.",
        "{side} nu poate juca zarurile primite ({dice}): se pierd. Enter, apoi {side} aruncă.";
    msg_handed_lost: Text =
        "{side} cannot play the dice handed over ({dice}): they are lost.",
        "{side} nu poate juca zarurile primite ({dice}): se pierd.";
    replay_handed: Text = "{side}: handed {dice}", "{side}: primește {dice}";
    msg_hands_over: Text =
        "Dice that cannot be played go to {side}: {dice}.",
        "Zarurile care nu se pot juca trec la {side}: {dice}.";
    msg_turn_complete: Text =
        "Turn complete: Enter confirms, u takes back.",
        "Mutarea e completă: Enter confirmă, u ia înapoi.";
    msg_can_end_early: Text =
        "Only bear-offs are left: e stops here and declines them.",
        "Au rămas doar scoateri: tasta e oprește aici și le refuză.";
    msg_ended_early: Text =
        "Stopped at {dice}: the bear-offs left are declined.",
        "Oprit la {dice}: scoaterile rămase sunt refuzate.";
    msg_reopened: Text =
        "Open again, {dice}: the bear-offs left may still be played.",
        "Din nou deschis, {dice}: scoaterile rămase se pot juca.";
    msg_pick: Text =
        "Pick a checker: arrows move, Enter picks (or : to type the play).",
        "Alege un pul: săgețile mută cursorul, Enter alege (sau : pentru a scrie mutarea).";
    msg_picked: Text =
        "Checker on {point} picked: choose where it goes (Esc cancels).",
        "Pulul de pe {point} e ales: alege unde merge (Esc renunță).";
    msg_no_move_from: Text = "No legal move from {point}.", "Nicio mutare legală de pe {point}.";
    msg_not_destination: Text =
        "{point} is not a destination of that checker.",
        "{point} nu e o destinație a acestui pul.";
    msg_saved: Text = "Saved to {path}", "Salvat în {path}";
    msg_save_failed: Text =
        "Could not save to {path}: {error}",
        "Nu s-a putut salva în {path}: {error}";
    msg_autosave_failed: Text =
        "Autosave failed ({error}); press s to try again.",
        "Salvarea automată a eșuat ({error}); apasă s pentru a reîncerca.";
    msg_kept_unfinished: Text =
        "The earlier match in that file was kept as {path}.",
        "Meciul de dinainte din acel fișier a fost păstrat ca {path}.";
    msg_kept_unreadable: Text =
        "The file there did not read as a match ({error}); it was kept as {path}.",
        "Fișierul de acolo nu s-a putut citi ca meci ({error}); a fost păstrat ca {path}.";
    msg_resumed: Text = "Match resumed from {path}.", "Meci reluat din {path}.";
    msg_own_rules: Text = "It keeps its own rules: {rules}.", "Își păstrează regulile: {rules}.";
    msg_own_players: Text =
        "It keeps its own players and length: the options given were for a new match.",
        "Își păstrează jucătorii și lungimea: opțiunile date erau pentru un meci nou.";
    rules_sheet: Text = "the sheet's", "cele din foaie";
    msg_resumed_offer: Text = "Match resumed.", "Meci reluat.";
    msg_save_nearly_full: Text =
        "This match's save is {mb} MB, close to the {max} MB gulbara can read back: finish the match soon.",
        "Salvarea acestui meci are {mb} MB, aproape de cei {max} MB pe care gulbara îi poate citi: încheiați meciul curând.";
    msg_set_aside_failed: Text =
        "The unfinished match could not be kept aside ({error}); it is still there: r resumes it.",
        "Meciul neterminat nu a putut fi pus deoparte ({error}); e tot acolo: r îl reia.";
    msg_unguarded: Text =
        "This file system cannot lock the match file: make sure no other gulbara plays it.",
        "Acest sistem de fișiere nu poate bloca fișierul meciului: asigură-te că niciun alt gulbara nu îl joacă.";
    msg_settings_problems: Forms =
        [
            "The settings file has a problem, left at its default: gulbara config says which.",
            "The settings file has {n} problems, left at their defaults: gulbara config says which.",
            "The settings file has {n} problems, left at their defaults: gulbara config says which.",
        ],
        [
            "Fișierul de setări are o problemă, lăsată la valoarea implicită: gulbara config spune care.",
            "Fișierul de setări are {n} probleme, lăsate la valorile implicite: gulbara config spune care.",
            "Fișierul de setări are {n} de probleme, lăsate la valorile implicite: gulbara config spune care.",
        ];
    offer_title: Text = "Unfinished match", "Meci neterminat";
    offer_players: Text = "{white} vs {black}", "{white} contra {black}";
    offer_line: Text = "last played {date}: {progress}", "jucat ultima dată {date}: {progress}";
    offer_date: Text = "{day} {month}, {time}", "{day} {month}, {time}";
    offer_turn: Text = "game {game}, turn {turn}", "partida {game}, mutarea {turn}";
    offer_score: Text = "{a}-{b} in a match to {n}", "{a}-{b} într-un meci până la {n}";
    offer_keys: Text =
        "r or Enter: resume it   n: new match (this one is kept)   q: quit",
        "r sau Enter: îl reiei   n: meci nou (acesta se păstrează)   q: ieșire";
    months: [Text; 12] =
        [
            "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
        ],
        [
            "ian.", "feb.", "mar.", "apr.", "mai", "iun.", "iul.", "aug.", "sept.", "oct.", "nov.",
            "dec.",
        ];
    /// The decimal separator: a point in English, a comma in Romanian.
    decimal: char = '.', ',';
    msg_winner_starts: Text =
        "{side} won the last game and starts this one.",
        "{side} a câștigat partida trecută și o începe pe aceasta.";
    msg_new_game: Text = "Game {n} begins.", "Începe partida {n}.";
    prompt_opening: Text =
        "Each player rolls one die to decide who starts: press r or space.",
        "Fiecare jucător aruncă un zar pentru a decide cine începe: apasă r sau spațiu.";
    prompt_roll: Text = "{side} to roll: press r or space.", "{side} aruncă: apasă r sau spațiu.";
    enter_white_die: Text =
        "Type {white_name}'s opening die (1-6).",
        "Scrie zarul de început al lui {white_name} (1-6).";
    enter_black_die: Text =
        "{white_name} {die}. Type {black_name}'s opening die (1-6).",
        "{white_name} {die}. Scrie zarul de început al lui {black_name} (1-6).";
    enter_dice: Text =
        "{side}: type the two dice rolled (1-6).",
        "{side}: scrie cele două zaruri aruncate (1-6).";
    enter_second_die: Text =
        "{side}: {die}, and the second die?",
        "{side}: {die}, și al doilea zar?";
    game_over: Text = "{side} wins the game", "{side} câștigă partida";
    points_one: Text = "{n} point", "{n} punct";
    points_two: Text = "{n} points", "{n} puncte";
    why_two: Text = "{loser} had borne off no checkers.", "{loser} n-a scos niciun pul.";
    why_one: Text = "{loser} had borne off {n} of 15.", "{loser} a scos {n} din 15.";
    score: Text = "Score", "Scor";
    next_game_hint: Text =
        "Enter: next game   Esc: the board   q: quit",
        "Enter: partida următoare   Esc: tabla   q: ieșire";
    match_over: Text = "{side} wins the match {a}-{b}", "{side} câștigă meciul {a}-{b}";
    match_over_hint: Text = "Esc: the board   q: quit", "Esc: tabla   q: ieșire";
    quit_question: Text =
        "Quit gulbara? The match is saved first.",
        "Ieși din gulbara? Meciul se salvează întâi.";
    quit_hint: Text =
        "y: quit   n or Esc: keep playing",
        "d sau y: ieșire   n sau Esc: continuă jocul";
    too_small: Text =
        "The terminal is {w}x{h}; gulbara needs at least {min_w}x{min_h}. Enlarge it, or press q to quit.",
        "Terminalul are {w}x{h}; gulbara are nevoie de cel puțin {min_w}x{min_h}. Mărește-l sau apasă q pentru ieșire.";
    prompt_hint: Text =
        "Type a play in {side}'s own numbers (24/18 24/19, 24/13, 6/off), Enter plays it, Esc cancels.",
        "Scrie o mutare (numerotare: {side}; ex. 24/18 24/19, 24/13, 6/off); Enter o joacă, Esc renunță.";
    help_title: Text = "Help", "Ajutor";
    /// Esc pressed with nothing open to close.
    /// A game continued (from the replay or the editor) left before anything was played.
    msg_not_played: Text =
        "Nothing was played in that game, so it was not kept.",
        "Nu s-a jucat nimic în acea partidă, deci nu a fost păstrată.";
    /// A play typed at the prompt for other dice than the stage's.
    msg_wrong_stage: Text =
        "The stage to play is {stage}, not {typed}: nothing was played.",
        "Treapta de jucat este {stage}, nu {typed}: nu s-a jucat nimic.";
    msg_quit_with_q: Text =
        "Nothing to close: q quits.",
        "Nimic de închis: q iese.";
    /// The reference of every screen's keys (`docs/keys.md`).
    reference_title: Text = "Keys", "Taste";
    reference_intro: Text =
        "Every key of every screen, as its help (`?`) lists it; made from the same tables as the keys themselves. `Esc` closes a window and never quits; `q` quits, and asks first where a game or a session would end (the replay and the editor lose nothing: they quit at once, the editor printing its position).",
        "Toate tastele fiecărui ecran, așa cum le arată ajutorul lui (`?`); făcute din aceleași tabele ca tastele înseși. `Esc` închide o fereastră și nu iese niciodată; `q` iese și întreabă întâi unde s-ar încheia o partidă sau o sesiune (reluarea și editorul nu pierd nimic: ies pe loc, editorul tipărindu-și poziția).";
    reference_play: Text = "Playing", "Joc";
    reference_practice: Text = "Practice", "Exercițiu";
    reference_replay: Text = "The replay", "Reluarea";
    reference_editor: Text = "The position editor", "Editorul de poziții";
    help_close: Text = "Esc or ? closes · ↑↓ scroll", "Esc sau ? închide · ↑↓ derulează";
    help_rules_in_force: Text = "The rules of this match", "Regulile acestui meci";
    help_rules_note: Text =
        "The sections below describe the sheet's rules; docs/rules.md §11 says what each variant changes.",
        "Secțiunile de mai jos descriu regulile din foaie; docs/rules.md §11 spune ce schimbă fiecare variantă.";
    help_rules: &'static [(Text, Text)] =
        &[
            (
                "The board",
                "Both sides travel the same way round the board from diagonally opposite corners: White from 24 down to 1, Black from 12 down to 1 and on from 24 to 13. Your home is the last quarter of your road (your points 1-6), where you bear off. The board's border shows the way: ◀ along the top and ▶ along the bottom for both sides, ▼ where White turns down on the left and ▲ where Black turns up on the right; each home and off tray is named there. The opponent's last play stays marked until your first move: its checkers in reverse video, and ◆ on a point it emptied. Points are shown in the numbers of the side on roll; a shows absolute numbers. The move list writes each player's moves in that player's own numbers, as every record does. The full rules: docs/rules.md.",
            ),
            (
                "Starting",
                "Each player throws one die; the higher starts and plays exactly those two numbers, so the first play is never a double. On a tie both throw again. Then the players take turns, throwing two dice each.",
            ),
            (
                "Moving",
                "Each number moves one checker forward exactly that far; the two numbers may move one checker or two. A double is played four times. Nobody is ever hit: a single checker closes its point, and no move may stop on a closed point, not even part-way through a move with several numbers; jumping over one is fine. There is no head rule: any number of checkers may leave the start, from the first roll. Walls of any length are legal: a player shut in waits until the wall opens.",
            ),
            (
                "Which plays are allowed",
                "Play as many of your numbers as you can, in whichever order allows most. If only one of two numbers can be played, it must be the larger. If nothing can be played, the turn passes (the roll still counts). Bearing off is never compulsory: wherever only bear-offs are left, you may end the roll (e) and keep your checkers on their points.",
            ),
            (
                "Doubles climb",
                "A double is played four times, then the next double comes free, without rolling: after 4-4 you play 5-5, then 6-6. The chain stops after 6-6, or after the first double that cannot be played in full; declining bear-offs does not stop it. Each player's first three rolls do not chain (the opening roll is the starter's first). The game ends when the last checker is off, even in the middle of a chain.",
            ),
            (
                "Bearing off",
                "With all your checkers in your home, a number bears off a checker from the point it names; a number larger than your highest point bears off from that point; a smaller number whose point is empty must be played inside. A move that brings your last checker home lets the rest of the roll bear off.",
            ),
            (
                "Winning",
                "The first to bear off all fifteen wins 1 point, or 2 if the loser has borne off none. There is no triple game and no doubling cube. A match goes to the points agreed, each game with a new opening roll.",
            ),
            (
                "Variants",
                "A match may be played under other published rules, chosen when it starts (gulbara --help, docs/rules.md §11). The opening re-rolled: the starter throws both dice afresh, its first roll. Compulsory bear-off: every number that can be used must be (the key e never applies). The exemption per game: the game's first rolls, both players' together, do not chain. Another number of exempt rolls. The winner starts: the winner of a game starts the next with a throw of both dice. The remainder to the opponent (--remainder chain, or any for every roll): the numbers a chain's double cannot play go to the opponent, who plays them before rolling, written \"handed 5 5: …\"; they never chain and are not a roll. --rules traditional takes the re-roll, compulsory bear-off, the exemption per game and the chain's remainder. The panel names the rules when they are not the sheet's.",
            ),
            (
                "Typing a play (:)",
                "Moves are from/to in your own numbers: 24/18 24/19, or 24/13 for one checker with both numbers, a path like 24/18/13, 24/20(2) for two alike, 6/off to bear off, pass (or —) when nothing can be played. The moves may be typed in any order. In the move list, handed marks dice handed over by the opponent (a variant).",
            ),
            (
                "Strategy, from the rules sheet",
                "Without a head rule, building starts at once: checkers brought down early take points before your opponent needs them, and since no blockade is forbidden, a wall can grow until it shuts the opponent in. Then the chain changes the arithmetic: a position safe against one roll is not safe against twenty-four moves in a row. So a builder keeps moves open rather than locking himself into a handsome formation. In the bear-off, h shows the exact best play.",
            ),
        ],
        &[
            (
                "Tabla",
                "Ambele părți merg în același sens pe tablă, din colțuri opuse pe diagonală: Albul de la 24 la 1, Negrul de la 12 la 1 și mai departe de la 24 la 13. Casa ta este ultimul sfert al drumului tău (căsuțele tale 1-6), de unde scoți. Marginea tablei arată drumul: ◀ sus și ▶ jos pentru amândoi, ▼ unde Albul coboară pe stânga și ▲ unde Negrul urcă pe dreapta; fiecare casă și tava de scoși sunt numite acolo. Ultima mutare a adversarului rămâne marcată până la prima ta mutare: pulii ei în video invers și ◆ pe o căsuță golită de ea. Căsuțele sunt numerotate ca pentru cel la mutare; a arată numerele absolute. Lista mutărilor scrie mutările fiecărui jucător în numerele lui, ca orice înregistrare. Regulile întregi: docs/rules.md.",
            ),
            (
                "Începutul",
                "Fiecare jucător aruncă un zar; cel mai mare începe și joacă exact aceste două numere, deci prima mutare nu e niciodată o dublă. La egalitate se aruncă din nou. Apoi jucătorii mută pe rând, aruncând câte două zaruri.",
            ),
            (
                "Mutarea",
                "Fiecare număr mută un pul înainte exact atâtea căsuțe; cele două numere pot muta un pul sau doi. O dublă se joacă de patru ori. Nu se lovește niciodată: un pul singur își închide căsuța, iar nicio mutare nu se poate opri pe o căsuță închisă, nici la jumătatea unei mutări cu mai multe numere; peste ea se poate sări. Nu există regula capului: de la prima aruncare pot pleca oricâți puli de pe cap. Zidurile de orice lungime sunt permise: cel închis așteaptă până se deschide zidul.",
            ),
            (
                "Ce mutări sunt permise",
                "Joacă atâtea numere câte poți, în ordinea care permite cele mai multe. Dacă se poate juca doar unul din două numere, trebuie să fie cel mai mare. Dacă nu se poate juca nimic, rândul trece (aruncarea tot contează). Scoaterea nu e niciodată obligatorie: oriunde au rămas doar scoateri, poți încheia aruncarea (e) și îți păstrezi pulii pe căsuțe.",
            ),
            (
                "Dublele urcă",
                "O dublă se joacă de patru ori, apoi următoarea vine gratis, fără să mai arunci: după 4-4 joci 5-5, apoi 6-6. Lanțul se oprește după 6-6 sau după prima dublă care nu se poate juca în întregime; dacă refuzi scoateri, lanțul nu se oprește. Primele trei aruncări ale fiecărui jucător nu fac lanț (prima aruncare a partidei e prima a celui care începe). Partida se termină când iese ultimul pul, chiar la mijlocul lanțului.",
            ),
            (
                "Scoaterea",
                "Cu toți pulii în casă, un număr scoate un pul de pe căsuța pe care o numește; un număr mai mare decât cea mai înaltă căsuță ocupată scoate de pe aceea; un număr mai mic, a cărui căsuță e goală, se joacă în casă. O mutare care îți aduce ultimul pul acasă lasă restul aruncării să scoată.",
            ),
            (
                "Câștigul",
                "Primul care scoate toți cei cincisprezece puli câștigă 1 punct, sau 2 dacă perdantul n-a scos niciunul. Nu există partidă triplă și nici cub de dublare. Un meci se joacă până la punctele convenite, fiecare partidă cu o nouă primă aruncare.",
            ),
            (
                "Variante",
                "Un meci se poate juca după alte reguli publicate, alese la început (gulbara --help, docs/rules.md §11). Deschiderea rearuncată: cine începe aruncă din nou ambele zaruri, prima sa aruncare. Scoaterea obligatorie: orice număr care poate fi jucat trebuie jucat (tasta e nu se mai aplică). Scutirea pe partidă: primele aruncări ale partidei, ale ambilor jucători la un loc, nu urcă. Alt număr de aruncări scutite. Începe câștigătorul: cine câștigă o partidă o începe pe următoarea aruncând ambele zaruri. Restul la adversar (--remainder chain, sau any pentru orice aruncare): numerele pe care dubla unui lanț nu le poate juca trec la adversar, care le joacă înainte să arunce, scrise „handed 5 5: …”; nu urcă și nu sunt o aruncare. --rules traditional ia rearuncarea, scoaterea obligatorie, scutirea pe partidă și restul lanțului. Panoul numește regulile când nu sunt cele din foaie.",
            ),
            (
                "Scrierea mutărilor (:)",
                "Mutările se scriu „de la/la” în numerele tale: 24/18 24/19, sau 24/13 pentru un pul cu ambele numere, un drum ca 24/18/13, 24/20(2) pentru două la fel, 6/off pentru scoatere, pass (sau —) când nu se poate juca nimic. Mutările se pot scrie în orice ordine. În lista mutărilor, handed marchează zarurile primite de la adversar (o variantă).",
            ),
            (
                "Strategie, din foaia de reguli",
                "Fără regula capului, construcția începe imediat: pulii coborâți devreme ocupă căsuțe înainte ca adversarul să aibă nevoie de ele, iar cum niciun blocaj nu e interzis, un zid poate crește până îl închide complet pe adversar. Apoi lanțul schimbă socoteala: o poziție sigură împotriva unei aruncări nu e sigură împotriva a douăzeci și patru de mutări la rând. De aceea, cine construiește își păstrează mai degrabă mutările deschise decât să se închidă singur într-o formație frumoasă. La scoatere, h arată mutarea cea mai bună, exact.",
            ),
        ];
    hint_roll: Text = "r/space roll", "r/spațiu aruncă";
    hint_type_dice: Text = "type the dice rolled (1-6)", "scrie zarurile aruncate (1-6)";
    msg_not_a_die: Text = "A die shows 1 to 6, not {n}.", "Un zar arată de la 1 la 6, nu {n}.";
    /// The arrows move the cursor: they need no word.
    hint_point: Text = "←→↑↓", "←→↑↓";
    hint_pick: Text = "Enter pick", "Enter ia";
    hint_type: Text = ": type", ": scrie";
    hint_undo: Text = "u undo", "u înapoi";
    hint_confirm: Text = "Enter confirm", "Enter confirmă";
    hint_pass: Text = "Enter pass", "Enter trece";
    hint_save: Text = "s save", "s salvează";
    hint_help: Text = "? help", "? ajutor";
    hint_quit: Text = "q quit", "q ieși";
    key_roll: Text =
        "roll the dice (with manual dice: type the two numbers)",
        "aruncă zarurile (cu zaruri manuale: scrie cele două numere)";
    key_cursor: Text = "move the cursor over the points", "mută cursorul pe căsuțe";
    key_next_target: Text =
        "jump to the next checker that can move, or the next destination",
        "sari la următorul pul care poate muta, sau la următoarea destinație";
    key_hint: Text =
        "the plays of the roll ranked: exact in a bear-off with no contact, the engine's estimate elsewhere",
        "mutările zarurilor, ordonate: exact la scoatere fără contact, estimarea motorului în rest";
    key_hint_rollout: Text =
        "in the engine's hint: roll out its best five plays and the one chosen (shown as they come, with their 95% intervals; Esc stops)",
        "în sfatul motorului: simularea celor mai bune cinci mutări și a celei alese (arătate pe măsură ce vin, cu intervalele lor de 95%; Esc o oprește)";
    key_hint_deeper: Text =
        "in the engine's hint: look a roll deeper (depth 1, then 2, then back to 0); the window's title says how deep; while it works, the board's keys still act and call it off",
        "în sfatul motorului: privește o aruncare mai departe (adâncimea 1, apoi 2, apoi înapoi la 0); titlul ferestrei spune cât de adânc; cât lucrează, tastele tablei merg mai departe și îl opresc";
    key_enter: Text =
        "pick the checker, then its destination; confirm a finished turn; during the computer's turn, play it out at once",
        "alege pulul, apoi destinația; confirmă o mutare completă; în timpul mutării calculatorului, o termină imediat";
    key_bear_off: Text =
        "bear the picked checker off (or the one under the cursor)",
        "scoate pulul ales (sau pe cel de sub cursor)";
    key_prompt: Text =
        "type a play in notation (24/18 24/19, 24/13, 6/off)",
        "scrie o mutare în notație (24/18 24/19, 24/13, 6/off)";
    key_undo: Text =
        "take back one move, back across chain stages; against the computer, back to your own last turn",
        "ia înapoi o mutare, și peste treptele lanțului; contra calculatorului, înapoi la ultima ta mutare";
    key_end_early: Text =
        "end the roll early where only bear-offs are left",
        "încheie aruncarea când au rămas doar scoateri";
    key_cancel: Text =
        "cancel the pick, close a prompt or a window",
        "renunță la alegere, închide o fereastră";
    key_numbers: Text =
        "point numbers: the mover's own, or absolute",
        "numerele căsuțelor: ale celui la mutare, sau absolute";
    key_scroll: Text = "scroll the move list", "derulează lista de mutări";
    key_save: Text = "save the match", "salvează meciul";
    key_next_game: Text = "next game, when one is over", "partida următoare, după una încheiată";
    key_help: Text = "this help", "acest ajutor";
    key_quit: Text =
        "quit (asks first; the match is saved)",
        "ieșire (întreabă întâi; meciul se salvează)";
    mouse_help: Text =
        "click a checker, then where it goes; the tray bears off; the dice roll; a word of the bottom line does what it says; the wheel scrolls the move list",
        "clic pe un pul, apoi unde merge; tava scoate; zarurile aruncă; un cuvânt din linia de jos face ce spune; rotița derulează lista de mutări";
    replay_start: Text = "Start of the game", "Începutul partidei";
    replay_no_turn: Text = "This game has no turn {turn}.", "Partida nu are mutarea {turn}.";
    replay_cannot_continue: Text =
        "The game is over here: nothing to continue.",
        "Partida s-a încheiat aici: nu e nimic de continuat.";
    replay_cannot_continue_handed: Text =
        "Dice handed over are still to be played here: continue from a roll.",
        "Aici mai sunt de jucat zaruri primite: continuă de la o aruncare.";
    replay_title: Text = "Replay of {file}", "Reluarea {file}";
    replay_header: Text =
        "Game {n} of {of} · score before {a}-{b} · {result}",
        "Partida {n} din {of} · scor înainte {a}-{b} · {result}";
    replay_in_progress: Text = "not finished", "neterminată";
    replay_result: Text = "{side} won {points}", "{side} a câștigat {points}";
    replay_review: Text =
        "Turn {turn}, {side} {dice}: {mark}, {loss} given away; best: {best}",
        "Mutarea {turn}, {side} {dice}: {mark}, {loss} pierdut; cea mai bună: {best}";
    replay_review_best: Text =
        "Turn {turn}, {side} {dice}: the engine's best play ({equity}).",
        "Mutarea {turn}, {side} {dice}: cea mai bună mutare după motor ({equity}).";
    replay_review_close: Text =
        "Turn {turn}, {side} {dice}: {loss} below the best, {best}",
        "Mutarea {turn}, {side} {dice}: cu {loss} sub cea mai bună, {best}";
    /// A side's totals at a game's first and last steps: its errors, skill and luck.
    replay_totals: Text =
        "{side}: {blunders} ??, {errors} ?, {doubtful} ?!; {skill}; luck {luck}",
        "{side}: {blunders} ??, {errors} ?, {doubtful} ?!; {skill}; noroc {luck}";
    replay_skill: Text = "{rating}, {accuracy} accurate", "{rating}, precizie {accuracy}";
    replay_no_decision: Text = "no decision", "nicio decizie";
    replay_adjusted: Text = ", luck-adjusted {adjusted}", ", corectat de noroc {adjusted}";
    replay_engine: Text =
        "{side} played by the computer, level {level} ({engine})",
        "{side}: jucat de calculator, nivel {level} ({engine})";
    replay_engine_both: Text =
        "Both sides played by the computer, level {level} ({engine})",
        "Ambele părți: jucate de calculator, nivel {level} ({engine})";
    replay_partial: Text = "{n} of {of} turns analysed", "{n} din {of} mutări analizate";
    /// Which engine judged an analysis, and how deep: {engine}, {depth}.
    replay_judged: Text =
        "Judged by {engine} at depth {depth}",
        "Judecată de {engine} la adâncimea {depth}";
    replay_not_analysed: Text =
        "Not analysed: gulbara analyze FILE judges every turn.",
        "Neanalizată: gulbara analyze FIȘIER judecă fiecare mutare.";
    replay_step: Text = "step {n} of {of}", "pasul {n} din {of}";
    replay_playing: Text = "playing, {ms} ms a step", "rulează, {ms} ms pe pas";
    replay_jump: Text = "go to turn {turn}_ (Enter)", "la mutarea {turn}_ (Enter)";
    replay_hints: Text =
        "→← step · ↓↑ turn · space play · [] game · c continue · ? help · q quit",
        "→← pas · ↓↑ mutare · spațiu auto · [] partidă · c joacă · ? ajutor · q ieși";
    replay_continued: Text =
        "New game from here: saved to {path}.",
        "Partidă nouă de aici: se salvează în {path}.";
    replay_continued_saved: Text =
        "The game continued from here is saved in {path}.",
        "Partida continuată de aici e salvată în {path}.";
    rkey_step: Text =
        "one step: a roll, a chain stage, or one checker move",
        "un pas: o aruncare, o treaptă a lanțului sau mutarea unui pul";
    rkey_turn: Text =
        "one turn forward; back to this turn's start, or the turn before",
        "o mutare înainte; înapoi la începutul ei sau la cea dinainte";
    rkey_ends: Text = "the start or the end of the game", "începutul sau sfârșitul partidei";
    rkey_play: Text =
        "play the game automatically; + and - change the speed",
        "rulează partida automat; + și - schimbă viteza";
    rkey_games: Text =
        "the previous or next game of the match",
        "partida precedentă sau următoare a meciului";
    rkey_jump: Text =
        "go to the turn with that number (or click it in the move list)",
        "du-te la mutarea cu acel număr (sau clic pe ea în listă)";
    rkey_continue: Text =
        "continue from the position shown as a new game, the computer keeping a side it played (saved to a new file)",
        "continuă din poziția arătată ca partidă nouă, calculatorul păstrând partea pe care a jucat-o (salvată într-un fișier nou)";
    rkey_numbers: Text =
        "point numbers: the mover's own, or absolute",
        "numerele căsuțelor: ale celui la mutare, sau absolute";
    rkey_quit: Text = "quit", "ieșire";
    rkey_close: Text =
        "stop automatic play, close the window open, or clear a turn number typed; it never quits",
        "oprește rularea automată, închide fereastra deschisă sau șterge numărul de mutare scris; nu iese niciodată";
    rkey_help: Text = "this help", "acest ajutor";
    rmouse_help: Text =
        "click the board: one step; click a turn in the move list: go there; the wheel scrolls the move list",
        "clic pe tablă: un pas; clic pe o mutare din listă: du-te acolo; rotița derulează lista de mutări";
    hint_title: Text = "Hint for {side}", "Sfat pentru {side}";
    hint_title_depth: Text =
        "Hint for {side} · depth {depth}",
        "Sfat pentru {side} · adâncimea {depth}";
    hint_position: Text =
        "From here: {turns} expected turns to bear off (fewest-turns play).",
        "De aici: {turns} ture așteptate pentru scoatere (cu cel mai bun joc).";
    hint_position_race: Text =
        "From here: {turns} expected turns; chance to win the race {win}.",
        "De aici: {turns} ture așteptate; șansa de a câștiga cursa {win}.";
    /// The bear-off hint once rolled: the figure before the roll, and what its best play leaves.
    hint_rolled: Text =
        "Before {dice}: {turns} expected turns; its best play leaves {best}.",
        "Înainte de {dice}: {turns} ture așteptate; cea mai bună mutare lasă {best}.";
    /// [`Strings::hint_rolled`] in a race, with the chances to win.
    hint_rolled_race: Text =
        "Before {dice}: {turns} expected turns, {win} to win; its best play leaves {best}, {best_win} to win.",
        "Înainte de {dice}: {turns} ture așteptate, {win} șanse de câștig; cea mai bună mutare lasă {best}, {best_win} șanse.";
    hint_roll_first: Text =
        "Roll to see the plays ranked.",
        "Aruncă zarurile pentru a vedea mutările ordonate.";
    hint_plays: Text =
        "{dice}: play, turns still needed, cost in turns",
        "{dice}: mutare, ture rămase, cost în ture";
    hint_plays_race: Text =
        "{dice}: play, turns still needed, win, cost in turns and win",
        "{dice}: mutare, ture rămase, câștig, cost în ture și câștig";
    hint_best: Text = "best", "cea mai bună";
    hint_ranked: Text =
        "Best first by turns still needed · Enter plays the highlighted line",
        "Întâi cele mai bune, după ture rămase · Enter joacă linia aleasă";
    hint_ranked_race: Text =
        "Best first by chance to win · Enter plays the highlighted line",
        "Întâi cele mai bune, după șansa de câștig · Enter joacă linia aleasă";
    /// While the hint is worked out.
    hint_working: Text = "Working out the hint...", "Se pregătește sfatul...";
    /// While a deeper hint is worked out: the board's keys still work, and call it off.
    hint_working_depth: Text =
        "Working out the hint at depth {depth}... (Esc calls it off)",
        "Se pregătește sfatul la adâncimea {depth}... (Esc îl oprește)";
    hint_close: Text =
        "Esc or h closes · ↑↓ choose · Enter plays",
        "Esc sau h închide · ↑↓ alege · Enter joacă";
    /// The name of a side the computer plays, unless named.
    computer_name: Text = "Computer", "Calculator";
    /// The computer's levels, weakest first, as its name shows them (but the default).
    level_names: [Text; 6] =
        [
            "beginner",
            "casual",
            "intermediate",
            "advanced",
            "expert",
            "world class",
        ],
        [
            "începător",
            "ocazional",
            "intermediar",
            "avansat",
            "expert",
            "clasă mondială",
        ];
    /// Under the computer's name in the panel: "level {level}".
    panel_level: Text = "level {level}", "nivel {level}";
    hint_hint: Text = "h hint", "h sfat";
    hint_hurry: Text = "Enter at once", "Enter imediat";
    msg_computer_played: Text = "{side} played {play}.", "{side} a jucat {play}.";
    msg_computer_plays: Text =
        "{side} is playing: Enter plays the turn out at once.",
        "{side} joacă: Enter termină mutarea imediat.";
    msg_taken_back: Text =
        "Taken back to {side}'s last turn: the same dice, to play again.",
        "Luat înapoi la ultima mutare a lui {side}: aceleași zaruri, de jucat din nou.";
    msg_nothing_taken_back: Text =
        "Nothing to take back: {side} has not played yet in this game.",
        "Nimic de luat înapoi: {side} nu a jucat încă în acest joc.";
    msg_engine_missing: Text = "The engine cannot play: {error}", "Motorul nu poate juca: {error}";
    /// The computer found no turn to play.
    msg_computer_nothing: Text =
        "The computer found nothing to play.",
        "Calculatorul nu a găsit nimic de jucat.";
    /// The computer's turn does not fit the game.
    msg_computer_misfit: Text =
        "The computer's play does not fit the game.",
        "Mutarea calculatorului nu se potrivește cu jocul.";
    /// Taking back failed: `{error}`.
    msg_take_back_failed: Text =
        "Could not take the turn back: {error}",
        "Tura nu a putut fi luată înapoi: {error}";
    ehint_position: Text =
        "{side} to roll: equity {equity}; wins {win}, 2 points {win2}; loses 2 points {lose2}.",
        "{side} la zaruri: valoare {equity}; câștigă {win}, 2 puncte {win2}; pierde 2 puncte {lose2}.";
    /// The hint's column labels: play, equity, win, win 2, lose 2, cost.
    ehint_columns: [Text; 6] =
        ["turn", "equity", "win", "win 2", "lose 2", "cost"],
        ["mutare", "valoare", "câștig", "câșt. 2", "pierd 2", "cost"];
    ehint_ranked: Text =
        "The engine's estimate, best first · Enter plays the highlighted line",
        "Estimarea motorului, de la cea mai bună · Enter joacă linia marcată";
    /// Once the hint's best plays were rolled out.
    ehint_ranked_rolled: Text =
        "Rolled out, in the engine's order · Enter plays the highlighted line",
        "Simulate, în ordinea motorului · Enter joacă linia marcată";
    ehint_hands_over: Text =
        "then {side} gets the dice handed over: {dice}",
        "apoi {side} primește zarurile: {dice}";
    ehint_close: Text = "Esc or h closes", "Esc sau h închide";
    /// Under a hint judged at several depths: which rows at which (`ehint_depth_rows` each).
    ehint_depths: Text =
        "Only the best get the deeper look: {rows}. A row judged less deeply is not comparable with them.",
        "Doar cele mai bune sunt judecate mai adânc: {rows}. Un rând judecat mai puțin adânc nu se compară cu ele.";
    /// One run of rows judged at the same depth, in `ehint_depths`.
    ehint_depth_rows: Text =
        "rows {first}-{last} at depth {depth}",
        "rândurile {first}-{last} la adâncimea {depth}";
    /// A single row judged at its own depth, in `ehint_depths`.
    ehint_depth_row: Text = "row {first} at depth {depth}", "rândul {first} la adâncimea {depth}";
    ehint_keys: Text =
        "Esc or h closes · ↑↓ choose · Enter plays · r rolls out · d deeper",
        "Esc sau h închide · ↑↓ alege · Enter joacă · r simulare · d mai adânc";
    ehint_from_stage_start: Text =
        "Ranked from the start of this stage: Enter takes back the moves made in it, then plays the chosen line.",
        "Ordonate de la începutul acestei trepte: Enter ia înapoi mutările făcute în ea, apoi joacă linia aleasă.";
    /// Under a hint rolled out in part: how the rows not rolled out are costed (`*`).
    ehint_ranked_book: Text =
        "The opening book first: rolled out, {trials} trials a play, ± the 95% interval · Enter plays the highlighted line",
        "Întâi cartea de deschideri: simulate, {trials} de încercări pentru fiecare mutare, ± intervalul de 95% · Enter joacă linia marcată";
    ehint_ranked_rolled_book: Text =
        "Rolled out here, the book's plays first · Enter plays the highlighted line",
        "Simulate aici, întâi mutările din carte · Enter joacă linia marcată";
    ehint_not_in_book: Text =
        "* not in the book: the engine's estimate, cost against the engine's best play",
        "* nu e în carte: estimarea motorului, cost față de cea mai bună mutare a motorului";
    ehint_not_rolled: Text =
        "* not rolled out: cost against the engine's best play, not the rollout's",
        "* nesimulată: cost față de cea mai bună mutare a motorului, nu a simulării";
    ehint_more: Text =
        "… the best {n} of a longer list",
        "… cele mai bune {n} dintr-o listă mai lungă";
    ehint_none: Text =
        "Hints come once the opening roll is made, and until the game is over.",
        "Sfaturile vin după aruncarea de deschidere și până la sfârșitul jocului.";
    practice_alone: Text =
        "Goal: bear off in the fewest turns.",
        "Scopul: scoate totul în cât mai puține ture.";
    practice_race: Text = "Goal: win the race.", "Scopul: câștigă cursa.";
    practice_game: Text =
        "Goal: the best play, as the engine judges it (an estimate, not exact).",
        "Scop: cea mai bună mutare, după motor (o estimare, nu exactă).";
    practice_book: Text =
        "Goal: the best play, as the opening book's rollouts judge it.",
        "Scop: cea mai bună mutare, după simulările cărții de deschideri.";
    practice_score: Text =
        "Played\u{a0}{n} · best\u{a0}{best} · close\u{a0}{close} · {marks}",
        "Jucate\u{a0}{n} · cele\u{a0}mai\u{a0}bune\u{a0}{best} · apropiate\u{a0}{close} · {marks}";
    verdict_best: Text = "Best play", "Cea mai bună mutare";
    verdict_close: Text = "Close to the best: no mark", "Aproape de cea mai bună: fără semn";
    /// A practice verdict of each mark, in the order of `Mark::ALL`.
    verdict_marks: Forms =
        ["Doubtful ?!", "Error ?", "Blunder ??"],
        ["Îndoielnică ?!", "Greșeală ?", "Gafă ??"];
    /// A side's rating, in the order of `Rating::ALL` (the best first).
    ratings: [Text; 7] =
        [
            "world class",
            "expert",
            "advanced",
            "intermediate",
            "casual",
            "beginner",
            "awful",
        ],
        [
            "de clasă mondială",
            "expert",
            "avansat",
            "mediu",
            "ocazional",
            "începător",
            "slab",
        ];
    /// A roll's luck, in the order of `LuckMark::ALL` (the unluckiest first).
    luck_marks: [Text; 4] =
        ["very unlucky", "unlucky", "lucky", "very lucky"],
        ["ghinion mare", "ghinion", "noroc", "noroc mare"];
    review_best: Text =
        "Best:  {play}  ({turns} turns still needed)",
        "Cea mai bună: {play}  ({turns} ture rămase)";
    review_yours: Text =
        "Yours: {play}  ({turns} turns still needed)",
        "A ta: {play}  ({turns} ture rămase)";
    review_win: Text =
        "Chance to win: best {best}, yours {yours}",
        "Șansa de câștig: cea mai bună {best}, a ta {yours}";
    review_cost_win: Text = "Cost: {cost} of winning chance", "Costă {cost} din șansa de câștig";
    review_cost_turns: Text = "Cost: {cost} expected turns", "Costă {cost} ture așteptate";
    practice_keys: Text =
        "n: next problem · r: this roll again · Esc: the board · q: quit",
        "n: problema următoare · r: din nou · Esc: tabla · q: ieșire";
    practice_quit_question: Text = "End the practice session?", "Închei exersarea?";
    practice_quit_hint: Text =
        "y: end it   n or Esc: go on",
        "d sau y: închei   n sau Esc: continui";
    practice_problem: Text = "Problem {n}", "Problema {n}";
    practice_problem_of: Text = "Problem {n} of {of}", "Problema {n} din {of}";
    hint_next_problem: Text = "n next problem", "n problema următoare";
    hint_again: Text = "r this roll again", "r din nou";
    hint_board: Text = "Esc the board", "Esc tabla";
    hint_review: Text = "Enter the review", "Enter verdictul";
    practice_done: Text =
        "That was the last problem: r tries it again, q ends the session.",
        "Aceasta a fost ultima problemă: r o reia, q încheie sesiunea.";
}
