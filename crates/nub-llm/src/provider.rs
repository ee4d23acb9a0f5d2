//! The one interface the agent sees of any model endpoint.

use async_trait::async_trait;
use futures_util::stream::BoxStream;
use tokio_util::sync::CancellationToken;

use crate::caps::Caps;
use crate::error::LlmError;
use crate::types::{Event, Request};

pub type EventStream = BoxStream<'static, Result<Event, LlmError>>;

#[async_trait]
pub trait Provider: Send + Sync {
    /// Starts one request. The stream ends after `Event::Done` or after the
    /// first error; retries happened below it (D-12).
    async fn stream(&self, request: Request, cancel: CancellationToken) -> Result<EventStream, LlmError>;
    fn caps(&self) -> &Caps;
    /// The endpoint's name as the user configured it, for messages and logs.
    fn name(&self) -> &str;
}
