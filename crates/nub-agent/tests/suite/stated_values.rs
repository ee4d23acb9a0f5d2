//! An edit that changes a value the request states, to one it does not,
//! is refused once with the lines that use it.

use nub_agent::Input;
use nub_llm::StopReason;
use serde_json::json;

use super::fake::*;
use super::small::{file_tools, write};

const RENT: &str = "RATE_PER_M2 = 0.50\nWATER_CHARGE = 8.00         # flat, never discounted\nCONCESSION = 0.40\n\n\ndef rent(m2, concession=False):\n    rent = m2 * RATE_PER_M2 + WATER_CHARGE\n    if concession:\n        rent = rent * (1 - CONCESSION)\n    return round(rent, 2)\n";

const PROMPT: &str = "The invoice for a 125 m² half plot says £70.10, but with her 40% concession off the £62.50 rent plus the £8 water charge it should come to £45.50. Can you fix the rent calculation?";

/// `edits` of `path` (whose text is `content`) made in turn for `prompt`,
/// then "Done.": the file after, and what each request after the first
/// ended with.
async fn edited_file(path: &str, content: &str, prompt: &str, edits: &[(&str, &str)]) -> (String, Vec<String>) {
    let mut answers: Vec<_> = edits
        .iter()
        .enumerate()
        .map(|(n, (old, new))| {
            let input = json!({"path": path, "old_string": old, "new_string": new});
            answer(vec![call(0, &format!("e{n}"), "edit", input)], StopReason::ToolUse)
        })
        .collect();
    answers.push(answer(vec![text(0, "Done.")], StopReason::EndTurn));
    let provider = FakeProvider::new(answers);
    let mut h = start(provider.clone(), file_tools(), Options { lean: true, ..Options::default() });
    write(h.repo.path(), path, content);
    h.send(Input::prompt(format!("{prompt}\n\n@{path}"))).await;
    h.until_run_end().await;
    let told = provider.requests().iter().skip(1).map(|r| format!("{:?}", r.messages.last().unwrap())).collect();
    (std::fs::read_to_string(h.repo.path().join(path)).unwrap(), told)
}

async fn edited(prompt: &str, edits: &[(&str, &str)]) -> (String, Vec<String>) {
    edited_file("rent.py", RENT, prompt, edits).await
}

/// As the 1.5B model did: the water charge the request states, changed.
#[tokio::test(flavor = "multi_thread")]
async fn a_value_the_request_states_is_refused_once_with_its_uses() {
    let change = ("WATER_CHARGE = 8.00", "WATER_CHARGE = 10.00");
    // The same call again would be asked for anew (`resampled.rs`): another one.
    let again = ("WATER_CHARGE = 8.00  ", "WATER_CHARGE = 10.00  ");
    let (now, told) = edited(PROMPT, &[change, again]).await;
    assert!(
        told[0].contains("not run: this changes line 2 of rent.py from `WATER_CHARGE = 8.00         # flat, never discounted` to `WATER_CHARGE = 10.00         # flat, never discounted`, but the request gives the old value as it is"),
        "{told:?}"
    );
    assert!(told[0].contains("     7\\t    rent = m2 * RATE_PER_M2 + WATER_CHARGE"), "{told:?}");
    // Once: sent again, it is made.
    assert!(now.contains("WATER_CHARGE = 10.00"), "{now}");
}

