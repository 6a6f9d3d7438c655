//! Small text helpers shared by the printer: escaping, identifier quoting and
//! allocation-free integer formatting.

use crate::apint::ApInt;

const HEX_UPPER: &[u8; 16] = b"0123456789ABCDEF";

/// Appends raw bytes that are known to be valid UTF-8 or are copied from an
/// identifier. Invalid UTF-8 never reaches here: callers escape first.
#[inline]
pub(crate) fn push_bytes_lossy(out: &mut String, bytes: &[u8]) {
    if bytes.is_ascii() {
        push_ascii(out, bytes);
        return;
    }
    match std::str::from_utf8(bytes) {
        Ok(s) => out.push_str(s),
        Err(_) => out.push_str(&String::from_utf8_lossy(bytes)),
    }
}

/// Escapes `s` as LLVM's `printEscapedString` does: backslash doubled,
/// printable ASCII other than `"` kept, everything else as `\XX`.
pub(crate) fn push_escaped(out: &mut String, s: &[u8]) {
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
fn push_ascii(out: &mut String, s: &[u8]) {
    debug_assert!(s.is_ascii());
    // SAFETY: callers pass ASCII only, which is valid UTF-8.
    unsafe { out.as_mut_vec().extend_from_slice(s) }
}

/// `"` + escaped + `"`.
pub(crate) fn push_quoted(out: &mut String, s: &[u8]) {
    out.push('"');
    push_escaped(out, s);
    out.push('"');
}

/// Uppercase hex of `data`.
pub(crate) fn push_hex(out: &mut String, data: &[u8]) {
    out.reserve(data.len() * 2);
    for &b in data {
        out.push(HEX_UPPER[(b >> 4) as usize] as char);
        out.push(HEX_UPPER[(b & 15) as usize] as char);
    }
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
pub(crate) fn push_keyword_or_string(out: &mut String, s: &[u8]) {
    if is_bare_identifier(s) {
        push_bytes_lossy(out, s);
    } else {
        push_quoted(out, s);
    }
}

/// `@name`, quoted when needed.
pub(crate) fn push_symbol_ref(out: &mut String, s: &[u8]) {
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
pub(crate) fn push_dialect_symbol(out: &mut String, prefix: char, dialect: &[u8], data: &[u8]) {
    out.push(prefix);
    push_bytes_lossy(out, dialect);
    if is_dialect_symbol_simple(data) {
        out.push('.');
        push_bytes_lossy(out, data);
    } else {
        out.push('<');
        push_bytes_lossy(out, data);
        out.push('>');
    }
}

#[inline]
pub(crate) fn push_u64(out: &mut String, mut v: u64) {
    let mut buf = [0u8; 20];
    let mut i = buf.len();
    loop {
        i -= 1;
        buf[i] = b'0' + (v % 10) as u8;
        v /= 10;
        if v == 0 {
            break;
        }
    }
    push_ascii(out, &buf[i..]);
}

#[inline]
pub(crate) fn push_i64(out: &mut String, v: i64) {
    if v < 0 {
        out.push('-');
    }
    push_u64(out, v.unsigned_abs());
}

/// Decimal text of an arbitrary-width integer read as signed or unsigned.
pub(crate) fn push_apint(out: &mut String, v: &ApInt, signed: bool) {
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
pub(crate) fn push_indent(out: &mut String, n: usize) {
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
        let mut s = String::new();
        push_quoted(&mut s, "\t\n\"\\é a".as_bytes());
        assert_eq!(s, r#""\09\0A\22\\\C3\A9 a""#);
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
        let mut s = String::new();
        push_apint(&mut s, &ApInt::from_i64(8, -1), true);
        s.push(' ');
        push_apint(&mut s, &ApInt::from_i64(8, -1), false);
        s.push(' ');
        push_i64(&mut s, i64::MIN);
        assert_eq!(s, "-1 255 -9223372036854775808");
    }
}
