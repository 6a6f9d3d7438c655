//! Hex strings of raw data (`dense<"0x...">`, resource blobs): decoded and
//! encoded with SIMD (`faster-hex`), large ones split over threads, so a
//! module of model weights reads and prints at memory speed.

/// Blobs of at least this many bytes of output are split over threads.
const PARALLEL_MIN_BYTES: usize = 4 << 20;

/// Bytes decoded at a time (the digits are a quarter of the L1 cache).
const BLOCK: usize = 8 << 10;

/// Runs `f` on matching pieces of `src` and `dst` (`src_per` bytes of
/// `src` become `dst_per` bytes of `dst`), on all cores when `dst` is
/// large. Returns whether every piece succeeded.
fn split(
    src: &[u8],
    dst: &mut [u8],
    src_per: usize,
    dst_per: usize,
    f: impl Fn(&[u8], &mut [u8]) -> bool + Sync,
) -> bool {
    let threads = if dst.len() < PARALLEL_MIN_BYTES {
        1
    } else {
        std::thread::available_parallelism().map_or(1, |n| n.get())
    };
    if threads == 1 {
        return f(src, dst);
    }
    // Pieces of whole units (`src_per` source bytes to `dst_per` output
    // bytes), one per thread, the caller's thread among them.
    let units = (dst.len() / dst_per).div_ceil(threads);
    let mut pieces = src
        .chunks(units * src_per)
        .zip(dst.chunks_mut(units * dst_per));
    let first = pieces.next();
    std::thread::scope(|s| {
        let helpers: Vec<_> = pieces.map(|(a, b)| s.spawn(|| f(a, b))).collect();
        let mine = first.is_none_or(|(a, b)| f(a, b));
        helpers
            .into_iter()
            .map(|h| h.join().unwrap_or_else(|e| std::panic::resume_unwind(e)))
            .fold(mine, |x, y| x && y)
    })
}

/// Decodes hex digits (either case) into bytes: `None` on an odd length
/// or a non-hex digit (upstream's `llvm::tryGetFromHex`).
pub fn decode(digits: &[u8]) -> Option<Vec<u8>> {
    if !digits.len().is_multiple_of(2) {
        return None;
    }
    // Zeroed pages come from the allocator as they are: no pass over them.
    let mut out = vec![0u8; digits.len() / 2];
    split(digits, &mut out, 2, 1, |a, b| {
        // Block by block: `hex_decode` checks all its input before it
        // decodes, and the second pass then reads from the cache.
        a.chunks(2 * BLOCK)
            .zip(b.chunks_mut(BLOCK))
            .all(|(a, b)| faster_hex::hex_decode(a, b).is_ok())
    })
    .then_some(out)
}

/// Appends `data` as uppercase hex digits (upstream's `llvm::toHex`).
pub fn encode_upper_into(data: &[u8], out: &mut Vec<u8>) {
    let start = out.len();
    out.resize(start + 2 * data.len(), 0);
    split(data, &mut out[start..], 1, 2, |a, b| {
        faster_hex::hex_encode_upper(a, b).is_ok()
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_every_byte_and_size() {
        let data: Vec<u8> = (0..(9u32 << 20))
            .map(|i| (i.wrapping_mul(2654435761) >> 13) as u8)
            .collect();
        for len in [0, 1, 15, 16, 17, 33, 1000, PARALLEL_MIN_BYTES, data.len()] {
            let mut text = b"x".to_vec();
            encode_upper_into(&data[..len], &mut text);
            let expected: Vec<u8> = data[..len]
                .iter()
                .flat_map(|b| format!("{b:02X}").into_bytes())
                .collect();
            assert_eq!(text[1..], expected[..], "{len}");
            assert_eq!(decode(&text[1..]).as_deref(), Some(&data[..len]), "{len}");
            assert_eq!(
                decode(&text[1..].to_ascii_lowercase()).as_deref(),
                Some(&data[..len])
            );
        }
    }

    #[test]
    fn rejects_bad_digits_anywhere() {
        assert_eq!(decode(b"0"), None);
        assert_eq!(decode(b"0g"), None);
        assert_eq!(decode(b"0x"), None);
        let mut big = vec![b'A'; 2 * PARALLEL_MIN_BYTES + 2];
        assert!(decode(&big).is_some());
        for at in [0, PARALLEL_MIN_BYTES + 1, big.len() - 1] {
            big[at] = b' ';
            assert_eq!(decode(&big), None, "{at}");
            big[at] = b'A';
        }
        big.pop();
        assert_eq!(decode(&big), None);
    }
}
