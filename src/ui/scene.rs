//! What the board and the panel show, independent of where it comes from: the game being
//! played at a table, or a step of a replayed one. Both screens draw scenes, so they look alike;
//! the table's are built here, the replay's from its step (see `replay_view`).

pub(in crate::ui) mod replay;
pub(in crate::ui) mod text;

use crate::game::Turn;
use crate::rules::{Board, BySide, Dest, Die, OwnPoint, Point, Roll, RuleSet, Side, chain_active};

use crate::i18n::Strings;
pub use crate::ui::scene::text::LogEntry;
use crate::ui::scene::text::{absolute, heading, log_entries, numbering_label, rules_line, status};
use crate::ui::table::Table;
use crate::ui::widgets::theme::Theme;

/// What the board shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardScene {
    /// The checkers.
    pub board: Board,
    /// Whose numbering the point labels use.
    pub numbering: Side,
    /// Absolute numbers instead.
    pub absolute: bool,
    /// The cursor, when the board takes keys.
    pub cursor: Option<Point>,
    /// The picked checker's point.
    pub picked: Option<OwnPoint>,
    /// Points a legal move starts from.
    pub movable: Vec<OwnPoint>,
    /// Where the picked checker can go.
    pub destinations: Vec<Dest>,
    /// The side moving (its tray may be a destination).
    pub mover: Option<Side>,
    /// Moves to mark, as absolute points (start, end; `None` = off): the step shown in a
    /// replay, the opponent's last play in a game (until the next move starts).
    pub marked: Vec<(Point, Option<Point>)>,
    /// Whose moves those are (their tray is marked for a bear-off).
    pub marked_side: Option<Side>,
}

/// How the chain line reads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ChainView {
    /// A chained double: the stages played, the one being played, and those still to come if
    /// each can be played in full (none once the chain stops or the game ends).
    Stages {
        /// Stages of this turn already played.
        played: Vec<Roll>,
        /// The stage being played, or the last one, once the turn is over.
        current: Roll,
        /// How the current stage stands.
        state: CurrentStage,
        /// Doubles still to come.
        to_come: Vec<Roll>,
    },
    /// Within the exempt rolls: roll `n` of `of`.
    Exempt {
        /// The roll number.
        n: u32,
        /// The number of exempt rolls.
        of: u32,
    },
    /// Past the exemption.
    Active,
    /// The rules have no chain.
    Off,
    /// Dice handed over are being played: they never climb (docs/rules.md §11.6).
    Handed,
}

/// How the chain's current stage stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CurrentStage {
    /// Being played.
    Playing,
    /// Played: the turn is over.
    Played,
    /// Nothing of it could be played: the turn is over, and the chain stopped there.
    Blocked,
}

impl CurrentStage {
    /// The state of a turn's last stage: `over` whether the turn is, `max_dice` the most dice
    /// the stage could use.
    pub fn of(over: bool, max_dice: u8) -> CurrentStage {
        match (over, max_dice) {
            (false, _) => CurrentStage::Playing,
            (true, 0) => CurrentStage::Blocked,
            (true, _) => CurrentStage::Played,
        }
    }
}

/// The dice of the stage being played or shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DiceScene {
    /// The stage's dice (fewer than a roll's when they were handed over).
    pub dice: Vec<Die>,
    /// Those not used yet.
    pub left: Vec<Die>,
    /// Nothing more can be played with them (the turn is over).
    pub spent: bool,
}

/// What the panel shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PanelScene {
    /// "match to 3 · Game 2".
    pub heading: String,
    /// Names.
    pub players: BySide<String>,
    /// The level of each side the computer plays, said under its name.
    pub levels: BySide<Option<crate::engine::Level>>,
    /// Points won (none in practice, where there is no match).
    pub score: Option<BySide<u32>>,
    /// For pips and borne-off counts.
    pub board: Board,
    /// The side whose turn it is.
    pub on_roll: Option<Side>,
    /// "White to move", "Black to roll", … (wrapped where the panel is narrow).
    pub status: String,
    /// The stage's dice, once rolled.
    pub dice: Option<DiceScene>,
    /// A first die typed by hand, waiting for the second.
    pub first_die: Option<Die>,
    /// The chain line.
    pub chain: ChainView,
    /// "numbers: White's".
    pub numbering: String,
    /// The move list.
    pub log: Vec<LogEntry>,
    /// Lines scrolled up from the bottom (play).
    pub log_scroll: u16,
    /// Keep this entry in view instead of the newest, the list then scrolled up by this many
    /// lines (down when negative): the replay.
    pub follow: Option<(usize, i16)>,
    /// Words at the bottom of the panel, under the move list: a practice session's score.
    pub note: Option<String>,
    /// The rules, where they are not the sheet's.
    pub rules: Option<String>,
    /// In place of the move list, under a heading of its own: the editor's settings, a line
    /// each (wrapped where long).
    pub details: Option<(&'static str, Vec<String>)>,
}

