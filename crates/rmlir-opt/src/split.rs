//! `--split-input-file`: cut the input at lines holding only the marker.

/// One chunk of the input: its text and the 0-based line it starts on in
/// the whole file, so diagnostics keep the file's line numbers as upstream.
pub struct Chunk<'a> {
    pub text: &'a [u8],
    pub first_line: usize,
}

/// Splits `src` at every line whose content, trimmed, is exactly `marker`.
/// The marker line itself belongs to neither chunk.
pub fn split_chunks<'a>(src: &'a [u8], marker: &str) -> Vec<Chunk<'a>> {
    let marker = marker.as_bytes();
    let mut chunks = Vec::new();
    let mut start = 0usize;
    let mut start_line = 0usize;
    let mut line = 0usize;
    let mut pos = 0usize;
    while pos < src.len() {
        let end = src[pos..]
            .iter()
            .position(|&b| b == b'\n')
            .map_or(src.len(), |i| pos + i);
        let content = trim(&src[pos..end]);
        if content == marker {
            chunks.push(Chunk {
                text: &src[start..pos],
                first_line: start_line,
            });
            start = (end + 1).min(src.len());
            start_line = line + 1;
        }
        pos = end + 1;
        line += 1;
    }
    chunks.push(Chunk {
        text: &src[start.min(src.len())..],
        first_line: start_line,
    });
    chunks
}

fn trim(s: &[u8]) -> &[u8] {
    let a = s
        .iter()
        .position(|b| !b.is_ascii_whitespace())
        .unwrap_or(s.len());
    let b = s
        .iter()
        .rposition(|b| !b.is_ascii_whitespace())
        .map_or(a, |i| i + 1);
    &s[a..b]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_on_marker_lines() {
        let src = b"a\n// -----\nb\nc\n  // -----  \nd";
        let c = split_chunks(src, "// -----");
        assert_eq!(c.len(), 3);
        assert_eq!(c[0].text, b"a\n");
        assert_eq!((c[1].text, c[1].first_line), (&b"b\nc\n"[..], 2));
        assert_eq!((c[2].text, c[2].first_line), (&b"d"[..], 5));
    }

    #[test]
    fn marker_inside_a_line_does_not_split() {
        let c = split_chunks(b"x // ----- y\n", "// -----");
        assert_eq!(c.len(), 1);
    }
}
