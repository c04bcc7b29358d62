//! The Leitner schedule: a drill answered right moves up a box and waits longer before it
//! comes back; answered wrong, it goes back to the first box, due at once.

/// Seconds in a day.
const DAY: u64 = 24 * 60 * 60;

/// How long a drill waits in each box (the first: not at all) before it is due again, in days.
pub const BOX_WAIT_DAYS: [u64; 6] = [0, 1, 3, 7, 15, 30];

/// The boxes.
pub const BOXES: u8 = BOX_WAIT_DAYS.len() as u8;

/// A box as kept (a database edited by hand may hold any number), brought into the first to
/// the last.
pub fn box_of(kept: u8) -> u8 {
    kept.clamp(1, BOXES)
}

/// The box and the time it is due again of a drill in box `slot` answered at `now`.
pub fn schedule(slot: u8, right: bool, now: u64) -> (u8, u64) {
    let slot = if right {
        box_of(slot).saturating_add(1).min(BOXES)
    } else {
        1
    };
    (slot, now + BOX_WAIT_DAYS[usize::from(slot - 1)] * DAY)
}

#[cfg(test)]
mod tests {
    use super::{BOXES, box_of, schedule};

    #[test]
    fn each_right_answer_waits_longer_up_to_the_last_box_and_a_wrong_one_starts_again() {
        const DAY: u64 = 86_400;
        let mut slot = 1;
        let mut waits = Vec::new();
        for _ in 0..7 {
            let (next, due) = schedule(slot, true, 1000);
            waits.push((due - 1000) / DAY);
            slot = next;
        }
        assert_eq!(waits, vec![1, 3, 7, 15, 30, 30, 30]);
        assert_eq!(schedule(slot, false, 7), (1, 7));
        // Boxes out of range (a database edited by hand) are brought into it, never overflow
        assert_eq!(schedule(u8::MAX, true, 0).0, BOXES);
        assert_eq!(schedule(0, false, 7), (1, 7));
        assert_eq!((box_of(0), box_of(200)), (1, BOXES));
    }
}
