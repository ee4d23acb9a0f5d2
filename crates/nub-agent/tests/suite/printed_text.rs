//! A message change a small model sends as the text the program prints
//! (`old_string` the old message, `new_string` the new one), made on the
//! template that prints it, through the loop with the real file tools.

use nub_agent::Input;

use super::fake::*;
use super::small::{file_tools, read_edit_say, write};

/// Seen with a 1.5B model on a hot tub hire's confirmation: the printed
/// text sent as old_string, refused as the request's words, then edits
/// that changed nothing until the guard stopped them.
#[tokio::test(flavor = "multi_thread")]
async fn the_printed_text_sent_as_old_string_changes_the_f_string_that_prints_it() {
    let code = "def confirmation_message(booking):\n    start, end = booking[\"start\"], booking[\"end\"]\n    return (f\"Hot tub booked: {booking['tub']}, {start:%a %d %b} to {end:%a %d %b}, \"\n            f\"total £{booking['price']:.2f}.\")\n\n\ndef collection_message(booking):\n    return f\"Hi {booking['name']}, we'll collect the tub on {booking['end']:%a %d %b}.\"\n";
    let old = "Hot tub booked: Lay-Z Spa, Fri 06 Jun to Mon 09 Jun, total £285.00.";
    let new = "Hi Sam, your Lay-Z Spa is booked from Fri 06 Jun to Mon 09 Jun. Total to pay: £285.00.";
    let edit = serde_json::json!({"path": "bookings.py", "old_string": old, "new_string": new});
    let provider = read_edit_say("bookings.py", edit, "Done.");
    let mut h = start(provider.clone(), file_tools(), Options { lean: true, ..Options::default() });
    write(h.repo.path(), "bookings.py", code);
    h.send(Input::prompt(format!(
        "When someone books a hot tub the confirmation says \"{old}\" I'd like it to say \"{new}\" with each customer's own details."
    )))
    .await;
    h.until_run_end().await;
    let result = last_results(&h).remove(0);
    assert_eq!(provider.requests().len(), 2, "the template's change is the edit shown: no request follows");
    assert!(composed_answer(&h).is_some());
    assert!(!result.2, "{result:?}");
    assert!(
        result.1.contains("old_string is the message as printed; the new text went into the template"),
        "{}",
        result.1
    );
    let now = std::fs::read_to_string(h.repo.path().join("bookings.py")).unwrap();
    assert!(
        now.contains("    return (f\"Hi {booking['name']}, your {booking['tub']} is booked from {start:%a %d %b} to {end:%a %d %b}. Total to pay: £{booking['price']:.2f}.\")\n"),
        "{now}"
    );
    assert!(now.contains("we'll collect the tub"), "the other message stays");
}

/// Seen with a 1.5B model on a day spa's confirmation, whose template is
/// in messages.json (attached, as the run had it) and filled by
/// bookings.py: the change lands in the JSON file, the other messages
/// untouched.
#[tokio::test(flavor = "multi_thread")]
async fn a_message_kept_in_a_json_file_is_changed_there() {
    let code = "import json\n\n\ndef confirmation(booking):\n    return json.load(open(\"messages.json\"))[\"booking_confirmed\"].format(**booking)\n";
    let messages = "{\n  \"booking_confirmed\": \"Booking confirmed: {treatment} for {name} at {time}.\",\n  \"reminder\": \"Reminder: {treatment} tomorrow at {time}.\"\n}\n";
    let old = "Booking confirmed: Facial for Amy Lee at 14:00.";
    let new = "Thanks Amy Lee - your Facial is booked for 14:00.";
    let edit = serde_json::json!({"path": "bookings.py", "old_string": old, "new_string": new});
    let provider = read_edit_say("bookings.py", edit, "Done.");
    let mut h = start(provider.clone(), file_tools(), Options { lean: true, ..Options::default() });
    write(h.repo.path(), "bookings.py", code);
    write(h.repo.path(), "messages.json", messages);
    h.send(Input::prompt(format!("The confirmation reads \"{old}\" Could it say \"{new}\" instead? @messages.json")))
        .await;
    h.until_run_end().await;
    let result = last_results(&h).remove(0);
    assert_eq!(provider.requests().len(), 2, "the template's change is the edit shown: no request follows");
    assert!(composed_answer(&h).is_some());
    assert!(!result.2, "{result:?}");
    assert!(result.1.contains("the template at line 2 of messages.json prints it"), "{}", result.1);
    assert_eq!(
        std::fs::read_to_string(h.repo.path().join("messages.json")).unwrap(),
        "{\n  \"booking_confirmed\": \"Thanks {name} - your {treatment} is booked for {time}.\",\n  \"reminder\": \"Reminder: {treatment} tomorrow at {time}.\"\n}\n"
    );
    assert_eq!(std::fs::read_to_string(h.repo.path().join("bookings.py")).unwrap(), code);
}

