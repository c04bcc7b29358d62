//! The texts of the coach at the table — the tutor's window and messages, and what the
//! analysis says of its warnings — one field each, so that a language cannot leave one out.

use super::{Forms, Text, messages};

messages! {
    /// The coach's texts in one language.
    pub struct CoachStrings in EN, RO;

    /// A cost in exact equity (the database's): {cost}.
    review_cost_exact: Text =
        "Cost: {cost} equity, exactly (the bear-off database's figures, gammons counted).",
        "Costă {cost} din valoare, exact (cifrele bazei de scoatere, cu câștigurile de 2 puncte).";
    // The tutor's window: {verdict} is the mark's word.
    tutor_title: Text = "The tutor: {verdict}", "Antrenorul: {verdict}";
    tutor_keys: Text =
        "Enter: keep mine · u or Esc: take it back · h: take it back and see the hint",
        "Enter: o păstrez · u sau Esc: o iau înapoi · h: o iau înapoi și văd sfatul";
    // The footer while it is open.
    hint_keep: Text = "Enter keep mine", "Enter o păstrez";
    hint_take_back: Text = "u take it back", "u o iau înapoi";
    hint_show_hint: Text = "h the hint", "h sfatul";
    // The key's help, and the message line.
    key_tutor: Text =
        "the tutor, press by press: it warns before a play marked ?! or worse, ? or worse, or ?? counts, or is off",
        "antrenorul, la fiecare apăsare: avertizează înainte să conteze o mutare marcată ?! (sau mai rău), ? (sau mai rău) ori ??, sau e oprit";
    tutor_off: Text = "The tutor is off.", "Antrenorul e oprit.";
    /// The panel's foot while the tutor is on: {mark}.
    panel_tutor: Text = "tutor: warns from {mark}", "antrenor: avertizează de la {mark}";
    /// {marks}: the marks warned of (`? or ??`).
    tutor_on: Text =
        "The tutor warns before a play marked {marks} counts.",
        "Antrenorul avertizează înainte să conteze o mutare marcată {marks}.";
    /// The marks warned of, from each: `?!, ? or ??`, `? or ??`, `??`.
    tutor_marks: Forms = ["?!, ? or ??", "? or ??", "??"], ["?!, ? sau ??", "? sau ??", "??"];
    tutor_looking: Text = "The tutor looks at your play…", "Antrenorul se uită la mutarea ta…";
    tutor_taken_back: Text =
        "Taken back: play the roll again.",
        "Luată înapoi: joacă din nou zarurile.";
    // The analysis' list of warnings: {n}; then per warning {game}, {turn}, {side}, {played},
    // {mark}, {cost}, {best}, {chose}.
    warnings_heading: Text = "The tutor's warnings ({n}):", "Avertismentele antrenorului ({n}):";
    warning_line: Text =
        "  game {game}, turn {turn}, {side}: {played} {mark} ({cost}; the tutor preferred {best}): {chose}",
        "  partida {game}, tura {turn}, {side}: {played} {mark} ({cost}; antrenorul prefera {best}): {chose}";
    chose_kept: Text = "kept", "păstrată";
    chose_took_back: Text = "taken back", "luată înapoi";
    chose_hint: Text = "taken back for the hint", "luată înapoi pentru sfat";
    /// A cost in each measure: {cost}.
    cost_equity: Text = "{cost} equity lost", "{cost} echitate pierdută";
    cost_win: Text = "{cost} of the winning chance lost", "{cost} din șansa de câștig pierdute";
    cost_turns: Text = "{cost} turns lost", "{cost} ture pierdute";
    // The position editor: its heading, the panel's lines, its keys' help and footer.
    edit_title: Text = "Position editor", "Editorul de poziții";
    rkey_edit: Text =
        "edit the position shown in the position editor (then play, hint or practise it)",
        "editează poziția arătată în editorul de poziții (apoi joac-o, cere sfatul sau exerseaz-o)";
    /// {side}: the side to move.
    edit_to_move: Text = "{side} to move", "{side} mută";
    /// {white}, {black}: exempt rolls left.
    edit_exempt: Text =
        "exempt rolls left: White {white}, Black {black}",
        "aruncări scutite rămase: Alb {white}, Negru {black}";
    /// Over the editor's settings, where a game has its move list.
    edit_details: Text = "Position", "Poziția";
    edit_no_dice: Text = "dice: to roll", "zaruri: de aruncat";
    /// {level}: the computer's level for `c`.
    edit_level: Text = "computer: {level}", "calculator: {level}";
    edit_level_set: Text =
        "The computer now plays at {level}: c plays against it.",
        "Calculatorul joacă acum la nivelul {level}: c joacă împotriva lui.";
    edit_key_cursor: Text = "move the cursor over the points", "mută cursorul pe căsuțe";
    edit_key_add: Text =
        "put a White (w) or a Black (b) checker on the point",
        "pune un pul alb (w) sau negru (b) pe căsuță";
    edit_key_remove: Text = "take one checker off the point", "ia un pul de pe căsuță";
    edit_key_clear: Text = "empty the point", "golește căsuța";
    edit_key_start: Text = "the starting position", "poziția de început";
    edit_key_to_move: Text = "the side to move: White or Black", "cine mută: Alb sau Negru";
    edit_key_exempt: Text =
        "White's (e) or Black's (E) exempt rolls left, in turn",
        "aruncările scutite rămase ale lui Alb (e) sau Negru (E), pe rând";
    edit_key_dice: Text =
        "the dice to play (two numbers); 0: none, the side to move rolls",
        "zarurile de jucat (două cifre); 0: niciunul, cine mută aruncă";
    edit_key_check: Text =
        "check the position: is it one, and if not, why",
        "verifică poziția: este una, și dacă nu, de ce";
    edit_key_play: Text =
        "play from it, two players at one keyboard (saved as a new match)",
        "joacă de aici, doi jucători la o tastatură (salvată ca partidă nouă)";
    edit_key_computer: Text =
        "play from it against the computer, which takes the side not to move",
        "joacă de aici contra calculatorului, care ia partea care nu mută";
    edit_key_level: Text = "the computer's level, in turn", "nivelul calculatorului, pe rând";
    edit_key_hint: Text =
        "the hint: the dice's plays ranked (r there rolls them out), or the position's worth before the roll",
        "sfatul: mutările zarurilor clasate (r acolo le simulează), sau cât valorează poziția înainte de aruncare";
    edit_key_practise: Text =
        "practise it: the position again and again, a roll each time, judged",
        "exersează-o: aceeași poziție iar și iar, câte o aruncare, judecată";
    edit_key_copy: Text =
        "copy its position string, where the terminal allows it, and show it (it is printed too when the editor ends)",
        "copiază șirul poziției, unde terminalul permite, și îl arată (e tipărit și la ieșirea din editor)";
    edit_key_help: Text = "this help", "acest ajutor";
    edit_key_close: Text =
        "close the help or the hint; it never leaves the editor",
        "închide ajutorul sau sfatul; nu iese niciodată din editor";
    edit_key_quit: Text =
        "leave the editor (from the command line, its position string is printed)",
        "ieși din editor (din linia de comandă, șirul poziției e tipărit)";
    edit_mouse: Text =
        "left click: put a checker of the side last put; right click: take one off",
        "clic stânga: pune un pul al părții puse ultima; clic dreapta: ia unul";
    edit_help_section: Text = "A position", "O poziție";
    edit_help_text: Text =
        "Each side has 15 checkers: those not on the board are borne off. A point holds one side's checkers only, and a side with none left on the board has won: that is no position to play. The exempt rolls left count the next roll: while the side to roll has any, its doubles do not climb.",
        "Fiecare parte are 15 puli: cei care nu sunt pe tablă sunt scoși. O căsuță ține pulii unei singure părți, iar o parte fără niciun pul pe tablă a câștigat: nu e o poziție de jucat. Aruncările scutite rămase includ aruncarea următoare: cât timp partea care aruncă mai are, dublele ei nu urcă.";
    hint_add: Text = "w b put", "w b pune";
    hint_remove: Text = "x take off", "x ia";
    hint_play: Text = "p play", "p joacă";
    hint_computer: Text = "c vs computer", "c cu calculatorul";
    hint_hint: Text = "h hint", "h sfat";
    hint_practise: Text = "t practise", "t exersează";
    hint_copy: Text = "y string", "y șir";
    // The editor's message line.
    edit_ready: Text =
        "A position: p plays it, c against the computer, h the hint, t practises it.",
        "O poziție: p o joacă, c contra calculatorului, h sfatul, t o exersează.";
    /// {why}: what is wrong with the position.
    edit_not_yet: Text = "Not a position yet: {why}.", "Încă nu e o poziție: {why}.";
    /// {side}, {point}: a point the other side holds.
    edit_held: Text =
        "Point {point} holds {side}'s checkers: a point holds one side only.",
        "Căsuța {point} ține pulii lui {side}: o căsuță ține o singură parte.";
    /// {side}: all fifteen on the board.
    edit_full: Text =
        "{side} has all 15 checkers on the board.",
        "{side} are toți cei 15 puli pe tablă.";
    edit_last_checker: Text =
        "That is the last checker on the board: a position needs one.",
        "E ultimul pul de pe tablă: o poziție are nevoie de unul.";
    edit_empty_point: Text = "No checker on that point.", "Niciun pul pe acea căsuță.";
    /// {position}.
    edit_copied: Text =
        "Copied (where the terminal allows it): {position}",
        "Copiat (unde terminalul permite): {position}";
    /// Printed when the editor ends: {position}, exempt rolls {white} and {black}, {dice}.
    edit_printed: Text =
        "The position: {position}\nExempt rolls left: {white},{black} (--exempt {white},{black}); {dice}.",
        "Poziția: {position}\nAruncări scutite rămase: {white},{black} (--exempt {white},{black}); {dice}.";
    edit_practice_title: Text = "The position from the editor", "Poziția din editor";
    /// {path}.
    edit_saved: Text =
        "The game from the editor was saved to {path}.",
        "Jocul din editor a fost salvat în {path}.";
    /// {why}.
    edit_failed: Text = "Cannot play from here: {why}", "Nu se poate juca de aici: {why}";
    // The records window of the play screen (`p`).
    key_records: Text =
        "the players' records and error rate, from analysed matches",
        "rezultatele jucătorilor și rata greșelilor, din partide analizate";
    records_title: Text = "Records", "Rezultate";
    records_keys: Text =
        "Esc closes · gulbara stats NAME for more",
        "Esc închide · gulbara stats NUME pentru mai mult";
    /// {name}, {matches}, {won}, {points}.
    records_totals: Text =
        "{name}: {matches}, {won}, points {points}",
        "{name}: {matches}, {won}, puncte {points}";
    /// {skill}, {rating}.
    records_skill: Text =
        "skill {skill} per decision ×1000 ({rating})",
        "pricepere {skill} pe decizie ×1000 ({rating})";
    /// {luck}, {adjusted}.
    records_luck: Text =
        "luck {luck} · luck-adjusted result {adjusted}",
        "noroc {luck} · rezultat fără noroc {adjusted}";
    /// {n}: the error rate's sparkline follows.
    records_trend: Text = "error rate, {last}:", "rata greșelilor, {last}:";
    /// The matches of the sparkline: {n}.
    records_last: Forms =
        ["last match", "last {n} matches", "last {n} matches"],
        ["ultimul meci", "ultimele {n} meciuri", "ultimele {n} de meciuri"];
    /// {first}, {last}: after the sparkline.
    records_trend_ends: Text = "{first} → {last}", "{first} → {last}";
    /// {name}, {matches}, {won}, {skill} (`records_against_skill`, or nothing without a
    /// decision).
    records_against: Text =
        "against {name}: {matches}, {won}{skill}",
        "contra lui {name}: {matches}, {won}{skill}";
    /// {skill}.
    records_against_skill: Text = ", skill {skill}", ", pricepere {skill}";
    /// {n}.
    records_drills: Text =
        "mistakes to drill, due now: {n} (gulbara practice --from mistakes)",
        "greșeli de exersat acum: {n} (gulbara practice --from mistakes)";
    /// {name}.
    records_none: Text =
        "{name}: no analysed match yet (play with --analyze, or gulbara analyze FILE)",
        "{name}: niciun meci analizat încă (joacă cu --analyze, sau gulbara analyze FIȘIER)";
    records_no_person: Text =
        "Only the computer plays here: it keeps no records.",
        "Aici joacă doar calculatorul: el nu păstrează rezultate.";
    /// {why}.
    records_unavailable: Text =
        "The records cannot be read: {why}",
        "Rezultatele nu pot fi citite: {why}";
}
