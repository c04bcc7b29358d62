//! What an analysis found, as kept in a save: for every analysed turn the best play the engine
//! saw and how much the play made gave away. The figures are the engine's; this module only
//! keeps them, checks them when a save is read, and sizes the errors.

use serde::{Deserialize, Serialize};

use crate::marks::Mark;
use crate::text::is_hidden;

/// The version of the `analysis` field this program writes. Version 2 added each roll's luck,
/// version 3 each turn's best plays with their chances, the chances of the play made, its rank
/// and the rollout that confirmed a mark, version 4 a chain's loss shared among its stages,
/// version 5 the opening book's figures where the book answers; older versions still read, and
/// `gulbara analyze` judges them again.
pub const ANALYSIS_VERSION: u32 = 5;

/// Most plays an analysis keeps of a turn, the best first.
pub const TOP_PLAYS: usize = 5;

/// A side's chances once its turn is played (the opponent to roll), from its side.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Chances {
    /// P(it wins).
    pub win: f64,
    /// P(it wins 2 points).
    pub win2: f64,
    /// P(it loses 2 points).
    pub lose2: f64,
}

/// One of the best plays of a turn, as the analysis weighed it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Alternative {
    /// The turn, in the record's stage notation.
    pub play: String,
    /// Its equity for the side that played (points per game).
    pub equity: f64,
    /// The chances once it is played.
    pub chances: Chances,
}

/// The oldest version of the `analysis` field this program reads.
pub const OLDEST_ANALYSIS_VERSION: u32 = 1;

/// One analysed turn.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TurnReview {
    /// The best turn the engine found, in the record's stage notation.
    pub best: String,
    /// Its equity for the side that played (points per game, from -2 to 2).
    pub best_equity: f64,
    /// The equity of the turn that was played.
    pub played_equity: f64,
    /// How many different ends the turn had (1: the play was forced).
    pub plays: u32,
    /// The luck of the turn's roll for the side that rolled it, in equity (see
    /// `Engine::roll_luck`); `None` for dice handed over (not a roll) and in analyses older
    /// than version 2.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub luck: Option<f64>,
    /// The best plays, best first (at most [`TOP_PLAYS`]; none before version 3).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub top: Vec<Alternative>,
    /// The chances of the play made (none before version 3).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub played_chances: Option<Chances>,
    /// Where the play made ranks among the plays (0: the best), where it is known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub played_rank: Option<u32>,
    /// The trials of the rollout whose figures these are, where a rollout confirmed the
    /// engine's mark (`gulbara analyze --rollout N`); `None`: the engine's search.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rollout: Option<u32>,
    /// The trials a play of the opening book's rollouts, where these are the book's figures
    /// (an opening or a reply the book answers, played as one of its plays); `None`: not the
    /// book's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub book: Option<u32>,
    /// A chain's loss shared among its stages, in order: what each gave away, judged with the
    /// rest of the chain played best (they add up to [`TurnReview::loss`]); empty for a single
    /// stage, a turn that lost nothing, and before version 4.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub stage_losses: Vec<f64>,
}

impl TurnReview {
    /// Equity given away by the play made (0 for the best).
    pub fn loss(&self) -> f64 {
        (self.best_equity - self.played_equity).max(0.0)
    }

    /// The mark the play earns, if any.
    pub fn mark(&self) -> Option<Mark> {
        Mark::of_loss(self.loss())
    }
}

/// The deepest an analysis can have looked: the engine's deepest search (`engine::Depth`,
/// which a test of the analysis holds this to).
pub const DEEPEST_ANALYSIS: u8 = 3;

/// How deep an analysis looked, where it looked deeper than the net alone: its depth (1 to
/// [`DEEPEST_ANALYSIS`]) and the move filter that chose the plays given that look. An analysis
/// without it judged at depth 0 (older analyses all did).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct JudgedAt {
    /// Rolls looked ahead: 1 to [`DEEPEST_ANALYSIS`].
    pub depth: u8,
    /// The most plays given the deeper look.
    pub keep: u32,
    /// How far below the best at depth 0 (points per game) a play could be and get it.
    pub within: f64,
}