/// As the 1.5B model did, asked to add the VAT on instead of taking it off:
/// a constant's number changed for a fix that states no number. Refused
/// once with its uses; a request that states a value, or asks for no fix,
/// or a name that is no constant, is made.
#[tokio::test(flavor = "multi_thread")]
async fn a_constant_changed_for_a_fix_that_states_no_number_is_refused_once() {
    const SHEET: &str =
        "VAT_RATE = 0.20\nrate = 0.20\nMARKUP = 0.15\n\n\ndef total(net):\n    return net - net * VAT_RATE\n";
    let prompt = "my job sheet is taking the VAT off instead of adding it on. can you fix it";
    let (now, told) = edited_file("sheet.py", SHEET, prompt, &[("VAT_RATE = 0.20", "VAT_RATE = 0.15")]).await;
    assert!(
        told[0].contains("not run: this changes line 1 of sheet.py from `VAT_RATE = 0.20` to `VAT_RATE = 0.15`, but the request asks for a fix and gives no new value"),
        "{told:?}"
    );
    assert!(told[0].contains("     7\\t    return net - net * VAT_RATE"), "{told:?}");
    assert_eq!(now, SHEET);
    for (prompt, old, new) in [
        ("The VAT is wrong, it should be 15%.", "VAT_RATE = 0.20", "VAT_RATE = 0.15"),
        ("Please lower the VAT rate a bit.", "VAT_RATE = 0.20", "VAT_RATE = 0.15"),
        (prompt, "rate = 0.20", "rate = 0.15"),
    ] {
        let (now, told) = edited_file("sheet.py", SHEET, prompt, &[(old, new)]).await;
        assert!(now.contains(new), "{prompt}: {told:?}");
    }
}

/// A new value the request gives, or an old one it does not state: made.
#[tokio::test(flavor = "multi_thread")]
async fn values_the_request_gives_are_changed() {
    for (prompt, old, new) in [
        ("The water charge is £10 now instead of £8, please update it.", "WATER_CHARGE = 8.00", "WATER_CHARGE = 10.00"),
        (PROMPT, "RATE_PER_M2 = 0.50", "RATE_PER_M2 = 0.60"),
        (PROMPT, "rent * (1 - CONCESSION)", "rent * (2 - CONCESSION)"),
    ] {
        let (now, told) = edited(prompt, &[(old, new)]).await;
        assert!(now.contains(new), "{prompt}: {told:?}");
    }
}

/// Asked to update the settings, the model edited the code: refused once,
/// with the settings files named.
#[tokio::test(flavor = "multi_thread")]
async fn an_edit_of_code_when_the_settings_are_asked_for_names_them() {
    let code = json!({"path": "carwash.py", "old_string": "return round(total, 2)", "new_string": "return round(total, 2) + 2.5"});
    let settings = json!({"path": "washes.json", "old_string": "\"price\": 10.0", "new_string": "\"price\": 12.5"});
    let provider = FakeProvider::new(vec![
        answer(vec![call(0, "e1", "edit", code)], StopReason::ToolUse),
        answer(vec![call(0, "e2", "edit", settings)], StopReason::ToolUse),
        answer(vec![text(0, "Done.")], StopReason::EndTurn),
    ]);
    let mut h = start(provider.clone(), file_tools(), Options { lean: true, ..Options::default() });
    write(h.repo.path(), "carwash.py", "def price_of(total):\n    return round(total, 2)\n");
    write(h.repo.path(), "washes.json", "{\"deluxe\": {\"price\": 10.0}}\n");
    h.send(Input::prompt(
        "We're putting the price of the deluxe wash up to £12.50 from Monday, can you update the car wash settings?\n\n@carwash.py @washes.json",
    ))
    .await;
    h.until_run_end().await;
    let told = format!("{:?}", provider.requests()[1].messages.last().unwrap());
    assert!(
        told.contains("not run: the request asks to change the settings, and they are in washes.json, not carwash.py."),
        "{told}"
    );
    let now = std::fs::read_to_string(h.repo.path().join("washes.json")).unwrap();
    assert!(now.contains("12.5"), "{now}");
    assert!(std::fs::read_to_string(h.repo.path().join("carwash.py")).unwrap().ends_with("round(total, 2)\n"));
}

