//! The context budget of a session: the model's window, how the `chars/4`
//! estimate relates to what the provider really counts (D-09), and
//! compaction — before a request when the estimate passes `compact_at`,
//! after a context-length error, or on request.

use std::sync::Arc;

use nub_llm::{Provider, Request};
use nub_session::SessionFile;
use tokio::sync::mpsc;
use tokio_util::sync::CancellationToken;

use crate::compact::{self, CompactError, Compacted, Options, request_tokens};
use crate::config::{CompactionSettings, LoopConfig, WindowLearned};
use crate::event::{CompactionReason, UiEvent};

/// What the loop knows about the window while a session runs.
pub(crate) struct Budget {
    pub window: u32,
    /// The automatic trigger waits until a request reaches this size: a
    /// compaction (or one found not worth doing) leaves the history near
    /// the threshold, and trying again at the next prompt would cost a
    /// request for nothing (hysteresis).
    next_check: usize,
    /// Real prompt tokens per estimated token, from the last answer's usage.
    ratio: f64,
    /// The estimate of the last request sent, to calibrate with its usage.
    last_estimate: usize,
    pub on_window: Option<WindowLearned>,
}

impl Budget {
    pub fn new(window: u32) -> Self {
        Budget { window, ratio: 1.0, last_estimate: 0, on_window: None, next_check: 0 }
    }

    /// The calibrated size of `request`, remembered for `calibrate`.
    pub fn measure(&mut self, request: &Request) -> usize {
        let estimate = request_tokens(request);
        self.last_estimate = estimate;
        (estimate as f64 * self.ratio).ceil() as usize
    }

    /// The provider counted `input` tokens for the last request: keep a
    /// running ratio, so the estimate follows this model's tokenizer.
    pub fn calibrate(&mut self, input: u64) {
        if input == 0 || self.last_estimate == 0 {
            return;
        }
        let observed = input as f64 / self.last_estimate as f64;
        // chars/4 is within a factor of about two of real tokenizers; a
        // figure far outside that is a provider counting something else
        // (a cache left out, a made-up number): not a calibration.
        if !(0.33..=3.0).contains(&observed) {
            return;
        }
        self.ratio = if self.ratio == 1.0 { observed } else { 0.5 * self.ratio + 0.5 * observed };
    }

    /// Whether a request of `tokens` should be preceded by a compaction.
    pub fn over_threshold(&self, tokens: usize, settings: &CompactionSettings) -> bool {
        settings.enabled
            && self.window > 0
            && tokens as f64 > settings.compact_at * f64::from(self.window)
            && tokens >= self.next_check
    }

    /// An automatic compaction was tried and the next request is `tokens`:
    /// the trigger waits for the history to grow by an eighth of the window.
    pub fn settle(&mut self, tokens: usize) {
        self.next_check = tokens + self.window as usize / 8;
    }

    /// A provider said the window is `tokens`: use it from now on, and pass
    /// it on to be remembered.
    pub fn learn(&mut self, tokens: u32) {
        if self.window == 0 || tokens < self.window {
            self.window = tokens;
            if let Some(on_window) = &self.on_window {
                on_window(tokens);
            }
        }
    }
}

/// What a compaction works on.
pub(crate) struct Target<'a> {
    pub session: &'a mut SessionFile,
    pub provider: &'a Arc<dyn Provider>,
    pub tools: &'a Arc<nub_tools::ToolRegistry>,
    pub config: &'a LoopConfig,
    pub window: u32,
}

