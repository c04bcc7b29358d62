//! The engine: what a situation is worth (a small neural net, and the exact bear-off database
//! wherever it applies), the choice of a whole turn (a chain is known once rolled), two
//! baseline players, duplicate-dice duels, and the self-play training that made the net. Pure:
//! on `rules` and `bearoff` only; the net comes as bytes.

mod benchmark;
mod book;
mod duel;
mod encode;
mod eval;
mod heuristic;
mod level;
mod net;
mod player;
mod rollout;
mod search;
mod shipped;
mod situation;
mod tangent;
// Self-play training: the lab's, not the game's.
#[cfg(feature = "lab")]
mod train;
mod turn;

pub use benchmark::{
    Benchmark, BenchmarkError, Class, ClassScore, Decision, LabelledPlay, SHIPPED_PATH, Scores,
    classify, score_benchmark,
};
#[cfg(feature = "lab")]
pub use benchmark::{MakeSettings, NO_CHOICE, Unlabelled, draw_decisions, label, label_play};
pub use book::{
    Book, BookEntry, BookError, BookPlay, BookQuestion, Booked, book_answer, opening_questions,
    parse_key, reply_questions, shipped_book,
};
#[cfg(feature = "lab")]
pub use book::{BookSettings, roll_out_question};
pub use duel::{DuelOutcome, MAX_TURNS, duel, play_game};
pub use encode::{COUNT_INPUTS, INPUTS, encode, encode_dense};
pub use eval::{Evaluation, Evaluator};
pub use heuristic::score;
pub use level::{Level, LevelError, Noise, WIDE_SEARCH};
pub use net::{Activations, NET_FORMAT, Net, NetError, OUTPUTS};
pub use player::{BEAM, Engine, Heuristic, Player, Random};
pub use rollout::{
    BATCH, Candidate, CandidateStats, Estimate, ROLLOUT_BEAM, ROLLOUT_PRUNE, ROLLOUT_SEARCH,
    RolloutOutcome, RolloutSettings, Strata, Sums, TrialDice, TrialFigures, rollout, rollout_on,
};
pub use search::{Depth, DepthError, Judged, MoveFilter};
pub use shipped::{engine_name, engine_name_at, level_in_name, shipped_net};
pub use situation::Situation;
#[cfg(feature = "lab")]
pub use train::{
    CheckpointError, Example, FitSettings, Label, LabelSettings, TrainConfig, Trainer,
    equity_error, fit, held_out, label_game,
};
pub use turn::{Search, TurnDice, TurnEnd, Turns};
