//! Each side's figures over a game or a match, from an analysis: its decisions and their
//! errors (skill: equity lost, a rating in words, an accuracy), its rolls' luck, and the result
//! with the luck taken out. The scales are stated here, once, and in docs/guide.md.

use crate::game::Match;
use crate::marks::Mark;
use crate::rules::{BySide, Side};

use super::review::Analysis;

/// A rating from the equity lost per decision (×1000): each rating up to its threshold, the
/// best first; past the last one a player is [`Rating::Awful`].
pub const RATING_THRESHOLDS: [(f64, Rating); 6] = [
    (5.0, Rating::WorldClass),
    (8.0, Rating::Expert),
    (12.0, Rating::Advanced),
    (18.0, Rating::Intermediate),
    (26.0, Rating::Casual),
    (35.0, Rating::Beginner),
];

/// How well a side played, in words, from its equity lost per decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Rating {
    /// Under 5 thousandths of a point per decision.
    WorldClass,
    /// Under 8.
    Expert,
    /// Under 12.
    Advanced,
    /// Under 18.
    Intermediate,
    /// Under 26.
    Casual,
    /// Under 35.
    Beginner,
    /// 35 or more.
    Awful,
}

impl Rating {
    /// Every rating, the best first (the order of their words in the strings).
    pub const ALL: [Rating; 7] = [
        Rating::WorldClass,
        Rating::Expert,
        Rating::Advanced,
        Rating::Intermediate,
        Rating::Casual,
        Rating::Beginner,
        Rating::Awful,
    ];

    /// The rating of `per_decision` (equity lost per decision, ×1000).
    pub fn of(per_decision: f64) -> Rating {
        RATING_THRESHOLDS
            .iter()
            .find(|(below, _)| per_decision < *below)
            .map_or(Rating::Awful, |&(_, r)| r)
    }
}

/// The luck of a roll, where it is large enough to be named: from 0.3 points of equity either
/// way a roll is lucky or unlucky, from 0.6 very much so.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LuckMark {
    /// -0.6 or less.
    VeryUnlucky,
    /// Over -0.6, -0.3 or less.
    Unlucky,
    /// 0.3 or more, under 0.6.
    Lucky,
    /// 0.6 or more.
    VeryLucky,
}

/// Where a roll's luck is named (points of equity, either way): lucky, then very lucky.
pub const LUCK_THRESHOLDS: [f64; 2] = [0.3, 0.6];

impl LuckMark {
    /// Every mark, the unluckiest first (the order of their words in the strings).
    pub const ALL: [LuckMark; 4] = [
        LuckMark::VeryUnlucky,
        LuckMark::Unlucky,
        LuckMark::Lucky,
        LuckMark::VeryLucky,
    ];

    /// The mark of a roll of luck `luck`, if it is large enough.
    pub fn of(luck: f64) -> Option<LuckMark> {
        let [lucky, very] = LUCK_THRESHOLDS;
        match luck {
            l if l >= very => Some(LuckMark::VeryLucky),
            l if l >= lucky => Some(LuckMark::Lucky),
            l if l <= -very => Some(LuckMark::VeryUnlucky),
            l if l <= -lucky => Some(LuckMark::Unlucky),
            _ => None,
        }
    }

    /// The mark as written beside a roll: `++`, `+`, `-`, `--`.
    pub fn symbol(self) -> &'static str {
        match self {
            LuckMark::VeryUnlucky => "--",
            LuckMark::Unlucky => "-",
            LuckMark::Lucky => "+",
            LuckMark::VeryLucky => "++",
        }
    }
}

/// The accuracy (0-100) of a decision that lost `loss` points of equity, as lichess makes one
/// from a chess move's loss of winning chance: a point of equity is 50 percentage points of
/// winning chance (a game is worth +1 or -1), and a loss of `d` points of chance scores
/// `103.1668 e^(-0.04354 d) - 3.1669`, kept within 0-100 (100 for no loss).
pub fn accuracy(loss: f64) -> f64 {
    let chance_lost = 50.0 * loss.max(0.0);
    (103.166_8 * (-0.043_54 * chance_lost).exp() - 3.166_9).clamp(0.0, 100.0)
}

/// One side's figures over a game or a match.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Totals {
    /// Turns analysed.
    pub turns: u32,
    /// Turns analysed with a choice (more than one play; a whole chain is one decision).
    pub decisions: u32,
    /// Plays marked, by mark (in the order of [`Mark::ALL`]).
    pub marks: [u32; 3],
    /// Equity given away in all.
    pub loss: f64,
    /// The decisions' accuracies added up.
    accuracy_sum: f64,
    /// Rolls whose luck is known.
    pub rolls: u32,
    /// Their luck added up (points of equity, from this side).
    pub luck: f64,
    /// Rolls named by their luck, by mark (in the order of [`LuckMark::ALL`]).
    pub luck_marks: [u32; 4],
    /// Games finished among those counted.
    pub finished: u32,
    /// Points won less points lost in the finished games.
    pub result: f64,
    /// That result less the luck of those games (this side's less the opponent's).
    pub luck_adjusted: f64,
}

