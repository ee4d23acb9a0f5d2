//! Network pieces can end anywhere: the events must not depend on where.

use super::fixtures;

/// A small deterministic generator; the test needs spread, not secrecy.
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, bound: usize) -> usize {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        ((self.0 >> 33) as usize) % bound.max(1)
    }
}

/// Whole-file decoding at every two-piece split is quadratic; files above
/// this size get every split point at once (one-byte pieces) and random
/// multi-splits instead.
const EVERY_OFFSET_LIMIT: usize = 24 * 1024;

#[test]
fn every_split_of_every_fixture_of_every_api_decodes_the_same() {
    let streams =
        fixtures::DIRS.iter().flat_map(|(dir, api)| fixtures::streams(dir).into_iter().map(move |s| (s, *api)));
    let mut rng = Lcg(0x006e_7562);
    for (stream, api) in streams {
        let bytes = std::fs::read(&stream).unwrap();
        let whole = fixtures::decode(api, &bytes);
        let name = stream.display();

        let one_byte_pieces = fixtures::decode_pieces(api, bytes.chunks(1));
        assert_eq!(one_byte_pieces, whole, "{name}: fed one byte at a time");

        if bytes.len() <= EVERY_OFFSET_LIMIT {
            for cut in 0..=bytes.len() {
                let (head, tail) = bytes.split_at(cut);
                assert_eq!(fixtures::decode_pieces(api, [head, tail]), whole, "{name}: split at byte {cut}");
            }
        }

        for _ in 0..64 {
            let mut cuts: Vec<usize> = (0..1 + rng.below(12)).map(|_| rng.below(bytes.len() + 1)).collect();
            cuts.sort_unstable();
            let mut pieces = Vec::new();
            let mut start = 0;
            for cut in cuts {
                pieces.push(&bytes[start..cut]);
                start = cut;
            }
            pieces.push(&bytes[start..]);
            assert_eq!(
                fixtures::decode_pieces(api, pieces.iter().copied()),
                whole,
                "{name}: split at {pieces:?}",
                pieces = pieces.iter().map(|p| p.len()).collect::<Vec<_>>()
            );
        }
    }
}
