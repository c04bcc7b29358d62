//! The footer of the play screen: what the keys do now, each item with what a click on it does;
//! and the rules in force, which the help names first.

use crate::game::Phase;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};

use super::app::{App, Mode, Msg};
use super::i18n::fill;
use super::theme::Theme;

impl App {
    /// The footer: what the keys do now, each item with what a click on it does.
    pub fn footer(&self) -> Vec<(&'static str, Option<Msg>)> {
        let s = self.strings();
        // The quit question takes the keys: the footer gives its answers.
        if self.mode == Mode::ConfirmQuit {
            return vec![
                (s.hint_yes_quit, Some(Msg::ConfirmQuit)),
                (s.hint_no_stay, Some(Msg::Cancel)),
            ];
        }
        let phase = self.saved.match_.game().phase();
        let mut items = match phase {
            _ if self.computer_moving_now() => vec![(s.hint_hurry, Some(Msg::Enter))],
            Phase::Opening | Phase::AwaitingRoll(_) if self.saved.match_.manual_dice() => {
                vec![(s.hint_type_dice, None)]
            }
            Phase::Opening | Phase::AwaitingRoll(_) => vec![(s.hint_roll, Some(Msg::Roll))],
            Phase::Moving(_) => vec![
                (s.hint_point, None),
                (s.hint_pick, Some(Msg::Enter)),
                (s.hint_type, Some(Msg::OpenPrompt)),
                (s.hint_undo, Some(Msg::Undo)),
            ],
            // Nothing could be played: Enter passes. (A turn whose bear-offs were all declined
            // has no moves either, but it can be taken back.)
            Phase::TurnComplete(t)
                if t.moves().next().is_none() && t.current().stage.max_dice() == 0 =>
            {
                vec![(s.hint_pass, Some(Msg::Enter))]
            }
            Phase::TurnComplete(_) => vec![
                (s.hint_confirm, Some(Msg::Enter)),
                (s.hint_undo, Some(Msg::Undo)),
            ],
            Phase::GameOver(_) => Vec::new(),
        };
        // Against the computer, a person about to roll can take back to their own last turn.
        if let Phase::AwaitingRoll(side) = phase
            && !self.is_computer(*side)
            && self.is_computer(side.opponent())
            && self
                .saved
                .match_
                .game()
                .turns()
                .iter()
                .any(|t| t.side() == *side)
        {
            items.push((s.hint_undo, Some(Msg::Undo)));
        }
        // In practice the hint comes with the review.
        if !self.computer_to_act()
            && self.practice.is_none()
            && matches!(
                phase,
                Phase::AwaitingRoll(_) | Phase::Moving(_) | Phase::TurnComplete(_)
            )
        {
            items.push((s.hint_hint, Some(Msg::Hint)));
        }
        if self.practice.is_none() {
            items.push((s.hint_save, Some(Msg::Save)));
        }
        items.extend([
            (s.hint_help, Some(Msg::Help)),
            (s.hint_quit, Some(Msg::Quit)),
        ]);
        items
    }

    /// The rules of the match in words, where they are not the sheet's (the help says them
    /// before the sheet's).
    pub(super) fn rules_in_force(&self) -> Option<String> {
        let s = self.strings();
        let names = super::scene::rule_names(s, self.saved.match_.game().rules());
        (!names.is_empty()).then(|| {
            let line = fill(s.rules_label, &[("rules", &names.join(", "))]);
            format!("{line}. {}", s.help_rules_note)
        })
    }
}

/// The footer line: its items, those a click acts on brighter.
pub(super) fn draw_footer(
    items: &[(&'static str, Option<Msg>)],
    theme: Theme,
    area: Rect,
    buf: &mut Buffer,
) {
    let mut spans = vec![Span::raw(" ")];
    for (i, (label, msg)) in fitted(items, area.width).iter().enumerate() {
        if i > 0 {
            spans.push(Span::styled(FOOTER_GAP, theme.dim()));
        }
        // What a click does is shown as such: the words that act are not dimmed.
        let style = if msg.is_some() {
            theme.info()
        } else {
            theme.dim()
        };
        spans.push(Span::styled(*label, style));
    }
    buf.set_line(area.x, area.y, &Line::from(spans), area.width);
}

/// The footer's items that fit in `width` columns: what cannot be clicked goes first, then
/// the items before help and quit, which always stay.
pub(super) fn fitted<M: Copy>(
    items: &[(&'static str, Option<M>)],
    width: u16,
) -> Vec<(&'static str, Option<M>)> {
    let mut kept = items.to_vec();
    let needed = |kept: &[(&str, Option<M>)]| {
        1 + kept
            .iter()
            .map(|(label, _)| super::wrap::text_width(label))
            .sum::<usize>()
            + super::wrap::text_width(FOOTER_GAP) * kept.len().saturating_sub(1)
    };
    while needed(&kept) > usize::from(width) && kept.len() > 2 {
        let drop = kept
            .iter()
            .position(|(_, msg)| msg.is_none())
            .unwrap_or(kept.len() - 3);
        kept.remove(drop);
    }
    kept
}

/// Between the footer's items.
pub(super) const FOOTER_GAP: &str = " · ";
