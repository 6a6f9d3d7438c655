//! Lexer for MLIR's textual assembly format.
//!
//! This mirrors the behaviour of upstream MLIR's lexer (`mlir-opt` 22): the
//! same token kinds, the same token boundaries and the same diagnostics (text
//! and location) for malformed input.  The lexer works on raw bytes: the input
//! may contain invalid UTF-8 and NUL bytes.  As upstream, a NUL byte outside a
//! string or comment is skipped like whitespace, while the end of the buffer
//! produces [`TokenKind::Eof`].
//!
//! Errors are reported by returning a token of kind [`TokenKind::Error`] and
//! recording a [`ParseError`] (byte offset + message) in the lexer, see
//! [`Lexer::last_error`] and [`Lexer::errors`].

use std::fmt;

/// A diagnostic produced while lexing or parsing: a byte offset into the
/// source buffer and the exact upstream message text.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ParseError {
    /// Byte offset into the source buffer.
    pub offset: u32,
    /// The message, worded as upstream's.
    pub message: String,
}

impl ParseError {
    /// A diagnostic at byte `offset`.
    pub fn new(offset: u32, message: impl Into<String>) -> Self {
        ParseError {
            offset,
            message: message.into(),
        }
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.offset, self.message)
    }
}

impl std::error::Error for ParseError {}

macro_rules! define_keywords {
    ($($variant:ident => $spelling:literal,)*) => {
        /// The kind of a token, mirroring upstream's `TokenKinds.def`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum TokenKind {
            // Markers.
            /// End of the buffer (`eof`).
            Eof,
            /// A malformed token; its diagnostic is in [`Lexer::errors`].
            Error,
            /// Upstream's `code_complete` marker; never produced by this
            /// lexer, which has no code-completion mode.
            CodeComplete,

            // Identifiers.
            /// `foo`
            BareIdentifier,
            /// `@foo`, `@"foo"`
            AtIdentifier,
            /// `#foo`
            HashIdentifier,
            /// `%foo`
            PercentIdentifier,
            /// `^foo`
            CaretIdentifier,
            /// `!foo`
            ExclamationIdentifier,

            // Literals.
            /// `2.0`
            FloatLiteral,
            /// `42`, `0x2A`
            Integer,
            /// `"foo"`
            String,
            /// `i4`, `si8`, `ui16`
            IntType,

            // Punctuation.
            /// `->`
            Arrow,
            /// `@` (only as the start of an identifier; a lone `@` is an error)
            At,
            /// `:`
            Colon,
            /// `,`
            Comma,
            /// `...`
            Ellipsis,
            /// `=`
            Equal,
            /// `>`
            Greater,
            /// `{`
            LBrace,
            /// `(`
            LParen,
            /// `[`
            LSquare,
            /// `<`
            Less,
            /// `-`
            Minus,
            /// `+`
            Plus,
            /// `?`
            Question,
            /// `}`
            RBrace,
            /// `)`
            RParen,
            /// `]`
            RSquare,
            /// `/`
            Slash,
            /// `*`
            Star,
            /// `|`
            VerticalBar,
            /// `{-#`, opening the file metadata dictionary.
            FileMetadataBegin,
            /// `#-}`, closing the file metadata dictionary.
            FileMetadataEnd,

            // Keywords.
            $(#[doc = concat!("The keyword `", $spelling, "`.")] $variant,)*
        }

        /// All keyword kinds with their spelling, in `TokenKinds.def` order.
        pub const KEYWORDS: &[(TokenKind, &str)] = &[
            $((TokenKind::$variant, $spelling),)*
        ];

        impl TokenKind {
            /// Returns the keyword kind spelled `s`, if any.
            pub fn keyword_from_spelling(s: &[u8]) -> Option<TokenKind> {
                match s {
                    $(x if x == $spelling.as_bytes() => Some(TokenKind::$variant),)*
                    _ => None,
                }
            }

            /// True for the `kw_*` kinds.
            pub fn is_keyword(self) -> bool {
                matches!(self, $(TokenKind::$variant)|*)
            }

            /// The fixed spelling of a punctuation or keyword token kind
            /// (upstream's `Token::getTokenSpelling`); `None` for markers,
            /// identifiers and literals.
            pub fn fixed_spelling(self) -> Option<&'static str> {
                Some(match self {
                    TokenKind::Arrow => "->",
                    TokenKind::At => "@",
                    TokenKind::Colon => ":",
                    TokenKind::Comma => ",",
                    TokenKind::Ellipsis => "...",
                    TokenKind::Equal => "=",
                    TokenKind::Greater => ">",
                    TokenKind::LBrace => "{",
                    TokenKind::LParen => "(",
                    TokenKind::LSquare => "[",
                    TokenKind::Less => "<",
                    TokenKind::Minus => "-",
                    TokenKind::Plus => "+",
                    TokenKind::Question => "?",
                    TokenKind::RBrace => "}",
                    TokenKind::RParen => ")",
                    TokenKind::RSquare => "]",
                    TokenKind::Slash => "/",
                    TokenKind::Star => "*",
                    TokenKind::VerticalBar => "|",
                    TokenKind::FileMetadataBegin => "{-#",
                    TokenKind::FileMetadataEnd => "#-}",
                    $(TokenKind::$variant => $spelling,)*
                    _ => return None,
                })
            }
        }
    };
}

