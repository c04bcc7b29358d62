//! The opening roll (docs/rules.md §6): one die each, the higher starts, a tie is thrown again;
//! the starter plays the two dice, or throws both afresh where the opening is re-rolled (§11.1).

use super::dice::{Die, Roll};
use super::ruleset::RuleSet;
use super::side::Side;

/// Who starts after White's die `white` and Black's `black`, and the roll the starter plays
/// first: the two dice, or `None` where the rules re-roll the opening (the starter throws both
/// dice afresh). `None` on a tie, which is thrown again.
pub fn opening(rules: &RuleSet, white: Die, black: Die) -> Option<(Side, Option<Roll>)> {
    let starter = match white.cmp(&black) {
        std::cmp::Ordering::Greater => Side::White,
        std::cmp::Ordering::Less => Side::Black,
        std::cmp::Ordering::Equal => return None,
    };
    let roll = (!rules.opening_reroll).then(|| Roll::new(white, black));
    Some((starter, roll))
}

/// A whole opening with dice from `dice` (White's die first): ties thrown again; the starter
/// and the first roll it plays.
pub fn opening_roll(rules: &RuleSet, dice: &mut dyn FnMut() -> Die) -> (Side, Roll) {
    loop {
        let (white, black) = (dice(), dice());
        match opening(rules, white, black) {
            None => {}
            Some((side, Some(roll))) => return (side, roll),
            Some((side, None)) => return (side, Roll::new(dice(), dice())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn die(n: u8) -> Die {
        Die::new(n).unwrap_or_else(|| unreachable!())
    }

    #[test]
    fn the_higher_die_starts_with_both_dice_or_a_fresh_roll_where_the_opening_is_re_rolled() {
        let sheet = RuleSet::SHEET;
        assert_eq!(
            opening(&sheet, die(6), die(5)),
            Some((Side::White, Some(Roll::new(die(6), die(5)))))
        );
        assert_eq!(
            opening(&sheet, die(2), die(4)),
            Some((Side::Black, Some(Roll::new(die(4), die(2)))))
        );
        assert_eq!(opening(&sheet, die(3), die(3)), None);
        let reroll = RuleSet {
            opening_reroll: true,
            ..sheet
        };
        assert_eq!(opening(&reroll, die(2), die(4)), Some((Side::Black, None)));
        // A tie, then 1 against 5: Black starts, with the fresh 6-6 where it re-rolls.
        let thrown = |rules: &RuleSet| {
            let mut faces = [4, 4, 1, 5, 6, 6].into_iter().map(die);
            opening_roll(rules, &mut || {
                faces.next().unwrap_or_else(|| unreachable!())
            })
        };
        assert_eq!(thrown(&sheet), (Side::Black, Roll::new(die(5), die(1))));
        assert_eq!(thrown(&reroll), (Side::Black, Roll::Double(die(6))));
    }
}
