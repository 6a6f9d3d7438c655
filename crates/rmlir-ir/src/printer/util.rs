//! Small text helpers shared by the printer: the output buffer, escaping,
//! identifier quoting and allocation-free integer formatting.

use crate::apint::ApInt;

/// The printer's output: bytes, not `String`, because identifiers, string
/// payloads and the bodies of unknown dialect attributes may hold any
/// bytes, which upstream passes through unchanged.
#[derive(Default, Clone, Debug)]
pub struct OutBuf(Vec<u8>);

impl OutBuf {
    /// An empty buffer.
    pub fn new() -> Self {
        OutBuf(Vec::new())
    }
    /// An empty buffer with room for `n` bytes.
    pub fn with_capacity(n: usize) -> Self {
        OutBuf(Vec::with_capacity(n))
    }
    /// Appends text.
    #[inline(always)]
    pub fn push_str(&mut self, s: &str) {
        self.0.extend_from_slice(s.as_bytes());
    }
    /// Appends a character.
    #[inline(always)]
    pub fn push(&mut self, c: char) {
        if c.is_ascii() {
            self.0.push(c as u8);
        } else {
            let mut b = [0u8; 4];
            self.0.extend_from_slice(c.encode_utf8(&mut b).as_bytes());
        }
    }
    /// Appends bytes as they are.
    #[inline(always)]
    pub fn extend(&mut self, b: &[u8]) {
        self.0.extend_from_slice(b);
    }
    /// Length in bytes.
    #[inline(always)]
    pub fn len(&self) -> usize {
        self.0.len()
    }
    /// Whether nothing was written.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
    /// Forgets the contents.
    pub fn clear(&mut self) {
        self.0.clear();
    }
    /// Reserves room for `n` more bytes.
    pub fn reserve(&mut self, n: usize) {
        self.0.reserve(n);
    }
    /// The bytes written.
    pub fn as_bytes(&self) -> &[u8] {
        &self.0
    }
    /// The bytes written, as text (lossy: for diagnostics and tests).
    pub fn to_string_lossy(&self) -> String {
        // Printed text goes into messages: bytes that are not UTF-8 are kept.
        crate::diagnostics::message_text(&self.0).into_owned()
    }
}

const HEX_UPPER: &[u8; 16] = b"0123456789ABCDEF";

/// Appends raw bytes (identifiers, dialect data) as they are.
#[inline]
pub(crate) fn push_bytes(out: &mut OutBuf, bytes: &[u8]) {
    out.extend(bytes);
}

/// Escapes `s` as LLVM's `printEscapedString` does: backslash doubled,
/// printable ASCII other than `"` kept, everything else as `\XX`.
pub(crate) fn push_escaped(out: &mut OutBuf, s: &[u8]) {
    // Fast path: copy runs of plain characters in one go.
    let mut start = 0;
    for (i, &c) in s.iter().enumerate() {
        let plain = (0x20..0x7f).contains(&c) && c != b'"' && c != b'\\';
        if plain {
            continue;
        }
        if start < i {
            push_ascii(out, &s[start..i]);
        }
        if c == b'\\' {
            out.push_str("\\\\");
        } else {
            out.push('\\');
            out.push(HEX_UPPER[(c >> 4) as usize] as char);
            out.push(HEX_UPPER[(c & 15) as usize] as char);
        }
        start = i + 1;
    }
    if start < s.len() {
        push_ascii(out, &s[start..]);
    }
}

/// Appends bytes known to be ASCII.
#[inline]
fn push_ascii(out: &mut OutBuf, s: &[u8]) {
    out.extend(s);
}

/// `"` + escaped + `"`.
pub(crate) fn push_quoted(out: &mut OutBuf, s: &[u8]) {
    out.push('"');
    push_escaped(out, s);
    out.push('"');
}

/// Uppercase hex of `data`.
pub(crate) fn push_hex(out: &mut OutBuf, data: &[u8]) {
    crate::hex::encode_upper_into(data, &mut out.0);
}

/// Whether `name` can be printed without quotes (`isBareIdentifier`).
pub(crate) fn is_bare_identifier(name: &[u8]) -> bool {
    match name.first() {
        Some(&c) if c.is_ascii_alphabetic() || c == b'_' => {}
        _ => return false,
    }
    name[1..]
        .iter()
        .all(|&c| c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c == b'.')
}

/// A bare identifier, or a quoted escaped string.
pub(crate) fn push_keyword_or_string(out: &mut OutBuf, s: &[u8]) {
    if is_bare_identifier(s) {
        push_bytes(out, s);
    } else {
        push_quoted(out, s);
    }
}