define_keywords! {
    KwAffineMap => "affine_map",
    KwAffineSet => "affine_set",
    KwArray => "array",
    KwAttributes => "attributes",
    KwBf16 => "bf16",
    KwCeildiv => "ceildiv",
    KwComplex => "complex",
    KwDense => "dense",
    KwDenseResource => "dense_resource",
    KwDistinct => "distinct",
    KwF16 => "f16",
    KwF32 => "f32",
    KwF64 => "f64",
    KwF80 => "f80",
    KwF8E5M2 => "f8E5M2",
    KwF8E4M3 => "f8E4M3",
    KwF8E4M3FN => "f8E4M3FN",
    KwF8E5M2FNUZ => "f8E5M2FNUZ",
    KwF8E4M3FNUZ => "f8E4M3FNUZ",
    KwF8E4M3B11FNUZ => "f8E4M3B11FNUZ",
    KwF8E3M4 => "f8E3M4",
    KwF4E2M1FN => "f4E2M1FN",
    KwF6E2M3FN => "f6E2M3FN",
    KwF6E3M2FN => "f6E3M2FN",
    KwF8E8M0FNU => "f8E8M0FNU",
    KwF128 => "f128",
    KwFalse => "false",
    KwFloordiv => "floordiv",
    KwFor => "for",
    KwFunc => "func",
    KwIndex => "index",
    KwLoc => "loc",
    KwMax => "max",
    KwMemref => "memref",
    KwMin => "min",
    KwMod => "mod",
    KwNone => "none",
    KwOffset => "offset",
    KwSize => "size",
    KwSparse => "sparse",
    KwStep => "step",
    KwStrided => "strided",
    KwSymbol => "symbol",
    KwTensor => "tensor",
    KwTf32 => "tf32",
    KwTo => "to",
    KwToken => "token",
    KwTrue => "true",
    KwTuple => "tuple",
    KwType => "type",
    KwUnit => "unit",
    KwVector => "vector",
}

/// A lexed token: its kind and its byte range `[start, end)` in the buffer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Token {
    /// What was lexed.
    pub kind: TokenKind,
    /// Byte offset of the first byte.
    pub start: u32,
    /// Byte offset one past the last byte.
    pub end: u32,
}

fn is_alpha(c: u8) -> bool {
    c.is_ascii_alphabetic()
}
/// The bytes after the first of a bare or `@` identifier.
fn is_bare_id_char(c: u8) -> bool {
    is_alpha(c) || is_digit(c) || c == b'_' || c == b'$' || c == b'.'
}
fn is_digit(c: u8) -> bool {
    c.is_ascii_digit()
}
fn is_xdigit(c: u8) -> bool {
    c.is_ascii_hexdigit()
}
/// `[$._-]`
fn is_punct(c: u8) -> bool {
    matches!(c, b'$' | b'.' | b'_' | b'-')
}
fn hex_value(c: u8) -> u8 {
    match c {
        b'0'..=b'9' => c - b'0',
        b'a'..=b'f' => c - b'a' + 10,
        b'A'..=b'F' => c - b'A' + 10,
        _ => 0,
    }
}

/// Parses `s` as an unsigned integer in `radix`, as LLVM's
/// `StringRef::getAsInteger` does (no sign, no empty string, no overflow).
fn parse_unsigned(s: &[u8], radix: u32) -> Option<u64> {
    if s.is_empty() {
        return None;
    }
    let mut result: u64 = 0;
    for &c in s {
        let d = (c as char).to_digit(radix)? as u64;
        result = result.checked_mul(radix as u64)?.checked_add(d)?;
    }
    Some(result)
}

