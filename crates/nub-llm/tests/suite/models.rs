//! Model lists asked of a local server speaking each protocol's list API:
//! the right path and key header, every page, chat models only, errors
//! classified and redacted.

use std::time::Duration;

use nub_llm::models::list;
use nub_llm::{LlmError, WireApi};
use nub_testkit::{Reply, TestServer};

const KEY: &str = "sk-list-test-0123456789abcdef";

async fn listed(api: WireApi, replies: Vec<Reply>) -> (Result<Vec<String>, LlmError>, TestServer) {
    let server = TestServer::start_with_probes(replies).await.unwrap();
    let result = list("test", api, &server.base_url(), Some(KEY), Duration::from_secs(10)).await;
    (result, server)
}

#[tokio::test]
async fn openai_compatible_lists_come_from_get_models() {
    let body = r#"{"object":"list","data":[{"id":"gpt-5","object":"model"},{"id":"gpt-4.1-mini","object":"model"},{"id":"gpt-5","object":"model"}]}"#;
    for api in [WireApi::OpenAi, WireApi::Responses] {
        let (models, server) = listed(api, vec![Reply::status(200, body)]).await;
        assert_eq!(models.unwrap(), ["gpt-4.1-mini", "gpt-5"], "sorted, each once");
        let sent = &server.requests()[0];
        assert_eq!((sent.method.as_str(), sent.path.as_str()), ("GET", "/v1/models"));
        assert_eq!(sent.header("authorization"), Some(format!("Bearer {KEY}").as_str()));
    }
}

#[tokio::test]
async fn anthropic_lists_are_read_page_by_page() {
    let first = r#"{"data":[{"type":"model","id":"claude-sonnet-4-5","display_name":"Claude Sonnet 4.5"}],"has_more":true,"first_id":"claude-sonnet-4-5","last_id":"claude-sonnet-4-5"}"#;
    let second = r#"{"data":[{"type":"model","id":"claude-haiku-4-5","display_name":"Claude Haiku 4.5"}],"has_more":false,"last_id":"claude-haiku-4-5"}"#;
    let (models, server) =
        listed(WireApi::Anthropic, vec![Reply::status(200, first), Reply::status(200, second)]).await;
    assert_eq!(models.unwrap(), ["claude-haiku-4-5", "claude-sonnet-4-5"]);
    let sent = server.requests();
    assert_eq!(sent[0].path, "/v1/models?limit=1000");
    assert_eq!(sent[1].path, "/v1/models?limit=1000&after_id=claude-sonnet-4-5");
    assert_eq!((sent[0].header("x-api-key"), sent[0].header("anthropic-version")), (Some(KEY), Some("2023-06-01")));
    assert_eq!(sent[0].header("authorization"), None);
}

#[tokio::test]
async fn gemini_lists_keep_chat_models_without_their_prefix() {
    let first = r#"{"models":[{"name":"models/gemini-2.5-flash","supportedGenerationMethods":["generateContent","countTokens"],"inputTokenLimit":1048576},{"name":"models/text-embedding-004","supportedGenerationMethods":["embedContent"]}],"nextPageToken":"p2"}"#;
    let second = r#"{"models":[{"name":"models/gemini-2.5-pro","supportedGenerationMethods":["generateContent"]}]}"#;
    let (models, server) = listed(WireApi::Gemini, vec![Reply::status(200, first), Reply::status(200, second)]).await;
    assert_eq!(models.unwrap(), ["gemini-2.5-flash", "gemini-2.5-pro"]);
    let sent = server.requests();
    assert_eq!(
        (sent[0].path.as_str(), sent[1].path.as_str()),
        ("/v1/models?pageSize=1000", "/v1/models?pageSize=1000&pageToken=p2")
    );
    assert_eq!(sent[0].header("x-goog-api-key"), Some(KEY));
    assert!(!sent[0].path.contains(KEY));
}

#[tokio::test]
async fn a_refused_list_is_an_error_without_the_key() {
    let body = format!(r#"{{"error":{{"message":"Incorrect API key provided: {KEY}"}}}}"#);
    let (models, _server) = listed(WireApi::OpenAi, vec![Reply::status(401, &body)]).await;
    let error = models.unwrap_err();
    assert!(matches!(error, LlmError::Auth { status: 401, .. }), "{error:?}");
    assert!(!format!("{error} {error:?}").contains(KEY), "{error}");
    let (models, _server) = listed(WireApi::OpenAi, vec![Reply::status(200, "<html>not json</html>")]).await;
    assert!(models.unwrap_err().to_string().contains("not JSON"));
    // A server that never answers costs the timeout, not a hang.
    let hanging = TestServer::start_with_probes(vec![Reply::Hang]).await.unwrap();
    let slow = list("test", WireApi::OpenAi, &hanging.base_url(), None, Duration::from_millis(300)).await;
    assert!(matches!(slow, Err(LlmError::IdleTimeout { .. })), "{slow:?}");
}

#[tokio::test]
async fn an_endless_list_is_cut_and_refused() {
    let piece = br#"{"id":"padding-model-padding-model-padding-model"},"#.to_vec();
    let server = TestServer::start_with_probes(vec![Reply::Endless { piece }]).await.unwrap();
    let listed = list("test", WireApi::OpenAi, &server.base_url(), None, Duration::from_secs(20)).await;
    assert!(matches!(&listed, Err(LlmError::Stream { message, .. }) if message.contains("not JSON")), "{listed:?}");
}
