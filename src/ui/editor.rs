//! The position editor (`gulbara edit`, or `E` in the replay): checkers put on and taken off the
//! points with keys and the mouse, the side to move, the exempt rolls left and the dice set;
//! what is not a position is refused, saying why; then the position is played (two players, or
//! against the computer at a level), hinted (with a rollout from the hint), practised, or
//! shown as its position string. The edits are its own; the games it starts are the runtime's.

pub(in crate::ui) mod hint;
pub(in crate::ui) mod keys;
pub(in crate::ui) mod screen;
pub(in crate::ui) mod view;

use crate::engine::Level;
use crate::game::{GameStart, MatchSettings, StartError, playable};
use crate::practice::Problem;
use crate::rules::{Board, BySide, CHECKERS, Die, Point, Position, Roll, RuleSet, Side};

use crate::practice::Exercise;
use crate::ui::input::msg::EditorMsg;
use crate::ui::play::Options;
use crate::ui::runtime::effect::{Continuation, Effect, Reply};
use crate::ui::widgets::layout::{Arrow, step};

/// What the editor's message line says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EditorNotice {
    /// The position is one: what can be done with it.
    Ready,
    /// Not a position yet, and why.
    NotYet(StartError),
    /// That point holds the other side's checkers.
    Held(Side, Point),
    /// That side has all fifteen on the board.
    Full(Side),
    /// The last checker on the board cannot go.
    LastChecker,
    /// No checker on that point.
    EmptyPoint,
    /// The position string.
    Copied(String),
    /// The game played from here was saved there.
    Saved(std::path::PathBuf),
    /// The game could not be played (why).
    Failed(String),
    /// Esc with nothing open: it never quits, `q` does.
    QuitWithQ,
    /// The game played from here was left before anything was played: nothing kept.
    NotPlayed,
    /// The computer's level is now this (`v`).
    LevelSet(Level),
}

/// The position being edited and how the editor stands.
#[derive(Debug)]
pub struct Editor {
    board: Board,
    to_move: Side,
    /// Exempt rolls each side still has, its next roll counted.
    exempt: BySide<u32>,
    dice: Option<Roll>,
    /// The first die typed, waiting for the second.
    first_die: Option<Die>,
    cursor: Point,
    /// The side a left click puts on: the side last put.
    pen: Side,
    level: Level,
    rules: RuleSet,
    pub(in crate::ui) options: Options,
    pub(in crate::ui) notice: Option<EditorNotice>,
    /// The help is open, scrolled this far.
    pub(in crate::ui) help: Option<u16>,
    /// The hint of the position, open over it (see `editor_hint`).
    pub(in crate::ui) probe: Option<Box<crate::ui::play::Play>>,
}

impl Editor {
    /// The editor on `position` (its exempt rolls left as given), under `rules`.
    pub fn new(
        position: Position,
        exempt: BySide<u32>,
        rules: RuleSet,
        options: Options,
    ) -> Editor {
        let mut editor = Editor {
            board: position.board,
            to_move: position.to_move,
            exempt: exempt.map(|&n| n.min(rules.exempt_rolls)),
            dice: None,
            first_die: None,
            cursor: Point::new(24).unwrap_or_else(|| unreachable!("24 is a point")),
            pen: Side::White,
            level: Level::default(),
            rules,
            options,
            notice: None,
            help: None,
            probe: None,
        };
        editor.check();
        editor
    }

    /// The editor with `dice` set to be played (none: the side to move rolls).
    pub fn with_dice(mut self, dice: Option<Roll>) -> Editor {
        self.dice = dice;
        self
    }

    /// The checkers.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The side to move.
    pub fn to_move(&self) -> Side {
        self.to_move
    }

    /// Exempt rolls each side has left.
    pub fn exempt(&self) -> BySide<u32> {
        self.exempt
    }

    /// The dice to play, if set; the first of them typed, if only that.
    pub fn dice(&self) -> (Option<Roll>, Option<Die>) {
        (self.dice, self.first_die)
    }

    /// The cursor's point.
    pub fn cursor(&self) -> Point {
        self.cursor
    }

    /// The computer's level for a game against it.
    pub fn level(&self) -> Level {
        self.level
    }

    /// The rules.
    pub fn rules(&self) -> &RuleSet {
        &self.rules
    }

    /// What the message line says.
    pub fn notice(&self) -> Option<&EditorNotice> {
        self.notice.as_ref()
    }

