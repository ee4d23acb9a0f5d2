//! The prompt rules on prompts seen in runs: questions, tests that judge,
//! named files, the git commands a prompt allows.

use serde_json::json;

use super::*;

#[test]
fn python_test_files_get_the_command_that_runs_them() {
    let unit = "import unittest\nclass T(unittest.TestCase):\n    pass\n";
    assert_eq!(test_command("tests/test_x.py", unit).as_deref(), Some("python3 -m unittest -v tests/test_x.py"));
    let plain = "from x import f\n\ndef test_f():\n    assert f() == 1\n";
    assert_eq!(test_command("test_x.py", plain).as_deref(), Some("python3 -m pytest -q test_x.py"));
    // Not Python, no tests in it, or a path a shell would read otherwise.
    assert_eq!(test_command("x.test.js", unit), None);
    assert_eq!(test_command("test_x.py", "x = 1\n"), None);
    assert_eq!(test_command("test_$(id).py", unit), None);
    for odd in ["test_(x).py", "test_#.py", "test a.py", "-test.py", "test_*.py"] {
        assert_eq!(test_command(odd, unit), None, "{odd}");
    }
}

fn bash(command: &str, prompt: &str) -> Option<String> {
    PromptRules::of(prompt).refusal("bash", &json!({"command": command}), ToolKind::Execute)
}

#[test]
fn git_that_changes_the_repository_runs_only_when_the_prompt_asks() {
    let fix = "Change the maximum number of retries to 5.";
    for command in [
        "git add settings.py",
        "git commit -m 'x'",
        "cd . && git push",
        "git -C sub remote add o u",
        "bash -c 'git pull'",
        "timeout 60 sh -c \"git checkout main\"",
        "python3 t.py; git stash",
    ] {
        assert!(
            bash(command, fix).is_some_and(|why| why.starts_with("not run: the user did not ask for `git ")),
            "{command}"
        );
    }
    for command in ["git status", "git diff --stat", "git log -3", "python3 -m unittest", "echo git push"] {
        assert_eq!(bash(command, fix), None, "{command}");
    }
    assert_eq!(bash("git commit -am fix", "Fix the typo and commit it."), None);
    assert_eq!(bash("git push", "push it to origin"), None);
    assert_eq!(bash("git checkout -b x", "Use git to start a branch."), None);
    assert!(bash("git push", "Fix it and commit.").is_some(), "a commit asked for is no push");
}

#[test]
fn an_edit_that_swaps_one_name_for_another_is_a_rename() {
    assert_eq!(swapped("def greet(name):", "def welcome(name):").map(|(from, _)| from), Some("greet"));
    assert_eq!(swapped("greet", "welcome").map(|(from, _)| from), Some("greet"));
    assert_eq!(swapped("return a - b", "return a + b").map(|(from, _)| from), None, "no name changed");
    assert_eq!(swapped("x = 1", "y = 2").map(|(from, _)| from), None, "two things changed, or names too short");
    assert_eq!(swapped("MAX_RETRIES = 3", "MAX_RETRIES = 5").map(|(from, _)| from), None);
    assert_eq!(swapped("greet(a)", "welcome(a, b)").map(|(from, _)| from), None, "more than a name changed");
    assert_eq!(swapped("debug", "true").map(|(from, _)| from), None, "a value is no name");
    let rules = PromptRules::of("Rename greet to welcome in util.py.");
    assert_eq!(rules.renames("def greet(", "def welcome("), Some("greet"));
    let rules = PromptRules::of("Call it welcome instead of greet.");
    assert_eq!(rules.renames("greet", "welcome"), Some("greet"), "the new name is in the prompt");
    let rules = PromptRules::of("Turn on debug mode in config.json.");
    assert_eq!(rules.renames("debug", "verbose"), None, "the prompt asks for no rename");
    let rules = PromptRules::of("Change get_user to fetch_user in all files.");
    assert_eq!(rules.renames("def get_user(", "def fetch_user("), Some("get_user"));
    let rules = PromptRules::of("Rename username to user.");
    assert_eq!(rules.renames("username", "user"), Some("username"), "a new name inside the old one");
    let rules =
        PromptRules::of("start_cycle should be called begin_wash. Rename it in laundry.py and where it is called.");
    assert_eq!(rules.renames("program = program", "program = quick"), None, "another name than the one asked for");
    assert_eq!(rules.renames("def start_cycle(", "def begin_wash("), Some("start_cycle"));
}

