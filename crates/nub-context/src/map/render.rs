//! The text of `REPOMAP.md`: header, a compact directory tree, then the best
//! symbols grouped by file until the token budget is spent, and what was left
//! out.

use std::collections::BTreeMap;

use super::summary::Summary;

/// What rendering decided.
pub struct Rendered {
    pub text: String,
    pub left_out_files: usize,
    pub left_out_symbols: usize,
}

/// Room kept for the closing line.
const FOOTER_CHARS: usize = 120;

pub fn render(
    header: &str,
    paths: &[String],
    files: &[&Summary],
    scores: &[Vec<f64>],
    budget_tokens: usize,
) -> Rendered {
    let budget = budget_tokens * 4;
    let mut text = header.to_owned();
    let tree = tree(paths, (budget / 4).max(200));
    text.push_str(&format!("\n## Tree\n\n```\n{tree}```\n\n## Symbols (most referenced first)\n"));

    // Every symbol that is not a container header, best first.
    let mut order: Vec<(usize, usize, f64)> = files
        .iter()
        .enumerate()
        .flat_map(|(f, file)| {
            file.symbols.iter().enumerate().filter(|(_, s)| !s.name.is_empty() || s.depth == 0).map(
                move |(s, symbol)| {
                    // A container header (name empty, a member follows) is only context.
                    let header =
                        symbol.name.is_empty() && file.symbols.get(s + 1).is_some_and(|next| next.depth > symbol.depth);
                    (f, s, if header { -1.0 } else { scores[f][s] })
                },
            )
        })
        .filter(|(_, _, score)| *score >= 0.0)
        .collect();
    order.sort_by(|a, b| b.2.total_cmp(&a.2).then(a.0.cmp(&b.0)).then(a.1.cmp(&b.1)));

    let mut used = text.chars().count() + FOOTER_CHARS;
    let mut chosen: Vec<Vec<bool>> = files.iter().map(|f| vec![false; f.symbols.len()]).collect();
    let mut file_best: Vec<Option<usize>> = vec![None; files.len()];
    let mut taken = 0;
    for (rank, (f, s, _)) in order.iter().enumerate() {
        // The symbol, its enclosing headers not yet shown, and the file line.
        let symbols = &files[*f].symbols;
        let mut lines = vec![*s];
        let mut depth = symbols[*s].depth;
        for up in (0..*s).rev() {
            if depth == 0 {
                break;
            }
            if symbols[up].depth < depth {
                depth = symbols[up].depth;
                if !chosen[*f][up] {
                    lines.push(up);
                }
            }
        }
        let mut cost: usize = lines.iter().map(|i| line(symbols, *i).chars().count() + 1).sum();
        if file_best[*f].is_none() {
            cost += paths[*f].chars().count() + 2;
        }
        if used + cost > budget {
            continue;
        }
        used += cost;
        taken += 1;
        for i in lines {
            chosen[*f][i] = true;
        }
        file_best[*f].get_or_insert(rank);
    }

    let mut shown: Vec<(usize, usize)> = file_best.iter().enumerate().filter_map(|(f, b)| Some(((*b)?, f))).collect();
    shown.sort();
    for (_, f) in &shown {
        text.push_str(&format!("\n{}\n", paths[*f]));
        for (i, _) in chosen[*f].iter().enumerate().filter(|(_, c)| **c) {
            text.push_str(&line(&files[*f].symbols, i));
            text.push('\n');
        }
    }
    let left_out_files = files.len() - shown.len();
    let left_out_symbols = order.len() - taken;
    if left_out_files + left_out_symbols == 0 {
        text.push_str("\nNothing left out.\n");
    } else {
        text.push_str(&format!(
            "\nLeft out to fit {budget_tokens} tokens: {left_out_files} files, {left_out_symbols} symbols (rerun with --tokens N for more).\n"
        ));
    }
    Rendered { text, left_out_files, left_out_symbols }
}

fn line(symbols: &[super::summary::Symbol], i: usize) -> String {
    format!("{}{}", "  ".repeat(usize::from(symbols[i].depth) + 1), symbols[i].signature)
}

/// Directories with their file counts, as deep as fits in `max_chars`.
fn tree(paths: &[String], max_chars: usize) -> String {
    let mut dirs: BTreeMap<Vec<&str>, usize> = BTreeMap::new();
    let mut root_files = 0;
    for path in paths {
        let parts: Vec<&str> = path.split('/').collect();
        if parts.len() == 1 {
            root_files += 1;
        }
        for end in 1..parts.len() {
            *dirs.entry(parts[..end].to_vec()).or_default() += 1;
        }
    }
    let deepest = dirs.keys().map(Vec::len).max().unwrap_or(0);
    let mut out = String::new();
    for max_depth in (1..=deepest.max(1)).rev() {
        out = format!("./ ({} files, {root_files} at the top)\n", paths.len());
        let mut hidden = 0;
        for (dir, count) in &dirs {
            if dir.len() > max_depth {
                continue;
            }
            let entry = format!("{}{}/ ({count})\n", "  ".repeat(dir.len()), dir[dir.len() - 1]);
            if out.len() + entry.len() > max_chars {
                hidden += 1;
                continue;
            }
            out.push_str(&entry);
        }
        if hidden == 0 || max_depth == 1 {
            if hidden > 0 {
                out.push_str(&format!("  … {hidden} more directories\n"));
            }
            break;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_tree_counts_files_and_shrinks_to_fit() {
        let paths: Vec<String> = ["a.rs", "src/x.rs", "src/map/y.rs", "src/map/z.rs"].map(str::to_owned).to_vec();
        let full = tree(&paths, 1000);
        assert_eq!(full, "./ (4 files, 1 at the top)\n  src/ (3)\n    map/ (2)\n");
        assert_eq!(tree(&paths, 45), "./ (4 files, 1 at the top)\n  src/ (3)\n");
    }
}
