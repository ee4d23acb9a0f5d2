//! Tool schemas in the subset of OpenAPI 3.0 that Gemini's `parameters`
//! accepts. JSON Schema keywords it rejects (`$schema`,
//! `additionalProperties`, `default`, `const`, most `format`s, non-string
//! `enum`s, …) are dropped, each tool's dropped keywords logged once; local
//! `$ref`s are inlined; `oneOf` becomes `anyOf`; `"type": ["string","null"]`
//! becomes `"type": "string", "nullable": true`.

use std::collections::BTreeSet;

use serde_json::{Map, Value, json};

/// Keywords copied as they are.
const KEPT: &[&str] = &[
    "description",
    "title",
    "nullable",
    "pattern",
    "minimum",
    "maximum",
    "minLength",
    "maxLength",
    "minItems",
    "maxItems",
    "minProperties",
    "maxProperties",
    "propertyOrdering",
];

/// How deep `$ref`s are followed; recursive schemas end there.
const MAX_REF_DEPTH: usize = 8;

/// Gemini's `parameters` for a tool, or `None` for a tool without
/// parameters (Gemini rejects an object schema with no properties).
pub fn function_parameters(tool_name: &str, schema: &Value) -> Option<Value> {
    let mut dropped = BTreeSet::new();
    let converted = convert(schema, schema, 0, &mut dropped);
    if !dropped.is_empty() {
        let dropped: Vec<&str> = dropped.iter().map(String::as_str).collect();
        tracing::info!(tool = tool_name, ?dropped, "schema keywords Gemini does not accept were left out");
    }
    let no_properties = converted.get("properties").is_none_or(|p| p.as_object().is_none_or(Map::is_empty));
    let is_object = converted.get("type").is_none_or(|t| t == "object");
    (!(is_object && no_properties)).then_some(converted)
}

fn convert(schema: &Value, root: &Value, depth: usize, dropped: &mut BTreeSet<String>) -> Value {
    let Value::Object(map) = schema else {
        // `true` (anything) and other odd forms: no constraint.
        return json!({});
    };
    if let Some(reference) = map.get("$ref").and_then(Value::as_str) {
        match resolve(root, reference).filter(|_| depth < MAX_REF_DEPTH) {
            Some(target) => return convert(target, root, depth + 1, dropped),
            None => {
                dropped.insert("$ref".into());
                return json!({});
            }
        }
    }
    let mut out = Map::new();
    for (key, value) in map {
        match key.as_str() {
            "type" => set_type(&mut out, value, dropped),
            "properties" => {
                let properties: Map<String, Value> = value
                    .as_object()
                    .into_iter()
                    .flatten()
                    .map(|(name, property)| (name.clone(), convert(property, root, depth, dropped)))
                    .collect();
                if !properties.is_empty() {
                    out.insert("properties".into(), Value::Object(properties));
                }
            }
            "items" => {
                // A tuple (`items: [..]`) keeps its first form.
                let item = value.as_array().and_then(|a| a.first()).unwrap_or(value);
                out.insert("items".into(), convert(item, root, depth, dropped));
            }
            "anyOf" | "oneOf" => {
                let options: Vec<Value> =
                    value.as_array().into_iter().flatten().map(|v| convert(v, root, depth, dropped)).collect();
                out.insert("anyOf".into(), Value::Array(options));
            }
            "enum" if value.as_array().is_some_and(|v| v.iter().all(Value::is_string)) => {
                out.insert("enum".into(), value.clone());
            }
            "const" if value.is_string() => {
                out.insert("enum".into(), json!([value]));
            }
            "format" if is_supported_format(map.get("type"), value) => {
                out.insert("format".into(), value.clone());
            }
            "required" => {
                out.insert("required".into(), value.clone());
            }
            // Definitions are used through `$ref` above.
            "$defs" | "definitions" => {}
            kept if KEPT.contains(&kept) => {
                out.insert(key.clone(), value.clone());
            }
            other => {
                dropped.insert(other.to_owned());
            }
        }
    }
    // Gemini rejects `required` names that are not properties.
    if let Some(Value::Array(required)) = out.remove("required") {
        let known =
            |name: &Value| name.as_str().is_some_and(|n| out.get("properties").is_some_and(|p| p.get(n).is_some()));
        let required: Vec<Value> = required.into_iter().filter(known).collect();
        if !required.is_empty() {
            out.insert("required".into(), Value::Array(required));
        }
    }
    Value::Object(out)
}

