//! `nub models` against a local server: the list, the registry's facts
//! beside each model, a day's cache, `--refresh`.

use nub_testkit::{Reply, TestServer};

use super::print_mode::{nub, output_of};

const LIST: &str = r#"{"object":"list","data":[{"id":"o4-mini","object":"model"},{"id":"gpt-4.1-mini","object":"model"},{"id":"my-finetune","object":"model"}]}"#;

#[tokio::test(flavor = "multi_thread")]
async fn lists_the_endpoints_models_with_what_nub_knows_and_caches_them_a_day() {
    let server = TestServer::start(Vec::new()).await.unwrap();
    server.serve_model_list(LIST);
    let state = tempfile::tempdir().unwrap();
    let run = |args: &'static [&'static str]| {
        let child = nub(&state)
            .env("NUB_BASE_URL", server.base_url())
            .env("NUB_MODEL", "gpt-4.1-mini")
            .env("NUB_API_KEY", "sk-models-test")
            .args(args)
            .spawn()
            .unwrap();
        output_of(child)
    };
    let out = run(&["models"]).await;
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    let lines: Vec<&str> = out.stdout.lines().collect();
    assert!(lines[0].starts_with("# models of 127.0.0.1:") && lines[0].ends_with("asked now"), "{}", out.stdout);
    assert!(
        lines[1].starts_with("gpt-4.1-mini") && lines[1].contains("1047k · images") && lines[1].ends_with("(in use)")
    );
    assert_eq!(lines[2], "my-finetune", "a model the registry does not know stands alone");
    assert!(lines[3].starts_with("o4-mini") && lines[3].ends_with("200k · images · reasoning"), "{}", lines[3]);
    let sent = &server.list_requests()[0];
    assert_eq!((sent.method.as_str(), sent.path.as_str()), ("GET", "/v1/models"));
    assert_eq!(sent.header("authorization"), Some("Bearer sk-models-test"));
    let cache = std::fs::read_to_string(state.path().join("state/nub/models.json")).unwrap();
    assert!(cache.contains("my-finetune") && !cache.contains("sk-models-test"), "{cache}");

    let again = run(&["models"]).await;
    assert!(again.stdout.contains("listed within the last day"), "{}", again.stdout);
    assert_eq!(server.list_requests().len(), 1, "the cache answered");
    let refreshed = run(&["models", "--refresh"]).await;
    assert!(refreshed.stdout.contains("asked now"));
    assert_eq!(server.list_requests().len(), 2);
}

#[tokio::test(flavor = "multi_thread")]
async fn a_list_the_endpoint_refuses_is_an_error_that_says_why() {
    let server =
        TestServer::start_with_probes(vec![Reply::status(401, r#"{"error":{"message":"bad key"}}"#)]).await.unwrap();
    let state = tempfile::tempdir().unwrap();
    let child = nub(&state).env("NUB_BASE_URL", server.base_url()).args(["models"]).spawn().unwrap();
    let out = output_of(child).await;
    assert_eq!(out.code, Some(1), "{}", out.stdout);
    assert!(out.stderr.contains("cannot list the models") && out.stderr.contains("bad key"), "{}", out.stderr);
}
