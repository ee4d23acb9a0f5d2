//! Which symbols matter: PageRank over "file A uses a name that file B
//! defines" (aider's approach), then each symbol scores the rank flowing to
//! it from the files that use it. A name used everywhere outranks one used
//! nowhere; a name defined in many files (`new`, `len`) carries little.

use std::collections::HashMap;

use super::summary::Summary;

/// Names defined in more files than this are too generic to link files.
const MAX_DEFINERS: usize = 40;
const DAMPING: f64 = 0.85;
const ITERATIONS: usize = 30;

fn weight(name: &str, count: u32) -> f64 {
    // As aider: long snake_case or camelCase names are distinctive, short
    // and private ones (`new`, `_x`) say little about where code is used.
    let distinctive = name.len() >= 8 && (name.contains('_') || name.chars().any(char::is_uppercase));
    let base = if name.len() < 3 || name.starts_with('_') {
        0.1
    } else if distinctive {
        10.0
    } else {
        1.0
    };
    base * f64::from(count).sqrt()
}

fn count_in(summary: &Summary, name: &str) -> u32 {
    summary.references.binary_search_by(|(w, _)| w.as_str().cmp(name)).map_or(0, |i| summary.references[i].1)
}

/// One score per symbol of every file (same shape as the summaries).
pub fn symbol_scores(files: &[&Summary]) -> Vec<Vec<f64>> {
    let n = files.len();
    let mut definers: HashMap<&str, Vec<usize>> = HashMap::new();
    for (i, file) in files.iter().enumerate() {
        for symbol in file.symbols.iter().filter(|s| !s.name.is_empty()) {
            let list = definers.entry(symbol.name.as_str()).or_default();
            if list.last() != Some(&i) {
                list.push(i);
            }
        }
    }
    definers.retain(|_, list| list.len() <= MAX_DEFINERS);

    let mut edges: Vec<Vec<(usize, f64)>> = vec![Vec::new(); n];
    for (a, file) in files.iter().enumerate() {
        for (name, count) in &file.references {
            let Some(list) = definers.get(name.as_str()) else { continue };
            let w = weight(name, *count) / list.len() as f64;
            edges[a].extend(list.iter().filter(|b| **b != a).map(|b| (*b, w)));
        }
    }
    let rank = pagerank(&edges);

    // The rank a name receives from all the files that use it.
    let mut inbound: HashMap<&str, f64> = HashMap::new();
    for (a, file) in files.iter().enumerate() {
        for (name, count) in &file.references {
            if definers.contains_key(name.as_str()) {
                *inbound.entry(name.as_str()).or_default() += rank[a] * weight(name, *count);
            }
        }
    }
    files
        .iter()
        .enumerate()
        .map(|(b, file)| {
            file.symbols
                .iter()
                .map(|symbol| {
                    if symbol.name.is_empty() {
                        // A first line or a container header: the file's own weight.
                        return rank[b] * 1e-3;
                    }
                    let Some(list) = definers.get(symbol.name.as_str()) else { return rank[b] * 1e-6 };
                    let own = rank[b] * weight(&symbol.name, count_in(file, &symbol.name));
                    let from_others = (inbound.get(symbol.name.as_str()).copied().unwrap_or(0.0) - own).max(0.0);
                    from_others / list.len() as f64 + rank[b] * 1e-6
                })
                .collect()
        })
        .collect()
}

fn pagerank(edges: &[Vec<(usize, f64)>]) -> Vec<f64> {
    let n = edges.len();
    if n == 0 {
        return Vec::new();
    }
    let totals: Vec<f64> = edges.iter().map(|out| out.iter().map(|(_, w)| w).sum()).collect();
    let mut rank = vec![1.0 / n as f64; n];
    for _ in 0..ITERATIONS {
        let dangling: f64 = (0..n).filter(|a| totals[*a] == 0.0).map(|a| rank[a]).sum();
        let mut next = vec![(1.0 - DAMPING + DAMPING * dangling) / n as f64; n];
        for (a, out) in edges.iter().enumerate() {
            if totals[a] > 0.0 {
                for (b, w) in out {
                    next[*b] += DAMPING * rank[a] * w / totals[a];
                }
            }
        }
        rank = next;
    }
    rank
}

#[cfg(test)]
mod tests {
    use super::super::summary::Symbol;
    use super::*;

    fn file(defines: &[&str], uses: &[&str]) -> Summary {
        Summary {
            symbols: defines
                .iter()
                .map(|d| Symbol { name: (*d).into(), signature: format!("fn {d}()"), depth: 0 })
                .collect(),
            references: {
                let mut refs: Vec<(String, u32)> = uses.iter().map(|u| ((*u).to_owned(), 1)).collect();
                refs.sort();
                refs
            },
        }
    }

    #[test]
    fn a_name_used_by_many_files_outranks_an_unused_one() {
        let core = file(&["central", "lonely"], &[]);
        let users: Vec<Summary> = (0..4).map(|_| file(&[], &["central"])).collect();
        let mut all = vec![&core];
        all.extend(users.iter());
        let scores = symbol_scores(&all);
        assert!(scores[0][0] > 100.0 * scores[0][1], "{scores:?}");
        let total: f64 = pagerank(&[vec![(1, 1.0)], vec![]]).iter().sum();
        assert!((total - 1.0).abs() < 1e-9);
    }
}
