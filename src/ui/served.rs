//! A match served to people at other terminals: one table, and for each connection its own
//! screen — its size, language, point numbers (its own side's), help, message line and chat
//! line. A seat moves only by its own connection's keys; everyone sees each move as it is made.
//!
//! Before the first roll the table gathers: the first two people to arrive take the free seats
//! (or the seats kept for their names), and each gives a seed for the sealed dice — the one
//! offered, or one typed. The match begins when both have. A player whose line drops keeps the
//! seat, and gets it back by coming again under the same name.

pub(in crate::ui) mod help;
mod screen;
mod words;

pub use words::{SERVED_EN, SERVED_RO, ServedWords};

use std::collections::VecDeque;
use std::fmt::Write as _;

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};

use crate::analysis::Advice;
use crate::game::{DiceSeal, Match, MatchSettings, Phase, Player, SealedDice};
use crate::i18n::{Lang, fill};
use crate::record::{MatchLock, Saved};
use crate::rules::{BySide, Side};
use crate::ui::input::msg::Msg;
use crate::ui::play::{Options, Play};
use crate::ui::runtime::effect::{Effect, Reply};
use crate::ui::table::overlay::Overlay;

/// A connection, as the host numbers them.
pub type GuestId = u64;

/// The most lines of chat kept (the screens show the last two).
pub const CHAT_KEPT: usize = 50;
/// The most characters of one chat line.
pub const MAX_CHAT_CHARS: usize = 200;

/// One connection's screen: who it is, the seat it holds, and how it sees the table.
#[derive(Debug)]
pub struct GuestView {
    id: GuestId,
    name: String,
    side: Option<Side>,
    options: Options,
    absolute: bool,
    /// Its own window: the help or the question before leaving.
    overlay: Option<Overlay>,
    /// Its own message line (a refusal, a welcome), until its next key or the table's next
    /// change.
    line: Option<String>,
    /// The table's change count when the line was said.
    line_at: u64,
    /// The chat line being typed.
    typing: Option<String>,
    /// The size of the screen last drawn.
    area: ratatui::layout::Rect,
}

impl GuestView {
    /// The connection's number.
    pub fn id(&self) -> GuestId {
        self.id
    }

    /// The name it came in under.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The seat it plays, if it does.
    pub fn side(&self) -> Option<Side> {
        self.side
    }

    /// Whether this screen shows what `other`'s shows, at the same size: the same seat (or
    /// none), language, glyphs and numbers, and nothing of its own (no window, line or chat
    /// being typed). The host then draws the screen once for both.
    pub fn same_screen_as(&self, other: &GuestView) -> bool {
        let plain = |v: &GuestView| v.overlay.is_none() && v.line.is_none() && v.typing.is_none();
        plain(self)
            && plain(other)
            && self.side == other.side
            && self.options == other.options
            && self.absolute == other.absolute
    }

    /// Says `line` on this screen alone (until the table changes; `at` is its change count).
    pub fn tell(&mut self, line: String, at: u64) {
        self.line = Some(line);
        self.line_at = at;
    }

    /// The words in its language.
    pub fn words(&self) -> &'static ServedWords {
        self.options.lang.pick(&SERVED_EN, &SERVED_RO)
    }
}

/// A seat: who holds it (by name), whether their connection is here, and their seed.
#[derive(Debug, Default)]
struct Seat {
    name: Option<String>,
    here: Option<GuestId>,
    seed: String,
    /// The seed shown is one the guest typed (the offered one is replaced by the first key).
    typed: bool,
    ready: bool,
    /// Whose the seat is before anyone comes.
    kept: Kept,
    /// The language its player last read the table in: theirs again when they come back.
    lang: Option<Lang>,
    /// The fingerprint of the key its player came in by, if by a key.
    key: Option<String>,
}

/// Whose a seat is before anyone comes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
enum Kept {
    /// The first to come takes it.
    #[default]
    Open,
    /// Kept by the host for a name (`--white NAME`).
    ForName,
    /// The computer plays it.
    Computer,
}

