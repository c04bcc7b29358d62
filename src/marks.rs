//! The one scale of errors, for the analysis and for practice alike: the marks `?!`, `?` and
//! `??` and a practice roll's verdict, with their thresholds in equity (the engine's judgement),
//! in expected turns (a bear-off alone) and in winning chance (a race). Pure numbers, on
//! nothing else: whatever judges a play (the bear-off database, the analysis, practice, the
//! drills) marks it on this scale.

/// Costs below this are the best play (the same value within rounding), in every measure.
pub const BEST_BELOW: f64 = 0.000_5;

/// Equity given away (in points per game) from which a play is marked: `?!` from 0.04, `?`
/// from 0.08, `??` from 0.16. A game is worth at most 2 points either way, so 0.04 is a fiftieth
/// of a single game: about what separates close plays when the engine itself is unsure.
pub const MARK_THRESHOLDS: [(f64, Mark); 3] = [
    (0.16, Mark::Blunder),
    (0.08, Mark::Error),
    (0.04, Mark::Doubtful),
];

/// The marks' thresholds in winning chance, for a race: half the equity's, since a race's
/// chance is worth twice as much in points (a win is +1, a loss -1).
pub const WIN_THRESHOLDS: [f64; 3] = [0.02, 0.04, 0.08];

/// The marks' thresholds in expected turns, for a bear-off alone: 0.05 turns, about the cost of
/// leaving one checker to waste a die, then doubling as the equity's do.
pub const TURN_THRESHOLDS: [f64; 3] = [0.05, 0.1, 0.2];

/// The size of an error.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Mark {
    /// `?!`: probably not the best.
    Doubtful,
    /// `?`: an error.
    Error,
    /// `??`: a blunder.
    Blunder,
}

impl Mark {
    /// Every mark, smallest first.
    pub const ALL: [Mark; 3] = [Mark::Doubtful, Mark::Error, Mark::Blunder];

    /// The mark as written beside a move: `?!`, `?` or `??`.
    pub fn symbol(self) -> &'static str {
        match self {
            Mark::Doubtful => "?!",
            Mark::Error => "?",
            Mark::Blunder => "??",
        }
    }

    /// The mark a tutor warns from, as typed (`--tutor`, the settings file): `?!`, `?` or `??`
    /// (or the mark's name: doubtful, error, blunder) for `Some(Some(mark))`, `off` for
    /// `Some(None)`; anything else is `None`.
    pub fn tutor_from(text: &str) -> Option<Option<Mark>> {
        match text.trim() {
            "?!" | "doubtful" => Some(Some(Mark::Doubtful)),
            "?" | "error" => Some(Some(Mark::Error)),
            "??" | "blunder" => Some(Some(Mark::Blunder)),
            "off" => Some(None),
            _ => None,
        }
    }

    /// The mark of a play that gave away `loss` points of equity, if it is large enough.
    pub fn of_loss(loss: f64) -> Option<Mark> {
        MARK_THRESHOLDS
            .iter()
            .find(|(from, _)| loss >= *from)
            .map(|&(_, mark)| mark)
    }

    /// Counts of each mark (in the order of [`Mark::ALL`]) as the analysis writes them, the
    /// largest first: `0 ??, 1 ?, 2 ?!`, `space` between each count and its mark (a
    /// no-break space where the text is wrapped).
    pub fn counted(counts: [u32; 3], space: &str) -> String {
        let each: Vec<String> = Mark::ALL
            .iter()
            .rev()
            .map(|&mark| format!("{}{space}{}", counts[mark as usize], mark.symbol()))
            .collect();
        each.join(", ")
    }

    /// The mark of a cost measured against `thresholds` (from `?!` up), if it is large enough.
    fn of_cost(cost: f64, thresholds: [f64; 3]) -> Option<Mark> {
        Mark::ALL
            .into_iter()
            .zip(thresholds)
            .rev()
            .find(|&(_, from)| cost >= from)
            .map(|(mark, _)| mark)
    }
}

/// How good a practice roll's play was, on the analysis' scale.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// As good as the best.
    Best,
    /// Not the best, but too close to it for a mark.
    Close,
    /// An error of this size.
    Marked(Mark),
}

/// What a practice roll's cost is measured in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Measure {
    /// Points of equity (the engine's judgement of a position from a game).
    Equity,
    /// Winning chance (a race, exactly).
    WinChance,
    /// Expected turns (a bear-off alone, exactly).
    Turns,
}

impl Verdict {
    /// The verdict on a play that costs `cost` in `measure`.
    pub fn of(cost: f64, measure: Measure) -> Verdict {
        let mark = match measure {
            Measure::Equity => Mark::of_loss(cost),
            Measure::WinChance => Mark::of_cost(cost, WIN_THRESHOLDS),
            Measure::Turns => Mark::of_cost(cost, TURN_THRESHOLDS),
        };
        match mark {
            _ if cost < BEST_BELOW => Verdict::Best,
            Some(mark) => Verdict::Marked(mark),
            None => Verdict::Close,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{Mark, Measure, Verdict};

    #[test]
    fn one_scale_marks_the_analysis_and_judges_practice() {
        // The analysis' marks, in equity.
        assert_eq!(Mark::of_loss(0.04), Some(Mark::Doubtful));
        assert_eq!(Mark::of_loss(0.08), Some(Mark::Error));
        assert_eq!(Mark::of_loss(0.16), Some(Mark::Blunder));
        assert_eq!(Mark::of_loss(0.0399), None);
        // Practice on a game's position: the same marks for the same losses (0.084 is `?`).
        assert_eq!(
            Verdict::of(0.084, Measure::Equity),
            Verdict::Marked(Mark::Error)
        );
        assert_eq!(Verdict::of(0.0004, Measure::Equity), Verdict::Best);
        assert_eq!(Verdict::of(0.02, Measure::Equity), Verdict::Close);
        // A race's chance counts twice in points; turns on a scale of their own.
        assert_eq!(
            Verdict::of(0.02, Measure::WinChance),
            Verdict::Marked(Mark::Doubtful)
        );
        assert_eq!(
            Verdict::of(0.1, Measure::WinChance),
            Verdict::Marked(Mark::Blunder)
        );
        assert_eq!(Verdict::of(0.01, Measure::Turns), Verdict::Close);
        assert_eq!(
            Verdict::of(0.12, Measure::Turns),
            Verdict::Marked(Mark::Error)
        );
    }
}
