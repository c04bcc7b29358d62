//! `gulbara check FILE`: does a saved match load, and what is in it; for a served match, that
//! every die was drawn from its sealed seeds.

use std::path::Path;

use crate::game::Match;
use crate::i18n::{Strings, fill};
use crate::rules::Side;

/// Loads the file and prints a one-line summary in the language of `s`.
pub fn run(file: &Path, s: &Strings) -> anyhow::Result<()> {
    let saved = super::records::load(file)?;
    let mut text = format!("{}\n", summary(&saved.match_, s));
    // Loading has drawn every die again from the seal; the count says how many.
    if let Some(seal) = &saved.sealed_dice {
        let dice = crate::game::check_dice(&saved.match_, seal)?;
        let sealed = fill(
            s.cli.check_sealed,
            &[("dice", &dice), ("seal", &seal.commitment())],
        );
        text.push_str(&sealed);
        text.push('\n');
    }
    super::print_text(&text)
}

/// `Ana vs Dan, match to 3, score 2-1, 3 games, 187 turns; game 3 in progress`; the computer at
/// another level than the default is named with it (`Ana vs Computer (world class), …`).
pub fn summary(m: &Match, s: &Strings) -> String {
    let w = s.cli;
    let players = m.players();
    let turns: usize = m
        .games()
        .iter()
        .map(|g| g.turns().len() + usize::from(g.current_turn().is_some()))
        .sum();
    let games = m.games().len();
    let status = match (m.winner(), m.game().result()) {
        (Some(winner), _) => fill(w.check_match_over, &[("side", &players[winner])]),
        (None, Some(r)) => fill(
            w.check_game_over,
            &[
                ("n", &games),
                ("side", &players[r.winner]),
                ("points", &s.points(u32::from(r.points))),
            ],
        ),
        (None, None) => fill(w.check_in_progress, &[("n", &games)]),
    };
    let count = |n: usize, forms| s.count(u32::try_from(n).unwrap_or(u32::MAX), forms);
    fill(
        w.check_summary,
        &[
            ("white", &s.seat_with_level(m, Side::White)),
            ("black", &s.seat_with_level(m, Side::Black)),
            ("to", &m.settings().match_to),
            ("a", &m.score().white),
            ("b", &m.score().black),
            ("games", &count(games, &w.count_games)),
            ("turns", &count(turns, &w.count_turns)),
            ("status", &status),
        ],
    ) + &variant_rules(m, s)
}

/// `; rules: …` where the match is not played under the sheet's rules.
fn variant_rules(m: &Match, s: &Strings) -> String {
    let rules = m.settings().rules;
    if rules == crate::rules::RuleSet::SHEET {
        String::new()
    } else {
        let names = crate::ui::rule_names(s, &rules).join(", ");
        fill(s.cli.check_rules, &[("rules", &names)])
    }
}

#[cfg(test)]
mod tests {
    use crate::game::{EngineId, Match, MatchSettings, Player, RandomDice};
    use crate::i18n::Lang;
    use crate::rules::Side;

    /// The computer's level is part of who played: the summary names it, but for the default.
    #[test]
    fn the_summary_names_the_computers_level_but_the_default() {
        let summary = |engine: &str, lang: Lang| {
            let mut settings = MatchSettings::default();
            settings.players.black = "Computer".to_string();
            let mut m = Match::new(settings, Box::new(RandomDice::seeded(1))).unwrap();
            m.set_played_by(Side::Black, Player::Computer(EngineId::new(engine)));
            super::summary(&m, lang.strings())
        };
        let line = summary("gulbara 0.1.0 net ca21cdbb world-class", Lang::En);
        assert!(
            line.starts_with("White vs Computer (world class), "),
            "{line}"
        );
        let line = summary("gulbara 0.1.0 net ca21cdbb casual", Lang::Ro);
        assert!(line.contains("Computer (ocazional)"), "{line}");
        let line = summary("gulbara 0.1.0 net ca21cdbb", Lang::En);
        assert!(line.starts_with("White vs Computer, "), "{line}");
    }
}