impl Seat {
    fn computer(&self) -> bool {
        self.kept == Kept::Computer
    }
}

/// Where the table is: gathering its players, or playing.
#[derive(Debug)]
enum Stage {
    Gathering(Box<Gathering>),
    Playing(Box<Play>),
}

/// What the match is made of once its players are here.
#[derive(Debug)]
struct Gathering {
    settings: MatchSettings,
    played_by: BySide<Player>,
    /// The host's secret, its players' seeds still to come.
    seal: DiceSeal,
}

/// A line of the table's chat: what someone said, or a player gone or back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(in crate::ui) enum TableNote {
    /// A guest's line (their name, their words).
    Said(String, String),
    /// A player's line dropped or they left: the seat is kept.
    Left(String),
    /// A player came back to their seat.
    Back(String),
}

/// What a key did: the effects for the host to carry out, and whether the guest leaves.
#[derive(Debug, Default)]
pub struct Heard {
    /// Saves and the engine's work, for the shared match.
    pub effects: Vec<Effect>,
    /// The guest asked to leave.
    pub leave: bool,
}

/// The served table.
#[derive(Debug)]
pub struct ServedTable {
    stage: Stage,
    seats: BySide<Seat>,
    /// Hints allowed by the host (`--hints`).
    hints: bool,
    chat: VecDeque<TableNote>,
    /// The dice's commitment, shown before the first roll.
    commitment: String,
    /// How many times the match has changed: a guest's own line is about the table as it was
    /// when said, and goes when it changes.
    changes: u64,
}

impl ServedTable {
    /// A new match of `settings`, gathering its players: a side given a name in `settings`
    /// (`reserved`) is kept for the guest of that name; a side `played_by` the computer takes
    /// nobody. `hints` lets the players ask for hints and the tutor.
    pub fn new(
        settings: MatchSettings,
        played_by: BySide<Player>,
        reserved: BySide<bool>,
        hints: bool,
    ) -> ServedTable {
        let seal = DiceSeal::from_os();
        let commitment = seal.commitment();
        let seats = by_side(|side| {
            let computer = matches!(played_by[side], Player::Computer(_));
            Seat {
                name: (reserved[side] || computer).then(|| settings.players[side].clone()),
                seed: offered_seed(),
                ready: computer,
                kept: match (computer, reserved[side]) {
                    (true, _) => Kept::Computer,
                    (false, true) => Kept::ForName,
                    (false, false) => Kept::Open,
                },
                ..Seat::default()
            }
        });
        ServedTable {
            stage: Stage::Gathering(Box::new(Gathering {
                settings,
                played_by,
                seal,
            })),
            seats,
            hints,
            chat: VecDeque::new(),
            commitment,
            changes: 0,
        }
    }

    /// The match of `saved` again, its dice drawn on from its seal; its players take their seats
    /// by coming under their names.
    ///
    /// # Errors
    /// A match that was not served (it has no sealed dice to go on with).
    pub fn resumed(mut saved: Saved, options: Options, hints: bool) -> Result<ServedTable, String> {
        let Some(seal) = saved.sealed_dice.clone() else {
            return Err(options
                .lang
                .pick(&SERVED_EN, &SERVED_RO)
                .not_served
                .to_string());
        };
        let drawn = crate::game::check_dice(&saved.match_, &seal).map_err(|e| e.to_string())?;
        saved
            .match_
            .set_dice(Box::new(SealedDice::new(seal.clone(), drawn)));
        let commitment = seal.commitment();
        let seats = by_side(|side| {
            let computer = saved.match_.is_computer(side);
            Seat {
                name: Some(saved.match_.players()[side].clone()),
                seed: seal.seeds[side].clone(),
                ready: true,
                kept: if computer {
                    Kept::Computer
                } else {
                    Kept::ForName
                },
                ..Seat::default()
            }
        });
        let mut play = Play::new(saved, options);
        play.help = help::served_help;
        play.table.tell_next();
        Ok(ServedTable {
            stage: Stage::Playing(Box::new(play)),
            seats,
            hints,
            chat: VecDeque::new(),
            commitment,
            changes: 0,
        })
    }

