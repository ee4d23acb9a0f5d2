//! The session loader on arbitrary files, and on a valid session file cut at
//! an arbitrary byte with arbitrary bytes appended (a crash mid-write, a
//! disk error, another program's garbage): no panic; the cut-and-appended
//! file still opens (unless what was appended claims a newer format, which
//! is refused by design) and holds every node of the complete lines before
//! the cut, unchanged. The loaded tree is then walked and exported.
#![no_main]

use std::path::Path;

use libfuzzer_sys::fuzz_target;
use nub_session::{Loaded, StoreError, load_bytes};

const VALID: &[u8] = include_bytes!("../seeds/session.jsonl");

fn exercise(loaded: &Loaded) {
    let session = &loaded.session;
    let _ = session.path_to_head();
    for leaf in session.leaves() {
        let _ = session.path_to(&leaf.id);
        let _ = session.summary_note(&leaf.id);
    }
    let _ = nub_session::list::title(session);
    let _ = nub_session::export::to_markdown(session, &loaded.header);
    let _ = nub_session::export::to_jsonl(session, &loaded.header);
    let ids: Vec<&str> = session.nodes().iter().map(|n| n.id.0.as_str()).collect();
    let _ = nub_session::id::resolve("00", ids.iter().copied());
}

fuzz_target!(|data: &[u8]| {
    let path = Path::new("01JD0000000000000000000000.jsonl");
    let Some((&mode, rest)) = data.split_first() else { return };
    if mode & 1 == 0 {
        if let Ok(loaded) = load_bytes(path, rest) {
            exercise(&loaded);
        }
        return;
    }
    // A valid file cut at `cut`, then `appended`.
    let Some((cut, appended)) = rest.split_first_chunk::<2>() else { return };
    let cut = usize::from(u16::from_le_bytes(*cut)) % (VALID.len() + 1);
    let kept = &VALID[..cut];
    let complete = kept.iter().rposition(|&b| b == b'\n').map_or(0, |at| at + 1);
    let mut file = kept.to_vec();
    file.extend_from_slice(appended);

    let after = load_bytes(path, &file);
    if complete == 0 {
        // Not even the header was complete: nothing earlier to keep.
        if let Ok(after) = after {
            exercise(&after);
        }
        return;
    }
    let before = match load_bytes(path, &VALID[..complete]) {
        Ok(before) => before,
        Err(error) => panic!("the valid prefix does not load: {error}"),
    };
    let after = match after {
        Ok(after) => after,
        Err(StoreError::NewerVersion { .. }) => return,
        Err(error) => panic!("a valid file with bytes appended no longer opens: {error}"),
    };
    exercise(&after);
    assert_eq!(after.header, before.header, "the header changed");
    for node in before.session.nodes() {
        let Some(found) = after.session.node(&node.id) else {
            panic!("node {} was lost", node.id);
        };
        assert_eq!(
            (&found.parent, found.kind, &found.message, &found.replaces),
            (&node.parent, node.kind, &node.message, &node.replaces),
            "node {} changed",
            node.id
        );
    }
});