#[test]
fn after_a_change_the_files_the_prompt_names_and_this_run_has_not_changed_are_named() {
    let rules = PromptRules::of("Add an email field to `User` in models.py, and make describe() in report.py use it.");
    let exists = |path: &str| matches!(path, "models.py" | "report.py");
    let told = rules.after_change(&["models.py"], exists);
    assert!(told.starts_with("The request also names report.py, not changed"), "{told}");
    assert_eq!(rules.after_change(&["models.py", "report.py"], exists), AFTER_A_CHANGE);
    // A name that is no file here (a method call, a version) is not named.
    assert_eq!(rules.after_change(&["models.py"], |path| path == "models.py"), AFTER_A_CHANGE);
    assert_eq!(PromptRules::of("Bump it to 1.2 and call obj.run() in e.g. main").named_files, ["obj.run", "e.g"]);
}

#[test]
fn code_that_must_pass_the_tests_is_fixed_in_the_code_not_the_test() {
    let write = |prompt: &str, path: &str| {
        PromptRules::of(prompt).refusal("write", &json!({"path": path, "content": ""}), ToolKind::Edit)
    };
    let task = "The tests in test_stats.py fail. Fix the code so that they pass.";
    for test in ["test_stats.py", "pkg/stats_test.go", "src/app.test.ts", "tests/check.py"] {
        assert!(write(task, test).is_some_and(|why| why.contains("change the code they test")), "{test}");
    }
    assert_eq!(write(task, "stats.py"), None);
    assert_eq!(write("Fix the test in test_stats.py so it passes.", "test_stats.py"), None, "the test is the task");
    assert_eq!(write("Add tests for mean.", "test_stats.py"), None);
    for task in [
        "Make the tests in test_temps.py pass without changing the tests.",
        "Make the tests pass.",
        "Fix the code, without changing the tests, so the failing test passes.",
        "Some of the tests in test_temps.py fail. Please fix temps.py so they pass - don't change the tests.",
        "The tests fail; fix the code, do not change the tests.",
        "The tests fail. Never modify the tests, fix temps.py.",
        "The tests in test_temps.py fail; please don\u{2019}t change the tests.",
        // No "fail" or "pass": failures, and the tests said to be right.
        "Running python3 -m unittest shows failures in test_temps.py. The tests are right, so please fix temps.py without changing the tests.",
        "The tests are correct; fix temps.py.",
        "Two tests in test_temps.py failed after my refactor; fix temps.py.",
    ] {
        assert!(write(task, "test_temps.py").is_some(), "{task}");
    }
}

#[test]
fn the_code_a_test_file_imports_is_what_it_tests() {
    let exists = |path: &str| ["stats.py", "pkg/util.py", "pkg/__init__.py", "src/calc.ts", "lib/x.js"].contains(&path);
    let python = "import unittest\nimport os.path\n\nfrom stats import mean, spread\nfrom .util import f\n";
    assert_eq!(tested_code("test_stats.py", python, exists), ["stats.py"]);
    assert_eq!(tested_code("pkg/test_u.py", python, exists), ["stats.py", "pkg/util.py"]);
    assert_eq!(tested_code("pkg/tests/test_u.py", "from ..util import f\n", exists), ["pkg/util.py"]);
    let script =
        "import { add } from '../src/calc';\nconst x = require(\"../lib/x.js\");\nimport test from 'node:test';\n";
    assert_eq!(tested_code("tests/calc.test.ts", script, exists), ["src/calc.ts", "lib/x.js"]);
    assert!(
        tested_code("test_stats.py", "from test_helpers import h\n", |_| true).is_empty(),
        "a test helper is no code under test"
    );
}