    /// Whether the players may ask for hints and the tutor: where the host allows them, and
    /// always against the computer, where nobody is wronged by one (as at home).
    fn hints_on(&self) -> bool {
        self.hints || Side::BOTH.iter().any(|&s| self.seats[s].computer())
    }

    /// Whether the engine has work here: a computer's seat, or hints allowed.
    pub fn needs_engine(&self) -> bool {
        self.hints_on()
    }

    /// The rules of the match.
    pub fn rules(&self) -> crate::rules::RuleSet {
        match &self.stage {
            Stage::Gathering(gathering) => gathering.settings.rules,
            Stage::Playing(play) => play.table().match_().settings().rules,
        }
    }

    /// How many times the match has changed.
    pub fn changes(&self) -> u64 {
        self.changes
    }

    /// The winner of the match, once it is won.
    pub fn winner(&self) -> Option<Side> {
        self.saved().and_then(|saved| saved.match_.winner())
    }

    /// The commitment to the host's secret, shown before the first roll.
    pub fn commitment(&self) -> &str {
        &self.commitment
    }

    /// The match and what its file keeps, once it is played.
    pub fn saved(&self) -> Option<&Saved> {
        match &self.stage {
            Stage::Playing(play) => Some(play.table().saved()),
            Stage::Gathering(_) => None,
        }
    }

    /// A guest arrives under `name` (made safe to show), signed in by `key` (its fingerprint)
    /// or by the pass phrase: the seat kept for that name, or a free one, or a place to watch.
    /// A seat taken by a key is given back only to that key. `options` are the connection's
    /// (its language, its glyphs).
    pub fn arrive(
        &mut self,
        id: GuestId,
        name: &str,
        key: Option<&str>,
        options: Options,
    ) -> GuestView {
        let name = guest_name(name);
        let named = |seat: &Seat| {
            seat.name
                .as_deref()
                .is_some_and(|n| n.to_lowercase() == name.to_lowercase())
        };
        let same = |seat: &Seat| named(seat) && (seat.key.is_none() || seat.key.as_deref() == key);
        let taken = Side::BOTH.iter().any(|&s| named(&self.seats[s]));
        let kept = Side::BOTH
            .into_iter()
            .find(|&s| !self.seats[s].computer() && same(&self.seats[s]));
        let free = || {
            Side::BOTH
                .into_iter()
                .find(|&s| self.seats[s].name.is_none())
        };
        let side = match kept {
            // Someone is here under that name already: the newcomer watches.
            Some(s) if self.seats[s].here.is_some() => None,
            Some(s) => Some(s),
            None if self.playing() || taken => None,
            None => free(),
        };
        // A watcher under a player's name is told apart from the player wherever it shows.
        let shown = if side.is_none() && taken {
            format!("{name} (2)")
        } else {
            name.clone()
        };
        let mut view = GuestView {
            id,
            name: shown,
            side,
            options,
            absolute: false,
            overlay: None,
            line: None,
            line_at: self.changes,
            typing: None,
            area: ratatui::layout::Rect::default(),
        };
        if let Some(s) = side {
            let playing = self.playing();
            let seat = &mut self.seats[s];
            let back = seat.name.is_some() && (seat.ready || playing);
            // Back under the same name in other capitals: the seat's name stays as it was.
            let name = seat.name.get_or_insert_with(|| name.clone()).clone();
            view.name.clone_from(&name);
            seat.here = Some(id);
            if let Some(lang) = seat.lang {
                view.options.lang = lang;
            }
            if seat.key.is_none() {
                seat.key = key.map(str::to_string);
            }
            if back {
                view.line = Some(fill(view.words().welcome_back, &[("name", &name)]));
                self.note(TableNote::Back(name));
            }
        }
        view
    }