/// Parses an integer literal spelling (`42`, `0x2A`) like upstream's
/// `Token::getUInt64IntegerValue`.
pub fn parse_integer_spelling(spelling: &[u8]) -> Option<u64> {
    let is_hex = spelling.len() > 1 && spelling[1] == b'x';
    if is_hex {
        // `getAsInteger` with radix 0 auto-detects the `0x` prefix.
        parse_unsigned(&spelling[2..], 16)
    } else {
        parse_unsigned(spelling, 10)
    }
}

impl Token {
    /// The raw bytes of the token.
    pub fn spelling<'b>(&self, buf: &'b [u8]) -> &'b [u8] {
        let len = buf.len() as u32;
        let s = self.start.min(len) as usize;
        let e = self.end.min(len) as usize;
        &buf[s..e.max(s)]
    }

    /// The token's spelling as (lossy) UTF-8 text.
    pub fn spelling_str<'b>(&self, buf: &'b [u8]) -> std::borrow::Cow<'b, str> {
        String::from_utf8_lossy(self.spelling(buf))
    }

    /// Whether the token is of `kind` (upstream's `Token::is`).
    pub fn is(&self, kind: TokenKind) -> bool {
        self.kind == kind
    }

    /// Whether the token is of any of `kinds` (upstream's `Token::isAny`).
    pub fn is_any(&self, kinds: &[TokenKind]) -> bool {
        kinds.contains(&self.kind)
    }

    /// True for the `kw_*` kinds.
    pub fn is_keyword(&self) -> bool {
        self.kind.is_keyword()
    }

    /// For an integer token, its value as a `u64` (`None` on overflow).
    pub fn uint_value(&self, buf: &[u8]) -> Option<u64> {
        parse_integer_spelling(self.spelling(buf))
    }

    /// For an integer token, its value as a `u32` (upstream's
    /// `getUnsignedIntegerValue`).
    pub fn unsigned_value(&self, buf: &[u8]) -> Option<u32> {
        self.uint_value(buf).and_then(|v| u32::try_from(v).ok())
    }

    /// For a float literal, its value as a double.  (Like LLVM's
    /// `getAsDouble`, which allows inexact results, overflow gives infinity.)
    pub fn float_value(&self, buf: &[u8]) -> Option<f64> {
        std::str::from_utf8(self.spelling(buf))
            .ok()?
            .parse::<f64>()
            .ok()
    }

    /// For an `inttype` token (`i32`, `si8`, `ui16`), its bit width.
    pub fn int_type_width(&self, buf: &[u8]) -> Option<u32> {
        let s = self.spelling(buf);
        let start = if s.first() == Some(&b'i') { 1 } else { 2 };
        let v = parse_unsigned(s.get(start..)?, 10)?;
        u32::try_from(v).ok()
    }

    /// For an `inttype` token: `None` for signless, `Some(true)` for `si`,
    /// `Some(false)` for `ui`.
    pub fn int_type_signedness(&self, buf: &[u8]) -> Option<bool> {
        match self.spelling(buf).first() {
            Some(b's') => Some(true),
            Some(b'u') => Some(false),
            _ => None,
        }
    }

    /// For a string token (or an `@"..."` identifier), the unescaped
    /// contents without the quotes.  Handles `\n`, `\t`, `\"`, `\\` and `\XX`
    /// (two hex digits).
    pub fn string_value(&self, buf: &[u8]) -> Vec<u8> {
        let mut bytes = self.spelling(buf);
        if self.kind == TokenKind::AtIdentifier {
            bytes = bytes.get(1..).unwrap_or(&[]);
        }
        // Drop the quotes.
        let bytes = if bytes.len() >= 2 {
            &bytes[1..bytes.len() - 1]
        } else {
            &[][..]
        };
        unescape_string(bytes)
    }

    /// For a string token whose contents are `0x` followed by an even number
    /// of hex digits, the decoded bytes (upstream's `getHexStringValue`).
    pub fn hex_string_value(&self, buf: &[u8]) -> Option<Vec<u8>> {
        let s = self.spelling(buf);
        if s.len() < 2 {
            return None;
        }
        let bytes = s[1..s.len() - 1].strip_prefix(b"0x")?;
        rmlir_ir::hex::decode(bytes)
    }

    /// For an `@` identifier, the referenced symbol name (unescaped when it
    /// is written as a string).
    pub fn symbol_reference(&self, buf: &[u8]) -> Vec<u8> {
        let s = self.spelling(buf);
        if s.get(1) == Some(&b'"') {
            self.string_value(buf)
        } else {
            s.get(1..).unwrap_or(&[]).to_vec()
        }
    }

    /// For a hash identifier like `#123`, the number (`None` for `#foo` or on
    /// overflow of `u32`).
    pub fn hash_identifier_number(&self, buf: &[u8]) -> Option<u32> {
        let v = parse_unsigned(self.spelling(buf).get(1..)?, 10)?;
        u32::try_from(v).ok()
    }
}