#[test]
fn a_question_that_asks_for_no_change_gets_no_write_or_edit() {
    let edit = |prompt: &str| PromptRules::of(prompt).refusal("edit", &json!({"path": "a"}), ToolKind::Edit);
    for question in [
        "Which port does the server listen on?",
        "What does slugify(\"Hello World\") return? Answer with the exact string.",
        "Which file defines the class Invoice? Answer with its path.",
        "Which value should the limit have, and which file reads it?",
    ] {
        assert!(edit(question).is_some_and(|why| why.contains("asked a question")), "{question}");
        assert_eq!(bash("python3 -c 'print(1)'", question), None, "it may run code to find out");
    }
    for task in [
        "Why does add fail? Fix it.",
        "Can you rename greet to welcome?",
        "Turn on debug mode.",
        "Set the timeout to 30",
        "Can slugify take an optional separator argument? Default should stay '-', but I want slugs like my_post too.",
        "Could the report show the category? We need it for the audit.",
    ] {
        assert_eq!(edit(task), None, "{task}");
    }
}

#[test]
fn a_change_is_asked_for_by_a_change_word_a_defect_or_a_want() {
    for task in [
        "Turn on debug mode.",
        "The reminder crashes with KeyError: 'last' since we added a puppy.",
        "Our golf leaderboard has it backwards: the most strokes come first.",
        "Pets with no record should just show up as due.",
        "Why does add fail? Fix it.",
        "Could the end-of-day report for the farm shop also show how many items we sold in total that day? Just a line like \"Items sold: 12\" under the takings line would be perfect.",
        "Does the receipt list the discount? I'd like it on its own line.",
    ] {
        assert!(PromptRules::of(task).asks_for_change(), "{task}");
    }
    for other in [
        "Which port does the server listen on?",
        "Explain what due() returns.",
        "Summarize the repository.",
        "Explain the error in the log.",
        "Tell me why the import fails",
        "Would it be great to cache this? What does it cost?",
        "I'd like to know how the refund is worked out.",
        "What does refund() do? I'd like a review of it.",
        "What does refund() do? I'd like a summary.",
    ] {
        assert!(!PromptRules::of(other).asks_for_change(), "{other}");
    }
    // A customer's want, told before the user's question about it.
    let fedora = "A customer wants a wool felt fedora in size 62cm with the initials J.R.W. stitched inside, in a hatbox, posted to her. What would the system charge her?";
    assert!(PromptRules::of(fedora).question() && PromptRules::of(fedora).asks_computed());
    assert!(PromptRules::of("The receipt needs to show the VAT.").asks_for_change());
    let zumba = PromptRules::of(
        "Two things, please. The drop-in price is going up from £6 to £7.50, and the full-class message should say Sorry.",
    );
    assert!(zumba.asks_several());
    assert!(!PromptRules::of("The drop-in price is going up from £6 to £7.50.").asks_several());
    let abbey = "A school booked a tour for exactly 10 people and the system didn't give them the group rate. Our leaflet says groups of 10 or more get it, so they should have! Can you have a look?";
    assert!(PromptRules::of(abbey).asks_for_change());
}

