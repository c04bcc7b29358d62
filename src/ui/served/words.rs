//! The words of a served table: the gathering before the first roll, the lines a guest's own
//! screen says, and its footer.

use crate::i18n::{Text, messages};

messages! {
    /// What a served table says to the people at it.
    pub struct ServedWords in SERVED_EN, SERVED_RO;

    title: Text = "gulbara · a served table", "gulbara · o masă servită";
    seat_taken: Text = "{side}: {name}", "{side}: {name}";
    seat_ready: Text = "{side}: {name} (ready)", "{side}: {name} (gata)";
    seat_away: Text = "{side}: {name} (away)", "{side}: {name} (plecat)";
    seat_free: Text = "{side}: waiting for a player", "{side}: se așteaptă un jucător";
    seat_computer: Text = "{side}: the computer", "{side}: calculatorul";
    sealed: Text =
        "The dice are sealed. SHA-256 of the host's secret:",
        "Zarurile sunt sigilate. SHA-256 al secretului gazdei:";
    your_seed: Text = "Your seed: {seed}", "Sămânța ta: {seed}";
    seed_how: Text =
        "Type your own seed, or keep this one. Enter: ready.",
        "Scrie-ți propria sămânță sau păstreaz-o pe aceasta. Enter: gata.";
    seed_kept: Text =
        "Your seed is given. The first roll waits for the other player.",
        "Sămânța ta e dată. Prima aruncare așteaptă celălalt jucător.";
    watching: Text = "You are watching this table.", "Privești această masă.";
    bad_seed: Text = "That seed cannot be used: {why}", "Sămânța nu poate fi folosită: {why}";
    not_your_turn: Text = "It is {name}'s turn ({side}).", "E rândul lui {name} ({side}).";
    to_play: Text = "{name} ({side}) to play.", "{name} ({side}) are mutarea.";
    only_watching: Text = "You are watching: the players move.", "Doar privești: jucătorii mută.";
    hints_off: Text =
        "Hints and the tutor are off at this table.",
        "Sugestiile și tutorele sunt oprite la această masă.";
    saved_anyway: Text =
        "The match is saved on the host at every move.",
        "Meciul se salvează la gazdă la fiecare mutare.";
    not_here: Text = "That is not used at a served table.", "Asta nu se folosește la o masă servită.";
    too_many_keys: Text =
        "Too many keys at once: the rest were dropped.",
        "Prea multe taste deodată: restul s-au pierdut.";
    revealed: Text =
        "The host's secret: {secret}. Ask the host for the match file: `gulbara check` on it checks every roll.",
        "Secretul gazdei: {secret}. Cere-i gazdei fișierul meciului: `gulbara check` pe el verifică fiecare aruncare.";
    welcome_back: Text = "Welcome back, {name}: your seat was kept.", "Bine ai revenit, {name}: locul ți-a fost păstrat.";
    not_served: Text =
        "this match was not served (it has no sealed dice): play it with `gulbara play --resume`",
        "partida nu a fost servită (nu are zaruri sigilate): joac-o cu `gulbara play --resume`";
    leave_question: Text =
        "Leave the table? Your seat is kept for you.",
        "Pleci de la masă? Locul îți rămâne păstrat.";
    leave_watching: Text = "Leave the table?", "Pleci de la masă?";
    match_is_over: Text =
        "The match is over. The host keeps it; `gulbara check` on the host's file checks every roll.",
        "Meciul s-a terminat. Gazda îl păstrează; `gulbara check` pe fișierul gazdei verifică fiecare aruncare.";
    leave_hint: Text = "y: leave   n or Esc: stay", "d sau y: pleci   n sau Esc: rămâi";
    host_stopped: Text =
        "The host stopped the table. The match is saved, and goes on when the host serves it again.",
        "Gazda a oprit masa. Meciul e salvat și continuă când gazda îl servește din nou.";
    player_left: Text = "{name} left; the seat is kept.", "{name} a plecat; locul rămâne păstrat.";
    player_back: Text = "{name} is back.", "{name} a revenit.";
    help_say: Text =
        "say something: a line everyone at the table sees",
        "spune ceva: un rând pe care îl văd toți de la masă";
    help_language: Text = "English or Romanian, on your screen", "engleză sau română, pe ecranul tău";
    help_leave: Text = "leave the table (asks first; your seat is kept)", "pleci de la masă (întreabă întâi; locul îți rămâne)";
    help_leave_now: Text = "leave at once (your seat is kept)", "pleci imediat (locul îți rămâne)";
    window_cut: Text =
        "Your window is larger than is drawn: the table uses {w}x{h} of it.",
        "Fereastra ta e mai mare decât se desenează: masa folosește {w}x{h} din ea.";
    chat_prompt: Text = "say: {text}_", "spune: {text}_";
    key_ready: Text = "Enter ready", "Enter gata";
    key_leave: Text = "Ctrl-C leave", "Ctrl-C pleci";
    key_leave_q: Text = "q leave", "q pleci";
    key_chat: Text = "m say", "m spune";
    key_language: Text = "L language", "L limba";
    key_send: Text = "Enter send", "Enter trimite";
    key_cancel: Text = "Esc cancel", "Esc renunță";
}
