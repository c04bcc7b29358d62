//! The words of a notice, made when it is drawn: in the player's language, naming the players,
//! and the mover's points as the board labels them now.

use crate::analysis::AdviceError;
use crate::rules::{BySide, OwnPoint, Side};

use crate::i18n::{Strings, fill, sentence, shown_path};
use crate::rules::PointNames;
use crate::ui::runtime::effect::SaveProblem;
use crate::ui::scene::text::{rules_words, turn_text};
use crate::ui::table::Table;
use crate::ui::table::notice::{Notice, Refusal, Said, StageDice};

/// What the words of a notice depend on.
#[derive(Clone, Copy, Debug)]
pub struct Voice<'a> {
    /// The language.
    pub s: &'static Strings,
    /// The players' names.
    pub players: &'a BySide<String>,
    /// Whose numbering the board shows.
    pub numbering: Side,
    /// Absolute numbers on the board instead.
    pub absolute: bool,
}

impl Voice<'_> {
    /// The words of notices at `table`, in `s`'s language.
    pub fn of<'t>(table: &'t Table, s: &'static Strings) -> Voice<'t> {
        Voice {
            s,
            players: table.match_().players(),
            numbering: table.numbering_side(),
            absolute: table.absolute,
        }
    }

    /// A point of the mover's as the board labels it: its own number, or the absolute one.
    fn shown(&self, own: OwnPoint) -> u8 {
        if self.absolute {
            own.to_abs(self.numbering).number()
        } else {
            own.number()
        }
    }

    /// How refusals name the mover's points: its own numbers, plus the board's when the board
    /// shows absolute numbers and they differ (Black's).
    pub fn point_names(&self) -> PointNames {
        match self.numbering {
            Side::Black if self.absolute => PointNames::AlsoAbsolute(Side::Black),
            _ => PointNames::Own,
        }
    }

    fn who(&self, side: Side) -> &str {
        &self.players[side]
    }
}

/// The words of `notice`, and whether it says something went wrong.
pub fn words(notice: &Notice, voice: &Voice) -> (String, bool) {
    match notice {
        Notice::Info(phrases) => {
            let said: Vec<String> = phrases.iter().map(|p| phrase(p, voice)).collect();
            (said.join(" "), false)
        }
        Notice::Refused(refusal) => (refused(refusal, voice), true),
    }
}

fn dice(d: StageDice) -> String {
    match d {
        StageDice::Roll(roll) => roll.to_string(),
        StageDice::Handed(handed) => handed.to_string(),
    }
}

