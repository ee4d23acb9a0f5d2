//! The messages of the honest sets whose change no edit landed on, and
//! the edit tool's rule for a message sent as it is printed.

use super::*;

fn only(templates: Vec<Template>, old: &str) -> Template {
    let mut printing: Vec<Template> = templates.into_iter().filter(|template| fill(template, old).is_some()).collect();
    assert_eq!(printing.len(), 1, "{printing:?}");
    printing.remove(0)
}

#[test]
fn the_hedgehog_notice_keeps_its_fields_where_the_values_stand() {
    let code = "def release_notice(hog, site):\n    return f\"Hog {hog['name']} released at {site}. Weight {hog['weight_g']}g.\"\n\n\ndef still_in_care(hog):\n    return f\"{hog['name']} stays in: {to_go}g to go.\"\n";
    let old = "Hog Bramble released at Mill Lane. Weight 640g.";
    let template = only(python_templates(code), old);
    let new = "Bramble is back in the wild at Mill Lane, weighing a healthy 640g!";
    let rewritten = transfer(&template, old, new, name_field(code, &template).as_deref()).unwrap();
    assert_eq!(
        rewritten.source,
        "f\"{hog['name']} is back in the wild at {site}, weighing a healthy {hog['weight_g']}g!\""
    );
    assert!(rewritten.greeted.is_none());
    let (before, after) = lines_changed(code, &template, &rewritten.source);
    assert_eq!(before, "    return f\"Hog {hog['name']} released at {site}. Weight {hog['weight_g']}g.\"");
    assert_eq!(after, format!("    return {}", rewritten.source));
}

#[test]
fn a_template_over_two_lines_becomes_one_literal_with_dates_as_formatted() {
    let code = "def reminder_text(appointment):\n    start = appointment[\"start\"]\n    return (f\"Reminder: {appointment['patient']}, appointment with {appointment['therapist']} \"\n            f\"on {start:%A %d %B} at {start:%H:%M}. Reply C to cancel.\")\n";
    let old = "Reminder: Priya Shah, appointment with Tom on Tuesday 04 March at 09:30. Reply C to cancel.";
    let template = only(python_templates(code), old);
    let new = "Hi Priya Shah, you're booked in with Tom on Tuesday 04 March at 09:30 - please wear or bring loose clothing. Reply C to cancel.";
    let rewritten = transfer(&template, old, new, None).unwrap();
    assert_eq!(
        rewritten.source,
        "f\"Hi {appointment['patient']}, you're booked in with {appointment['therapist']} on {start:%A %d %B} at {start:%H:%M} - please wear or bring loose clothing. Reply C to cancel.\""
    );
    let (before, after) = lines_changed(code, &template, &rewritten.source);
    assert!(before.starts_with("    return (f\"Reminder") && before.ends_with("cancel.\")"), "{before}");
    assert_eq!(after, format!("    return ({})", rewritten.source));
}

#[test]
fn a_name_greeted_that_the_old_text_lacks_takes_the_name_the_code_reads() {
    let code = "def confirmation_message(booking):\n    start, end = booking[\"start\"], booking[\"end\"]\n    price = hire_price(booking[\"tub\"], start, end)\n    return (f\"Hot tub booked: {booking['tub']}, {start:%a %d %b} to {end:%a %d %b} \"\n            f\"({nights(start, end)} nights), total £{price:.2f}.\")\n\n\ndef collection_message(booking):\n    return f\"Hi {booking['name']}, we'll collect the tub on {booking['end']:%a %d %b}.\"\n";
    let old = "Hot tub booked: Lay-Z Spa 4-person, Fri 06 Jun to Mon 09 Jun (3 nights), total £285.00.";
    let template = only(python_templates(code), old);
    let field = name_field(code, &template);
    assert_eq!(field.as_deref(), Some("{booking['name']}"));
    let new = "Hi Sam, your Lay-Z Spa 4-person hot tub is booked from Fri 06 Jun to Mon 09 Jun (3 nights). Total to pay: £285.00. We'll text you when we're on our way with it!";
    let rewritten = transfer(&template, old, new, field.as_deref()).unwrap();
    assert_eq!(
        rewritten.source,
        "f\"Hi {booking['name']}, your {booking['tub']} hot tub is booked from {start:%a %d %b} to {end:%a %d %b} ({nights(start, end)} nights). Total to pay: £{price:.2f}. We'll text you when we're on our way with it!\""
    );
    assert_eq!(rewritten.greeted, Some(("Sam".to_owned(), Some("{booking['name']}".to_owned()))));
}