/// Seen with a 1.5B model asked for "Thanks Jo! Your 6ft Nordmann Fir will
/// arrive …": it sent the old text as old_string and, as new_string, the
/// old text with the request's last words added. The template prints the
/// text the request quotes, and the result says so.
#[tokio::test(flavor = "multi_thread")]
async fn a_new_string_that_is_not_the_text_asked_for_gives_way_to_the_request() {
    let code = "def confirmation_text(order):\n    return f\"Order {order['number']} confirmed: {order['species']}, delivery {order['day']}.\"\n\n\ndef driver_sheet(order):\n    return f\"#{order['number']} {order['name']}\"\n";
    let old = "Order 1042 confirmed: Nordmann Fir, delivery Sat 13 Dec.";
    let asked = "Thanks Jo! Your Nordmann Fir will arrive on Sat 13 Dec. Merry Christmas - order 1042";
    let sent = "Order 1042 confirmed: Nordmann Fir, delivery Sat 13 Dec. Merry Christmas - order 1042";
    let edit = serde_json::json!({"path": "orders.py", "old_string": old, "new_string": sent});
    let provider = read_edit_say("orders.py", edit, "Done.");
    let mut h = start(provider.clone(), file_tools(), Options { lean: true, ..Options::default() });
    write(h.repo.path(), "orders.py", code);
    h.send(Input::prompt(format!(
        "The text says \"{old}\" - can it say \"{asked}\" instead? With each customer's details."
    )))
    .await;
    h.until_run_end().await;
    let result = last_results(&h).remove(0);
    assert_eq!(provider.requests().len(), 2, "the template's change is the edit shown: no request follows");
    assert!(composed_answer(&h).is_some());
    assert!(!result.2, "{result:?}");
    assert!(
        result.1.contains("the template at line 2 of orders.py prints it")
            && result.1.contains("`Jo` is not in the old text: it is the person's name, so {order['name']} prints it")
            && result.1.contains(&format!(
                "new_string was not the text the request asks for, so the template prints that text: \"{asked}\""
            )),
        "{}",
        result.1
    );
    let now = std::fs::read_to_string(h.repo.path().join("orders.py")).unwrap();
    assert!(
        now.contains("    return f\"Thanks {order['name']}! Your {order['species']} will arrive on {order['day']}. Merry Christmas - order {order['number']}\"\n"),
        "{now}"
    );
}

/// Seen with a 1.5B model shown the edit of a template over two lines: it
/// sent the first line as old_string and a new line without its closing
/// quote, refused for the syntax error until the time ran out. An edit of
/// part of the template's lines is made as the whole change.
#[tokio::test(flavor = "multi_thread")]
async fn an_edit_of_part_of_the_template_lines_is_made_as_the_whole_change() {
    let code = "def confirmation_text(order):\n    return (f\"Order {order['number']} confirmed: {order['species']}, \"\n            f\"delivery {order['day']}.\")\n";
    let old = "Order 1042 confirmed: Nordmann Fir, delivery Sat 13 Dec.";
    let asked = "Your Nordmann Fir will arrive on Sat 13 Dec - order 1042";
    let edit = serde_json::json!({
        "path": "orders.py",
        "old_string": "return (f\"Order {order['number']} confirmed: {order['species']}, \"",
        "new_string": "return (f\"Your {order['species']} will arrive on {order['day']} - order {order['number']})",
    });
    let provider = read_edit_say("orders.py", edit, "Done.");
    let mut h = start(provider.clone(), file_tools(), Options { lean: true, ..Options::default() });
    write(h.repo.path(), "orders.py", code);
    h.send(Input::prompt(format!("The text says \"{old}\" - can it say \"{asked}\" instead?"))).await;
    h.until_run_end().await;
    let result = last_results(&h).remove(0);
    assert_eq!(provider.requests().len(), 2, "the template's change is the edit shown: no request follows");
    assert!(composed_answer(&h).is_some());
    assert!(!result.2, "{result:?}");
    assert!(result.1.contains("This edit was on the template at line 2 of orders.py"), "{}", result.1);
    assert_eq!(
        std::fs::read_to_string(h.repo.path().join("orders.py")).unwrap(),
        "def confirmation_text(order):\n    return (f\"Your {order['species']} will arrive on {order['day']} - order {order['number']}\")\n"
    );
}