/// Asked for 14 nights instead of 10, the model rewrote a comparison in
/// the code while hire.json held the 10: refused once, with the line that
/// holds it; the edit of that line is made.
#[tokio::test(flavor = "multi_thread")]
async fn a_value_asked_in_place_of_one_a_settings_file_holds_is_pointed_at() {
    let code = json!({"path": "booking.py", "old_string": "nights > config[\"max_nights\"]", "new_string": "nights >= config[\"max_nights\"]"});
    let settings = json!({"path": "hire.json", "old_string": "\"max_nights\": 10", "new_string": "\"max_nights\": 14"});
    let provider = FakeProvider::new(vec![
        answer(vec![call(0, "e1", "edit", code)], StopReason::ToolUse),
        answer(vec![call(0, "e2", "edit", settings)], StopReason::ToolUse),
        answer(vec![text(0, "Done.")], StopReason::EndTurn),
    ]);
    let mut h = start(provider.clone(), file_tools(), Options { lean: true, ..Options::default() });
    let booking =
        "def check(nights, config):\n    if nights > config[\"max_nights\"]:\n        raise ValueError(\"too long\")\n";
    write(h.repo.path(), "booking.py", booking);
    write(h.repo.path(), "hire.json", "{\n  \"min_nights\": 2,\n  \"max_nights\": 10\n}\n");
    // A manifest's 10 is no setting the user means.
    write(h.repo.path(), "pyproject.toml", "[tool.black]\nline-length = 10\n");
    h.send(Input::prompt("can you make it so they can book up to 14 nights instead of 10?\n\n@booking.py @hire.json"))
        .await;
    h.until_run_end().await;
    let told = format!("{:?}", provider.requests()[1].messages.last().unwrap());
    assert!(
        told.contains("not run: the request asks for 14 in place of 10, and this change puts no 14 anywhere; hire.json holds the 10 (line 3: `\\\"max_nights\\\": 10`)"),
        "{told}"
    );
    assert!(std::fs::read_to_string(h.repo.path().join("hire.json")).unwrap().contains("\"max_nights\": 14"));
    assert_eq!(std::fs::read_to_string(h.repo.path().join("booking.py")).unwrap(), booking);
}

const RENTAL: &str = "LATE_FEE_PER_DAY = 15\n\n\ndef late_fee(due, returned):\n    if returned >= due:\n        days_late = max(returned - due, 1)\n        return days_late * LATE_FEE_PER_DAY\n    return 0\n";

async fn rental_edited(prompt: &str, edits: &[(&str, &str)]) -> (String, Vec<String>) {
    edited_file("rental.py", RENTAL, prompt, edits).await
}

/// It names no function: one it names is asked for whole (`whole_first`).
const LATE: &str = "Customers who bring their ski hire kit back on the day it's due are still getting charged for being late. Can you fix that?";

/// As the 1.5B model did: `+ 10` on the fee. Refused once with the code,
/// then the comparison is changed.
#[tokio::test(flavor = "multi_thread")]
async fn a_number_from_nowhere_is_refused_once_with_the_code() {
    let made_up = ("return days_late * LATE_FEE_PER_DAY", "return days_late * LATE_FEE_PER_DAY + 10");
    let fix = ("if returned >= due:", "if returned > due:");
    let (now, told) = rental_edited(LATE, &[made_up, fix]).await;
    assert!(
        told[0].contains("not run: this edit brings in 10, a number that neither the request nor rental.py has"),
        "{told:?}"
    );
    assert!(told[0].contains("The code of `late_fee`") && told[0].contains("if returned >= due:"), "{told:?}");
    assert!(now.contains("if returned > due:") && !now.contains("+ 10"), "{now}");
}

/// As the 1.5B model did with a half-price follow-up: the same number from
/// nowhere sent again in another edit is refused again; another number
/// after the first refusal is made.
#[tokio::test(flavor = "multi_thread")]
async fn the_same_number_from_nowhere_sent_again_is_refused_again() {
    let made_up = ("return days_late * LATE_FEE_PER_DAY", "return days_late * LATE_FEE_PER_DAY + 10");
    let again = ("    return days_late * LATE_FEE_PER_DAY", "    return days_late * LATE_FEE_PER_DAY + 10");
    let other = ("return days_late * LATE_FEE_PER_DAY", "return days_late * LATE_FEE_PER_DAY + 11");
    let (now, told) = rental_edited(LATE, &[made_up, again, other]).await;
    assert!(told[1].contains("not run: this edit brings in 10 again, which was refused before"), "{told:?}");
    assert!(now.contains("+ 11") && !now.contains("+ 10"), "{now}");
}