    /// A guest's connection is gone: a player's seat stays theirs, for their return.
    pub fn leave(&mut self, view: &GuestView) {
        if let Some(side) = view.side
            && self.seats[side].here == Some(view.id)
        {
            self.seats[side].here = None;
            self.note(TableNote::Left(view.name.clone()));
            // Gone before the match began: the seat is free again unless kept for the name.
            let playing = self.playing();
            let seat = &mut self.seats[side];
            if !playing && !seat.ready && seat.kept != Kept::ForName {
                seat.name = None;
                seat.key = None;
                seat.seed = offered_seed();
                seat.typed = false;
            }
        }
    }

    /// Adds `note` to what the table's chat shows.
    fn note(&mut self, note: TableNote) {
        self.chat.push_back(note);
        while self.chat.len() > CHAT_KEPT {
            self.chat.pop_front();
        }
    }

    fn playing(&self) -> bool {
        matches!(self.stage, Stage::Playing(_))
    }

    /// The next step the table takes of itself (the computer's), and after how long.
    pub fn tick(&self) -> Option<(std::time::Duration, Msg)> {
        match &self.stage {
            Stage::Playing(play) => play.tick(),
            Stage::Gathering(_) => None,
        }
    }

    /// Applies a message of the table's own (the computer's step).
    pub fn step(&mut self, msg: Msg) -> Vec<Effect> {
        match &mut self.stage {
            Stage::Playing(play) => play.update(msg),
            Stage::Gathering(_) => Vec::new(),
        }
    }

    /// Carries out `effects` on the match file and with the engine, and what their replies
    /// bring, until nothing is left to do: as `view` sees the table where a guest's key brought
    /// them (a hint or the tutor's verdict then opens on that guest's screen alone).
    pub fn carry_out(
        &mut self,
        mut view: Option<&mut GuestView>,
        mut effects: Vec<Effect>,
        file: &MatchLock,
        advice: &mut Advice,
    ) {
        if changes_match(&effects) {
            self.changes += 1;
        }
        let Stage::Playing(play) = &mut self.stage else {
            return;
        };
        while !effects.is_empty() {
            let mut next = Vec::new();
            for effect in effects {
                let replies = match effect {
                    Effect::Compute(question) => {
                        vec![Reply::Computed(advice.answer(&question))]
                    }
                    other => crate::ui::runtime::carry_out(&other, &**play, Some(file)),
                };
                for reply in replies {
                    next.extend(match view.as_deref_mut() {
                        Some(view) => in_view(play, view, |play| play.reply(reply)),
                        None => play.reply(reply),
                    });
                }
            }
            // The table's quit is each guest's own: it never ends the match for all.
            effects = next.into_iter().filter(|e| *e != Effect::Quit).collect();
        }
    }

    /// A key pressed at `view`'s terminal.
    pub fn key(&mut self, view: &mut GuestView, key: KeyEvent) -> Heard {
        if key.kind == KeyEventKind::Release {
            return Heard::default();
        }
        let ctrl_c = key.modifiers.contains(KeyModifiers::CONTROL)
            && matches!(key.code, KeyCode::Char('c' | 'C'));
        if ctrl_c {
            return Heard {
                leave: true,
                ..Heard::default()
            };
        }
        // Too small to be drawn, the screen only says so: q leaves, and nothing acts unseen.
        let too_small = crate::ui::widgets::layout::Layout::of(view.area).is_none();
        if too_small && self.playing() {
            return Heard {
                leave: key.code == KeyCode::Char('q'),
                ..Heard::default()
            };
        }
        view.line = None;
        // A control key is not a letter of what is typed.
        let typed = if key
            .modifiers
            .intersects(KeyModifiers::CONTROL | KeyModifiers::ALT)
        {
            KeyCode::Null
        } else {
            key.code
        };
        if view.typing.is_some() {
            self.chat_key(view, typed);
            return Heard::default();
        }
        let heard = if self.playing() {
            self.playing_key(view, key)
        } else {
            self.gathering_key(view, typed)
        };
        // Every change of the match asks for the autosave: the line said now is about the
        // table as it will be once the effects are carried out.
        view.line_at = self.changes + u64::from(changes_match(&heard.effects));
        if let Some(side) = view.side {
            self.seats[side].lang = Some(view.options.lang);
        }
        heard
    }