/// The chain line for `side`'s `roll_number`-th roll: `stages` are the turn's stages so far
/// (the current one last), `to_come` the doubles that will follow, `state` how the last stands.
pub fn chain_view(
    rules: RuleSet,
    roll_number: u32,
    stages: &[Roll],
    to_come: Vec<Roll>,
    state: CurrentStage,
) -> ChainView {
    if !rules.chain {
        return ChainView::Off;
    }
    match stages.split_last() {
        Some((&current @ Roll::Double(_), played)) if chain_active(&rules, roll_number) => {
            ChainView::Stages {
                played: played.to_vec(),
                current,
                state,
                to_come,
            }
        }
        _ if !chain_active(&rules, roll_number) => ChainView::Exempt {
            n: roll_number.max(1),
            of: rules.exempt_rolls,
        },
        _ => ChainView::Active,
    }
}

/// The stages a turn's chain line shows.
pub fn chain_stages_of(turn: Option<&Turn>) -> Vec<Roll> {
    turn.map(|t| t.stages().iter().map(|st| st.stage.roll()).collect())
        .unwrap_or_default()
}

/// The chain line while `turn` plays dice handed over, which never climb.
pub fn handed_chain(rules: &RuleSet, turn: Option<&Turn>) -> Option<ChainView> {
    turn.filter(|t| rules.chain && t.handed_dice().is_some())
        .map(|_| ChainView::Handed)
}

/// The board as the game at `table` stands.
pub fn board_scene(table: &Table) -> BoardScene {
    let moving = table.side_on_roll();
    // The opponent's last play stays marked until the next move starts.
    let game = table.match_().game();
    let started = game
        .current_turn()
        .is_some_and(|t| t.moves().next().is_some());
    // (Only the opponent's: after dice handed over, the last play is the mover's own.)
    let last_play = game
        .turns()
        .last()
        .filter(|t| !started && game.result().is_none() && Some(t.side()) != moving)
        .map(|t| {
            (
                t.side(),
                t.moves()
                    .map(|m| absolute(*m, t.side()))
                    .collect::<Vec<_>>(),
            )
        });
    BoardScene {
        board: *game.board(),
        numbering: table.numbering_side(),
        absolute: table.absolute,
        cursor: moving.map(|_| table.cursor),
        picked: table.picked,
        movable: table.movable(),
        destinations: table.destinations(),
        mover: moving,
        marked: last_play
            .as_ref()
            .map(|(_, moves)| moves.clone())
            .unwrap_or_default(),
        marked_side: last_play.map(|(side, _)| side),
    }
}

/// The panel as the game at `table` stands, headed by the match and its score.
pub fn panel_scene(table: &Table, s: &Strings, theme: Theme) -> PanelScene {
    let m = table.match_();
    let game = m.game();
    let status = status(s, theme, game.phase(), m.players());
    let turn = game.current_turn();
    let dice = turn.map(|t| {
        let stage = &t.current().stage;
        DiceScene {
            dice: stage.dice(),
            left: stage.dice_left(),
            spent: t.is_over(),
        }
    });
    // The chain counts the rolls of the side about to roll, whoever the board is numbered for.
    let side = game
        .side_on_roll()
        .unwrap_or_else(|| table.numbering_side());
    let roll_number = if let Some(t) = turn {
        t.roll_number()
    } else {
        game.rules().coming_roll(game.rolls(), side)
    };
    let stages = chain_stages_of(turn);
    let chain = handed_chain(game.rules(), turn).unwrap_or_else(|| {
        chain_view(
            *game.rules(),
            roll_number,
            &stages,
            // The doubles the turn will still play, if each can be played in full.
            turn.map(|t| t.stages_to_come().into_iter().map(Roll::Double).collect())
                .unwrap_or_default(),
            turn.map_or(CurrentStage::Playing, |t| {
                CurrentStage::of(t.is_over(), t.current().stage.max_dice())
            }),
        )
    });
    let in_progress = turn.map(|_| game.turns().len());
    let log = log_entries(game.turns().iter().chain(turn), in_progress, in_progress);
    let name = &m.players()[table.numbering_side()];
    PanelScene {
        heading: heading(s, m.settings().match_to, m.games().len()),
        players: m.players().clone(),
        levels: m.played_by().map(crate::analysis::level_of),
        score: Some(m.score()),
        board: *game.board(),
        on_roll: game.side_on_roll(),
        status,
        dice,
        first_die: table.first_die,
        chain,
        numbering: numbering_label(s, table.absolute, name),
        log,
        log_scroll: table.log_scroll,
        follow: None,
        note: None,
        rules: rules_line(s, game.rules()),
        details: None,
    }
}