    /// The position, or why it is not one.
    ///
    /// # Errors
    /// A [`StartError`]: a side has borne off all fifteen (the game is over).
    pub fn position(&self) -> Result<Position, StartError> {
        playable(Position {
            board: self.board,
            to_move: self.to_move,
        })
    }

    /// Says whether it is a position, and if not why.
    fn check(&mut self) {
        self.notice = Some(match self.position() {
            Ok(_) => EditorNotice::Ready,
            Err(why) => EditorNotice::NotYet(why),
        });
    }

    /// Applies one message; returns the effects it needs.
    pub fn update(&mut self, msg: EditorMsg) -> Vec<Effect> {
        if self.probe.is_some() {
            return match msg {
                EditorMsg::Probe(msg) => self.probe_update(msg),
                _ => Vec::new(),
            };
        }
        if let Some(scroll) = &mut self.help {
            match msg {
                EditorMsg::Help | EditorMsg::Cancel => self.help = None,
                EditorMsg::Quit => return vec![Effect::Quit],
                EditorMsg::Scroll(by) => *scroll = scroll.saturating_add_signed(by),
                _ => {}
            }
            return Vec::new();
        }
        match msg {
            EditorMsg::Left => self.cursor = step(self.cursor, Arrow::Left),
            EditorMsg::Right => self.cursor = step(self.cursor, Arrow::Right),
            EditorMsg::Up => self.cursor = step(self.cursor, Arrow::Up),
            EditorMsg::Down => self.cursor = step(self.cursor, Arrow::Down),
            EditorMsg::Add(side) => self.add(side),
            EditorMsg::Click(p) => {
                self.cursor = p;
                self.add(self.pen);
            }
            EditorMsg::Remove => self.remove(1),
            EditorMsg::ClickOff(p) => {
                self.cursor = p;
                self.remove(1);
            }
            EditorMsg::Clear => self.remove(CHECKERS),
            EditorMsg::Start => {
                self.board = Board::start();
                self.to_move = Side::White;
                self.exempt = self.rules.exempt_left(BySide::default(), Side::White);
                self.dice = None;
                self.first_die = None;
                self.check();
            }
            EditorMsg::ToMove => {
                let made = self.rules.rolls_made(self.exempt);
                self.to_move = self.to_move.opponent();
                // The game's exempt rolls are shared out again from the other side.
                if self.rules.exemption_per_game {
                    self.exempt = self.rules.exempt_left(made, self.to_move);
                }
                self.check();
            }
            EditorMsg::Exempt(side) => {
                let rules = self.rules;
                // Where the exemption is the game's, either key counts the game's rolls left,
                // shared out as the sides will roll them.
                if rules.exemption_per_game {
                    let next =
                        (self.exempt.white + self.exempt.black + 1) % (rules.exempt_rolls + 1);
                    let made = rules.rolls_made(BySide {
                        white: next,
                        black: 0,
                    });
                    self.exempt = rules.exempt_left(made, self.to_move);
                } else {
                    self.exempt[side] = (self.exempt[side] + 1) % (rules.exempt_rolls + 1);
                }
            }
            EditorMsg::Digit(d) => self.digit(d),
            EditorMsg::Check => self.check(),
            EditorMsg::Level => {
                let next = (Level::ALL
                    .iter()
                    .position(|&l| l == self.level)
                    .unwrap_or(0)
                    + 1)
                    % Level::ALL.len();
                self.level = Level::ALL[next];
                self.notice = Some(EditorNotice::LevelSet(self.level));
            }
            EditorMsg::Play => return self.continue_with(false),
            EditorMsg::AgainstComputer => return self.continue_with(true),
            EditorMsg::Hint => return self.ask_hint(),
            EditorMsg::Practise => return self.practise(),
            EditorMsg::Copy => match self.position() {
                Ok(position) => {
                    let text = position.to_string();
                    self.notice = Some(EditorNotice::Copied(text.clone()));
                    return vec![Effect::Copy(text)];
                }
                Err(why) => self.notice = Some(EditorNotice::NotYet(why)),
            },
            EditorMsg::Help => self.help = Some(0),
            // Scrolling is the help's; the hint's own keys, once it is closed, are nobody's.
            EditorMsg::Scroll(_) | EditorMsg::Probe(_) => {}
            EditorMsg::Cancel => self.notice = Some(EditorNotice::QuitWithQ),
            EditorMsg::Quit => return vec![Effect::Quit],
        }
        Vec::new()
    }

