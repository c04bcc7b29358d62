//! `gulbara check FILE`: does a saved match load, and what is in it.

use std::path::Path;

use crate::game::Match;

/// Loads the file and prints a one-line summary.
pub fn run(file: &Path) -> anyhow::Result<()> {
    let saved = super::records::load(file)?;
    super::print_text(&format!("{}\n", summary(&saved.match_)))
}

/// `Ana vs Dan, match to 3, score 2-1, 3 games, 187 turns; game 3 in progress`.
pub fn summary(m: &Match) -> String {
    let players = m.players();
    let turns: usize = m
        .games()
        .iter()
        .map(|g| g.turns().len() + usize::from(g.current_turn().is_some()))
        .sum();
    let games = m.games().len();
    let status = match (m.winner(), m.game().result()) {
        (Some(w), _) => format!("match over, {} won", players[w]),
        (None, Some(r)) => format!(
            "game {games} over, {} won {} point{}",
            players[r.winner],
            r.points,
            if r.points == 1 { "" } else { "s" }
        ),
        (None, None) => format!("game {games} in progress"),
    };
    format!(
        "{} vs {}, match to {}, score {}-{}, {games} game{}, {turns} turn{}; {status}",
        players.white,
        players.black,
        m.settings().match_to,
        m.score().white,
        m.score().black,
        if games == 1 { "" } else { "s" },
        if turns == 1 { "" } else { "s" },
    ) + &variant_rules(m)
}

/// `; rules: …` where the match is not played under the sheet's rules.
fn variant_rules(m: &Match) -> String {
    let rules = m.settings().rules;
    if rules == crate::rules::RuleSet::SHEET {
        String::new()
    } else {
        format!("; rules: {}", crate::record::rules_text(rules))
    }
}
