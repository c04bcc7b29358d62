//! The texts of the analysis as the replay shows it — the swing chart, a turn's best plays,
//! each player's totals, a rollout under way — one field each, so that a language cannot leave
//! one out.

use super::{Text, messages};

messages! {
    /// The analysis views' texts in one language.
    pub struct AnalysisStrings in EN, RO;

    // The swing chart.
    chart_win: Text = "{side}'s winning chance", "Șansa de câștig a lui {side}";
    chart_equity: Text = "{side}'s equity", "Valoarea pentru {side}";
    chart_legend: Text =
        "? error  + lucky  - unlucky roll (above a ?)",
        "? greșeală  + noroc  - ghinion (deasupra lui ?)";
    chart_to_equity: Text = "e equity", "e valoare";
    chart_to_win: Text = "e chance", "e șansă";
    chart_keys: Text =
        "{switch} · n N big turns · w hides",
        "{switch} · n N mutări mari · w ascunde";
    // The keys' help.
    key_chart: Text =
        "the game's swing: a chart under the board where there is room, else a window (click a turn on it to go there)",
        "cursul partidei: un grafic sub tablă unde e loc, altfel o fereastră (clic pe o mutare din el: du-te acolo)";
    key_equity: Text =
        "the chart in equity instead of winning chance, and back",
        "graficul în valoare în loc de șansa de câștig, și înapoi";
    key_notable: Text =
        "the next or previous big turn: an error ? or ??, a lucky or unlucky roll, a swing of 0.4 or more",
        "mutarea mare următoare sau precedentă: o greșeală ? sau ??, o aruncare cu noroc sau ghinion, o schimbare de 0,4 sau mai mult";
    key_turn: Text =
        "open the turn: its best plays, the one played marked, its roll's luck",
        "deschide mutarea: cele mai bune mutări, cea jucată marcată, norocul aruncării";
    key_totals: Text =
        "each player's totals: skill, luck, the luck-adjusted result",
        "totalurile fiecărui jucător: joc, noroc, rezultatul corectat de noroc";
    key_rollout: Text =
        "in the turn's window: roll out its best plays (Esc stops)",
        "în fereastra mutării: simularea celor mai bune mutări (Esc o oprește)";
    no_notable: Text = "No big turn that way.", "Nicio mutare mare în acea direcție.";
    // A turn's window.
    turn_title: Text = "Turn {turn}: {side} {dice}", "Mutarea {turn}: {side} {dice}";
    turn_depth: Text = "judged at depth {depth}", "judecată la adâncimea {depth}";
    turn_rolled_out: Text =
        "judged by a rollout of {trials} trials",
        "judecată prin simulare, {trials} încercări";
    turn_book: Text =
        "judged by the opening book (rolled out, {trials} trials a play)",
        "judecată după cartea de deschideri (simulată, {trials} de încercări pentru fiecare mutare)";
    turn_luck: Text = "luck {luck}", "noroc {luck}";
    turn_luck_named: Text = "luck {luck} {mark} {word}", "noroc {luck} {mark} {word}";
    turn_rank: Text =
        "the play made is number {rank} of {plays}",
        "mutarea jucată e a {rank}-a din {plays}";
    turn_forced: Text = "forced: one way to play", "forțată: un singur fel de a juca";
    turn_stages: Text =
        "The loss by stage, the rest of the chain played best: {stages}",
        "Pierderea pe etape, restul lanțului jucat cel mai bine: {stages}";
    turn_stage: Text = "{dice} {loss} ({share})", "{dice} {loss} ({share})";
    turn_none: Text =
        "No turn here: go to one (↓) to open it.",
        "Nicio mutare aici: du-te la una (↓) ca s-o deschizi.";
    turn_keys: Text = "o/Esc closes · r rolls out", "o/Esc închide · r simulează";
    /// Under a turn's plays cut for room: how many were left out (`{n}`).
    turn_more: Text =
        "… {n} more plays left out for room",
        "… încă {n} mutări lăsate deoparte din lipsă de loc";
    // A rollout from the interface.
    rollout_running: Text =
        "Rolling out: {done} of {trials} trials · Esc stops",
        "Simulare: {done} din {trials} încercări · Esc oprește";
    rollout_done: Text =
        "Rolled out, {trials} trials · ± the 95% interval",
        "Simulare: {trials} încercări · ± intervalul de 95%";
    rollout_stopped: Text =
        "Stopped after {trials} trials · ± the 95% interval",
        "Oprită după {trials} încercări · ± intervalul de 95%";
    rollout_failed: Text = "No rollout: {why}", "Nicio simulare: {why}";
    rollout_keys: Text = "Esc stops", "Esc oprește";
    // Each player's totals.
    totals_title: Text =
        "Game {n}: each player's totals",
        "Partida {n}: totalurile fiecărui jucător";
    totals_rows: [Text; 13] =
        [
            "decisions",
            "blunders ??",
            "errors ?",
            "doubtful ?!",
            "equity given away",
            "per decision ×1000",
            "rating",
            "accuracy",
            "luck",
            "luck per roll",
            "rolls ++ + - --",
            "result",
            "luck-adjusted",
        ],
        [
            "decizii",
            "gafe ??",
            "greșeli ?",
            "îndoielnice ?!",
            "valoare pierdută",
            "pe decizie ×1000",
            "nivel",
            "precizie",
            "noroc",
            "noroc pe aruncare",
            "aruncări ++ + - --",
            "rezultat",
            "corectat de noroc",
        ];
    totals_keys: Text = "t/Esc closes", "t/Esc închide";
    /// A luck figure of the totals where the analysis has no luck (older than version 2).
    totals_no_luck: Text = "not judged", "nejudecat";
    /// Under the totals where the analysis has no luck: how to have it judged.
    totals_no_luck_note: Text =
        "Luck not judged (the analysis is older than luck): run gulbara analyze on the file",
        "Norocul nu e judecat (analiza e mai veche decât norocul): rulați gulbara analyze pe fișier";
    totals_judged_rollout: Text =
        "{n} turns judged by rollouts",
        "{n} mutări judecate prin simulări";
}
