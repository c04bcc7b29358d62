//! Drills, the player's feature: the positions a player got wrong (played with a `?` or worse
//! in an analysed match or in practice), each with its roll and rules, kept in the records
//! database and brought back on a Leitner schedule until they are played right.

mod mistakes;
mod schedule;
mod session;

pub use mistakes::{is_mistake, is_right, of_match, of_practice};
pub use schedule::{BOX_WAIT_DAYS, BOXES, box_of, schedule};
pub use session::{Drilling, Due, due, due_now, exercise};
