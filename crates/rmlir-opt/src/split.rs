//! `--split-input-file`: cut the input at every occurrence of the marker.
//!
//! Like upstream, the marker is matched anywhere, not only on a line of its
//! own; the rest of the marker's line starts the next chunk.

/// One chunk of the input and where it starts in the whole file, so that
/// diagnostics keep the file's line and column numbers as upstream's do.
pub struct Chunk<'a> {
    pub text: &'a [u8],
    /// 0-based line of the chunk's first byte.
    pub first_line: usize,
    /// 0-based column of the chunk's first byte.
    pub first_col: usize,
}

/// Cuts `src` at every occurrence of `marker`. Linear in the input: the
/// position of each chunk is counted on from the previous one.
pub fn split_chunks<'a>(src: &'a [u8], marker: &str) -> Vec<Chunk<'a>> {
    let marker = marker.as_bytes();
    let mut chunks = Vec::new();
    let mut start = 0usize;
    // Lines before `counted`, and where the line holding `counted` starts.
    let (mut counted, mut lines, mut line_start) = (0usize, 0usize, 0usize);
    let mut chunk_at = |start: usize, end: usize| {
        let before = &src[counted..start];
        lines += memchr::memchr_iter(b'\n', before).count();
        if let Some(i) = memchr::memrchr(b'\n', before) {
            line_start = counted + i + 1;
        }
        counted = start;
        Chunk {
            text: &src[start..end],
            first_line: lines,
            first_col: start - line_start,
        }
    };
    if !marker.is_empty() {
        for pos in memchr::memmem::find_iter(src, marker) {
            // Occurrences overlapping the previous marker do not count.
            if pos < start {
                continue;
            }
            chunks.push(chunk_at(start, pos));
            start = pos + marker.len();
        }
    }
    chunks.push(chunk_at(start, src.len()));
    chunks
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_on_every_marker() {
        let src = b"a\n// -----\nb\nc\n  // -----  \nd";
        let c = split_chunks(src, "// -----");
        assert_eq!(c.len(), 3);
        assert_eq!(c[0].text, b"a\n");
        assert_eq!(
            (c[1].text, c[1].first_line, c[1].first_col),
            (&b"\nb\nc\n  "[..], 1, 8)
        );
        assert_eq!(
            (c[2].text, c[2].first_line, c[2].first_col),
            (&b"  \nd"[..], 4, 10)
        );
    }

    #[test]
    fn marker_inside_a_line_splits_too() {
        let c = split_chunks(b"x // ----- y\n", "// -----");
        assert_eq!(c.len(), 2);
        assert_eq!(c[1].text, b" y\n");
    }
}