#[test]
fn a_prompt_asking_only_for_type_hints_is_told_from_one_asking_more() {
    for prompt in [
        "Please add type hints to next_high_tide in the tide tables code, for all its parameters and its return value.",
        "Annotate brew_time in tea.py with type hints.",
        "Add type annotations to split_bill.",
        // An honest set's: "change" after "Nothing about how it works should".
        "Could you add type hints to counter.py (the deli counter scales code)? All the function arguments and return types please. Nothing about how it works should change.",
    ] {
        let rules = PromptRules::of(prompt);
        assert!(rules.only_type_hints(), "{prompt}");
        assert!(!rules.only_docstrings(), "{prompt}");
    }
    assert!(PromptRules::of("Add type hints to brew_time.").type_hint_names().contains(&"brew_time"));
    let calc = PromptRules::of("Add type hints to calc.py");
    let names = calc.type_hint_names();
    assert!(!names.contains(&"add") && !names.contains(&"type"), "{names:?}");
    for prompt in [
        "Fix the rate in compound and add type hints to it.",
        "Add a docstring and type hints to area.",
        "Give me a hint: which file defines area?",
        "Add a timeout parameter to fetch in net.py.",
    ] {
        assert!(!PromptRules::of(prompt).only_type_hints(), "{prompt}");
    }
}

#[test]
fn a_prompt_asking_only_for_a_docstring_is_told_from_one_asking_more() {
    for prompt in [
        "Add a docstring to the area function in shapes.py.",
        "Give parse_date in dates.py a docstring.",
        "Write a docstring for split_bill in bill.py that says what it returns.",
        "Hello, could you add a short explanation to every function in blends.py? Please don't change how any of it works.",
        "Please document each function in kiln.py.",
        "Add a one-line description for all the functions in rota.py.",
    ] {
        assert!(PromptRules::of(prompt).only_docstrings(), "{prompt}");
    }
    let rules = PromptRules::of("Write a docstring for report in report.py.");
    let names = rules.docstring_names();
    assert_eq!(names.iter().filter(|name| **name == "report").count(), 1, "{names:?}");
    for prompt in [
        "Fix the rate in compound and add a docstring to it.",
        "Rename area to surface and give it a docstring.",
        "Add a timeout parameter to fetch in net.py.",
        "Could you give me a short explanation of every function in blends.py?",
        "Add a comment where the total is computed in till.py.",
    ] {
        assert!(!PromptRules::of(prompt).only_docstrings(), "{prompt}");
    }
}

#[test]
fn the_prompts_own_words_are_known() {
    let rules = PromptRules::of("Make parse_tags drop duplicates, so \"cat, Dog, cat\" gives ['cat', 'dog'].");
    assert!(rules.quotes("cat, dog, cat"));
    assert!(rules.quotes(" ['cat', 'dog'] "));
    assert!(!rules.quotes("ca"), "too short to tell");
    assert!(!rules.quotes("tags = []"));
    assert_eq!(
        rules.code_words(),
        ["Make", "parse_tags", "drop", "duplicates", "cat", "Dog", "cat", "gives", "cat", "dog"]
    );
}

#[test]
fn a_quoted_value_changed_is_no_rename() {
    let rules = PromptRules::of("Glass collection has moved from Tuesday to Thursday. Can you update the schedule?");
    assert_eq!(rules.renames("glass = \"Tuesday\"", "glass = \"Thursday\""), None);
    assert_eq!(rules.renames("glass: 'Tuesday'", "glass: 'Thursday'"), None);
    let keys = PromptRules::of("Rename the debug setting to verbose in config.json and where it is read.");
    assert_eq!(keys.renames("\"debug\": false", "\"verbose\": false"), Some("debug"));
    assert_eq!(keys.renames("cfg[\"debug\"]", "cfg[\"verbose\"]"), Some("debug"));
}

