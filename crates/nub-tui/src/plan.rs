//! Modes in the terminal: Shift+Tab cycles the loop's mode (ask → plan →
//! auto-edit; the loop applies it between runs and answers with
//! `ModeChanged`), and a plan that is done is offered for execution —
//! Enter on the empty editor switches to auto-edit (and, with `[plan]
//! execute_model`, to that model) and sends "go".

use nub_agent::{Input, Mode};
use ratatui::style::{Color, Style};

use crate::app::{App, Effect};

/// What "execute this plan" sends after switching modes.
pub const GO: &str = "go";

/// The notice under a finished plan.
pub const OFFER: &str =
    "plan ready — Enter executes it (auto-edit, then “go”) · type to keep planning · Shift+Tab changes mode";

impl App {
    /// Shift+Tab: asks the loop for the next mode.
    pub(crate) fn cycle_mode(&mut self) -> Vec<Effect> {
        let mode = self.mode_sent.unwrap_or(self.status.mode).next();
        self.mode_sent = Some(mode);
        self.plan_ready = false;
        // Idle, the loop answers at once with a line in the scrollback.
        self.notice = self.running.is_some().then(|| format!("mode {} from the end of this run", mode.name()));
        vec![Effect::Send(Input::SetMode { mode })]
    }

    /// The loop switched modes.
    pub(crate) fn mode_changed(&mut self, mode: Mode) {
        if self.mode_sent == Some(mode) {
            self.mode_sent = None;
        }
        if mode != Mode::Plan {
            self.plan_ready = false;
        }
        self.status.mode = mode;
        self.say(&format!("◇ mode: {} — {}", mode.name(), mode.about()), Style::default().fg(Color::DarkGray));
    }

    /// A run completed: in plan mode, with an answer, its plan is offered.
    pub(crate) fn offer_plan(&mut self, answered: bool) {
        if self.status.mode == Mode::Plan && answered && self.mode_sent.is_none() {
            self.plan_ready = true;
            self.notice = Some(OFFER.into());
        }
    }

    /// "Execute this plan": auto-edit, the execution model if one is set, "go".
    pub(crate) fn execute_plan(&mut self) -> Vec<Effect> {
        self.plan_ready = false;
        self.notice = None;
        self.mode_sent = Some(Mode::AutoEdit);
        let mut effects = vec![Effect::Send(Input::SetMode { mode: Mode::AutoEdit })];
        if let Some(model) = self.session.execute_model.clone() {
            effects.push(Effect::Send(Input::SetModel { endpoint: None, model }));
        }
        effects.push(Effect::Send(Input::prompt(GO)));
        effects
    }
}