/// Numbers the file or the request has, and plain ones, are no made-up numbers.
#[tokio::test(flavor = "multi_thread")]
async fn known_and_plain_numbers_are_made() {
    for (prompt, old, new) in [
        (LATE, "max(returned - due, 1)", "max(returned - due - 1, 0)"),
        (LATE, "return days_late * LATE_FEE_PER_DAY", "return days_late * LATE_FEE_PER_DAY * 15"),
        (
            "Lateness should be charged per started day plus a £4 admin fee, please fix it.",
            "return days_late * LATE_FEE_PER_DAY",
            "return days_late * LATE_FEE_PER_DAY + 4",
        ),
    ] {
        let (now, told) = rental_edited(prompt, &[(old, new)]).await;
        assert!(now.contains(new), "{new}: {told:?}");
    }
}

/// The edit is judged as the tool would make it: an old_string copied
/// with other quotes lands, and its change of a stated value is refused.
#[tokio::test(flavor = "multi_thread")]
async fn a_stated_value_changed_through_a_loose_copy_is_refused() {
    let sheet = "PLEDGES = [\n    {\"name\": \"Priya\", \"per_km\": 3},\n]\n\n\ndef owed(pledge, km):\n    return pledge[\"per_km\"] + km\n";
    let loose = json!({"path": "sheet.py", "old_string": "{'name': 'Priya', 'per_km': 3},", "new_string": "{'name': 'Priya', 'per_km': 3.5},"});
    let provider = FakeProvider::new(vec![
        answer(vec![call(0, "e", "edit", loose)], StopReason::ToolUse),
        answer(vec![text(0, "Done.")], StopReason::EndTurn),
    ]);
    let mut h = start(provider.clone(), file_tools(), Options { lean: true, ..Options::default() });
    write(h.repo.path(), "sheet.py", sheet);
    h.send(Input::prompt(
        "The sponsor sheet is getting per-km pledges wrong. Priya pledged £3 per km and Tom ran the full 10 km, so she owes £30, but the sheet says £13.\n\n@sheet.py",
    ))
    .await;
    h.until_run_end().await;
    assert_eq!(std::fs::read_to_string(h.repo.path().join("sheet.py")).unwrap(), sheet);
    let told = format!("{:?}", provider.requests()[1].messages.last().unwrap());
    assert!(told.contains("but the request gives the old value as it is and never the new one"), "{told}");
}

/// "config.json has no theme key" names a file, not the settings to
/// change: an edit of the code is made.
#[tokio::test(flavor = "multi_thread")]
async fn a_prompt_naming_a_config_file_does_not_send_code_edits_to_the_settings() {
    let code = json!({"path": "app.py", "old_string": "return cfg[\"theme\"]", "new_string": "return cfg.get(\"theme\", \"light\")"});
    let provider = FakeProvider::new(vec![
        answer(vec![call(0, "e", "edit", code)], StopReason::ToolUse),
        answer(vec![text(0, "Done.")], StopReason::EndTurn),
    ]);
    let mut h = start(provider.clone(), file_tools(), Options { lean: true, ..Options::default() });
    write(h.repo.path(), "app.py", "def theme(cfg):\n    return cfg[\"theme\"]\n");
    write(h.repo.path(), "config.json", "{\"size\": 2}\n");
    h.send(Input::prompt(
        "The app crashes when config.json has no theme key; please make it fall back to light.\n\n@app.py",
    ))
    .await;
    h.until_run_end().await;
    assert!(std::fs::read_to_string(h.repo.path().join("app.py")).unwrap().contains("cfg.get(\"theme\", \"light\")"));
}