#[test]
fn a_name_the_prompt_asks_to_add_put_in_place_of_another_is_refused() {
    let rules = PromptRules::of(
        "Please add a tshirt_size field to each volunteer (default \"M\") and show the size on the printed roster.",
    );
    assert_eq!(rules.renames("shifts", "tshirt_size"), None, "no rename asked for");
    let edit = |old: &str, new: &str| {
        rules.refusal("edit", &json!({"path": "roster.py", "old_string": old, "new_string": new}), ToolKind::Edit)
    };
    let why = edit("shifts", "tshirt_size").unwrap();
    assert!(why.contains("asks to add `tshirt_size`, not to rename `shifts`"), "{why}");
    assert!(edit("self.shifts = shifts", "self.shifts = shifts\n        self.tshirt_size = tshirt_size").is_none());
    // A helper or flag the request adds, used in a line: no rename refused.
    let helper = PromptRules::of("Add a clamp helper to utils.py and use it in resize().");
    let used =
        json!({"path": "img.py", "old_string": "size = min(size, MAX)", "new_string": "size = clamp(size, MAX)"});
    assert!(helper.refusal("edit", &used, ToolKind::Edit).is_none());
    // A rename asked for is one still.
    let rename = PromptRules::of("Rename shifts to tshirt_size and add it to the roster.");
    assert_eq!(rename.renames("shifts", "tshirt_size"), Some("shifts"));
    assert!(
        rename.refusal("edit", &json!({"old_string": "shifts", "new_string": "tshirt_size"}), ToolKind::Edit).is_none()
    );
}

/// A request asked as a question is a request: the salon's walk-ins were
/// refused as a question, and the allergies note stayed an answer.
#[test]
fn requests_asked_as_questions_ask_for_a_change() {
    for prompt in [
        "We've decided to start taking walk-in customers at the salon. Can you switch that on in the settings?",
        "For the school trip, could we record an optional allergies note for each pupil and show it on their line of the printed roster when there is one?",
        "A couple of the tests in test_studio.py are failing. The tests are right, so it's the code that needs fixing - could you get them passing please?",
    ] {
        assert!(!PromptRules::of(prompt).question(), "{prompt}");
    }
    let rules = PromptRules::of("The tests are right. Could you get them passing?");
    assert!(rules.asks_for_change() && rules.tests_judge());
    assert!(PromptRules::of("Why are the tests in test_studio.py failing?").question());
    let rules = PromptRules::of("Can you tell me which file sets the walk-in limit?");
    assert!(rules.question() && !rules.asks_for_change());
}

/// "Don't change how it works" asks for no other change: the type hints
/// are still all that is asked for (the def line was not asked for, and the
/// model left out the return hint).
#[test]
fn a_negated_change_word_asks_for_no_other_change() {
    let rules = PromptRules::of("Could you add type hints to stall_fee in fees.py? Don't change how it works.");
    assert!(rules.only_type_hints());
    let rules = PromptRules::of("Add a docstring to area, without changing the code.");
    assert!(rules.only_docstrings());
    let rules = PromptRules::of("Add type hints to stall_fee and change the fee to 5.");
    assert!(!rules.only_type_hints());
    let rules = PromptRules::of("Add a docstring to area and fix.");
    assert!(!rules.only_docstrings());
    let rules = PromptRules::of(
        "can u put docstrings on all the functions in game.py for the laser tag arena? new staff need to understand it. dont change what the code does",
    );
    assert!(rules.only_docstrings());
}

#[test]
fn a_request_to_change_nothing_is_a_question_whatever_its_words() {
    for prompt in [
        "quick one - going by our booking code, how much do we charge per kid for a birthday party at the paintball site on a saturday? please don't change anything, i just need the price for the new flyer",
        "How many tickets can we sell? I don\u{2019}t want anything changed, I just need the number.",
        "Work out the total for 2 children on a Saturday. Just tell me the total, no changes needed.",
        "Quick question about the farrier planner: how many weeks after the last visit does it book the next one? I don't need any changes, just the answer.",
        "Not asking for any changes, just tell me: what would the subs code charge me for my two kids? They're 12 and 15 and both need to hire a stick.",
        "A mum's asking for a quote and I don't want to mess anything up so please don't change any code - just tell me: what would our system charge for a party for 11 kids?",
        "quick one, I don't need any code changed - a customer wants their block paving driveway done this Saturday, it's 45 square metres and she wants it re-sanded and sealed as well. what would she end up paying in total including VAT?",
    ] {
        let rules = PromptRules::of(prompt);
        assert!(rules.question() && !rules.asks_for_change(), "{prompt}");
    }
    for prompt in [
        "Fix the discount, but don't change anything else.",
        "Please rename greet to welcome; don't change anything other than the name.",
        "Fix the discount. Don't change anything in the tests.",
        "Speed up the loop without changing anything about the output.",
        "Don't change anything except the price.",
        "Don't change anything, but add a total line.",
        "Fix the discount without any change to the tests.",
        "Fix the total, but don't change the code in the tests.",
    ] {
        assert!(!PromptRules::of(prompt).question(), "{prompt}");
    }
}

