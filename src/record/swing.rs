//! The game's swing, from an analysis: after each analysed turn, White's winning chance and
//! equity, with the turn's mark and its roll's luck; and which turns are worth a look (a big
//! error, a big swing).

use crate::game::Match;
use crate::marks::Mark;
use crate::rules::Side;

use super::review::Analysis;
use super::totals::LuckMark;

/// A swing is big from this much equity (points per game, White's) from one turn to the next.
pub const BIG_SWING: f64 = 0.4;

/// One turn of the swing.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SwingPoint {
    /// The turn (0-based).
    pub turn: usize,
    /// Who played it.
    pub side: Side,
    /// White's winning chance once it was played (none in analyses before version 3).
    pub win: Option<f64>,
    /// White's equity once it was played.
    pub equity: f64,
    /// The play's mark, if it earned one.
    pub mark: Option<Mark>,
    /// The roll's luck, where it is named (for the side that rolled).
    pub luck: Option<LuckMark>,
}

impl SwingPoint {
    /// Whether the turn is worth a look: an error `?` or a blunder `??`, a roll named lucky or
    /// unlucky, or a swing of [`BIG_SWING`] from the turn before (`before`).
    pub fn notable(&self, before: Option<&SwingPoint>) -> bool {
        self.mark >= Some(Mark::Error)
            || self.luck.is_some()
            || before.is_some_and(|b| (self.equity - b.equity).abs() >= BIG_SWING)
    }
}

impl Analysis {
    /// The swing of game `game` (0-based): a point per analysed turn, in order.
    pub fn swing(&self, m: &Match, game: usize) -> Vec<SwingPoint> {
        let Some(played) = m.games().get(game) else {
            return Vec::new();
        };
        played
            .turns()
            .iter()
            .enumerate()
            .filter_map(|(t, turn)| {
                let review = self.turn(game, t)?;
                let side = turn.side();
                let white = |x: f64, flipped: f64| if side == Side::White { x } else { flipped };
                Some(SwingPoint {
                    turn: t,
                    side,
                    win: review.played_chances.map(|c| white(c.win, 1.0 - c.win)),
                    equity: white(review.played_equity, -review.played_equity),
                    mark: review.mark(),
                    luck: review.luck.and_then(LuckMark::of),
                })
            })
            .collect()
    }
}

/// The turn of the next notable point after turn `from` (or before it, `forward` false; `None`:
/// the game's start, before every turn), if there is one.
pub fn notable_turn(points: &[SwingPoint], from: Option<usize>, forward: bool) -> Option<usize> {
    let mut notable = points
        .iter()
        .enumerate()
        .filter(|&(i, p)| p.notable(i.checked_sub(1).map(|b| &points[b])))
        .map(|(_, p)| p.turn);
    if forward {
        notable.clone().find(|&t| from.is_none_or(|f| t > f))
    } else {
        notable.rfind(|&t| from.is_some_and(|f| t < f))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn point(turn: usize, equity: f64, mark: Option<Mark>) -> SwingPoint {
        SwingPoint {
            turn,
            side: Side::White,
            win: None,
            equity,
            mark,
            luck: None,
        }
    }

    #[test]
    fn errors_named_rolls_and_big_swings_are_notable_and_found_either_way() {
        let points = [
            point(0, 0.1, None),
            point(1, 0.2, Some(Mark::Doubtful)),
            point(2, 0.7, None),
            point(3, 0.6, Some(Mark::Blunder)),
            SwingPoint {
                luck: Some(LuckMark::Lucky),
                ..point(4, 0.5, None)
            },
            point(5, 0.45, None),
        ];
        // A doubtful play is not a big error; a swing of 0.5 is big.
        assert_eq!(notable_turn(&points, Some(0), true), Some(2));
        assert_eq!(notable_turn(&points, Some(2), true), Some(3));
        assert_eq!(notable_turn(&points, Some(3), true), Some(4));
        assert_eq!(notable_turn(&points, Some(4), true), None);
        assert_eq!(notable_turn(&points, Some(5), false), Some(4));
        assert_eq!(notable_turn(&points, Some(2), false), None);
        // From the game's start.
        assert_eq!(notable_turn(&points, None, true), Some(2));
        assert_eq!(notable_turn(&points, None, false), None);
    }
}
