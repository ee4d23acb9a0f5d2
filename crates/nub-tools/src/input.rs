//! Checking a model's tool input against the tool's own JSON Schema, with
//! errors that name the parameter and show the expected signature.
//!
//! Only the schema subset the built-ins use is understood: objects with
//! `properties` / `required` / `additionalProperties: false`, arrays with
//! `items`, `string` / `integer` / `number` / `boolean`, `enum`. Small models
//! often quote numbers and booleans (`"10"`, `"true"`); those are accepted and
//! converted, as is input double-encoded as a JSON string.

use serde::de::DeserializeOwned;
use serde_json::{Map, Value};

/// Parses `input` for the tool `name` with schema `schema` into `T`, or returns
/// the message the model should get.
pub(crate) fn parse<T: DeserializeOwned>(name: &str, schema: &Value, input: Value) -> Result<T, String> {
    let fail =
        |problem: String| format!("invalid input for {name}: {problem}. Expected parameters: {}", signature(schema));
    let mut input = match input {
        Value::Object(_) => input,
        Value::Null => Value::Object(Map::new()),
        Value::String(text) => match serde_json::from_str::<Value>(&text) {
            Ok(parsed @ Value::Object(_)) => parsed,
            Ok(other) => {
                return Err(fail(format!("input must be a JSON object, got a string holding {}", kind(&other))));
            }
            Err(e) => {
                return Err(fail(format!("input must be a JSON object, got a string that is not valid JSON ({e})")));
            }
        },
        other => return Err(fail(format!("input must be a JSON object, got {}", kind(&other)))),
    };
    let mut problems = Vec::new();
    check(schema, &mut input, "", &mut problems);
    if !problems.is_empty() {
        return Err(fail(problems.join("; ")));
    }
    // serde's own message may quote a whole string value.
    serde_json::from_value(input).map_err(|e| fail(crate::text::excerpt(&e.to_string()).into_owned()))
}

/// `{path: string, offset?: integer}`: the parameters of an object schema,
/// required ones first.
pub(crate) fn signature(schema: &Value) -> String {
    let Some(properties) = schema.get("properties").and_then(Value::as_object) else {
        return "{}".to_owned();
    };
    let required = required_names(schema);
    let mut names: Vec<&String> = properties.keys().collect();
    names.sort_by_key(|name| required.iter().position(|r| r == *name).unwrap_or(usize::MAX));
    let fields: Vec<String> = names
        .into_iter()
        .map(|name| {
            let optional = if required.contains(&name.as_str()) { "" } else { "?" };
            format!("{name}{optional}: {}", type_name(&properties[name]))
        })
        .collect();
    format!("{{{}}}", fields.join(", "))
}

fn type_name(schema: &Value) -> String {
    if let Some(values) = schema.get("enum").and_then(Value::as_array) {
        let names: Vec<String> = values.iter().map(Value::to_string).collect();
        return names.join(" | ");
    }
    match schema.get("type").and_then(Value::as_str) {
        Some("array") => match schema.get("items") {
            Some(items) => format!("[{}]", type_name(items)),
            None => "array".to_owned(),
        },
        Some("object") if schema.get("properties").is_some() => signature(schema),
        Some(other) => other.to_owned(),
        None => "any".to_owned(),
    }
}