#[test]
fn every_function_is_asked_for_by_a_quantity_next_to_function() {
    for prompt in [
        "Could you please add a docstring to every function in bouts.py?",
        "Add docstrings to the functions in quilt.py please.",
        "Would you mind adding type hints to all the functions in threads.py?",
    ] {
        assert!(PromptRules::of(prompt).every_function(), "{prompt}");
    }
    for prompt in [
        "Add docstrings to the area and perimeter functions in shapes.py.",
        "Add a docstring to the function that handles all refunds in shop.py.",
    ] {
        assert!(!PromptRules::of(prompt).every_function(), "{prompt}");
    }
}

#[test]
fn a_new_optional_setting_is_told_from_other_requests() {
    for prompt in [
        "Could you add an optional anti_glare setting to the quote() function, off unless asked for?",
        "hi there, could you add a way to ask for it when working out a gig quote? it should be off unless I ask for it.",
        "Can slugify take an optional separator argument? Default should stay '-', but I want slugs like my_post too.",
        "Could you add an option to the stall fee function for charities?",
    ] {
        assert!(PromptRules::of(prompt).asks_new_setting(), "{prompt}");
    }
    for prompt in [
        "Which option sets the default port?",
        "The quote function adds the option price twice, please fix it.",
        "Add docstrings to every function in gigs.py; keep the defaults.",
        "Rename the optional flag loud to verbose.",
        "Add type hints to quote, its default included.",
        "Add an optional pot_size field to plants and show it in the report line.",
        "Fix quote() so it doesn't give the discount unless under_16 is set.",
    ] {
        assert!(!PromptRules::of(prompt).asks_new_setting(), "{prompt}");
    }
}

#[test]
fn a_feature_is_told_from_a_field_described_in_code_terms() {
    for prompt in [
        "Could we take the customer's name with each order and have it show on the kitchen ticket? Call it customer_name.",
        "When we book a dress fitting I'd like to be able to take the bride's mobile number as well, and have it printed on her confirmation.",
        "People keep wanting to buy cartridges with their session. Could you add that, at £7.50 a box, so it goes on the total?",
        "We'd like the customer's street with each order, printed on the box slip. Call it street.",
    ] {
        assert!(PromptRules::of(prompt).asks_feature(), "{prompt}");
    }
    // The name given is added, not put in place of another by a rename.
    let street = PromptRules::of(
        "We'd like the customer's street with each order, printed on the box slip so the driver knows where to go. Call it street.",
    );
    assert_eq!(street.renames("ORDER", "street"), None);
    assert_eq!(PromptRules::of("Rename ORDER to street everywhere.").renames("ORDER", "street"), Some("ORDER"));
    // Letters whose lower case is longer before "call it" move no offset.
    assert!(!PromptRules::of("İ call it ééé street").gives_a_name());
    for prompt in [
        "Add a servings field (an int, default 2) to the Recipe class in recipes.py, and show it on the card.",
        "Please add a refund(code) method to VendingMachine and a Refunds line to the daily report.",
        "Add a meal field to Guest and show each guest's meal on their place card.",
        "The till adds the deposit twice, can you fix it and add a note?",
    ] {
        assert!(!PromptRules::of(prompt).asks_feature(), "{prompt}");
    }
}

