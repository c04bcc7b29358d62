//! The rules of Gul Bara (docs/rules.md), pure: no I/O, no randomness, no terminal.
//!
//! Boards are stored in absolute numbering; moves and notation use the mover's own numbering,
//! and move generation works in it through one conversion, so both sides share one code path.

mod board;
mod chain;
mod dedup;
mod dice;
mod handed;
mod home;
mod lanes;
mod legality;
mod movegen;
mod moves;
mod notation;
mod opening;
mod options;
mod oriented;
mod point;
mod position;
mod ruleset;
mod scoring;
mod side;
mod stage;
mod typed;

pub use board::{Board, BoardError, CHECKERS};
pub use chain::{
    ChainStep, ChainStop, PAST_EXEMPTION, after_stage, chain_active, chain_stages, outlook,
};
pub use dice::{Die, Roll, RollError};
pub use handed::{HANDED, Handed, Remainder, handed_over};
pub use home::HomeBoard;
pub(crate) use lanes::{differing_cells, signed_masks};
pub use movegen::{LegalPlay, LegalPlays, MoveGenerator, legal_plays};
pub use moves::{Dest, MAX_MOVES, Move, Play};
pub use notation::{
    NO_MOVES, NotationError, Segment, StagedMoves, format_moves, format_moves_seen, format_play,
    format_stage, format_turn, format_turn_seen, parse_segments, parse_staged,
};
pub use opening::{opening, opening_roll};
pub use options::{RuleOption, RuleOptionError};
pub use point::{OwnPoint, Point, PointNames};
pub use position::{Position, PositionError};
pub use ruleset::RuleSet;
pub use scoring::{GameResult, game_result, result_text};
pub use side::{BySide, Side};
pub use stage::{MoveError, Stage};