/// Unescapes the body of a (lexer-validated) string literal.
pub fn unescape_string(bytes: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        i += 1;
        if c != b'\\' {
            out.push(c);
            continue;
        }
        let Some(&c1) = bytes.get(i) else { break };
        i += 1;
        match c1 {
            b'"' | b'\\' => out.push(c1),
            b'n' => out.push(b'\n'),
            b't' => out.push(b'\t'),
            _ => {
                let c2 = bytes.get(i).copied().unwrap_or(b'0');
                i += 1;
                out.push((hex_value(c1) << 4) | hex_value(c2));
            }
        }
    }
    out
}

/// 1-based (line, column) of a byte offset, as `mlir-opt` reports it: lines
/// are separated by `\n`, the column counts bytes from the start of the line.
pub fn line_col(buf: &[u8], offset: u32) -> (u32, u32) {
    let off = (offset as usize).min(buf.len());
    let before = &buf[..off];
    let line = before.iter().filter(|&&c| c == b'\n').count() as u32 + 1;
    let line_start = before
        .iter()
        .rposition(|&c| c == b'\n')
        .map_or(0, |p| p + 1);
    (line, (off - line_start) as u32 + 1)
}

/// The location upstream's `Parser::emitError(message)` uses for an error
/// at the current token: the token start, or one byte before it at EOF.
pub fn error_offset_at(tok: &Token) -> u32 {
    if tok.kind == TokenKind::Eof {
        tok.start.saturating_sub(1)
    } else {
        tok.start
    }
}

/// The location upstream's `Parser::emitWrongTokenError` uses for an error
/// at the current token: if the token begins a line, the error is moved back
/// to the end of the previous non-blank line (before any `//` comment on it).
pub fn wrong_token_error_offset(buf: &[u8], tok: &Token) -> u32 {
    let original = error_offset_at(tok) as usize;
    let original = original.min(buf.len());
    let mut end = original; // `startOfBuffer` is buf[..end].
    loop {
        while end > 0 && (buf[end - 1] == b' ' || buf[end - 1] == b'\t') {
            end -= 1;
        }
        if end == 0 {
            return original as u32;
        }
        let last = buf[end - 1];
        if last != b'\n' && last != b'\r' {
            return end as u32;
        }
        // Drop the newline: emit at the end of the previous line.
        end -= 1;
        // Find the previous line (including its leading newline character).
        let prev_start = buf[..end]
            .iter()
            .rposition(|&c| c == b'\n' || c == b'\r')
            .unwrap_or(0);
        let prev_line = &buf[prev_start..end];
        if let Some(pos) = prev_line.windows(2).position(|w| w == b"//") {
            end = prev_start + pos;
        }
    }
}

/// MLIR's lexer.
#[derive(Clone, Debug)]
pub struct Lexer<'a> {
    buf: &'a [u8],
    pos: usize,
    errors: Vec<ParseError>,
}

impl<'a> Lexer<'a> {
    /// A lexer positioned at the start of `buf`.
    pub fn new(buf: &'a [u8]) -> Self {
        Lexer {
            buf,
            pos: 0,
            errors: Vec::new(),
        }
    }

