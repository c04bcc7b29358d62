//! The words of the screen-reader mode: what it says beyond the message line (the board read
//! out, the hint, the result, the help) and the words a player types, in both languages.

use super::{Forms, Text, messages};

messages! {
    /// The screen-reader mode's texts in one language.
    pub struct SpokenStrings in EN, RO;

    welcome: Text =
        "gulbara, screen-reader mode: one line for each thing that happens. Type help for the words, board to hear the board, or a play such as 24/18 13/8.",
        "gulbara, modul pentru cititoare de ecran: câte un rând pentru fiecare lucru care se întâmplă. Scrie ajutor pentru cuvinte, tabla ca să auzi tabla, sau o mutare ca 24/18 13/8.";
    /// A side's checkers on the board: `points` lists them as "3 on 24, 2 on 13".
    board_side: Text = "{side}{to_move}: {points}; {pips}; {off}; {exempt}.", "{side}{to_move}: {points}; {pips}; {off}; {exempt}.";
    board_pips: Forms = ["{n} pip", "{n} pips", "{n} pips"], ["{n} pas", "{n} pași", "{n} de pași"];
    board_off: Forms = ["{n} off", "{n} off", "{n} off"], ["{n} scos", "{n} scoși", "{n} de scoși"];
    board_to_move: Text = " (to move)", " (la mutare)";
    board_none: Text = "no checker on the board", "niciun pul pe tablă";
    board_point: Text = "{n} on {point}", "{n} pe {point}";
    board_numbers: Text =
        "Each side's points are in its own numbers: 1 is the point nearest its home's end.",
        "Punctele fiecărei culori sunt în numerotarea ei: 1 e punctul cel mai apropiat de capătul casei ei.";
    board_exempt: Text = "{n} exempt rolls left", "{n} aruncări scutite rămase";
    board_exempt_one: Text = "1 exempt roll left", "1 aruncare scutită rămasă";
    board_chain: Text = "its doubles climb", "dublele urcă în lanț";
    board_dice: Text = "Dice left to play: {dice}.", "Zaruri rămase de jucat: {dice}.";
    board_played: Text = "Played so far: {moves}.", "Jucat până acum: {moves}.";
    progress_played: Text = "Played {moves}. Left to play: {dice}.", "Jucat {moves}. Mai ai de jucat: {dice}.";
    progress_left: Text = "Left to play: {dice}.", "Ai de jucat: {dice}.";
    hint_position: Text =
        "{side} to roll: equity {equity}, wins {win}.",
        "{side} la aruncare: valoare {equity}, câștigă {win}.";
    hint_play: Text =
        "{n}. {play}: equity {equity}, wins {win}{cost}.",
        "{n}. {play}: valoare {equity}, câștigă {win}{cost}.";
    hint_cost: Text = ", {cost} worse", ", cu {cost} mai slab";
    hint_book: Text =
        "The opening book's plays first, rolled out, {trials} trials a play.",
        "Întâi mutările din cartea de deschideri, simulate, {trials} de încercări pentru fiecare.";
    hint_not_in_book: Text = ", not in the book", ", nu e în carte";
    hint_bear_off: Text =
        "{n}. {play}: {turns} turns expected after it{win}.",
        "{n}. {play}: {turns} ture așteptate după ea{win}.";
    hint_bear_off_win: Text = ", wins {win}", ", câștigă {win}";
    hint_more: Forms =
        ["1 more play is not said.", "{n} more plays are not said.", "{n} more plays are not said."],
        ["Încă o mutare nu e spusă.", "Alte {n} mutări nu sunt spuse.", "Alte {n} de mutări nu sunt spuse."];
    hint_working: Text = "Working out the hint…", "Se calculează sfatul…";
    result_next: Text = "Type next for the next game.", "Scrie următoarea pentru partida următoare.";
    result_match: Text = "The match is over. Type quit to leave.", "Meciul s-a încheiat. Scrie ieșire ca să pleci.";
    offer: Text =
        "Type resume to go on with it, or new to start the new match (the unfinished one is kept).",
        "Scrie reia ca să-l continui, sau nou ca să începi meciul nou (cel neterminat se păstrează).";
    tutor: Text =
        "Type keep to keep it, undo to take it back, or hint.",
        "Scrie păstrează ca s-o păstrezi, înapoi ca s-o iei înapoi, sau sfat.";
    practice_roll: Text = "The roll: {dice}.", "Aruncarea: {dice}.";
    practice_score: Text =
        "Played {n}: {best} best, {close} close, {doubtful} doubtful, {errors} errors, {blunders} blunders.",
        "Jucate {n}: {best} cele mai bune, {close} apropiate, {doubtful} îndoielnice, {errors} greșeli, {blunders} gafe.";
    practice_next: Text =
        "Type next for the next problem, or roll to play the same roll again.",
        "Scrie următoarea pentru problema următoare, sau aruncă pentru a juca din nou aceeași aruncare.";
    unknown: Text =
        "“{word}” is no word of this mode, nor a play. Type help for the words.",
        "„{word}” nu e un cuvânt al acestui mod și nici o mutare. Scrie ajutor pentru cuvinte.";
    help_heading: Text =
        "The words (each also as the key of the full screen, or in the other language):",
        "Cuvintele (fiecare și prin tasta ecranului întreg, sau în cealaltă limbă):";
    help_play: Text =
        "A play is typed as records write it, in your own numbers: 24/18 13/8, 6/off, 24/20(4); a chain stage by stage: 1-1: 24/23(4) 2-2: 24/22(4). An empty line confirms the turn. Manual dice: the two digits, as 6 5.",
        "O mutare se scrie ca în înregistrări, în numerotarea ta: 24/18 13/8, 6/off, 24/20(4); un lanț treaptă cu treaptă: 1-1: 24/23(4) 2-2: 24/22(4). Un rând gol confirmă tura. Zaruri manuale: cele două cifre, ca 6 5.";
    /// Instead of the full screen's "pick a checker with the arrows".
    your_play: Text = "Type your play (board reads the board).", "Scrie mutarea (tabla citește tabla).";
    // The message line's phrases that name keys on the full screen, with the words to type.
    roll_opening: Text =
        "Each player rolls one die to decide who starts: type roll.",
        "Fiecare jucător aruncă un zar pentru a decide cine începe: scrie aruncă.";
    to_roll: Text = "{side} to roll: type roll.", "{side} aruncă: scrie aruncă.";
    turn_complete: Text =
        "Turn complete: an empty line confirms it, undo takes a move back.",
        "Mutarea e completă: un rând gol o confirmă, înapoi ia o mutare înapoi.";
    can_end_early: Text =
        "Only bear-offs are left: end stops here and declines them.",
        "Au rămas doar scoateri: termină se oprește aici și renunță la ele.";
    no_move: Text =
        "{side} cannot play {dice}: every move is blocked. An empty line passes.",
        "{side} nu poate juca {dice}: toate mutările sunt blocate. Un rând gol trece mai departe.";
    chain_stops: Text =
        "{dice} cannot be played at all: the chain stops here. An empty line confirms.",
        "{dice} nu se poate juca deloc: lanțul se oprește aici. Un rând gol confirmă.";
    hint_later: Text =
        "The best play is said once you have played yours: play first, then an empty line.",
        "Cea mai bună mutare se spune după ce o joci pe a ta: joacă întâi, apoi un rând gol.";
    not_now: Text = "“{word}” does nothing now.", "„{word}” nu face nimic acum.";
    /// What went wrong, said as such (the full screen shows it in red).
    refused: Text = "Refused: {why}", "Refuzat: {why}";
    help_replay: Text =
        "A number goes to that turn. An empty line is the next turn.",
        "Un număr duce la acea tură. Un rând gol e tura următoare.";
    replay_welcome: Text =
        "gulbara, screen-reader replay of {file}: {players}. Type next for each turn, help for the words.",
        "gulbara, reluare pentru cititoare de ecran a lui {file}: {players}. Scrie următoarea pentru fiecare tură, ajutor pentru cuvinte.";
    replay_turn: Text = "Turn {n}, {side}: {play}", "Tura {n}, {side}: {play}";
    replay_end: Text = "End of the game: {result}.", "Sfârșitul partidei: {result}.";
    replay_no_turn: Forms =
        ["The game has 1 turn.", "The game has {n} turns.", "The game has {n} turns."],
        ["Partida are o tură.", "Partida are {n} ture.", "Partida are {n} de ture."];
    replay_one_game: Text = "The match has this one game.", "Meciul are doar partida aceasta.";
    replay_unknown: Text =
        "“{word}” is no word of the replay. Type help for the words.",
        "„{word}” nu e un cuvânt al reluării. Scrie ajutor pentru cuvinte.";
    quit_saved: Text = "Saved. Goodbye.", "Salvat. La revedere.";
    // What each typed word does, for the help.
    does_board: Text =
        "read the board: each side's points, pips, checkers off, exempt rolls",
        "citește tabla: punctele fiecărei culori, pașii, pulii scoși, aruncările scutite";
    does_roll: Text = "roll the dice", "aruncă zarurile";
    does_hint: Text =
        "the best plays of the roll (before it: what the position is worth)",
        "cele mai bune mutări ale aruncării (înainte de ea: cât valorează poziția)";
    does_undo: Text = "take back a move, or the turn the tutor warned about", "ia înapoi o mutare, sau tura semnalată de tutore";
    does_end: Text =
        "end the stage early, declining the bear-offs left",
        "încheie treapta mai devreme, renunțând la scoaterile rămase";
    does_keep: Text = "keep the turn the tutor warned about", "păstrează tura semnalată de tutore";
    does_save: Text =
        "save now (the match is saved at every roll and move anyway)",
        "salvează acum (meciul se salvează oricum la fiecare aruncare și mutare)";
    does_again: Text = "say the last line again", "spune din nou ultimul rând";
    does_tutor: Text = "the tutor's next setting: off, ?!, ?, ??", "următoarea setare a tutorelui: oprit, ?!, ?, ??";
    does_next: Text = "start the next game", "începe partida următoare";
    does_resume: Text = "go on with the unfinished match offered", "continuă meciul neterminat oferit";
    does_new: Text = "start the new match instead", "începe în schimb meciul nou";
    does_help: Text = "these words", "aceste cuvinte";
    does_next_turn: Text = "the next turn", "tura următoare";
    does_roll_again: Text = "the same problem and roll again", "aceeași problemă și aruncare, din nou";
    does_next_problem: Text = "the next problem", "problema următoare";
    does_hint_practice: Text = "the best plays, once you have played yours", "cele mai bune mutări, după ce o joci pe a ta";
    does_back: Text = "the turn before", "tura dinainte";
    does_step: Text = "one move on", "o mutare înainte";
    does_start: Text = "the start of the game", "începutul partidei";
    does_last: Text = "the end of the game", "sfârșitul partidei";
    does_game: Text = "the next game of the match", "partida următoare a meciului";
    does_leave: Text = "leave", "pleacă";
    does_quit: Text = "save and leave", "salvează și pleacă";
}