/// Runs one compaction with its events. `Ok(None)`: nothing to compact
/// (said as a warning). `Err` only for a session that cannot be written.
pub(crate) async fn compact(
    target: Target<'_>,
    reason: CompactionReason,
    focus: Option<String>,
    events: &mpsc::Sender<UiEvent>,
    cancel: &CancellationToken,
) -> Result<Option<Compacted>, String> {
    let Target { session, provider, tools, config, window } = target;
    // Unknown window: a conservative size for budgeting the summary request.
    let window = if window > 0 { window as usize } else { 32_000 };
    let settings = &config.compaction;
    let (summarizer, model) = match &settings.summarizer {
        Some((provider, model)) => (provider.clone(), model.clone()),
        None => (provider.clone(), config.model.clone()),
    };
    let options = Options {
        model,
        keep_recent_tokens: compact::keep_recent_for_window(settings.keep_recent_tokens, window),
        input_budget: compact::input_budget_for_window(window),
        focus,
        tools: Arc::clone(tools),
    };
    // Nothing worth compacting is said before anything starts: no
    // compaction events, no summarizing request.
    if let Err(why) = compact::prepare(&session.session, options.keep_recent_tokens, tools) {
        let _ = events.send(UiEvent::Warning { message: format!("nothing to compact: {why}") }).await;
        return Ok(None);
    }
    let before = compact::messages_tokens(&session.session.path_to_head());
    let _ = events.send(UiEvent::CompactionStart { reason, tokens_before: before as u64 }).await;
    match compact::compact(session, summarizer.as_ref(), &options, cancel).await {
        Ok(done) => {
            let _ = events
                .send(UiEvent::CompactionEnd {
                    tokens_after: done.tokens_after as u64,
                    summary_node: done.summary_node.to_string(),
                    fallback: done.fallback,
                })
                .await;
            if let Some(why) = &done.fallback_reason {
                let message = format!("the summary was made without the model ({why}); the task ledger is kept");
                let _ = events.send(UiEvent::Warning { message }).await;
            }
            Ok(Some(done))
        }
        Err(CompactError::NothingToCompact(why)) => {
            let _ = events.send(UiEvent::Warning { message: format!("nothing to compact: {why}") }).await;
            Ok(None)
        }
        Err(CompactError::Cancelled) => Ok(None),
        Err(CompactError::Session(error)) => Err(error.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use nub_llm::{Block, Message};

    use super::*;

    fn request(chars: usize) -> Request {
        Request {
            model: "m".into(),
            system: vec![Block::text("s")],
            messages: vec![Message::user("x".repeat(chars))],
            tools: Vec::new(),
            max_tokens: None,
            temperature: None,
            effort: None,
            tool_choice: nub_llm::ToolChoice::Auto,
        }
    }

    #[test]
    fn after_a_compaction_the_trigger_waits_for_growth() {
        let settings = CompactionSettings::default();
        let mut budget = Budget::new(4_000);
        assert!(budget.over_threshold(3_100, &settings));
        // Compacted (or found not worth it) at 2,900: not again at 3,100.
        budget.settle(2_900);
        assert!(!budget.over_threshold(3_100, &settings));
        assert!(budget.over_threshold(3_400, &settings), "an eighth of the window later it may");
        assert!(!budget.over_threshold(2_000, &settings), "never under the threshold");
    }

    #[test]
    fn the_estimate_follows_what_the_provider_counts() {
        let mut budget = Budget::new(10_000);
        let settings = CompactionSettings::default();
        let estimated = budget.measure(&request(28_000));
        assert!(!budget.over_threshold(estimated, &settings), "{estimated} is under 7500");
        // The provider counts 1.5 times the estimate: the same prompt is now over.
        budget.calibrate((estimated as f64 * 1.5) as u64);
        let calibrated = budget.measure(&request(28_000));
        assert!(budget.over_threshold(calibrated, &settings), "{calibrated}");
        // A figure far off (a provider leaving its cache out) is no calibration.
        budget.calibrate(3);
        assert_eq!(budget.measure(&request(28_000)), calibrated);
        let off = CompactionSettings { enabled: false, ..CompactionSettings::default() };
        assert!(!budget.over_threshold(calibrated, &off));
    }

    #[test]
    fn a_stated_window_only_ever_shrinks_the_budget() {
        let seen = Arc::new(std::sync::Mutex::new(Vec::new()));
        let mut budget = Budget::new(8192);
        let record = seen.clone();
        budget.on_window = Some(Arc::new(move |tokens| record.lock().unwrap_or_else(|e| e.into_inner()).push(tokens)));
        budget.learn(4096);
        budget.learn(100_000);
        assert_eq!(budget.window, 4096);
        assert_eq!(*seen.lock().unwrap_or_else(|e| e.into_inner()), [4096]);
    }
}