/// `@name`, quoted when needed.
pub(crate) fn push_symbol_ref(out: &mut OutBuf, s: &[u8]) {
    if s.is_empty() {
        out.push_str("@<<INVALID EMPTY SYMBOL>>");
        return;
    }
    out.push('@');
    push_keyword_or_string(out, s);
}

/// Whether dialect symbol data can be printed as `dialect.data`: an
/// identifier optionally followed by a `<...>` body.
pub(crate) fn is_dialect_symbol_simple(sym: &[u8]) -> bool {
    match sym.first() {
        Some(c) if c.is_ascii_alphabetic() => {}
        _ => return false,
    }
    let rest_at = sym
        .iter()
        .position(|&c| !(c.is_ascii_alphanumeric() || c == b'.' || c == b'_'));
    match rest_at {
        None => true,
        Some(i) => sym[i] == b'<' && sym.last() == Some(&b'>'),
    }
}

/// `prefix dialect` then `.data` or `<data>`.
pub(crate) fn push_dialect_symbol(out: &mut OutBuf, prefix: char, dialect: &[u8], data: &[u8]) {
    out.push(prefix);
    push_bytes(out, dialect);
    if is_dialect_symbol_simple(data) {
        out.push('.');
        push_bytes(out, data);
    } else {
        out.push('<');
        push_bytes(out, data);
        out.push('>');
    }
}

/// `v` in decimal, written at the end of `buf` (room for any `u64`)
/// without allocating.
#[inline]
pub fn decimal_digits(buf: &mut [u8; 20], mut v: u64) -> &[u8] {
    let mut i = buf.len();
    loop {
        i -= 1;
        buf[i] = b'0' + (v % 10) as u8;
        v /= 10;
        if v == 0 {
            break;
        }
    }
    &buf[i..]
}

#[inline]
pub(crate) fn push_u64(out: &mut OutBuf, v: u64) {
    let mut buf = [0u8; 20];
    push_ascii(out, decimal_digits(&mut buf, v));
}

#[inline]
pub(crate) fn push_i64(out: &mut OutBuf, v: i64) {
    if v < 0 {
        out.push('-');
    }
    push_u64(out, v.unsigned_abs());
}

/// Decimal text of an arbitrary-width integer read as signed or unsigned.
pub(crate) fn push_apint(out: &mut OutBuf, v: &ApInt, signed: bool) {
    let w = v.width();
    if w <= 64 {
        let raw = v.limbs().first().copied().unwrap_or(0);
        if signed && w > 0 && v.sign_bit() {
            // Sign-extend to 64 bits.
            let shift = 64 - w;
            let s = ((raw << shift) as i64) >> shift;
            push_i64(out, s);
        } else {
            push_u64(out, raw);
        }
    } else {
        out.push_str(&v.to_string_radix10(signed));
    }
}

/// Spaces for indentation.
pub(crate) fn push_indent(out: &mut OutBuf, n: usize) {
    const SPACES: &str = "                                                                ";
    let mut n = n;
    while n > SPACES.len() {
        out.push_str(SPACES);
        n -= SPACES.len();
    }
    out.push_str(&SPACES[..n]);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escaping() {
        let mut s = OutBuf::new();
        push_quoted(&mut s, "\t\n\"\\é a".as_bytes());
        assert_eq!(s.to_string_lossy(), r#""\09\0A\22\\\C3\A9 a""#);
    }

    #[test]
    fn dialect_symbols() {
        assert!(is_dialect_symbol_simple(b"bar<1>"));
        assert!(is_dialect_symbol_simple(b"b.c_d"));
        assert!(!is_dialect_symbol_simple(b"\"x\""));
        assert!(!is_dialect_symbol_simple(b"a b"));
        assert!(!is_dialect_symbol_simple(b""));
    }

    #[test]
    fn ints() {
        let mut s = OutBuf::new();
        push_apint(&mut s, &ApInt::from_i64(8, -1), true);
        s.push(' ');
        push_apint(&mut s, &ApInt::from_i64(8, -1), false);
        s.push(' ');
        push_i64(&mut s, i64::MIN);
        assert_eq!(s.to_string_lossy(), "-1 255 -9223372036854775808");
    }
}

impl std::fmt::Write for OutBuf {
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        self.push_str(s);
        Ok(())
    }
}

#[cfg(test)]
mod decimal_tests {
    #[test]
    fn decimal_digits_match_display() {
        let mut buf = [0u8; 20];
        for v in [0, 1, 9, 10, 12345, u64::from(u32::MAX), i64::MIN.unsigned_abs(), u64::MAX] {
            assert_eq!(super::decimal_digits(&mut buf, v), v.to_string().as_bytes());
        }
    }
}