/// Seen with a 1.5B model shown the edit of a JSON message: it sent the
/// new value alone as new_string and, as old_string, the key and the value
/// mixed, not found, until the guard stopped it.
#[tokio::test(flavor = "multi_thread")]
async fn an_edit_whose_new_string_is_the_new_template_is_made_as_the_whole_change() {
    let messages = "{\n  \"booking_confirmed\": \"Booking confirmed: {treatment} for {name} at {time}.\",\n  \"reminder\": \"Reminder: {treatment} at {time}.\"\n}\n";
    let old = "Booking confirmed: Facial for Amy Lee at 14:00.";
    let asked = "Thanks Amy Lee - your Facial is booked for 14:00.";
    let edit = serde_json::json!({
        "path": "messages.json",
        "old_string": "booking_confirmed: {treatment} for {name} at {time}.",
        "new_string": "Thanks {name} - your {treatment} is booked for {time}.",
    });
    let provider = read_edit_say("messages.json", edit, "Done.");
    let mut h = start(provider.clone(), file_tools(), Options { lean: true, ..Options::default() });
    write(h.repo.path(), "messages.json", messages);
    h.send(Input::prompt(format!("The confirmation reads \"{old}\" Could it say \"{asked}\" instead?"))).await;
    h.until_run_end().await;
    let result = last_results(&h).remove(0);
    assert_eq!(provider.requests().len(), 2, "the template's change is the edit shown: no request follows");
    assert!(composed_answer(&h).is_some());
    assert!(!result.2, "{result:?}");
    assert_eq!(
        std::fs::read_to_string(h.repo.path().join("messages.json")).unwrap(),
        "{\n  \"booking_confirmed\": \"Thanks {name} - your {treatment} is booked for {time}.\",\n  \"reminder\": \"Reminder: {treatment} at {time}.\"\n}\n"
    );
}

/// An old_string two templates could print is left to fail as it would:
/// which one is meant is a guess.
#[tokio::test(flavor = "multi_thread")]
async fn text_two_templates_print_is_not_guessed() {
    let code = "def a(x):\n    return f\"Seen {x} today.\"\n\n\ndef b(y):\n    return f\"Seen {y} today.\"\n";
    let edit =
        serde_json::json!({"path": "seen.py", "old_string": "Seen 3 owls today.", "new_string": "Today: 3 owls seen."});
    let provider = read_edit_say("seen.py", edit, "Done.");
    let mut h = start(provider.clone(), file_tools(), Options { lean: true, ..Options::default() });
    write(h.repo.path(), "seen.py", code);
    h.send(Input::prompt("It says \"Seen 3 owls today.\" Make it say \"Today: 3 owls seen.\"")).await;
    h.until_run_end().await;
    let result = results_of(provider.requests()[2].messages.last().unwrap()).remove(0);
    assert!(result.2, "{result:?}");
    assert_eq!(std::fs::read_to_string(h.repo.path().join("seen.py")).unwrap(), code);
}

/// Seen with a 1.5B model asked to make a hedgehog's release note read
/// "Bramble is back in the wild …": it answered with an unrelated
/// function as text, twice. The first request now ends with the edit of
/// the f-string that prints the note.
#[tokio::test(flavor = "multi_thread")]
async fn a_prompt_quoting_the_old_and_new_message_is_shown_the_edit_that_makes_it() {
    let code = "def release_notice(hog, site):\n    return f\"Hog {hog['name']} released at {site}. Weight {hog['weight_g']}g.\"\n\n\ndef still_in_care(hog):\n    return f\"{hog['name']} stays in.\"\n";
    let provider = FakeProvider::new(vec![answer(vec![text(0, "Done.")], nub_llm::StopReason::EndTurn)]);
    let mut h = start(provider.clone(), file_tools(), Options { lean: true, ..Options::default() });
    write(h.repo.path(), "rescue.py", code);
    h.send(Input::prompt(
        "The release notes come out like \"Hog Bramble released at Mill Lane. Weight 640g.\" - could they say \"Bramble is back in the wild at Mill Lane, weighing a healthy 640g!\" instead?",
    ))
    .await;
    h.until_run_end().await;
    let first = &provider.requests()[0];
    let shown = match first.messages.last().unwrap().content.last().unwrap() {
        nub_llm::Block::Text { text, .. } => text.clone(),
        other => panic!("{other:?}"),
    };
    assert_eq!(
        shown,
        "\"Hog Bramble released at Mill Lane. Weight 640g.\" is printed by the template at line 2 of rescue.py. This edit makes it print the text the request asks for, each value from the code as before (`Mill Lane` → {site}, `Bramble` → {hog['name']}, `640` → {hog['weight_g']}):\npath: rescue.py\nold_string:\n    return f\"Hog {hog['name']} released at {site}. Weight {hog['weight_g']}g.\"\nnew_string:\n    return f\"{hog['name']} is back in the wild at {site}, weighing a healthy {hog['weight_g']}g!\"\nSend that edit with the edit tool."
    );
    assert!(!first.tools.is_empty(), "the model keeps its tools");
}