impl Totals {
    /// Equity given away per turn analysed.
    pub fn loss_per_turn(&self) -> f64 {
        per(self.loss, self.turns)
    }

    /// Equity given away per decision, ×1000 (the rating's measure).
    pub fn loss_per_decision(&self) -> f64 {
        per(self.loss * 1000.0, self.decisions)
    }

    /// The rating in words, if the side had a decision to make.
    pub fn rating(&self) -> Option<Rating> {
        (self.decisions > 0).then(|| Rating::of(self.loss_per_decision()))
    }

    /// The mean accuracy of the side's decisions (0-100), if it had one to make.
    pub fn accuracy(&self) -> Option<f64> {
        (self.decisions > 0).then(|| per(self.accuracy_sum, self.decisions))
    }

    /// Luck per roll.
    pub fn luck_per_roll(&self) -> f64 {
        per(self.luck, self.rolls)
    }

    /// How many plays earned `mark`.
    pub fn count(&self, mark: Mark) -> u32 {
        self.marks[mark as usize]
    }
}

fn per(total: f64, n: u32) -> f64 {
    if n == 0 { 0.0 } else { total / f64::from(n) }
}

impl Analysis {
    /// Each side's totals over game `game` (0-based), or over the whole match with `None`.
    pub fn totals(&self, m: &Match, game: Option<usize>) -> BySide<Totals> {
        let mut totals = BySide::<Totals>::default();
        for (g, played) in m.games().iter().enumerate() {
            if game.is_some_and(|only| only != g) {
                continue;
            }
            let mut luck = BySide::<f64>::default();
            for (t, turn) in played.turns().iter().enumerate() {
                let Some(review) = self.turn(g, t) else {
                    continue;
                };
                let total = &mut totals[turn.side()];
                total.turns += 1;
                total.loss += review.loss();
                if review.plays > 1 {
                    total.decisions += 1;
                    total.accuracy_sum += accuracy(review.loss());
                }
                if let Some(mark) = review.mark() {
                    total.marks[mark as usize] += 1;
                }
                if let Some(l) = review.luck {
                    total.rolls += 1;
                    total.luck += l;
                    luck[turn.side()] += l;
                    if let Some(mark) = LuckMark::of(l) {
                        total.luck_marks[mark as usize] += 1;
                    }
                }
            }
            if let Some(result) = played.result() {
                for side in Side::BOTH {
                    let sign = if side == result.winner { 1.0 } else { -1.0 };
                    let points = sign * f64::from(result.points);
                    let total = &mut totals[side];
                    total.finished += 1;
                    total.result += points;
                    total.luck_adjusted += points - (luck[side] - luck[side.opponent()]);
                }
            }
        }
        totals
    }
}

impl crate::i18n::Strings {
    /// A rating's word (the words are in the order of `Rating::ALL`, the variants' order).
    pub fn rating(&self, rating: Rating) -> &'static str {
        self.ratings[rating as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ratings_follow_the_loss_per_decision() {
        assert_eq!(Rating::of(0.0), Rating::WorldClass);
        assert_eq!(Rating::of(4.99), Rating::WorldClass);
        assert_eq!(Rating::of(5.0), Rating::Expert);
        assert_eq!(Rating::of(17.9), Rating::Intermediate);
        assert_eq!(Rating::of(34.9), Rating::Beginner);
        assert_eq!(Rating::of(35.0), Rating::Awful);
        assert_eq!(Rating::of(400.0), Rating::Awful);
    }

    #[test]
    fn luck_is_named_from_its_thresholds_either_way() {
        assert_eq!(LuckMark::of(0.0), None);
        assert_eq!(LuckMark::of(0.299), None);
        assert_eq!(LuckMark::of(0.3), Some(LuckMark::Lucky));
        assert_eq!(LuckMark::of(0.6), Some(LuckMark::VeryLucky));
        assert_eq!(LuckMark::of(-0.3), Some(LuckMark::Unlucky));
        assert_eq!(LuckMark::of(-0.61), Some(LuckMark::VeryUnlucky));
        assert_eq!(LuckMark::ALL.map(LuckMark::symbol), ["--", "-", "+", "++"]);
    }

    #[test]
    fn accuracy_falls_from_100_as_the_loss_grows() {
        assert!((accuracy(0.0) - 100.0).abs() < 1e-3);
        // A blunder's 0.16 points is 8 points of winning chance.
        let blunder = accuracy(0.16);
        assert!((blunder - 69.7).abs() < 0.1, "{blunder}");
        assert!(accuracy(0.04) > accuracy(0.08));
        assert!(accuracy(2.0).abs() < 1e-9, "never below 0");
    }
}