/// The analysis of a match: each game's turns in order, `None` where a turn was not analysed
/// (the turn in progress when it was made). Every review of one analysis was made by the same
/// engine at the same depth: analysing again another way judges every turn again.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Analysis {
    /// Always [`ANALYSIS_VERSION`] when written by this program.
    pub version: u32,
    /// The engine that judged the turns (its version and its net's fingerprint).
    pub engine: String,
    /// How deep it looked, beyond the net alone.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub judged_at: Option<JudgedAt>,
    /// Per game, per finished turn.
    pub games: Vec<Vec<Option<TurnReview>>>,
}

impl Analysis {
    /// The review of turn `turn` (0-based) of game `game`, if there is one.
    pub fn turn(&self, game: usize, turn: usize) -> Option<&TurnReview> {
        self.games.get(game)?.get(turn)?.as_ref()
    }

    /// Checks what a file claims against the match it came with: `turns[g]` is the number of
    /// finished turns of game `g`. Returns what is wrong, in words.
    pub(super) fn check(&self, turns: &[usize]) -> Result<(), String> {
        if !(OLDEST_ANALYSIS_VERSION..=ANALYSIS_VERSION).contains(&self.version) {
            return Err(format!(
                "the analysis is version {}; this gulbara reads versions \
                 {OLDEST_ANALYSIS_VERSION} to {ANALYSIS_VERSION} (run gulbara analyze again \
                 with this version)",
                self.version
            ));
        }
        check_text(&self.engine, "the analysis's engine name")?;
        if let Some(at) = self.judged_at
            && !((1..=DEEPEST_ANALYSIS).contains(&at.depth)
                && at.keep >= 1
                && at.within.is_finite()
                && (0.0..=4.0).contains(&at.within))
        {
            return Err(format!(
                "the analysis's depth {} (filter: {} plays within {}) is not one gulbara searches",
                at.depth, at.keep, at.within
            ));
        }
        if self.games.len() > turns.len() {
            return Err(format!(
                "the analysis covers {} games, the match has {}",
                self.games.len(),
                turns.len()
            ));
        }
        for (g, (reviews, &finished)) in self.games.iter().zip(turns).enumerate() {
            if reviews.len() > finished {
                return Err(format!(
                    "the analysis of game {} covers {} turns, the game has {finished} finished",
                    g + 1,
                    reviews.len()
                ));
            }
            for (t, review) in reviews.iter().enumerate() {
                let Some(r) = review else { continue };
                let at = format!("the analysis of game {}, turn {}", g + 1, t + 1);
                check_text(&r.best, &at)?;
                for e in [r.best_equity, r.played_equity] {
                    if !(-2.0..=2.0).contains(&e) {
                        return Err(format!("{at}: an equity of {e} is outside -2 to 2"));
                    }
                }
                if r.played_equity > r.best_equity + 1e-9 {
                    return Err(format!(
                        "{at}: the play made ({}) is worth more than the best ({})",
                        r.played_equity, r.best_equity
                    ));
                }
                if r.plays == 0 {
                    return Err(format!("{at}: a turn has at least one play"));
                }
                if let Some(luck) = r.luck
                    && !(-4.0..=4.0).contains(&luck)
                {
                    return Err(format!("{at}: a luck of {luck} is outside -4 to 4"));
                }
                r.check_plays(&at)?;
            }
        }
        Ok(())
    }
}

