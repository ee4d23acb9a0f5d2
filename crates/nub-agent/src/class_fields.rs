//! A field a small model declares where Python does not take it.
//!
//! Asked to add a `year` field to a `Book` class whose `__init__` sets its
//! fields, a 1.5B model wrote `year: int` under `class Book:` — which a
//! dataclass would take, but this class ignores: `Book("Dune", 1965)`
//! still fails. It said the field was added. A change that leaves such an
//! annotation is told what the class needs.

/// The fields `text` (Python) declares as bare annotations (`year: int`)
/// in a class that is no dataclass and whose `__init__` never sets
/// `self.<field>`: (class, field, the annotation line).
pub(crate) fn ignored(text: &str) -> Vec<(String, String, String)> {
    let lines: Vec<&str> = text.lines().collect();
    let indent = |line: &str| line.len() - line.trim_start().len();
    let mut found = Vec::new();
    for (at, line) in lines.iter().enumerate() {
        let Some(rest) = line.trim_start().strip_prefix("class ") else { continue };
        let class: String = rest.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
        let decorated = lines[..at].iter().rev().take_while(|l| l.trim_start().starts_with('@')).any(|l| {
            let l = l.trim();
            l.contains("dataclass") || l.contains("attr") || l.contains("define")
        });
        let bases = rest.split_once('(').map(|(_, b)| b).unwrap_or("");
        if class.is_empty()
            || decorated
            || ["BaseModel", "NamedTuple", "TypedDict", "Protocol"].iter().any(|b| bases.contains(b))
        {
            continue;
        }
        let depth = indent(line);
        let body: Vec<&str> =
            lines[at + 1..].iter().copied().take_while(|l| l.trim().is_empty() || indent(l) > depth).collect();
        let Some(init) = body.iter().position(|l| l.trim_start().starts_with("def __init__(")) else { continue };
        let init_depth = indent(body[init]);
        let init_body: Vec<&str> =
            body[init + 1..].iter().copied().take_while(|l| l.trim().is_empty() || indent(l) > init_depth).collect();
        for field_line in body.iter().filter(|l| indent(l) == init_depth) {
            let Some((name, kind)) = field_line.trim().split_once(':') else { continue };
            let plain = !name.is_empty() && name.chars().all(|c| c.is_alphanumeric() || c == '_');
            if !plain || kind.contains('=') || kind.trim().is_empty() || name.starts_with("def") {
                continue;
            }
            let set = format!("self.{name}");
            if !init_body.iter().any(|l| l.contains(&set)) {
                found.push((class.clone(), name.to_owned(), field_line.trim().to_owned()));
            }
        }
    }
    found
}

/// What the model is told of one such field in `path`.
pub(crate) fn note(class: &str, field: &str, line: &str, path: &str) -> String {
    format!(
        "`{line}` in class {class} ({path}) is only an annotation: {class} is no dataclass and its __init__ does not set self.{field}, so {class}(…) still takes no {field}. Add {field} to the parameters of __init__ and set self.{field} = {field} there (edit __init__'s lines), and remove the annotation line."
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_annotation_init_ignores_is_found() {
        let book = "class Book:\n    year: int\n    def __init__(self, title):\n        self.title = title\n";
        assert_eq!(ignored(book), [("Book".to_owned(), "year".to_owned(), "year: int".to_owned())]);
    }

    #[test]
    fn dataclasses_and_fields_init_sets_are_left_alone() {
        let data = "@dataclass\nclass User:\n    name: str\n    email: str\n";
        assert!(ignored(data).is_empty());
        let typed = "class Book:\n    title: str\n\n    def __init__(self, title: str):\n        self.title = title\n";
        assert!(ignored(typed).is_empty());
        let model =
            "class Item(BaseModel):\n    price: float\n    def __init__(self, **kw):\n        super().__init__(**kw)\n";
        assert!(ignored(model).is_empty());
        let no_init = "class Config:\n    debug: bool = False\n";
        assert!(ignored(no_init).is_empty());
    }
}