    /// Puts a checker of `side` on the cursor's point, unless the other side holds it or
    /// `side` has no checker off the board.
    fn add(&mut self, side: Side) {
        self.pen = side;
        let p = self.cursor;
        let held = self.board.owner(p).filter(|(owner, _)| *owner != side);
        let refused = if let Some((owner, _)) = held {
            Some(EditorNotice::Held(owner, p))
        } else if self.board.on_board(side) >= CHECKERS {
            Some(EditorNotice::Full(side))
        } else {
            None
        };
        match refused {
            Some(notice) => self.notice = Some(notice),
            None => self.set(p, side, self.board.count(side, p) + 1),
        }
    }

    /// Takes up to `n` checkers off the cursor's point, never the board's last.
    fn remove(&mut self, n: u8) {
        let p = self.cursor;
        let Some((side, count)) = self.board.owner(p) else {
            self.notice = Some(EditorNotice::EmptyPoint);
            return;
        };
        self.set(p, side, count.saturating_sub(n));
    }

    /// `side` with `count` checkers on `p`, the rest as they are; refused (said why) where
    /// that leaves no checker on the board.
    fn set(&mut self, p: Point, side: Side, count: u8) {
        let mut per_side: BySide<Vec<(Point, u8)>> = BySide::default();
        for q in Point::all() {
            if let Some((owner, n)) = self.board.owner(q).filter(|_| q != p) {
                per_side[owner].push((q, n));
            }
        }
        per_side[side].push((p, count));
        match Board::from_points(&per_side.white, &per_side.black) {
            Ok(board) => {
                self.board = board;
                self.check();
            }
            Err(_) => self.notice = Some(EditorNotice::LastChecker),
        }
    }

    /// A digit: the first die, then the roll; 0 clears the dice.
    fn digit(&mut self, d: u8) {
        if d == 0 {
            self.dice = None;
            self.first_die = None;
            return;
        }
        let Some(die) = Die::new(d) else { return };
        match self.first_die.take() {
            None => {
                self.first_die = Some(die);
                self.dice = None;
            }
            Some(first) => self.dice = Some(Roll::new(first, die)),
        }
    }

    /// The game's settings from the position: a single game, its exempt rolls as set.
    pub(in crate::ui) fn settings(&self, position: Position) -> MatchSettings {
        let s = self.options.lang.strings();
        MatchSettings {
            start: GameStart::from_position(position, self.rules.rolls_made(self.exempt)),
            rules: self.rules,
            // The sides' names in the player's language.
            players: BySide {
                white: s.white.to_string(),
                black: s.black.to_string(),
            },
            ..MatchSettings::default()
        }
    }

    /// Plays from the position (against the computer, which takes the side not to move), as a
    /// new game the runtime saves; refused, said why.
    fn continue_with(&mut self, computer: bool) -> Vec<Effect> {
        let position = match self.position() {
            Ok(position) => position,
            Err(why) => {
                self.notice = Some(EditorNotice::NotYet(why));
                return Vec::new();
            }
        };
        let s = self.options.lang.strings();
        let mut sides = BySide::default();
        let mut settings = self.settings(position);
        if computer {
            let side = position.to_move.opponent();
            sides[side] = Some(self.level);
            settings.players[side] = s.computer_name.to_string();
        }
        vec![Effect::Continue(Continuation {
            settings,
            first_roll: self.dice,
            computer: sides,
            name: "edited".to_string(),
        })]
    }

    /// Practises the position: a roll each time (the dice set, if any), judged exactly in a
    /// bear-off and by the engine elsewhere.
    fn practise(&mut self) -> Vec<Effect> {
        let position = match self.position() {
            Ok(position) => position,
            Err(why) => {
                self.notice = Some(EditorNotice::NotYet(why));
                return Vec::new();
            }
        };
        let s = self.options.lang.strings();
        let problem = Problem {
            title: s.coach.edit_practice_title.to_string(),
            title_ro: None,
            position,
            race: false,
        };
        let rolls_before = self.rules.rolls_made(self.exempt);
        let exercise = Exercise::at(problem, rolls_before, self.dice, self.rules);
        vec![Effect::Practise(Box::new(exercise), self.options)]
    }

    /// Hears how the game played from here went.
    pub fn reply(&mut self, reply: Reply) -> Vec<Effect> {
        if self.probe.is_some() {
            return self.probe_heard(reply);
        }
        if let Reply::Continued(done) = reply {
            self.notice = Some(match done {
                Ok(Some(path)) => EditorNotice::Saved(path),
                Ok(None) => EditorNotice::NotPlayed,
                Err(why) => EditorNotice::Failed(why),
            });
        }
        Vec::new()
    }
}