    /// A key while the chat line is typed.
    fn chat_key(&mut self, view: &mut GuestView, code: KeyCode) {
        let Some(text) = view.typing.as_mut() else {
            return;
        };
        match code {
            KeyCode::Esc => view.typing = None,
            KeyCode::Backspace => {
                text.pop();
            }
            KeyCode::Enter => {
                let said = text.trim().to_string();
                view.typing = None;
                if !said.is_empty() {
                    self.note(TableNote::Said(view.name.clone(), said));
                }
            }
            KeyCode::Char(c)
                if !crate::text::is_hidden(c) && text.chars().count() < MAX_CHAT_CHARS =>
            {
                text.push(c);
            }
            // A tab in a pasted line is a gap between words.
            KeyCode::Tab if text.chars().count() < MAX_CHAT_CHARS => text.push(' '),
            _ => {}
        }
    }

    /// The keys every screen takes: `L` for the language, `m` to say something.
    fn common_key(view: &mut GuestView, code: KeyCode) -> bool {
        match code {
            KeyCode::Char('L') => {
                view.options.lang = match view.options.lang {
                    Lang::En => Lang::Ro,
                    Lang::Ro => Lang::En,
                };
                true
            }
            KeyCode::Char('m') => {
                view.typing = Some(String::new());
                true
            }
            _ => false,
        }
    }

    /// A key before the first roll: a player types their seed and says they are ready.
    fn gathering_key(&mut self, view: &mut GuestView, code: KeyCode) -> Heard {
        let seated = view.side.filter(|&s| !self.seats[s].ready);
        let Some(side) = seated else {
            if code == KeyCode::Char('q') {
                return Heard {
                    leave: true,
                    ..Heard::default()
                };
            }
            Self::common_key(view, code);
            return Heard::default();
        };
        let seat = &mut self.seats[side];
        match code {
            KeyCode::Enter => match crate::game::player_seed(&seat.seed) {
                Ok(seed) if !seed.trim().is_empty() => {
                    seat.seed = seed;
                    seat.ready = true;
                    self.begin_if_ready(view.options);
                }
                Ok(_) => {
                    seat.seed = offered_seed();
                    seat.typed = false;
                }
                Err(why) => {
                    let why = why.to_string();
                    view.line = Some(fill(view.words().bad_seed, &[("why", &why)]));
                }
            },
            KeyCode::Backspace => {
                if !seat.typed {
                    seat.seed.clear();
                    seat.typed = true;
                }
                seat.seed.pop();
            }
            KeyCode::Char(c) if !crate::text::is_hidden(c) => {
                if !seat.typed {
                    seat.seed.clear();
                    seat.typed = true;
                }
                if seat.seed.chars().count() < crate::game::MAX_SEED_CHARS {
                    seat.seed.push(c);
                }
            }
            _ => {}
        }
        Heard::default()
    }

    /// Both seats taken and both seeds given: the match begins, its dice drawn from the seal.
    fn begin_if_ready(&mut self, options: Options) {
        if !Side::BOTH.iter().all(|&s| self.seats[s].ready) {
            return;
        }
        let Stage::Gathering(gathering) = &self.stage else {
            return;
        };
        let Gathering {
            settings,
            played_by,
            seal,
        } = &**gathering;
        let mut settings = settings.clone();
        for side in Side::BOTH {
            if let Some(name) = &self.seats[side].name {
                settings.players[side].clone_from(name);
            }
        }
        let seeds = by_side(|s| self.seats[s].seed.clone());
        let Ok(seal) = seal.with_seeds(seeds) else {
            return;
        };
        let dice = Box::new(SealedDice::new(seal.clone(), 0));
        let Ok(mut m) = Match::new(settings, dice) else {
            return;
        };
        for side in Side::BOTH {
            m.set_played_by(side, played_by[side].clone());
        }
        let saved = Saved {
            sealed_dice: Some(seal),
            ..Saved::from(m)
        };
        let mut play = Play::new(saved, options);
        play.help = help::served_help;
        self.stage = Stage::Playing(Box::new(play));
    }

