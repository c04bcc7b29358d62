//! The engine: what a situation is worth (a small neural net, and the exact bear-off database
//! wherever it applies), the choice of a whole turn (a chain is known once rolled), two
//! baseline players, duplicate-dice duels, and the self-play training that made the net. Pure:
//! on `rules` and `bearoff` only; the net comes as bytes.

mod benchmark;
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
mod train;
mod turn;

pub use benchmark::{
    Benchmark, BenchmarkError, Class, ClassScore, Decision, LabelledPlay, MakeSettings, NO_CHOICE,
    SHIPPED_PATH, Scores, Unlabelled, classify, draw_decisions, label, label_play, score_benchmark,
};
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
pub use train::{CheckpointError, TrainConfig, Trainer};
pub use turn::{Search, TurnDice, TurnEnd, Turns};
