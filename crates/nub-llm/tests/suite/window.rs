//! Asking a local server for its context window, against a scripted server
//! on 127.0.0.1: llama.cpp's `/props`, Ollama's `/api/show`, neither, silence.

use std::time::{Duration, Instant};

use nub_llm::window::{WindowSource, probe_window};
use nub_testkit::{Reply, TestServer};

const PROPS: &str = r#"{"default_generation_settings":{"id":0,"n_ctx":4096,"params":{"temperature":0.8}},"total_slots":1,"model_path":"model.gguf","chat_template":"…","build_info":"b6000"}"#;
const SHOW: &str = r#"{"modelfile":"FROM llama3","parameters":"stop \"<|eot_id|>\"","details":{"family":"llama"},"model_info":{"general.architecture":"llama","llama.context_length":8192,"llama.embedding_length":4096}}"#;

#[tokio::test]
async fn llama_cpp_answers_props() {
    let server = TestServer::start_with_probes(vec![Reply::status(200, PROPS)]).await.unwrap();
    let found = probe_window(&server.base_url(), "qwen", Duration::from_secs(2)).await;
    assert_eq!(found, Some((4096, WindowSource::Props)));
    let requests = server.requests();
    assert_eq!(requests.len(), 1);
    assert_eq!((requests[0].method.as_str(), requests[0].path.as_str()), ("GET", "/props"));
}

#[tokio::test]
async fn ollama_answers_api_show_for_the_model() {
    let server =
        TestServer::start_with_probes(vec![Reply::status(404, "404 page not found"), Reply::status(200, SHOW)])
            .await
            .unwrap();
    let found = probe_window(&format!("{}/", server.base_url()), "llama3", Duration::from_secs(2)).await;
    assert_eq!(found, Some((8192, WindowSource::ApiShow)));
    let requests = server.requests();
    assert_eq!((requests[1].method.as_str(), requests[1].path.as_str()), ("POST", "/api/show"));
    assert_eq!(requests[1].body, r#"{"model":"llama3"}"#);
}

#[tokio::test]
async fn neither_or_silence_is_none_in_time() {
    let server = TestServer::start_with_probes(vec![Reply::status(404, ""), Reply::status(404, "")]).await.unwrap();
    assert_eq!(probe_window(&server.base_url(), "m", Duration::from_secs(2)).await, None);

    let server = TestServer::start_with_probes(vec![Reply::Hang]).await.unwrap();
    let started = Instant::now();
    assert_eq!(probe_window(&server.base_url(), "m", Duration::from_millis(300)).await, None);
    assert!(started.elapsed() < Duration::from_secs(2), "{:?}", started.elapsed());
}