    /// The buffer being lexed.
    pub fn buffer(&self) -> &'a [u8] {
        self.buf
    }

    /// The current byte offset (start of the next token, modulo whitespace).
    pub fn offset(&self) -> u32 {
        self.pos as u32
    }

    /// Moves the lexer to `offset`; the next `lex()` starts from there.
    pub fn reset_to(&mut self, offset: u32) {
        self.pos = (offset as usize).min(self.buf.len());
    }

    /// All errors reported so far, in order.
    pub fn errors(&self) -> &[ParseError] {
        &self.errors
    }

    /// The most recently reported error.
    pub fn last_error(&self) -> Option<&ParseError> {
        self.errors.last()
    }

    /// Forgets errors recorded after the first `len` ones (used when
    /// rewinding over a token that will be lexed again).
    pub fn truncate_errors(&mut self, len: usize) {
        self.errors.truncate(len);
    }

    /// Removes and returns all recorded errors.
    pub fn take_errors(&mut self) -> Vec<ParseError> {
        std::mem::take(&mut self.errors)
    }

    /// The byte at `i`, or 0 past the end (upstream buffers are
    /// NUL-terminated).
    fn at(&self, i: usize) -> u8 {
        self.buf.get(i).copied().unwrap_or(0)
    }

    fn cur(&self) -> u8 {
        self.at(self.pos)
    }

    fn skip_while(&mut self, pred: impl Fn(u8) -> bool) {
        while pred(self.cur()) {
            self.pos += 1;
        }
    }

    /// Consumes `s` if the input continues with it.
    fn eat(&mut self, s: &[u8]) -> bool {
        let found = self
            .buf
            .get(self.pos..)
            .is_some_and(|rest| rest.starts_with(s));
        if found {
            self.pos += s.len();
        }
        found
    }

    fn form(&self, kind: TokenKind, start: usize) -> Token {
        Token {
            kind,
            start: start as u32,
            end: self.pos.max(start) as u32,
        }
    }

    fn emit_error(&mut self, loc: usize, message: &str) -> Token {
        self.errors.push(ParseError::new(loc as u32, message));
        self.form(TokenKind::Error, loc)
    }

    /// Lexes the next token.
    pub fn lex(&mut self) -> Token {
        loop {
            let start = self.pos;
            if start >= self.buf.len() {
                // Stay at the end (never run past it).
                self.pos = self.buf.len();
                return Token {
                    kind: TokenKind::Eof,
                    start: self.pos as u32,
                    end: self.pos as u32,
                };
            }
            let c = self.buf[start];
            self.pos += 1;
            let kind = match c {
                b' ' | b'\t' | b'\n' | b'\r' => continue,
                // A NUL in the middle of the buffer is skipped.
                0 => continue,
                b'_' => return self.lex_bare_identifier_or_keyword(start),
                b':' => TokenKind::Colon,
                b',' => TokenKind::Comma,
                b'.' => return self.lex_ellipsis(start),
                b'(' => TokenKind::LParen,
                b')' => TokenKind::RParen,
                b'{' => {
                    if self.eat(b"-#") {
                        TokenKind::FileMetadataBegin
                    } else {
                        TokenKind::LBrace
                    }
                }
                b'}' => TokenKind::RBrace,
                b'[' => TokenKind::LSquare,
                b']' => TokenKind::RSquare,
                b'<' => TokenKind::Less,
                b'>' => TokenKind::Greater,
                b'=' => TokenKind::Equal,
                b'+' => TokenKind::Plus,
                b'*' => TokenKind::Star,
                b'-' => {
                    if self.eat(b">") {
                        TokenKind::Arrow
                    } else {
                        TokenKind::Minus
                    }
                }
                b'?' => TokenKind::Question,
                b'|' => TokenKind::VerticalBar,
                b'/' => {
                    if self.cur() == b'/' {
                        self.skip_comment();
                        continue;
                    }
                    TokenKind::Slash
                }
                b'@' => return self.lex_at_identifier(start),
                b'#' => {
                    if self.eat(b"-}") {
                        TokenKind::FileMetadataEnd
                    } else {
                        return self.lex_prefixed_identifier(start);
                    }
                }
                b'!' | b'^' | b'%' => return self.lex_prefixed_identifier(start),
                b'"' => return self.lex_string(start),
                b'0'..=b'9' => return self.lex_number(start),
                _ if is_alpha(c) => return self.lex_bare_identifier_or_keyword(start),
                _ => return self.emit_error(start, "unexpected character"),
            };
            return self.form(kind, start);
        }
    }

    /// `symbol-ref-id ::= '@' (bare-id | string-literal)`
    fn lex_at_identifier(&mut self, start: usize) -> Token {
        let c = self.cur();
        self.pos += 1;
        if c == b'"' {
            let tok = self.lex_string(self.pos);
            if tok.kind == TokenKind::Error {
                return tok;
            }
            return self.form(TokenKind::AtIdentifier, start);
        }
        if !is_alpha(c) && c != b'_' {
            let loc = self.pos - 1;
            let tok = self.emit_error(loc, "@ identifier expected to start with letter or '_'");
            self.pos = self.pos.min(self.buf.len());
            return tok;
        }
        self.skip_while(is_bare_id_char);
        self.form(TokenKind::AtIdentifier, start)
    }

    /// `bare-id ::= (letter|[_]) (letter|digit|[_$.])*`, keywords and
    /// `integer-type ::= [su]?i[1-9][0-9]*`.
    fn lex_bare_identifier_or_keyword(&mut self, start: usize) -> Token {
        self.skip_while(is_bare_id_char);
        let spelling = &self.buf[start..self.pos];
        let all_digits = |s: &[u8]| s.iter().all(|c| c.is_ascii_digit());
        let is_int_type = (spelling.len() > 1 && spelling[0] == b'i' && all_digits(&spelling[1..]))
            || (spelling.len() > 2
                && spelling[1] == b'i'
                && (spelling[0] == b's' || spelling[0] == b'u')
                && all_digits(&spelling[2..]));
        if is_int_type {
            return self.form(TokenKind::IntType, start);
        }
        let kind = TokenKind::keyword_from_spelling(spelling).unwrap_or(TokenKind::BareIdentifier);
        self.form(kind, start)
    }

    /// Skips a `//` comment up to (and including) the end of line.
    fn skip_comment(&mut self) {
        // Skip the second '/'.
        self.pos += 1;
        while self.pos < self.buf.len() {
            let c = self.buf[self.pos];
            self.pos += 1;
            if c == b'\n' || c == b'\r' {
                return;
            }
        }
    }

    /// `ellipsis ::= '...'`
    fn lex_ellipsis(&mut self, start: usize) -> Token {
        if !self.eat(b"..") {
            return self.emit_error(self.pos, "expected three consecutive dots for an ellipsis");
        }
        self.form(TokenKind::Ellipsis, start)
    }

    /// `integer-literal ::= digit+ | '0x' hex_digit+`
    /// `float-literal ::= [-+]?[0-9]+[.][0-9]*([eE][-+]?[0-9]+)?`
    fn lex_number(&mut self, start: usize) -> Token {
        if self.buf[start] == b'0' && self.cur() == b'x' {
            // `0xi32` is `0` followed by the identifier `xi32`.
            if !is_xdigit(self.at(self.pos + 1)) {
                return self.form(TokenKind::Integer, start);
            }
            self.pos += 2;
            self.skip_while(is_xdigit);
            return self.form(TokenKind::Integer, start);
        }
        self.skip_while(is_digit);
        if self.cur() != b'.' {
            return self.form(TokenKind::Integer, start);
        }
        self.pos += 1;
        self.skip_while(is_digit);
        if self.cur() == b'e' || self.cur() == b'E' {
            let c1 = self.at(self.pos + 1);
            if is_digit(c1) || ((c1 == b'-' || c1 == b'+') && is_digit(self.at(self.pos + 2))) {
                self.pos += 2;
                self.skip_while(is_digit);
            }
        }
        self.form(TokenKind::FloatLiteral, start)
    }

    /// `#`, `%`, `^`, `!` followed by
    /// `suffix-id ::= digit+ | (letter|id-punct) (letter|id-punct|digit)*`.
    fn lex_prefixed_identifier(&mut self, start: usize) -> Token {
        let (kind, error) = match self.buf[start] {
            b'#' => (TokenKind::HashIdentifier, "invalid attribute name"),
            b'%' => (TokenKind::PercentIdentifier, "invalid SSA name"),
            b'^' => (TokenKind::CaretIdentifier, "invalid block name"),
            _ => (TokenKind::ExclamationIdentifier, "invalid type identifier"),
        };
        let c = self.cur();
        if is_digit(c) {
            self.skip_while(is_digit);
        } else if is_alpha(c) || is_punct(c) {
            self.pos += 1;
            self.skip_while(|c| is_alpha(c) || is_digit(c) || is_punct(c));
        } else {
            return self.emit_error(self.pos - 1, error);
        }
        self.form(kind, start)
    }

    /// `string-literal ::= '"' [^"\n\f\v\r]* '"'` with escapes.
    fn lex_string(&mut self, start: usize) -> Token {
        loop {
            // Skip the plain bytes at once: a string may hold megabytes
            // (hex data), and only these bytes end or escape it. Block by
            // block, so the second search reads what the first brought
            // into the cache.
            while let Some(rest) = self.buf.get(self.pos..) {
                let block = &rest[..rest.len().min(STRING_SCAN_BLOCK)];
                let n = memchr::memchr3(b'"', b'\\', b'\n', block).unwrap_or(block.len());
                let m = memchr::memchr2(0x0B, 0x0C, &block[..n]).unwrap_or(n);
                self.pos += m;
                if m < STRING_SCAN_BLOCK {
                    break;
                }
            }
            if self.pos >= self.buf.len() {
                // End of buffer inside the string.
                self.pos = self.buf.len() + 1;
                let tok = self.emit_error(self.buf.len(), "expected '\"' in string literal");
                self.pos = self.buf.len();
                return Token {
                    end: tok.start,
                    ..tok
                };
            }
            let c = self.buf[self.pos];
            self.pos += 1;
            match c {
                b'"' => return self.form(TokenKind::String, start),
                b'\n' | 0x0B | 0x0C => {
                    return self.emit_error(self.pos - 1, "expected '\"' in string literal");
                }
                b'\\' => {
                    let n = self.cur();
                    if n == b'"' || n == b'\\' || n == b'n' || n == b't' {
                        self.pos += 1;
                    } else if is_xdigit(n) && is_xdigit(self.at(self.pos + 1)) {
                        self.pos += 2;
                    } else {
                        return self.emit_error(self.pos - 1, "unknown escape in string literal");
                    }
                }
                // NUL bytes and anything else (including invalid UTF-8) are
                // part of the string.
                _ => {}
            }
        }
    }
}