// One arm per phrase: a table of words rather than logic, kept whole so that a new phrase
// cannot go without its words.
#[allow(clippy::too_many_lines)]
fn phrase(said: &Said, v: &Voice) -> String {
    let s = v.s;
    match said {
        Said::Opening {
            white,
            black,
            starter,
            reroll,
        } => fill(
            // Where the opening is re-rolled, the starter rolls both dice next.
            if *reroll {
                s.msg_opening_reroll
            } else {
                s.msg_opening
            },
            &[
                ("white_name", &v.who(Side::White)),
                ("white", white),
                ("black_name", &v.who(Side::Black)),
                ("black", black),
                ("side", &v.who(*starter)),
                ("dice", &crate::rules::Roll::new(*white, *black)),
            ],
        ),
        Said::OpeningTie(white, black) => {
            fill(s.msg_opening_tie, &[("white", white), ("black", black)])
        }
        Said::Rolled(side, roll, partial) => {
            let rolled = fill(s.msg_rolled, &[("side", &v.who(*side)), ("dice", roll)]);
            if *partial {
                let why = fill(s.msg_double_partial, &[("dice", roll)]);
                format!("{rolled} {why}")
            } else {
                rolled
            }
        }
        Said::Handed {
            side,
            dice,
            playable,
            computer,
        } => {
            let text = match (playable, computer) {
                (true, _) => s.msg_handed,
                (false, false) => s.msg_handed_none,
                (false, true) => s.msg_handed_lost,
            };
            fill(text, &[("side", &v.who(*side)), ("dice", dice)])
        }
        Said::ChainStops(roll) => fill(s.msg_chain_stops, &[("dice", roll)]),
        Said::NoMove(side, roll) => fill(s.msg_no_move, &[("side", &v.who(*side)), ("dice", roll)]),
        Said::Chain(roll, false) => fill(s.msg_chain, &[("dice", roll)]),
        Said::Chain(roll, true) => fill(s.msg_chain_partial, &[("dice", roll)]),
        Said::EndedEarly(d) => fill(s.msg_ended_early, &[("dice", &dice(*d))]),
        Said::Reopened(d) => fill(s.msg_reopened, &[("dice", &dice(*d))]),
        Said::TurnComplete => s.msg_turn_complete.to_string(),
        Said::NewGame(n, winner) => {
            let begins = fill(s.msg_new_game, &[("n", n)]);
            match winner {
                Some(side) => {
                    let why = fill(s.msg_winner_starts, &[("side", &v.who(*side))]);
                    format!("{begins} {why}")
                }
                None => begins,
            }
        }
        Said::HandsOver(to, handed) => {
            fill(s.msg_hands_over, &[("dice", handed), ("side", &v.who(*to))])
        }
        Said::CanEndEarly => s.msg_can_end_early.to_string(),
        Said::RollOpening => s.prompt_opening.to_string(),
        Said::Roll(side) => fill(s.prompt_roll, &[("side", &v.who(*side))]),
        Said::EnterWhiteDie => fill(s.enter_white_die, &[("white_name", &v.who(Side::White))]),
        Said::EnterBlackDie(die) => fill(
            s.enter_black_die,
            &[
                ("white_name", &v.who(Side::White)),
                ("die", die),
                ("black_name", &v.who(Side::Black)),
            ],
        ),
        Said::EnterDice(side) => fill(s.enter_dice, &[("side", &v.who(*side))]),
        Said::EnterSecondDie(side, die) => {
            fill(s.enter_second_die, &[("side", &v.who(*side)), ("die", die)])
        }
        Said::Pick => s.msg_pick.to_string(),
        Said::Picked(at) => fill(s.msg_picked, &[("point", &v.shown(*at))]),
        Said::PromptHint(side) => fill(s.prompt_hint, &[("side", &v.who(*side))]),
        Said::ComputerPlays(side) => fill(s.msg_computer_plays, &[("side", &v.who(*side))]),
        // In the numbers the board shows, which against the computer are the person's.
        Said::ComputerPlayed(turn) => fill(
            s.msg_computer_played,
            &[
                ("side", &v.who(turn.side())),
                ("play", &turn_text(turn, false)),
            ],
        ),
        Said::TakenBack(side) => fill(s.msg_taken_back, &[("side", &v.who(*side))]),
        Said::HintWorking(depth) => match depth.plies() {
            0 => s.hint_working.to_string(),
            plies => fill(s.hint_working_depth, &[("depth", &plies)]),
        },
        Said::NoHint => s.ehint_none.to_string(),
        Said::QuitWithQ => s.msg_quit_with_q.to_string(),
        Said::NotPlayed => s.msg_not_played.to_string(),
        Said::NoNextGame => s.msg_no_next_game.to_string(),
        Said::Saved(path) => fill(s.msg_saved, &[("path", &shown_path(path))]),
        Said::Resumed(path) => fill(s.msg_resumed, &[("path", &shown_path(path))]),
        Said::ResumedOffered => s.msg_resumed_offer.to_string(),
        Said::OwnPlayers => s.msg_own_players.to_string(),
        Said::OwnRules(rules) => {
            let rules = rules_words(s, rules).unwrap_or_else(|| s.rules_sheet.to_string());
            fill(s.msg_own_rules, &[("rules", &rules)])
        }
        Said::KeptUnfinished(path) => fill(s.msg_kept_unfinished, &[("path", &shown_path(path))]),
        Said::KeptUnreadable(error, path) => fill(
            s.msg_kept_unreadable,
            &[
                ("error", &crate::text::for_terminal(error)),
                ("path", &shown_path(path)),
            ],
        ),
        Said::Unguarded => s.msg_unguarded.to_string(),
        Said::SettingsProblems(n) => s.count(*n as u32, &s.msg_settings_problems),
        Said::ContinuedTo(path) => fill(s.replay_continued, &[("path", &shown_path(path))]),
        Said::ContinuedSaved(path) => {
            fill(s.replay_continued_saved, &[("path", &shown_path(path))])
        }
        Said::PracticeDone => s.practice_done.to_string(),
        Said::PracticeHintLater => s.practice_hint_later.to_string(),
        Said::TutorSet(None) => s.coach.tutor_off.to_string(),
        Said::TutorSet(Some(mark)) => fill(
            s.coach.tutor_on,
            &[("marks", &s.coach.tutor_marks[*mark as usize])],
        ),
        Said::TutorLooking => s.coach.tutor_looking.to_string(),
        Said::TutorTakenBack => s.coach.tutor_taken_back.to_string(),
    }
}

fn refused(refusal: &Refusal, v: &Voice) -> String {
    let s = v.s;
    let point = |at: &OwnPoint| v.shown(*at);
    match refusal {
        Refusal::Game(e) => sentence(&e.words_naming(s.lang, v.players, v.point_names())),
        Refusal::NotDestination(at) => fill(s.msg_not_destination, &[("point", &point(at))]),
        Refusal::NoMoveFrom(at) => fill(s.msg_no_move_from, &[("point", &point(at))]),
        Refusal::NotADie(n) => fill(s.msg_not_a_die, &[("n", n)]),
        Refusal::WrongStage { typed, stage } => {
            fill(s.msg_wrong_stage, &[("typed", typed), ("stage", stage)])
        }
        Refusal::NothingTakenBack(side) => {
            fill(s.msg_nothing_taken_back, &[("side", &v.who(*side))])
        }
        Refusal::TakeBackFailed(why) => fill(s.msg_take_back_failed, &[("error", why)]),
        Refusal::Advice(AdviceError::NoEngine(why)) => {
            fill(s.msg_engine_missing, &[("error", why)])
        }
        Refusal::Advice(AdviceError::NothingToPlay) => s.msg_computer_nothing.to_string(),
        Refusal::PlanDoesNotFit => s.msg_computer_misfit.to_string(),
        Refusal::Save(problem) => match problem {
            SaveProblem::Failed(path, error) => fill(
                s.msg_save_failed,
                &[("path", &shown_path(path)), ("error", error)],
            ),
            SaveProblem::AutosaveFailed(error) => fill(s.msg_autosave_failed, &[("error", error)]),
            SaveProblem::NearlyFull { mb, max } => {
                fill(s.msg_save_nearly_full, &[("mb", mb), ("max", max)])
            }
        },
        Refusal::SetAsideFailed(error) => fill(s.msg_set_aside_failed, &[("error", error)]),
        Refusal::NoSuchTurn(typed) => fill(s.replay_no_turn, &[("turn", typed)]),
        Refusal::NoBigTurn => s.analysis.no_notable.to_string(),
        Refusal::CannotContinue => s.replay_cannot_continue.to_string(),
        Refusal::CannotContinueHanded => s.replay_cannot_continue_handed.to_string(),
        Refusal::Failed(why) => why.clone(),
    }
}