/// `"type": ["string", "null"]` → `"type": "string", "nullable": true`.
fn set_type(out: &mut Map<String, Value>, value: &Value, dropped: &mut BTreeSet<String>) {
    match value {
        Value::String(_) => {
            out.insert("type".into(), value.clone());
        }
        Value::Array(types) => {
            let mut named = types.iter().filter_map(Value::as_str).filter(|t| *t != "null");
            if types.iter().any(|t| t == "null") {
                out.insert("nullable".into(), json!(true));
            }
            if let Some(first) = named.next() {
                out.insert("type".into(), json!(first));
            }
            if named.next().is_some() {
                dropped.insert("type (all but the first of several)".into());
            }
        }
        _ => {
            dropped.insert("type".into());
        }
    }
}

/// Gemini knows `enum` and `date-time` for strings, `int32`/`int64` and
/// `float`/`double` for numbers; any other format is an error there.
fn is_supported_format(kind: Option<&Value>, format: &Value) -> bool {
    matches!(
        (kind.and_then(Value::as_str), format.as_str()),
        (Some("string"), Some("enum" | "date-time"))
            | (Some("integer"), Some("int32" | "int64"))
            | (Some("number"), Some("float" | "double"))
    )
}

/// A local reference: `#/$defs/Name`, `#/definitions/Name`, `#`.
fn resolve<'a>(root: &'a Value, reference: &str) -> Option<&'a Value> {
    let path = reference.strip_prefix('#')?;
    if path.is_empty() {
        return Some(root);
    }
    root.pointer(path)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn converts_json_schema_to_the_subset_gemini_accepts() {
        let schema = json!({
            "$schema": "http://json-schema.org/draft-07/schema#",
            "type": "object",
            "additionalProperties": false,
            "properties": {
                "path": {"type": "string", "format": "uri", "description": "file"},
                "when": {"type": "string", "format": "date-time"},
                "limit": {"type": ["integer", "null"], "default": 10, "minimum": 1},
                "mode": {"const": "fast"},
                "level": {"enum": [1, 2]},
                "kind": {"oneOf": [{"type": "string"}, {"$ref": "#/$defs/Point"}]},
            },
            "required": ["path", "ghost"],
            "$defs": {"Point": {"type": "object", "properties": {"x": {"type": "number", "format": "double"}}}}
        });
        let converted = function_parameters("t", &schema).unwrap();
        assert_eq!(
            converted,
            json!({
                "type": "object",
                "properties": {
                    "path": {"type": "string", "description": "file"},
                    "when": {"type": "string", "format": "date-time"},
                    "limit": {"type": "integer", "nullable": true, "minimum": 1},
                    "mode": {"enum": ["fast"]},
                    "level": {},
                    "kind": {"anyOf": [{"type": "string"}, {"type": "object", "properties": {"x": {"type": "number", "format": "double"}}}]},
                },
                "required": ["path"]
            })
        );
    }

    #[test]
    fn tools_without_parameters_send_none_and_recursion_ends() {
        assert_eq!(function_parameters("t", &json!({"type": "object", "properties": {}})), None);
        assert_eq!(function_parameters("t", &json!({"type": "object"})), None);
        let recursive = json!({"type": "object", "properties": {"next": {"$ref": "#"}}});
        let converted = function_parameters("t", &recursive).unwrap();
        assert!(converted.to_string().len() < 2000, "{converted}");
    }
}
