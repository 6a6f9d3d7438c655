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

pub fn split_chunks<'a>(src: &'a [u8], marker: &str) -> Vec<Chunk<'a>> {
    let marker = marker.as_bytes();
    let mut chunks = Vec::new();
    let mut start = 0usize;
    let mut pos = 0usize;
    while !marker.is_empty() && pos + marker.len() <= src.len() {
        if src[pos..].starts_with(marker) {
            chunks.push(chunk_at(src, start, pos));
            pos += marker.len();
            start = pos;
        } else {
            pos += 1;
        }
    }
    chunks.push(chunk_at(src, start, src.len()));
    chunks
}

fn chunk_at(src: &[u8], start: usize, end: usize) -> Chunk<'_> {
    let before = &src[..start];
    let first_line = before.iter().filter(|&&b| b == b'\n').count();
    let line_start = before
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |i| i + 1);
    Chunk {
        text: &src[start..end],
        first_line,
        first_col: start - line_start,
    }
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
