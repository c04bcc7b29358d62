//! Records, the player's feature: for each finished, analysed match, a record per person who
//! played it, kept in the records database; a player's record over their matches and its
//! statistics; the records of the people at a table; and the records made again from the
//! saved matches.

mod names;
mod of_match;
mod player;
mod rebuild;
mod table;

pub use names::{kept_name, said_in, shown_name};
pub use of_match::{Kept, file_name, keep, one_name, played, rows};
pub use player::{PlayerRecord, error_rates, per_decision};
pub use rebuild::{Rebuilt, rebuild, saved_matches, set_aside};
pub use table::{PersonRecord, Records, TREND_MATCHES, of_people};
