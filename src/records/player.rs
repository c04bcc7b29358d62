//! A player's record over analysed matches, from the records database's rows: matches, wins,
//! points, skill (equity given away per decision, ×1000, with its rating), luck and the result
//! without it, and the error rate match by match. `gulbara stats` prints it; the play screen's
//! records window draws it.

use crate::store::MatchRow;

use crate::record::Rating;

/// The figures of some of a player's analysed matches, added up.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct PlayerRecord {
    /// Matches.
    pub matches: u32,
    /// Of them won.
    pub won: u32,
    /// Points won less points lost.
    pub points: f64,
    /// Decisions analysed.
    pub decisions: u32,
    /// Equity given away in all.
    pub equity_lost: f64,
    /// The rolls' luck.
    pub luck: f64,
    /// The result with the luck taken out.
    pub luck_adjusted: f64,
    /// The player's dice over the matches that kept them.
    pub dice: crate::analysis::DiceTally,
    /// Matches kept before dice were kept (their dice are not counted).
    pub without_dice: u32,
}

impl PlayerRecord {
    /// The record of `rows`.
    pub fn of<'a>(rows: impl IntoIterator<Item = &'a MatchRow>) -> PlayerRecord {
        rows.into_iter()
            .fold(PlayerRecord::default(), |mut r, row| {
                // Counts from a database edited by hand may be anything: they saturate.
                r.matches = r.matches.saturating_add(1);
                r.won = r.won.saturating_add(u32::from(row.result > 0.0));
                r.points += row.result;
                r.decisions = r.decisions.saturating_add(row.decisions);
                r.equity_lost += row.equity_lost;
                r.luck += row.luck;
                r.luck_adjusted += row.luck_adjusted;
                r.dice.rolls = r.dice.rolls.saturating_add(row.rolls);
                r.dice.doubles = r.dice.doubles.saturating_add(row.doubles.min(row.rolls));
                r.dice.pips = r.dice.pips.saturating_add(row.pips);
                r.without_dice += u32::from(row.rolls == 0);
                r
            })
    }

    /// Equity given away per decision, ×1000 (0 with no decision).
    pub fn skill(&self) -> f64 {
        per_decision(self.equity_lost, self.decisions)
    }

    /// The skill in words.
    pub fn rating(&self) -> Rating {
        Rating::of(self.skill())
    }
}

/// Equity given away per decision, ×1000 (0 with no decision).
pub fn per_decision(lost: f64, decisions: u32) -> f64 {
    if decisions == 0 {
        0.0
    } else {
        lost / f64::from(decisions) * 1000.0
    }
}

/// The error rate (per decision, ×1000) of each of the last `last` of `rows` (oldest first),
/// oldest first; matches without a decision are left out.
pub fn error_rates(rows: &[MatchRow], last: usize) -> Vec<f64> {
    let with_decisions: Vec<&MatchRow> = rows.iter().filter(|r| r.decisions > 0).collect();
    let from = with_decisions.len().saturating_sub(last);
    with_decisions[from..]
        .iter()
        .map(|r| per_decision(r.equity_lost, r.decisions))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(result: f64, decisions: u32, lost: f64) -> MatchRow {
        MatchRow {
            match_key: String::new(),
            player: "Ana".into(),
            played: 0,
            opponent: "Dan".into(),
            rules: String::new(),
            result,
            decisions,
            equity_lost: lost,
            luck: 0.5,
            luck_adjusted: result - 0.5,
            rolls: 20,
            doubles: 4,
            pips: 170,
        }
    }

    #[test]
    fn a_record_adds_its_matches_and_rates_the_skill_over_all_their_decisions() {
        let rows = [row(1.0, 10, 0.1), row(-2.0, 30, 0.5), row(1.0, 0, 0.0)];
        let r = PlayerRecord::of(&rows);
        assert_eq!((r.matches, r.won, r.decisions), (3, 2, 40));
        assert!((r.points - 0.0).abs() < 1e-12 && (r.luck - 1.5).abs() < 1e-12);
        // 0.6 over 40 decisions: 15 per decision ×1000, not the mean of the matches' rates
        assert!((r.skill() - 15.0).abs() < 1e-9);
        assert_eq!(r.rating(), Rating::Intermediate);
        // The error rates of the last two matches with decisions, oldest first
        let rates = error_rates(&rows, 2);
        assert_eq!(rates.len(), 2);
        assert!((rates[0] - 10.0).abs() < 1e-9 && (rates[1] - 16.666_666).abs() < 1e-3);
        assert!(PlayerRecord::of(&[]).skill().abs() < 1e-12);
        // The dice add up over the matches that kept them
        assert_eq!(
            (r.dice.rolls, r.dice.doubles, r.dice.pips, r.without_dice),
            (60, 12, 510, 0)
        );
    }
}