#[test]
fn a_function_is_named_by_its_name_or_its_words() {
    let defined: Vec<String> = ["travel_cost", "gig_quote", "quote_email", "quote"].map(String::from).to_vec();
    let rules = PromptRules::of("could you add a way to ask for it when working out a gig quote?");
    assert_eq!(rules.names_among(&defined), ["gig_quote"]);
    let rules = PromptRules::of("Add a way to ask for it in quote, as gig quote does.");
    assert_eq!(rules.names_among(&defined), ["gig_quote", "quote"]);
    let cider: Vec<String> = ["report", "parse_reading"].map(String::from).to_vec();
    let rules = PromptRules::of("When I run report.py the ABV is nonsense; parse_reading is fine (see gravity.py).");
    assert_eq!(rules.names_among(&cider), ["parse_reading"], "a file's name names no function");
    let rules = PromptRules::of("Add an optional anti_glare setting to the quote() function.");
    assert_eq!(rules.names_among(&defined), ["quote"]);
    assert_eq!(rules.new_snake_name("def quote(frame):\n    pass\n"), Some("anti_glare"));
    assert_eq!(rules.new_snake_name("def quote(frame, anti_glare=False):\n    pass\n"), None);
    let rules = PromptRules::of("Can you add an option to job_price for homes with pets? Call it pet_treatment.");
    assert_eq!(rules.new_snake_name("def job_price(rooms):\n    pass\n"), Some("pet_treatment"));
    let rules =
        PromptRules::of("Can slugify take an optional separator argument? I want slugs like my_first_post too.");
    assert_eq!(rules.new_snake_name("def slugify(title):\n    pass\n"), None);
}

#[test]
fn a_fault_to_fix_is_told_from_requests_with_their_own_way() {
    for prompt in [
        "In harvest.py, when I ask top_blocks for the best 3 blocks I only ever get 2 back, and top_blocks(picks, 1) gives me an empty list. Can you fix it so I get the number of blocks I ask for?",
        "The quote function adds the option price twice, please fix it.",
        "bmi() gives the wrong number for 70 kg and 1.75 m; it should be 22.9.",
        // "let" tells what the code did, and asks nothing added.
        "Our tortoise booking thing keeps saying yes to tortoises that are hibernating (and it let a tiny 60g one through the other day too) - can_take_booking should be turning those away. Can you sort it?",
        // "get" after "meant to" says what the code was to do.
        "Children from the same family are meant to get 15% off the monthly fee for every child after the first, but the family bill still charges all the children full price. Please sort it out.",
    ] {
        assert!(PromptRules::of(prompt).asks_fault_fixed(), "{prompt}");
    }
    for prompt in [
        "Why does top_blocks give me only 2 blocks?",
        "Why is top_blocks wrong? Don't fix it, just explain.",
        "Could you add an option to the stall fee function for charities? It should be off by default.",
        "Fix the docstring of top_blocks, it is wrong.",
        "Make the failing tests pass; top_blocks is wrong.",
        "The late fee is wrong in the settings, fix it.",
        "Please rename top_blocks to best_blocks, the name is wrong.",
        "top_blocks is wrong; call it best_blocks and fix it.",
        "Add a new report_line function to the receipt.",
        "Could you add discount codes to the checkout? The code SCOUTS should take 15% off the rental price (not the deposit).",
    ] {
        assert!(!PromptRules::of(prompt).asks_fault_fixed(), "{prompt}");
    }
}

#[test]
fn no_change_asked_before_a_colon_or_as_not_after_any_is_a_question() {
    let charity = PromptRules::of(
        "Just a question, please don't change anything: when stuff has been on the rail too long and the till reduces it, how much does it knock off if nobody gives it a figure? And which file is that number actually kept in?",
    );
    assert!(charity.question() && !charity.asks_for_change());
    let farm = PromptRules::of(
        "Not after any changes to the code, I just need a price for a customer on the phone. It's her and her husband and their three kids. How much would the system charge them?",
    );
    assert!(farm.question() && farm.asks_computed());
    // A colon after the phrase, not a word that narrows it.
    assert!(!PromptRules::of("Don't change anything in the tests: fix the price.").question());
}