impl TurnReview {
    /// Checks the plays a review keeps: their number, their notation, their figures.
    fn check_plays(&self, at: &str) -> Result<(), String> {
        if self.top.len() > TOP_PLAYS {
            return Err(format!(
                "{at}: {} plays kept, at most {TOP_PLAYS}",
                self.top.len()
            ));
        }
        for alternative in &self.top {
            check_text(&alternative.play, at)?;
            if !(-2.0..=2.0).contains(&alternative.equity) {
                let e = alternative.equity;
                return Err(format!("{at}: an equity of {e} is outside -2 to 2"));
            }
            alternative.chances.check(at)?;
        }
        if let Some(chances) = self.played_chances {
            chances.check(at)?;
        }
        if let Some(rank) = self.played_rank
            && rank >= self.plays
        {
            return Err(format!(
                "{at}: the play made ranks {rank} of {} plays",
                self.plays
            ));
        }
        if self.rollout == Some(0) || self.book == Some(0) {
            return Err(format!("{at}: a rollout of no trials"));
        }
        let shares: f64 = self.stage_losses.iter().sum();
        if self.stage_losses.iter().any(|l| !(0.0..=4.0).contains(l))
            || (!self.stage_losses.is_empty() && (shares - self.loss()).abs() > 1e-3)
        {
            return Err(format!(
                "{at}: the stages' losses {:?} do not add up to the turn's {}",
                self.stage_losses,
                self.loss()
            ));
        }
        Ok(())
    }
}

impl Chances {
    fn check(self, at: &str) -> Result<(), String> {
        for p in [self.win, self.win2, self.lose2] {
            if !(0.0..=1.0).contains(&p) {
                return Err(format!("{at}: a chance of {p} is outside 0 to 1"));
            }
        }
        Ok(())
    }
}

