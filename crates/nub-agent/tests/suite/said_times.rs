//! An edit that sets a time of day the request does not say, or a setting
//! counted in hours to a number no length of time in the request comes
//! to, is refused once with what the request's times are.

use nub_agent::Input;
use nub_llm::StopReason;
use serde_json::json;

use super::fake::*;
use super::small::{file_tools, write};

const CONFIG: &str = "{\n  \"hall\": \"St Aidan's\",\n  \"eyes_down\": \"19:30\",\n  \"reminder_hours_before\": 24,\n  \"games\": 9\n}\n";

/// `edits` of config.json made in turn for `prompt`, then "Done.": the
/// file after, and what each request after the first ended with.
async fn edited(prompt: &str, edits: &[(&str, &str)]) -> (String, Vec<String>) {
    edited_in(CONFIG, prompt, edits).await
}

/// As [`edited`], with config.json holding `config`.
async fn edited_in(config: &str, prompt: &str, edits: &[(&str, &str)]) -> (String, Vec<String>) {
    let mut answers: Vec<_> = edits
        .iter()
        .enumerate()
        .map(|(n, (old, new))| {
            let input = json!({"path": "config.json", "old_string": old, "new_string": new});
            answer(vec![call(0, &format!("e{n}"), "edit", input)], StopReason::ToolUse)
        })
        .collect();
    answers.push(answer(vec![text(0, "Done.")], StopReason::EndTurn));
    let provider = FakeProvider::new(answers);
    let mut h = start(provider.clone(), file_tools(), Options { lean: true, ..Options::default() });
    write(h.repo.path(), "config.json", config);
    h.send(Input::prompt(format!("{prompt}\n\n@config.json"))).await;
    h.until_run_end().await;
    let told = provider.requests().iter().skip(1).map(|r| format!("{:?}", r.messages.last().unwrap())).collect();
    (std::fs::read_to_string(h.repo.path().join("config.json")).unwrap(), told)
}

const BINGO: &str = "Our bingo is moving back half an hour, so it's eyes down at 8pm from now on instead of half seven. Could you change that in the settings?";

/// As the 1.5B model did: 8pm set as 18:30. Refused once; 20:00 goes ahead.
#[tokio::test(flavor = "multi_thread")]
async fn a_time_of_day_the_request_does_not_say_is_refused_once() {
    let (now, told) = edited(BINGO, &[("\"eyes_down\": \"19:30\"", "\"eyes_down\": \"18:30\"")]).await;
    assert!(
        told[0].contains("18:30 is no time the request says: on a 24-hour clock, 8pm is 20:00, half seven is 19:30."),
        "{told:?}"
    );
    assert_eq!(now, CONFIG);
    let (now, _) = edited(BINGO, &[("\"eyes_down\": \"19:30\"", "\"eyes_down\": \"20:00\"")]).await;
    assert!(now.contains("\"eyes_down\": \"20:00\""), "{now}");
    // A time said without am or pm is read in the half of the day of the
    // one it replaces: 07:15 for the evening's 19:00 is refused with 19:15.
    let prompt =
        "Doors should open at quarter past seven from now on instead of 7pm. Please change that in the settings.";
    let doors = CONFIG.replace("\"eyes_down\": \"19:30\"", "\"eyes_down\": \"19:00\"");
    let (now, told) = edited_in(&doors, prompt, &[("\"eyes_down\": \"19:00\"", "\"eyes_down\": \"07:15\"")]).await;
    assert!(
        told[0].contains(
            "07:15 is no time the request says: on a 24-hour clock, quarter past seven is 19:15, 7pm is 19:00."
        ),
        "{told:?}"
    );
    assert_eq!(now, doors);
}

/// As the 1.5B model did: reminders two days before, made 26 hours.
#[tokio::test(flavor = "multi_thread")]
async fn a_setting_in_hours_no_length_of_time_comes_to_is_refused_once() {
    let prompt = "I'd like my reminders to go out two days before each lesson instead of one day before. Can you change that setting?";
    let (now, told) = edited(prompt, &[("\"reminder_hours_before\": 24", "\"reminder_hours_before\": 26")]).await;
    assert!(
        told[0].contains("`reminder_hours_before` counts hours, and 26 hours is no length of time the request says: two days is 48 hours, one day is 24 hours."),
        "{told:?}"
    );
    assert_eq!(now, CONFIG);
    let (now, _) = edited(prompt, &[("\"reminder_hours_before\": 24", "\"reminder_hours_before\": 48")]).await;
    assert!(now.contains("\"reminder_hours_before\": 48"), "{now}");
    // A request that says no length of time leaves the number to the model.
    let (now, _) = edited(
        "Send the reminders earlier, please.",
        &[("\"reminder_hours_before\": 24", "\"reminder_hours_before\": 36")],
    )
    .await;
    assert!(now.contains("\"reminder_hours_before\": 36"), "{now}");
}

/// As the 1.5B model did: asked to move the show that is at 2 o'clock, it
/// changed the line of the show at 18:30. Refused once with the line.
#[tokio::test(flavor = "multi_thread")]
async fn a_time_changed_on_the_line_of_another_is_pointed_at_the_replaced_one() {
    let prompt = "from now on eyes down should be at quarter past eight instead of half seven. can you change that in the settings?";
    let config = CONFIG.replace("  \"games\": 9\n", "  \"games\": 9,\n  \"doors\": \"18:30\"\n");
    let mut answers = vec![answer(
        vec![call(0, "e0", "edit", json!({"path": "config.json", "old_string": "18:30", "new_string": "20:15"}))],
        StopReason::ToolUse,
    )];
    answers.push(answer(vec![text(0, "Done.")], StopReason::EndTurn));
    let provider = FakeProvider::new(answers);
    let mut h = start(provider.clone(), file_tools(), Options { lean: true, ..Options::default() });
    write(h.repo.path(), "config.json", &config);
    h.send(Input::prompt(format!("{prompt}\n\n@config.json"))).await;
    h.until_run_end().await;
    let told = format!("{:?}", provider.requests()[1].messages.last().unwrap());
    assert!(
        told.contains("the request replaces half seven (19:30), and the line that holds that time is line 3: `\\\"eyes_down\\\": \\\"19:30\\\",`. Change that line"),
        "{told}"
    );
    assert_eq!(std::fs::read_to_string(h.repo.path().join("config.json")).unwrap(), config);
}