#[test]
fn an_option_asked_with_get_is_a_new_setting() {
    let sandwich = PromptRules::of(
        "could we get a gluten free option on the sandwich price function? GF bread costs us more so it's 90p extra on any sandwich. something like gluten_free=True would be great.",
    );
    assert!(sandwich.asks_new_setting());
    assert!(
        !PromptRules::of("when I get a quote with the delivery option it's wrong, can you fix it?").asks_new_setting()
    );
}

#[test]
fn get_them_passing_asks_for_the_code_s_change() {
    let mosaic = PromptRules::of(
        "The tests for my mosaic kit calculator have started failing and I can't see why, can you get them passing again? I don't think the tests are wrong",
    );
    assert!(mosaic.tests_judge() && !mosaic.question() && mosaic.asks_for_change());
}

#[test]
fn why_type_hints_help_asks_no_other_change() {
    let rules = PromptRules::of(
        "I'm teaching myself Python and I've read that type hints make it easier to see what goes in and out of a function. Could you add them to oil_yield_ml, bottles_from and bunch_price in oils.py? Please don't change what they actually do.",
    );
    assert!(rules.only_type_hints());
    assert!(!PromptRules::of("Add type hints to price and make the discount 10%.").only_type_hints());
    let mattress = PromptRules::of(
        "I've been told type hints make code easier to follow. Could you add them to mattress_price, delivery_charge and monthly_payment in mattresses.py? Please don't change what any of them actually do.",
    );
    assert!(mattress.only_type_hints());
}

#[test]
fn a_name_the_new_one_is_to_be_like_is_not_renamed_to_it() {
    let rules = PromptRules::of(
        "Customers can now add a syrup shot to a coffee (marked as syrup_shot in the order, the same way oat_milk is). It costs £0.60 - please add it to the price and show it on the receipt.",
    );
    assert_eq!(rules.renames("oat_milk", "syrup_shot"), None, "no rename asked for");
    let edit = serde_json::json!({"path": "prices.py", "old_string": "    if order.get(\"oat_milk\"):", "new_string": "    if order.get(\"syrup_shot\"):"});
    let why = rules.refusal("edit", &edit, nub_tools::ToolKind::Edit).expect("refused");
    assert!(why.contains("the request asks to add `syrup_shot`, not to rename `oat_milk`"), "{why}");
    // Asked to rename, the same edit is the rename.
    let rename = PromptRules::of("Please rename oat_milk to syrup_shot everywhere.");
    assert_eq!(rename.renames("oat_milk", "syrup_shot"), Some("oat_milk"));
}
#[test]
fn update_everywhere_is_part_of_a_rename() {
    let rink = PromptRules::of(
        "Please rename the function skate_hire_price to skate_rental_price and update everywhere that uses it.",
    );
    assert!(rink.asks_for_change() && !rink.asks_more_than_a_rename());
    let more = PromptRules::of("Please rename skate_hire_price to skate_rental_price and update the price to 4.");
    assert!(more.asks_more_than_a_rename());
    let prices = PromptRules::of("Rename SKATE_HIRE to SKATE_RENTAL and update all prices to £5.");
    assert!(prices.asks_more_than_a_rename());
}

#[test]
fn a_polite_ask_after_a_clause_and_so_asks_for_a_change() {
    let shutters = PromptRules::of(
        "We've taken on a fitter who's happy to work Saturdays, so could you switch weekend fitting on in the settings?",
    );
    assert!(shutters.asks_for_change() && !shutters.question());
    let asked = PromptRules::of("The fitter works Saturdays, so could you tell me when we open?");
    assert!(asked.question());
}