/// Bytes of a string searched at a time for its end (half the L1 cache).
const STRING_SCAN_BLOCK: usize = 16 << 10;

/// The opening bracket matching a closing one (`)`, `]`, `}` or `>`), for
/// the byte scanners that balance brackets without lexing.
pub(crate) fn opening_bracket(close: u8) -> u8 {
    match close {
        b')' => b'(',
        b']' => b'[',
        b'}' => b'{',
        _ => b'<',
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(src: &str) -> Vec<TokenKind> {
        let mut lx = Lexer::new(src.as_bytes());
        let mut out = Vec::new();
        loop {
            let t = lx.lex();
            out.push(t.kind);
            if t.kind == TokenKind::Eof {
                return out;
            }
        }
    }

    fn first_error(src: &[u8]) -> (u32, u32, String) {
        let mut lx = Lexer::new(src);
        loop {
            let t = lx.lex();
            if t.kind == TokenKind::Error {
                let e = lx.last_error().unwrap().clone();
                let (l, c) = line_col(src, e.offset);
                return (l, c, e.message);
            }
            assert_ne!(t.kind, TokenKind::Eof, "no error");
        }
    }

    #[test]
    fn punctuation_and_keywords() {
        use TokenKind::*;
        assert_eq!(
            kinds("-> - ... {-# #-} { } ( ) [ ] < > = + * ? | / : , // comment\n affine_map floordiv foo"),
            vec![
                Arrow, Minus, Ellipsis, FileMetadataBegin, FileMetadataEnd, LBrace, RBrace, LParen,
                RParen, LSquare, RSquare, Less, Greater, Equal, Plus, Star, Question, VerticalBar,
                Slash, Colon, Comma, KwAffineMap, KwFloordiv, BareIdentifier, Eof
            ]
        );
        assert_eq!(
            kinds("i32 si8 ui16 i s1 ui u8"),
            vec![
                IntType,
                IntType,
                IntType,
                BareIdentifier,
                BareIdentifier,
                BareIdentifier,
                BareIdentifier,
                Eof
            ]
        );
        assert_eq!(
            kinds("f8E8M0FNU token bf16"),
            vec![KwF8E8M0FNU, KwToken, KwBf16, Eof]
        );
        assert_eq!(
            kinds("@foo @\"a b\" #x %0 ^bb1 !t.y #-a"),
            vec![
                AtIdentifier,
                AtIdentifier,
                HashIdentifier,
                PercentIdentifier,
                CaretIdentifier,
                ExclamationIdentifier,
                HashIdentifier,
                Eof
            ]
        );
        assert_eq!(kinds("0xi32"), vec![Integer, BareIdentifier, Eof]);
        assert_eq!(
            kinds("1.5e+3 1. 2e5 0x1F 12"),
            vec![
                FloatLiteral,
                FloatLiteral,
                Integer,
                BareIdentifier,
                Integer,
                Integer,
                Eof
            ]
        );
        assert_eq!(kinds("a\0b"), vec![BareIdentifier, BareIdentifier, Eof]);
    }

    #[test]
    fn values() {
        let src = b"0x1F 18446744073709551615 18446744073709551616 \"a\\n\\t\\\"\\\\\\41\0\xff\" i64 si7 1.5e3 @\"x\\22\"";
        let mut lx = Lexer::new(src);
        let t = lx.lex();
        assert_eq!(t.uint_value(src), Some(31));
        assert_eq!(lx.lex().uint_value(src), Some(u64::MAX));
        assert_eq!(lx.lex().uint_value(src), None);
        let s = lx.lex();
        assert_eq!(s.kind, TokenKind::String);
        assert_eq!(s.string_value(src), b"a\n\t\"\\A\0\xff".to_vec());
        let t = lx.lex();
        assert_eq!(t.int_type_width(src), Some(64));
        let t = lx.lex();
        assert_eq!(t.int_type_width(src), Some(7));
        assert_eq!(t.int_type_signedness(src), Some(true));
        assert_eq!(lx.lex().float_value(src), Some(1500.0));
        let t = lx.lex();
        assert_eq!(t.kind, TokenKind::AtIdentifier);
        assert_eq!(t.symbol_reference(src), b"x\"".to_vec());
    }

    // Expected positions/messages obtained from mlir-opt 22 with the input
    // placed at column 12 of `"t"() {a = <input>} : () -> ()`.
    #[test]
    fn errors_match_upstream() {
        let cases: &[(&[u8], u32, &str)] = &[
            (b"$", 12, "unexpected character"),
            (b"'", 12, "unexpected character"),
            (b"\\", 12, "unexpected character"),
            (b"\xc3\xa9", 12, "unexpected character"),
            (b".", 13, "expected three consecutive dots for an ellipsis"),
            (b"..", 13, "expected three consecutive dots for an ellipsis"),
            (
                b"@1",
                13,
                "@ identifier expected to start with letter or '_'",
            ),
            (
                b"@",
                13,
                "@ identifier expected to start with letter or '_'",
            ),
            (b"#", 12, "invalid attribute name"),
            (b"%", 12, "invalid SSA name"),
            (b"!", 12, "invalid type identifier"),
            (b"^", 12, "invalid block name"),
            (b"\"abc", 28, "expected '\"' in string literal"),
            (b"\"a\\q\"", 14, "unknown escape in string literal"),
            (b"@\"abc", 29, "expected '\"' in string literal"),
            (b"\"ab\ncd\"", 15, "expected '\"' in string literal"),
        ];
        for (input, col, msg) in cases {
            let mut src = b"\"t\"() {a = ".to_vec();
            src.extend_from_slice(input);
            src.extend_from_slice(b"} : () -> ()\n");
            let mut lx = Lexer::new(&src);
            lx.reset_to(11);
            let err = loop {
                let t = lx.lex();
                if t.kind == TokenKind::Error {
                    break lx.last_error().unwrap().clone();
                }
                assert_ne!(t.kind, TokenKind::Eof);
            };
            assert_eq!(
                line_col(&src, err.offset),
                (1, *col),
                "{:?}",
                String::from_utf8_lossy(input)
            );
            assert_eq!(&err.message, msg);
        }
        assert_eq!(
            first_error(b"\"abc"),
            (1, 5, "expected '\"' in string literal".to_string())
        );
    }

    #[test]
    fn wrong_token_location() {
        let src = b"foo  // c\n\n   bar";
        let tok = Token {
            kind: TokenKind::BareIdentifier,
            start: 14,
            end: 17,
        };
        assert_eq!(wrong_token_error_offset(src, &tok), 3);
        let tok = Token {
            kind: TokenKind::BareIdentifier,
            start: 0,
            end: 3,
        };
        assert_eq!(wrong_token_error_offset(src, &tok), 0);
        assert_eq!(line_col(b"ab\ncd", 4), (2, 2));
    }
}
