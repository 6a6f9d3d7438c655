//! Memoization of repeated type and attribute text.
//!
//! Real files repeat the same operation signatures and attribute
//! dictionaries thousands of times. The value of a type or attribute is
//! fully determined by its text (aliases are immutable once defined), so a
//! span that parsed once is looked up by its bytes instead of being parsed
//! and uniqued again. A cheap byte scan finds the span's end first; a span is
//! only remembered when the real parse ended exactly there, so a scan that
//! guesses wrong costs a cache miss, never a wrong result.

use rmlir_ir::{Attribute, NamedAttr, Type};
use rustc_hash::FxHashMap;

use crate::parser::{PResult, Parser};

#[derive(Default)]
pub struct Memo<'a> {
    types: FxHashMap<&'a [u8], Type>,
    attrs: FxHashMap<&'a [u8], Attribute>,
    dicts: FxHashMap<&'a [u8], Box<[NamedAttr]>>,
    /// Property dictionaries by their entries in parse order: ops of one
    /// kind mostly repeat the same properties, and a hit saves the sort,
    /// the boxed copy and the uniquing.
    props: FxHashMap<smallvec::SmallVec<[NamedAttr; 4]>, Attribute>,
}

/// Property lists longer than this are not remembered.
const MAX_PROPS: usize = 4;
/// How many property dictionaries a parser remembers at most.
const MAX_PROP_SETS: usize = 1 << 16;

impl Memo<'_> {
    /// The dictionary of `props` (in parse order), as
    /// `Context::dictionary_attr` makes it.
    pub fn props_dictionary(&mut self, ctx: &rmlir_ir::Context, props: &[NamedAttr]) -> Attribute {
        if props.len() > MAX_PROPS {
            return ctx.dictionary_attr(props.to_vec());
        }
        let key = smallvec::SmallVec::from_slice(props);
        if let Some(&a) = self.props.get(&key) {
            return a;
        }
        let a = ctx.dictionary_attr(props.to_vec());
        if self.props.len() >= MAX_PROP_SETS {
            self.props.clear();
        }
        self.props.insert(key, a);
        a
    }
}

/// Spans longer than this are not worth a hash of their bytes.
const MAX_SPAN: usize = 512;

/// The end (exclusive) of the bracketed group opening at `pos`, for the
/// brackets `( [ { <`. `None` when the group spans lines, holds a comment or
/// a location (whose aliases may be defined later), or does not balance.
fn scan_group(src: &[u8], pos: usize) -> Option<usize> {
    let mut stack: smallvec::SmallVec<[u8; 16]> = smallvec::SmallVec::new();
    let mut i = pos;
    let limit = src.len().min(pos + MAX_SPAN);
    while i < limit {
        let c = src[i];
        match c {
            b'(' | b'[' | b'{' | b'<' => stack.push(c),
            b')' | b']' | b'}' | b'>' => {
                if stack.pop() != Some(crate::lexer::opening_bracket(c)) {
                    return None;
                }
                if stack.is_empty() {
                    return Some(i + 1);
                }
            }
            b'-' if src.get(i + 1) == Some(&b'>') => i += 1,
            b'"' => {
                i += 1;
                while i < limit && src[i] != b'"' {
                    if src[i] == b'\\' {
                        i += 1;
                    }
                    if i < limit && src[i] == b'\n' {
                        return None;
                    }
                    i += 1;
                }
            }
            b'\n' | b'/' => return None,
            b'l' if src[i..].starts_with(b"loc(") => return None,
            _ => {}
        }
        i += 1;
    }
    None
}

fn skip_spaces(src: &[u8], mut i: usize) -> usize {
    while i < src.len() && (src[i] == b' ' || src[i] == b'\t') {
        i += 1;
    }
    i
}

/// Bytes that continue an identifier token (bare, `!`, `#` or `%` ones).
fn is_ident_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'_' | b'.' | b'$' | b'-')
}

/// End of a non-function type: a keyword or `!dialect` name with optional
/// `<...>` body.
fn scan_simple_type(src: &[u8], pos: usize) -> Option<usize> {
    let mut i = pos;
    while i < src.len() && (is_ident_char(src[i]) || src[i] == b'!') {
        i += 1;
    }
    if i == pos {
        return None;
    }
    if src.get(i) == Some(&b'<') {
        i = scan_group(src, i)?;
    }
    Some(i)
}

