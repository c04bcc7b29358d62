//! The plays an analysis weighed at a turn, as rows: its best plays, then the play made where
//! it is not among them. A turn opened in the replay shows them, and a rollout that confirms a
//! mark rolls out the same plays.

use super::review::{Chances, TurnReview};

/// A play and the analysis' figures for it.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayRow {
    /// Its rank among the turn's plays (0: the best), if known.
    pub rank: Option<usize>,
    /// The play, in the record's stage notation.
    pub play: String,
    /// Its equity for the mover.
    pub equity: f64,
    /// Its chances, where the analysis kept them.
    pub chances: Option<Chances>,
    /// It is the play made.
    pub played: bool,
}

impl TurnReview {
    /// The rows of this review: its best plays, then the play made (`played`, its notation)
    /// where it is not among them. An analysis older than version 3 gives the best and the
    /// play made.
    pub fn rows(&self, played: &str) -> Vec<PlayRow> {
        let mut rows: Vec<PlayRow> = self
            .top
            .iter()
            .enumerate()
            .map(|(i, alt)| PlayRow {
                rank: Some(i),
                play: alt.play.clone(),
                equity: alt.equity,
                chances: Some(alt.chances),
                played: self.played_rank.is_some_and(|r| r as usize == i),
            })
            .collect();
        if rows.is_empty() {
            rows.push(PlayRow {
                rank: Some(0),
                play: self.best.clone(),
                equity: self.best_equity,
                chances: None,
                played: self.best == played,
            });
        }
        if !rows.iter().any(|r| r.played) {
            rows.push(PlayRow {
                rank: self.played_rank.map(|r| r as usize),
                play: played.to_string(),
                equity: self.played_equity,
                chances: self.played_chances,
                played: true,
            });
        }
        rows
    }
}