#[test]
fn a_number_inside_another_number_is_not_its_value() {
    let code = "def confirmation_text(order):\n    return (f\"Order {order['number']} confirmed: {order['height_ft']}ft {order['species']}, \"\n            f\"delivery {order['day']:%a %d %b} ({order['slot']}).\")\n";
    let old = "Order 1042 confirmed: 6ft Nordmann Fir, delivery Sat 13 Dec (AM).";
    let template = only(python_templates(code), old);
    let new = "Thanks Jo! Your 6ft Nordmann Fir will arrive on Sat 13 Dec (AM). Merry Christmas from Holly Farm - order 1042 (16 trees left)";
    let rewritten = transfer(&template, old, new, None).unwrap();
    assert_eq!(
        rewritten.source,
        "f\"Thanks Jo! Your {order['height_ft']}ft {order['species']} will arrive on {order['day']:%a %d %b} ({order['slot']}). Merry Christmas from Holly Farm - order {order['number']} (16 trees left)\""
    );
    // No key with "name" is read from `order`: the name stays as written, and is told.
    assert_eq!(rewritten.greeted, Some(("Jo".to_owned(), None)));
}

#[test]
fn a_json_message_keeps_its_named_fields() {
    let text = "{\n  \"booking_confirmed\": \"Booking confirmed: {treatment} for {name} on {day} at {time}.\",\n  \"reminder\": \"Reminder: {treatment} tomorrow at {time}.\"\n}\n";
    let old = "Booking confirmed: Hot stone massage for Amy Lee on Friday 14 March at 14:00.";
    let template = only(json_templates(text), old);
    let new = "Thanks Amy Lee - your Hot stone massage is booked for Friday 14 March at 14:00. Please arrive 10 minutes early to relax.";
    let rewritten = transfer(&template, old, new, None).unwrap();
    assert_eq!(
        rewritten.source,
        "\"Thanks {name} - your {treatment} is booked for {day} at {time}. Please arrive 10 minutes early to relax.\""
    );
    assert!(rewritten.greeted.is_none(), "Amy Lee is in the old text");
}

#[test]
fn text_the_template_cannot_print_or_values_shared_by_two_fields_are_left_alone() {
    let code = "def f(a, b):\n    return f\"From {a} to {b}.\"\n";
    let template = python_templates(code).remove(0);
    assert!(fill(&template, "From here to there!").is_none());
    assert!(transfer(&template, "From Leeds to Leeds.", "Leeds and back", None).is_none());
    assert!(transfer(&template, "From Leeds to York.", "Nothing kept", None).is_none());
    let rewritten = transfer(&template, "From Leeds to York.", "York from Leeds, say \"hi\" {now}", None).unwrap();
    assert_eq!(rewritten.source, "f\"{b} from {a}, say \\\"hi\\\" {{now}}\"");
}

const TILL: &str = "def receipt(customer, points):\n    lines = []\n    lines.append(f\"Thank you {customer['name']}, you now have {points} points.\")\n    return lines\n";

fn edited(content: &str, old: &str, new: &str) -> Option<String> {
    let (start, end, body) = carry(content, old, new).ok()??;
    Some(format!("{}{body}{}", &content[..start], &content[end..]))
}

#[test]
fn a_printed_message_is_carried_into_its_template() {
    let now = edited(
        TILL,
        "Thank you Priya, you now have 4 points.",
        "Thanks for choosing SparkleWash, Priya! Loyalty points: 4",
    )
    .expect("carried");
    assert!(
        now.contains("f\"Thanks for choosing SparkleWash, {customer['name']}! Loyalty points: {points}\""),
        "{now}"
    );
}