/// End of a type starting at `pos`: `(..) -> result` or a simple type.
fn scan_type(src: &[u8], pos: usize) -> Option<usize> {
    if src.get(pos) != Some(&b'(') {
        return scan_simple_type(src, pos);
    }
    let mut i = scan_group(src, pos)?;
    i = skip_spaces(src, i);
    if !src[i..].starts_with(b"->") {
        return None;
    }
    i = skip_spaces(src, i + 2);
    if src.get(i) == Some(&b'(') {
        scan_group(src, i)
    } else {
        scan_simple_type(src, i)
    }
}

impl<'a> Parser<'a> {
    /// Moves the lexer to `end`, as if the tokens up to it were consumed.
    fn skip_to(&mut self, end: usize) {
        self.prev_end = end as u32;
        self.lex.reset_to(end as u32);
        self.tok = self.lex.lex();
    }

    /// `parse_type`, memoized on the type's text.
    pub fn parse_type_memo(&mut self) -> PResult<Type> {
        let start = self.tok.start as usize;
        let Some(end) = scan_type(self.src, start) else {
            return self.parse_type();
        };
        // A memo hit must mean the same parse: the text after the span must
        // not continue its last token (`!foo.a` of `!foo.a-b`).
        if end < self.src.len() && is_ident_char(self.src[end]) && is_ident_char(self.src[end - 1])
        {
            return self.parse_type();
        }
        let key = &self.src[start..end];
        if let Some(&t) = self.memo.types.get(key) {
            self.skip_to(end);
            return Ok(t);
        }
        let t = self.parse_type()?;
        if self.prev_end as usize == end {
            self.memo.types.insert(key, t);
        }
        Ok(t)
    }

    /// `parse_attribute(None)` of a bracketed attribute, memoized on its text.
    pub fn parse_attribute_memo(&mut self) -> PResult<Attribute> {
        let start = self.tok.start as usize;
        // Only `{...}` and `[...]` end where their brackets close; other
        // attributes may go on (`#foo<a> : i32`).
        if !matches!(self.src.get(start), Some(b'{' | b'[')) {
            return self.parse_attribute(None);
        }
        let Some(end) = scan_group(self.src, start) else {
            return self.parse_attribute(None);
        };
        let key = &self.src[start..end];
        if let Some(&a) = self.memo.attrs.get(key) {
            self.skip_to(end);
            return Ok(a);
        }
        let a = self.parse_attribute(None)?;
        if self.prev_end as usize == end {
            self.memo.attrs.insert(key, a);
        }
        Ok(a)
    }

    /// `parse_attribute_dict`, memoized on its text.
    pub fn parse_attribute_dict_memo(&mut self) -> PResult<Vec<NamedAttr>> {
        let start = self.tok.start as usize;
        let Some(end) = scan_group(self.src, start) else {
            return self.parse_attribute_dict();
        };
        let key = &self.src[start..end];
        if let Some(d) = self.memo.dicts.get(key) {
            let v = d.to_vec();
            self.skip_to(end);
            return Ok(v);
        }
        let d = self.parse_attribute_dict()?;
        if self.prev_end as usize == end {
            self.memo.dicts.insert(key, d.clone().into_boxed_slice());
        }
        Ok(d)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scans() {
        let s = b"(i32, tensor<4x?xf32>) -> i32 loc(x)";
        assert_eq!(scan_type(s, 0), Some(29));
        assert_eq!(scan_type(b"() -> !foo.a-b x", 0), Some(14));
        let s = b"((i32) -> i1, f32) -> (i32, !t.x<\"a>b\">)\n";
        assert_eq!(scan_type(s, 0), Some(s.len() - 1));
        let s = b"{a = [1, 2], b = \"}\"} : ";
        assert_eq!(scan_group(s, 0), Some(21));
        assert_eq!(scan_group(b"{a = loc(\"x\")}", 0), None);
        assert_eq!(scan_group(b"{a = 1,\n b = 2}", 0), None);
        assert_eq!(scan_group(b"{a = (1]}", 0), None);
    }
}