    /// A key during the match.
    fn playing_key(&mut self, view: &mut GuestView, key: KeyEvent) -> Heard {
        let hints = self.hints_on();
        let may_act = view.side.is_some_and(|s| self.may_act(s));
        let Stage::Playing(play) = &mut self.stage else {
            return Heard::default();
        };
        // Its own window first: the help scrolls and closes, the question is answered.
        if view.overlay.is_some() {
            let msg = in_view(play, view, |play| {
                crate::ui::input::key(crate::ui::table::input::table_keys(play), key)
            });
            let Some(msg) = msg else {
                return Heard::default();
            };
            // A rollout runs on the host's ticks, which serve the table, not one guest.
            if msg == Msg::Rollout {
                view.line = Some(view.words().not_here.to_string());
                return Heard::default();
            }
            let effects = in_view(play, view, |play| play.update(msg));
            let leave = effects.contains(&Effect::Quit);
            // Only the one on turn changes the match from a window (a typed play, a hint's).
            let effects = if may_act {
                effects.into_iter().filter(|e| *e != Effect::Quit).collect()
            } else {
                Vec::new()
            };
            return Heard { effects, leave };
        }
        if Self::common_key(view, key.code) {
            return Heard::default();
        }
        let msg = in_view(play, view, |play| {
            crate::ui::input::key(crate::ui::table::input::table_keys(play), key)
        });
        let Some(msg) = msg else {
            return Heard::default();
        };
        let w = view.words();
        match msg {
            Msg::Help => {
                view.overlay = Some(Overlay::Help {
                    scroll: 0,
                    back: None,
                });
            }
            Msg::Quit => view.overlay = Some(Overlay::Quit { back: None }),
            Msg::ForceQuit => {
                return Heard {
                    leave: true,
                    ..Heard::default()
                };
            }
            Msg::ToggleNumbers => view.absolute = !view.absolute,
            Msg::Hint | Msg::Tutor | Msg::HintDeeper if !hints => {
                view.line = Some(w.hints_off.to_string());
            }
            Msg::Records | Msg::Resume | Msg::StartNew | Msg::Rollout => {
                view.line = Some(w.not_here.to_string());
            }
            Msg::Save => view.line = Some(w.saved_anyway.to_string()),
            // The arrows and paging move nothing that others see but the mover's.
            msg if may_act => {
                let before = play.table().notice().cloned();
                let effects = in_view(play, view, |play| play.update(msg));
                // A refusal is said to the one who pressed, not to the table.
                if let Some(crate::ui::table::notice::Notice::Refused(_)) = play.table().notice() {
                    let line = in_view(play, view, |play| {
                        let table = play.table();
                        table.notice().map(|notice| {
                            let voice = crate::ui::table::notice_words::Voice::of(
                                table,
                                play.options.lang.strings(),
                            );
                            crate::ui::table::notice_words::words(notice, &voice).0
                        })
                    });
                    view.line = line;
                    play.table.tell(before);
                }
                // The table's quit is each guest's own: it never ends the match for all.
                let effects = effects.into_iter().filter(|e| *e != Effect::Quit).collect();
                return Heard {
                    effects,
                    leave: false,
                };
            }
            Msg::Scroll(_) => {}
            _ => view.line = Some(self.whose_turn(view)),
        }
        Heard::default()
    }