#[test]
fn braces_and_quotes_of_the_new_text_are_escaped() {
    let now = edited(TILL, "Thank you Priya, you now have 4 points.", "Hi \"Priya\" {VIP}: 4 points").expect("carried");
    assert!(now.contains(r#"f"Hi \"{customer['name']}\" {{VIP}}: {points} points""#), "{now}");
}

#[test]
fn a_template_literal_is_read_too() {
    let js = "const line = `Order ${order.id} is ready for ${name}`;\n";
    let now = edited(js, "Order 12 is ready for Sam", "Sam, order 12 is ready").expect("carried");
    assert_eq!(now, "const line = `${name}, order ${order.id} is ready`;\n");
    let now = edited(js, "Order 12 is ready for Sam", "Sam, order 12 costs ${price}").expect("carried");
    assert_eq!(now, "const line = `${name}, order ${order.id} costs \\${price}`;\n");
}

#[test]
fn no_template_or_several_that_print_it_is_no_edit() {
    assert_eq!(carry(TILL, "Goodbye Priya, see you soon.", "Bye Priya now"), Ok(None));
    let twice = format!("{TILL}    print(f\"Thank you {{name}}, you now have {{n}} points.\")\n");
    assert!(carry(&twice, "Thank you Priya, you now have 4 points.", "Thanks Priya").is_err());
    // A template of fields alone, or mostly, is no message.
    let bare = "def f(total, a, b):\n    print(f\"{total:.2f}\")\n    print(f\"{a} {b}\")\n";
    assert_eq!(carry(bare, "return total * 2", "return total * 3"), Ok(None));
    assert_eq!(carry(bare, "Sam owes a lot", "Sam owes less"), Ok(None));
    // A raw f-string's backslashes are no escapes: left alone.
    assert_eq!(carry("x = rf\"Path {p} is ready now\"\n", "Path C is ready now", "Path C done"), Ok(None));
    // A plain string is no template: the exact rules handle it.
    assert_eq!(carry("x = \"Thank you all, see you.\"\n", "Thank you all, see you.", "Bye all"), Ok(None));
    // Two fields side by side: which text is whose is a guess.
    assert_eq!(carry("x = f\"Hello {a}{b} there\"\n", "Hello Priya there", "Hi"), Ok(None));
}

#[test]
fn single_quotes_quote_and_a_name_parameter_prints_the_name() {
    let prompt = "When someone's shoes are done, the text they get says 'Ticket 42: repair complete. Amount due: £16.50' which sounds like a robot wrote it. Can you change it so it says 'Hi Sam, your shoes are ready to collect! Ticket 42, £16.50 to pay.' (with their own name)";
    let pairs = quoted_pairs(prompt);
    assert_eq!(
        pairs,
        vec![(
            "Ticket 42: repair complete. Amount due: £16.50".to_owned(),
            "Hi Sam, your shoes are ready to collect! Ticket 42, £16.50 to pay.".to_owned()
        )]
    );
    let code = "def ready_message(name, ticket, amount):\n    return f\"Ticket {ticket}: repair complete. Amount due: £{amount:.2f}\"\n";
    let files = vec![("repairs.py".to_owned(), code.to_owned())];
    let proposal = proposal(&files, &pairs[0].0, &pairs[0].1).expect("a proposal");
    assert_eq!(
        proposal.after,
        "    return f\"Hi {name}, your shoes are ready to collect! Ticket {ticket}, £{amount:.2f} to pay.\""
    );
    // A parameter the template prints already, or two with "name", is no guess.
    let printed = "def m(name, ticket):\n    return f\"Ticket {ticket} for {name}: repair complete, thanks.\"\n";
    let template = python_templates(printed).remove(0);
    assert_eq!(name_field(printed, &template), None);
    let two = "def m(first_name, last_name, ticket):\n    return f\"Ticket {ticket}: repair complete, thanks.\"\n";
    let template = python_templates(two).remove(0);
    assert_eq!(name_field(two, &template), None);
}