/// Text from a file that is shown on screen and written in records: one short line, nothing
/// hidden, no spaces at its ends (a text record's field would lose them).
pub(super) fn check_text(text: &str, what: &str) -> Result<(), String> {
    if text.trim().is_empty() || text.chars().count() > 300 {
        return Err(format!("{what} must be 1-300 characters"));
    }
    if text.trim() != text {
        return Err(format!("{what} has spaces at its start or end"));
    }
    if let Some(c) = text
        .chars()
        .find(|&c| is_hidden(c) || c.is_control() || (c.is_whitespace() && c != ' '))
    {
        return Err(format!(
            "{what} contains U+{:04X}, a control or invisible character",
            u32::from(c)
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn review(best: f64, played: f64) -> TurnReview {
        TurnReview {
            best: "6-5: 24/13".to_string(),
            best_equity: best,
            played_equity: played,
            plays: 12,
            luck: Some(0.1),
            top: Vec::new(),
            played_chances: None,
            played_rank: None,
            rollout: None,
            book: None,
            stage_losses: Vec::new(),
        }
    }

    #[test]
    fn marks_follow_the_thresholds() {
        assert_eq!(review(0.3, 0.3).mark(), None);
        assert_eq!(review(0.3, 0.27).mark(), None);
        assert_eq!(review(0.3, 0.25).mark(), Some(Mark::Doubtful));
        assert_eq!(review(0.3, 0.21).mark(), Some(Mark::Error));
        assert_eq!(review(0.3, 0.13).mark(), Some(Mark::Blunder));
        // At the thresholds themselves.
        assert_eq!(Mark::of_loss(0.04), Some(Mark::Doubtful));
        assert_eq!(Mark::of_loss(0.08), Some(Mark::Error));
        assert_eq!(Mark::of_loss(0.16), Some(Mark::Blunder));
        assert_eq!(Mark::of_loss(0.0399), None);
        assert_eq!(review(-1.0, -1.9).mark(), Some(Mark::Blunder));
        assert_eq!(
            Mark::ALL.map(Mark::symbol),
            ["?!", "?", "??"],
            "the symbols, smallest first"
        );
    }

    #[test]
    fn every_depth_the_engine_searches_can_be_recorded() {
        // An analysis at the engine's deepest must read back (it once could not at depth 3).
        let deepest = crate::engine::Depth::ALL.last().map(|d| d.plies());
        assert_eq!(deepest, Some(DEEPEST_ANALYSIS));
    }

    #[test]
    fn a_claimed_analysis_must_fit_its_match() {
        let good = Analysis {
            judged_at: None,
            version: ANALYSIS_VERSION,
            engine: "gulbara 0.1 net 0000abcd".to_string(),
            games: vec![vec![Some(review(0.2, 0.1)), None]],
        };
        assert_eq!(good.check(&[2]), Ok(()));
        assert_eq!(good.check(&[5, 3]), Ok(()));
        let deeper = |depth, keep, within| Analysis {
            judged_at: Some(JudgedAt {
                depth,
                keep,
                within,
            }),
            ..good.clone()
        };
        assert_eq!(deeper(2, 8, 0.16).check(&[2]), Ok(()));
        assert_eq!(deeper(3, 8, 0.16).check(&[2]), Ok(()));
        for (depth, keep, within) in [(0, 8, 0.16), (4, 8, 0.16), (1, 0, 0.16), (1, 8, f64::NAN)] {
            let refused = deeper(depth, keep, within).check(&[2]).unwrap_err();
            assert!(refused.contains("not one gulbara searches"), "{refused}");
        }
        assert!(good.check(&[1]).unwrap_err().contains("covers 2 turns"));
        assert!(good.check(&[]).unwrap_err().contains("covers 1 games"));
        let mut bad = good.clone();
        bad.version = ANALYSIS_VERSION + 1;
        let newer = format!("version {}", ANALYSIS_VERSION + 1);
        assert!(bad.check(&[2]).unwrap_err().contains(&newer));
        // A chain's stages share its loss of 0.1: shares that add up to more are refused
        let mut shared = good.clone();
        shared.games[0][0].as_mut().unwrap().stage_losses = vec![0.0, 0.1];
        assert_eq!(shared.check(&[2]), Ok(()));
        shared.games[0][0].as_mut().unwrap().stage_losses = vec![0.05, 0.1];
        assert!(shared.check(&[2]).unwrap_err().contains("do not add up"));
        shared.games[0][0].as_mut().unwrap().stage_losses = vec![-0.1, 0.2];
        assert!(shared.check(&[2]).unwrap_err().contains("do not add up"));
        let chances = |win| Chances {
            win,
            win2: 0.1,
            lose2: 0.1,
        };
        let mut bad = good.clone();
        bad.games[0][0].as_mut().unwrap().played_chances = Some(chances(1.5));
        assert!(bad.check(&[2]).unwrap_err().contains("outside 0 to 1"));
        let mut bad = good.clone();
        bad.games[0][0].as_mut().unwrap().played_rank = Some(12);
        assert!(bad.check(&[2]).unwrap_err().contains("ranks 12 of 12"));
        let mut bad = good.clone();
        let alternative = Alternative {
            play: "6-5: 24/13".to_string(),
            equity: 0.2,
            chances: chances(0.5),
        };
        bad.games[0][0].as_mut().unwrap().top = vec![alternative; TOP_PLAYS + 1];
        assert!(bad.check(&[2]).unwrap_err().contains("at most 5"));
        // Version 1, before luck, still reads.
        let mut bad = good.clone();
        bad.version = 1;
        assert_eq!(bad.check(&[2]), Ok(()));
        let mut bad = good.clone();
        bad.games[0][0].as_mut().unwrap().luck = Some(f64::NAN);
        assert!(bad.check(&[2]).unwrap_err().contains("outside -4 to 4"));
        let mut bad = good.clone();
        bad.games[0][0] = Some(review(0.1, 0.2));
        assert!(bad.check(&[2]).unwrap_err().contains("worth more"));
        let mut bad = good.clone();
        bad.games[0][0] = Some(review(2.5, 0.2));
        assert!(bad.check(&[2]).unwrap_err().contains("outside -2 to 2"));
        let mut bad = good.clone();
        bad.engine = "x\u{1b}[2J".to_string();
        assert!(bad.check(&[2]).unwrap_err().contains("U+001B"));
        bad.engine = "  ".to_string();
        assert!(bad.check(&[2]).unwrap_err().contains("1-300"));
        bad.engine = " gulbara".to_string();
        assert!(bad.check(&[2]).unwrap_err().contains("spaces at its start"));
        bad.engine = "gulbara\u{2028}net".to_string();
        assert!(bad.check(&[2]).unwrap_err().contains("U+2028"));
    }
}
