//! What an endpoint can do (D-10). "OpenAI-compatible" is a family, not a
//! protocol: the adapter asks `Caps` instead of guessing from the URL.

use serde::Serialize;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum SystemRole {
    System,
    Developer,
    /// No system role at all: the system text leads the first user message.
    FirstUserMessage,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Caps {
    pub parallel_tool_calls: bool,
    pub usage_in_stream: bool,
    pub system_role: SystemRole,
    pub explicit_cache: bool,
    pub reasoning: bool,
    pub strict_schemas: bool,
    pub max_context: u32,
    pub supports_images: bool,
    /// Look for tool calls the model wrote as text when it made no native
    /// one (`text_calls`). On by default for local and unknown servers,
    /// where small models with stock chat templates do this; off for the
    /// hosted APIs, whose models call tools natively.
    pub text_tool_calls: bool,
    /// Sampling for requests that set none (`[endpoint] temperature`,
    /// `top_p`); `None` leaves it to the server, whose defaults suit the
    /// model it serves.
    pub temperature: Option<f32>,
    pub top_p: Option<f32>,
}

impl Default for Caps {
    /// Conservative: what almost every OpenAI-compatible server accepts.
    fn default() -> Self {
        Caps {
            parallel_tool_calls: false,
            usage_in_stream: false,
            system_role: SystemRole::System,
            explicit_cache: false,
            reasoning: false,
            strict_schemas: false,
            max_context: 32_768,
            supports_images: false,
            text_tool_calls: false,
            temperature: None,
            top_p: None,
        }
    }
}