    /// What a guest who may not act is told.
    fn whose_turn(&self, view: &GuestView) -> String {
        let w = view.words();
        let Stage::Playing(play) = &self.stage else {
            return w.only_watching.to_string();
        };
        let s = view.options.lang.strings();
        if play.table().match_().winner().is_some() {
            return w.match_is_over.to_string();
        }
        match (view.side, play.table().side_on_roll()) {
            (Some(_), Some(side)) => fill(
                w.not_your_turn,
                &[
                    ("name", &play.table().match_().players()[side]),
                    ("side", &s.side(side)),
                ],
            ),
            _ => w.only_watching.to_string(),
        }
    }

    /// Whether the player of `side` may act now: on their own turn, and either player at the
    /// opening roll and between games; nobody for the computer or once the match is won.
    fn may_act(&self, side: Side) -> bool {
        let Stage::Playing(play) = &self.stage else {
            return false;
        };
        let m = play.table().match_();
        if m.winner().is_some() || self.seats[side].computer() {
            return false;
        }
        match m.game().phase() {
            Phase::Opening | Phase::GameOver(_) => !m.computer_to_act(),
            Phase::AwaitingRoll(s) => *s == side,
            Phase::Moving(t) | Phase::TurnComplete(t) => t.side() == side,
        }
    }
}

/// Runs `f` on the shared screen as `view` sees it: its language and numbers, and its own
/// window in place of the table's, so that the keys, the replies and the drawing are its own.
/// Every window is the guest's own — the help, the question before leaving, the prompt, the
/// hint, the tutor — but the result of a game, which everyone sees.
fn in_view<R>(play: &mut Play, view: &mut GuestView, f: impl FnOnce(&mut Play) -> R) -> R {
    let options = std::mem::replace(&mut play.options, view.options);
    let absolute = std::mem::replace(&mut play.table.absolute, view.absolute);
    let seen_by = std::mem::replace(&mut play.table.seen_by, view.side);
    let own = view.overlay.take();
    let had_own = own.is_some();
    let shared = if had_own {
        std::mem::replace(&mut play.overlay, own)
    } else {
        None
    };
    let out = f(play);
    let after = if had_own {
        let after = std::mem::replace(&mut play.overlay, shared);
        // A game ended from the guest's window (a typed play): its result is everyone's.
        if matches!(after, Some(Overlay::Result)) && play.overlay.is_none() {
            play.overlay = Some(Overlay::Result);
        }
        after
    } else {
        match play.overlay.take() {
            Some(Overlay::Result) => {
                play.overlay = Some(Overlay::Result);
                None
            }
            other => other,
        }
    };
    view.overlay = after.filter(|o| !matches!(o, Overlay::Result));
    play.options = options;
    play.table.absolute = absolute;
    play.table.seen_by = seen_by;
    out
}

/// Whether `effects` come of a change of the match: the table asks for the autosave at every
/// change, and for nothing else.
fn changes_match(effects: &[Effect]) -> bool {
    effects.contains(&Effect::Autosave)
}

/// A pair made side by side.
fn by_side<T>(mut f: impl FnMut(Side) -> T) -> BySide<T> {
    BySide {
        white: f(Side::White),
        black: f(Side::Black),
    }
}

/// A seed offered to a player who does not type one: 16 hexadecimal digits from the system.
fn offered_seed() -> String {
    let mut bytes = [0u8; 8];
    rand::fill(&mut bytes);
    bytes.iter().fold(String::new(), |mut hex, b| {
        let _ = write!(hex, "{b:02x}");
        hex
    })
}

/// The name a guest's SSH user becomes: escaped where it holds what would drive a terminal,
/// cut to a player's name's length, "guest" where nothing is left.
pub fn guest_name(user: &str) -> String {
    let escaped = crate::text::for_terminal(user.trim());
    let cut: String = escaped.chars().take(crate::game::MAX_NAME_CHARS).collect();
    let cut = cut.trim().to_string();
    if crate::game::check_player_name(&cut).is_ok() {
        cut
    } else {
        "guest".to_string()
    }
}