fn required_names(schema: &Value) -> Vec<&str> {
    schema
        .get("required")
        .and_then(Value::as_array)
        .map(|r| r.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default()
}

fn kind(value: &Value) -> String {
    match value {
        Value::Null => "null".to_owned(),
        Value::Bool(b) => format!("boolean {b}"),
        Value::Number(n) => format!("number {n}"),
        Value::String(s) if s.chars().count() > 40 => "a string".to_owned(),
        Value::String(s) => format!("string {s:?}"),
        Value::Array(_) => "an array".to_owned(),
        Value::Object(_) => "an object".to_owned(),
    }
}

/// Validates `value` against `schema` in place (converting quoted scalars),
/// collecting every problem with its location (`items[2].status`).
fn check(schema: &Value, value: &mut Value, at: &str, problems: &mut Vec<String>) {
    let name = if at.is_empty() { "input".to_owned() } else { format!("`{at}`") };
    if let Some(allowed) = schema.get("enum").and_then(Value::as_array) {
        if !allowed.contains(value) {
            let options: Vec<String> = allowed.iter().map(Value::to_string).collect();
            problems.push(format!("{name} must be one of {}, got {}", options.join(", "), kind(value)));
        }
        return;
    }
    let Some(expected) = schema.get("type").and_then(Value::as_str) else { return };
    match expected {
        "string" if !value.is_string() => problems.push(format!("{name} must be a string, got {}", kind(value))),
        "boolean" => match value {
            Value::Bool(_) => {}
            Value::String(s) if s == "true" || s == "false" => *value = Value::Bool(s == "true"),
            _ => problems.push(format!("{name} must be true or false, got {}", kind(value))),
        },
        "integer" => {
            let number = match &*value {
                Value::Number(n) => {
                    n.as_u64().or_else(|| n.as_f64().filter(|f| f.fract() == 0.0 && *f >= 0.0).map(|f| f as u64))
                }
                Value::String(s) => s.trim().parse::<u64>().ok(),
                _ => None,
            };
            match number {
                Some(n) => *value = Value::from(n),
                None => problems.push(format!("{name} must be a non-negative integer, got {}", kind(value))),
            }
        }
        "number" => {
            let number = match &*value {
                Value::Number(n) => n.as_f64(),
                Value::String(s) => s.trim().parse::<f64>().ok().filter(|f| f.is_finite()),
                _ => None,
            };
            match number.and_then(serde_json::Number::from_f64) {
                Some(n) => *value = Value::Number(n),
                None => problems.push(format!("{name} must be a number, got {}", kind(value))),
            }
        }
        "array" => match value {
            Value::Array(items) => {
                if let Some(item_schema) = schema.get("items") {
                    for (index, item) in items.iter_mut().enumerate() {
                        check(item_schema, item, &format!("{at}[{index}]"), problems);
                    }
                }
            }
            _ => problems.push(format!("{name} must be an array, got {}", kind(value))),
        },
        "object" => check_object(schema, value, at, problems),
        _ => {}
    }
}

fn check_object(schema: &Value, value: &mut Value, at: &str, problems: &mut Vec<String>) {
    let Value::Object(fields) = value else {
        let name = if at.is_empty() { "input".to_owned() } else { format!("`{at}`") };
        problems.push(format!("{name} must be an object, got {}", kind(value)));
        return;
    };
    let empty = Map::new();
    let properties = schema.get("properties").and_then(Value::as_object).unwrap_or(&empty);
    let prefix = if at.is_empty() { String::new() } else { format!("{at}.") };
    for required in required_names(schema) {
        if fields.get(required).is_none_or(Value::is_null) {
            problems.push(format!("missing required parameter `{prefix}{required}`"));
        }
    }
    // An optional parameter sent as null means "not given".
    fields.retain(|key, field| !(field.is_null() && properties.contains_key(key)));
    let closed = schema.get("additionalProperties") == Some(&Value::Bool(false));
    for (key, field) in fields.iter_mut() {
        match properties.get(key) {
            Some(property) => check(property, field, &format!("{prefix}{key}"), problems),
            None if closed => problems.push(format!("unknown parameter `{prefix}{key}`")),
            None => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use serde::Deserialize;
    use serde_json::json;

    use super::*;

    #[derive(Debug, Deserialize, PartialEq)]
    struct Args {
        path: String,
        offset: Option<usize>,
        flag: Option<bool>,
    }

    fn schema() -> Value {
        json!({"type": "object", "properties": {"offset": {"type": "integer"}, "path": {"type": "string"}, "flag": {"type": "boolean"}}, "required": ["path"], "additionalProperties": false})
    }

    fn message(result: Result<Args, String>) -> String {
        result.unwrap_err()
    }

    #[test]
    fn signature_lists_required_first() {
        assert_eq!(signature(&schema()), "{path: string, offset?: integer, flag?: boolean}");
    }

    #[test]
    fn accepts_quoted_scalars_and_double_encoded_input() {
        let parsed: Args = parse("t", &schema(), json!({"path": "a", "offset": "10", "flag": "true"})).unwrap();
        assert_eq!(parsed, Args { path: "a".into(), offset: Some(10), flag: Some(true) });
        let parsed: Args = parse("t", &schema(), json!("{\"path\": \"b\", \"offset\": 3.0}")).unwrap();
        assert_eq!(parsed, Args { path: "b".into(), offset: Some(3), flag: None });
        let parsed: Args = parse("t", &schema(), json!({"path": "c", "offset": null})).unwrap();
        assert_eq!(parsed.offset, None);
    }

    #[test]
    fn names_every_problem_and_the_signature() {
        let text = message(parse("read", &schema(), json!({"offset": -1, "extra": 1})));
        assert!(text.starts_with("invalid input for read: "), "{text}");
        assert!(text.contains("missing required parameter `path`"), "{text}");
        assert!(text.contains("`offset` must be a non-negative integer, got number -1"), "{text}");
        assert!(text.contains("unknown parameter `extra`"), "{text}");
        assert!(text.ends_with("Expected parameters: {path: string, offset?: integer, flag?: boolean}"), "{text}");
        let text = message(parse("read", &schema(), json!("{\"path\": ")));
        assert!(text.contains("got a string that is not valid JSON"), "{text}");
        let text = message(parse("read", &schema(), json!([1])));
        assert!(text.contains("input must be a JSON object, got an array"), "{text}");
        let text = message(parse("read", &schema(), json!({"path": 5})));
        assert!(text.contains("`path` must be a string, got number 5"), "{text}");
    }
}
