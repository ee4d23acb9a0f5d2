//! Does a recovered call's input fit its tool's JSON Schema? The check that
//! keeps a JSON example in an ordinary answer from being executed.
//!
//! Only the subset nub's tools use is understood: `type` (object, string,
//! integer, number, boolean, array, or a list of them), `properties`,
//! `required`, `additionalProperties: false`, `items` and `enum`; anything
//! else is accepted. Quoted numbers and booleans (`"10"`, `"true"`) pass, as
//! the tools themselves accept them. nub-llm cannot use nub-tools' checker
//! (the dependency points the other way), so this one only answers yes or
//! no with a reason for the log; the precise message for the model comes
//! from the tool when it runs.

use serde_json::Value;

/// `Ok` when `value` fits `schema`, else what is wrong and where.
pub fn check(schema: &Value, value: &Value) -> Result<(), String> {
    check_at(schema, value, "input")
}

fn check_at(schema: &Value, value: &Value, at: &str) -> Result<(), String> {
    if let Some(allowed) = schema.get("enum").and_then(Value::as_array)
        && !allowed.contains(value)
    {
        return Err(format!("{at} is not one of the allowed values"));
    }
    let types: Vec<&str> = match schema.get("type") {
        Some(Value::String(one)) => vec![one.as_str()],
        Some(Value::Array(many)) => many.iter().filter_map(Value::as_str).collect(),
        _ => return Ok(()),
    };
    if types.is_empty() || types.iter().any(|t| fits(t, schema, value, at).is_ok()) {
        return Ok(());
    }
    // Report the first type's complaint: with one type (the usual case) it
    // names the field precisely.
    fits(types[0], schema, value, at)
}

fn fits(expected: &str, schema: &Value, value: &Value, at: &str) -> Result<(), String> {
    let ok = match expected {
        "string" => value.is_string(),
        "boolean" => value.is_boolean() || matches!(value.as_str(), Some("true" | "false")),
        "integer" => {
            value.as_i64().is_some()
                || value.as_f64().is_some_and(|f| f.fract() == 0.0)
                || value.as_str().is_some_and(|s| s.trim().parse::<i64>().is_ok())
        }
        "number" => value.is_number() || value.as_str().is_some_and(|s| s.trim().parse::<f64>().is_ok()),
        "null" => value.is_null(),
        "array" => {
            let Some(items) = value.as_array() else {
                return Err(format!("{at} must be an array"));
            };
            if let Some(item_schema) = schema.get("items") {
                for (index, item) in items.iter().enumerate() {
                    check_at(item_schema, item, &format!("{at}[{index}]"))?;
                }
            }
            true
        }
        "object" => return object(schema, value, at),
        _ => true,
    };
    if ok { Ok(()) } else { Err(format!("{at} must be {expected}")) }
}

fn object(schema: &Value, value: &Value, at: &str) -> Result<(), String> {
    let Some(fields) = value.as_object() else {
        return Err(format!("{at} must be an object"));
    };
    let properties = schema.get("properties").and_then(Value::as_object);
    for required in schema.get("required").and_then(Value::as_array).into_iter().flatten() {
        let Some(name) = required.as_str() else { continue };
        if fields.get(name).is_none_or(Value::is_null) {
            return Err(format!("{at} misses the required `{name}`"));
        }
    }
    let closed = schema.get("additionalProperties") == Some(&Value::Bool(false));
    for (key, field) in fields {
        match properties.and_then(|p| p.get(key)) {
            // An optional parameter sent as null means "not given".
            Some(_) if field.is_null() => {}
            Some(property) => check_at(property, field, &format!("`{key}`"))?,
            None if closed => return Err(format!("{at} has the unknown `{key}`")),
            None => {}
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn read() -> Value {
        json!({"type": "object", "properties": {"path": {"type": "string"}, "offset": {"type": "integer"},
            "mode": {"type": "string", "enum": ["a", "b"]}, "tags": {"type": "array", "items": {"type": "string"}}},
            "required": ["path"], "additionalProperties": false})
    }

    #[test]
    fn accepts_what_the_tools_accept() {
        assert_eq!(check(&read(), &json!({"path": "a"})), Ok(()));
        assert_eq!(check(&read(), &json!({"path": "a", "offset": "10", "mode": "b", "tags": ["x"]})), Ok(()));
        assert_eq!(check(&read(), &json!({"path": "a", "offset": 3.0, "mode": null})), Ok(()));
        assert_eq!(check(&json!({"type": ["string", "null"]}), &json!(null)), Ok(()));
        assert_eq!(check(&json!({}), &json!(42)), Ok(()));
    }

    #[test]
    fn refuses_with_the_field_named() {
        let cases = [
            (json!({}), "input misses the required `path`"),
            (json!({"path": 5}), "`path` must be string"),
            (json!({"path": "a", "offset": "ten"}), "`offset` must be integer"),
            (json!({"path": "a", "mode": "c"}), "`mode` is not one of the allowed values"),
            (json!({"path": "a", "tags": [1]}), "`tags`[0] must be string"),
            (json!({"path": "a", "extra": 1}), "input has the unknown `extra`"),
            (json!("a"), "input must be an object"),
        ];
        for (value, why) in cases {
            assert_eq!(check(&read(), &value), Err(why.to_owned()), "{value}");
        }
    }
}
