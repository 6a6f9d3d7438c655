//! The parser core: token stream, diagnostics, shared symbol state and the
//! generic helpers (comma-separated lists, optional integers, keywords).

use rustc_hash::FxHashMap;
use smallvec::SmallVec;

use rmlir_ir::body::{BlockId, BodyId, OpId, Value};
use rmlir_ir::{Attribute, Context, Ident, Ir, Location};

use crate::lexer::{error_offset_at, wrong_token_error_offset, Lexer, Token, TokenKind};
use crate::{FileMetadata, ParseOptions, ParsedSource};

pub use rmlir_ir::asm::AsmDiag as Diag;

/// The offset of a diagnostic about the whole buffer (reported at 0:0).
pub const WHOLE_BUFFER: u32 = u32::MAX;

pub type PResult<T> = Result<T, Box<Diag>>;

/// Delimiters for [`Parser::comma_list`], as upstream's `Delimiter`.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Delim {
    None,
    Paren,
    OptionalParen,
    /// Kept with the rest of upstream's set for the custom op parsers to come.
    #[allow(dead_code)]
    LessGreater,
    OptionalLessGreater,
    Square,
    OptionalSquare,
    Braces,
    OptionalBraces,
}

/// One defined (or forward-referenced) value of a name.
#[derive(Copy, Clone, Default)]
pub struct ValEntry {
    pub value: Option<(BodyId, Value)>,
    pub loc: u32,
}

/// Upstream's `IsolatedSSANameScope`.
#[derive(Default)]
pub struct IsolatedScope<'a> {
    pub values: ValueTable<'a>,
    pub defs_per_scope: Vec<Vec<&'a [u8]>>,
}

/// SSA names in scope, with the entries of each result number.
///
/// Printed IR names almost every value `%<number>`; those are kept in a
/// vector indexed by the number, so the common lookup hashes nothing. Other
/// names, and numbers far beyond what has been seen (which would make the
/// vector sparse), live in a map. A numeric name that went to the map moves
/// to the vector when the vector grows to cover it and the name is used.
#[derive(Default)]
pub struct ValueTable<'a> {
    numbered: Vec<SmallVec<[ValEntry; 1]>>,
    named: FxHashMap<&'a [u8], SmallVec<[ValEntry; 1]>>,
    /// How many keys of `named` are numeric.
    named_numbers: usize,
}

/// Slack allowed past the end of the numbered vector: small, because each
/// nested isolated region has its own table.
const NUMBERED_SLACK: usize = 256;

/// `N` of a canonical decimal `%N` name (with or without the `%`).
fn number_of(name: &[u8]) -> Option<usize> {
    let digits = name.strip_prefix(b"%").unwrap_or(name);
    if digits.is_empty() || digits.len() > 9 || (digits[0] == b'0' && digits.len() > 1) {
        return None;
    }
    digits.iter().try_fold(0usize, |n, &d| {
        d.is_ascii_digit().then(|| n * 10 + (d - b'0') as usize)
    })
}

impl<'a> ValueTable<'a> {
    pub fn reserve(&mut self, n: usize) {
        self.numbered.reserve(n);
    }

    /// The entries of `name`, created empty if absent.
    pub fn entry(&mut self, name: &'a [u8]) -> &mut SmallVec<[ValEntry; 1]> {
        let Some(n) = number_of(name) else {
            return self.named.entry(name).or_default();
        };
        if n >= self.numbered.len() && n > self.numbered.len() * 2 + NUMBERED_SLACK {
            if !self.named.contains_key(name) {
                self.named_numbers += 1;
            }
            return self.named.entry(name).or_default();
        }
        if self.numbered.len() <= n {
            self.numbered.resize_with(n + 1, SmallVec::new);
        }
        if self.numbered[n].is_empty() && self.named_numbers > 0 {
            if let Some(e) = self.named.remove(name) {
                self.named_numbers -= 1;
                self.numbered[n] = e;
            }
        }
        &mut self.numbered[n]
    }

    pub fn get(&self, name: &[u8]) -> Option<&SmallVec<[ValEntry; 1]>> {
        if let Some(n) = number_of(name) {
            if let Some(e) = self.numbered.get(n).filter(|e| !e.is_empty()) {
                return Some(e);
            }
        }
        self.named.get(name)
    }

    pub fn remove(&mut self, name: &[u8]) {
        let numeric = number_of(name);
        if let Some(e) = numeric.and_then(|n| self.numbered.get_mut(n)) {
            e.clear();
        }
        if self.named.remove(name).is_some() && numeric.is_some() {
            self.named_numbers -= 1;
        }
    }
}

#[cfg(test)]
mod value_table_tests {
    use super::*;

    fn e(loc: u32) -> ValEntry {
        ValEntry { value: None, loc }
    }

    #[test]
    fn numeric_and_named_names_stay_consistent() {
        let mut t = ValueTable::default();
        t.entry(b"x").push(e(1));
        t.entry(b"0").push(e(2));
        // Far past the end: goes to the map first...
        t.entry(b"100000").push(e(3));
        assert_eq!(t.get(b"100000").unwrap()[0].loc, 3);
        // ...and moves to the vector once the vector covers it.
        for i in 1..100_000u32 {
            t.entry(Box::leak(i.to_string().into_bytes().into_boxed_slice()))
                .push(e(i));
        }
        assert_eq!(t.entry(b"100000")[0].loc, 3);
        assert_eq!(t.named_numbers, 0);
        assert!(t.get(b"00").is_none() && t.get(b"x").is_some());
        t.remove(b"100000");
        t.remove(b"x");
        assert!(t.get(b"100000").is_none() && t.get(b"x").is_none());
        assert_eq!(t.get(b"7").unwrap()[0].loc, 7);
    }
}

#[derive(Default)]
pub struct BlockScope<'a> {
    /// name -> (block, loc of definition or first use).
    pub by_name: FxHashMap<&'a [u8], (Option<BlockId>, u32)>,
    /// Forward-referenced blocks not defined yet, with the first use.
    pub fwd: FxHashMap<BlockId, u32>,
}

/// What a deferred `loc(#alias)` applies to.
#[derive(Copy, Clone)]
pub enum LocTarget {
    Op(BodyId, OpId),
    Arg(BodyId, Value),
}

pub struct DeferredLoc<'a> {
    pub target: LocTarget,
    pub offset: u32,
    pub name: &'a [u8],
}

/// Where a forward-referenced value was first used: the use's offset and
/// the start offset and name of the op using it.
pub type ForwardRef = (u32, Option<(u32, Ident)>);

pub struct Parser<'a> {
    pub ctx: &'a Context,
    pub src: &'a [u8],
    pub lex: Lexer<'a>,
    pub tok: Token,
    /// End offset of the previously consumed token.
    pub prev_end: u32,

    // Symbol state.
    /// Shared with the regions handed to other threads (copied on write).
    pub type_aliases: crate::parallel::TypeAliases<'a>,
    pub attr_aliases: crate::parallel::AttrAliases<'a>,
    pub distinct: FxHashMap<u64, Attribute>,
    pub metadata: FileMetadata,
    /// Resource names referenced by `dense_resource<...>`.
    pub ident_cache: FxHashMap<&'a [u8], Ident>,
    pub memo: crate::memo::Memo<'a>,

    // Locations.
    pub filename: Ident,
    /// [`crate::ParseOptions::no_implicit_module`].
    pub no_implicit_module: bool,
    pub(crate) line_cursor: (u32, u32, u32), // (offset, line, line start)
    /// [`crate::ParseOptions::origin`].
    pub(crate) origin: crate::Origin,

    // Operation state.
    pub ir: Ir,
    pub cur_body: BodyId,
    pub isolated_scopes: Vec<IsolatedScope<'a>>,
    pub block_scopes: Vec<BlockScope<'a>>,
    /// Forward-reference placeholders: first use offset and the using op.
    pub fwd_placeholders: FxHashMap<(BodyId, Value), ForwardRef>,
    pub deferred_locs: Vec<DeferredLoc<'a>>,
    pub default_dialect: Vec<&'static str>,
    /// First violation of region isolation (reported by upstream's verifier
    /// after a successful parse).
    pub isolation_error: Option<Box<Diag>>,
    /// Body and region of the top-level block.
    pub top_body: BodyId,
    pub top_block: Option<BlockId>,
    pub placeholder_name: Ident,
    pub empty_dict_attr: Attribute,
    pub unknown_loc: Location,
    /// Start offset and name of the op whose operands are being resolved.
    pub cur_op: Option<(u32, Ident)>,
    /// Workers parsing regions of isolated ops, when parsing in parallel.
    pub(crate) pool: Option<crate::parallel::Pool<'a>>,
    /// This parser parses a region handed off by another.
    pub(crate) worker: bool,
    /// Some region was handed to another thread.
    pub(crate) parallel_used: bool,
    /// Regions parsed on other threads and adopted.
    pub(crate) parallel_regions: usize,
    /// Chunks of large blocks parsed on other threads and joined.
    pub(crate) parallel_chunks: usize,
    /// Names of registered ops by definition, interned once.
    pub(crate) op_name_idents: FxHashMap<usize, Ident>,
    /// Blocks starting before this offset, less a chunk, may be parsed in
    /// chunks: anywhere for the parser of a whole buffer in parallel.
    pub(crate) chunkable_until: u32,
    /// What a parser of a chunk of a block keeps for joining it.
    pub(crate) chunk_names: Option<ChunkNames<'a>>,
    /// Block arguments of a chunk's parse that take the location of a
    /// value of an earlier chunk (body, argument, stand-in): set on join.
    pub(crate) arg_loc_fixups: Vec<(BodyId, Value, Value)>,
    pub(crate) chunk: crate::parallel::ChunkState,
}

/// The names a chunk of a block uses without defining them, and those its
/// nested regions defined (see `parallel`).
#[derive(Default)]
pub(crate) struct ChunkNames<'a> {
    pub forward: Vec<(&'a [u8], u32)>,
    pub scoped: Vec<&'a [u8]>,
}

impl<'a> Parser<'a> {
    pub fn new(ctx: &'a Context, src: &'a [u8], opts: &ParseOptions) -> Self {
        let mut lex = Lexer::new(src);
        let tok = lex.lex();
        let filename = ctx.ident(opts.filename.as_bytes());
        Parser {
            ctx,
            src,
            lex,
            tok,
            prev_end: 0,
            type_aliases: Default::default(),
            attr_aliases: Default::default(),
            distinct: FxHashMap::default(),
            metadata: FileMetadata::default(),
            ident_cache: FxHashMap::default(),
            memo: Default::default(),
            filename,
            no_implicit_module: opts.no_implicit_module,
            line_cursor: (0, 1, 0),
            origin: opts.origin,
            ir: Ir::new(),
            cur_body: rmlir_ir::ir::root_body_id(),
            isolated_scopes: Vec::new(),
            block_scopes: Vec::new(),
            fwd_placeholders: FxHashMap::default(),
            deferred_locs: Vec::new(),
            default_dialect: vec!["builtin"],
            isolation_error: None,
            top_body: rmlir_ir::ir::root_body_id(),
            top_block: None,
            placeholder_name: ctx.ident("builtin.unrealized_conversion_cast"),
            empty_dict_attr: ctx.empty_dictionary(),
            unknown_loc: ctx.unknown_loc(),
            cur_op: None,
            pool: None,
            worker: false,
            parallel_used: false,
            parallel_regions: 0,
            parallel_chunks: 0,
            op_name_idents: FxHashMap::default(),
            chunkable_until: 0,
            chunk_names: None,
            arg_loc_fixups: Vec::new(),
            chunk: crate::parallel::ChunkState::new(opts),
        }
    }

    pub fn finish(self) -> ParsedSource {
        ParsedSource {
            ir: self.ir,
            metadata: self.metadata,
            parallel_regions: self.parallel_regions,
            parallel_chunks: self.parallel_chunks,
        }
    }

    // ----- tokens -----

    #[inline]
    pub fn consume(&mut self) {
        self.prev_end = self.tok.end;
        self.tok = self.lex.lex();
    }

    #[inline]
    pub fn is(&self, k: TokenKind) -> bool {
        self.tok.kind == k
    }

    #[inline]
    pub fn consume_if(&mut self, k: TokenKind) -> bool {
        if self.tok.kind == k {
            self.consume();
            true
        } else {
            false
        }
    }

    #[inline]
    pub fn spelling(&self) -> &'a [u8] {
        self.tok.spelling(self.src)
    }

    /// Re-lexes from `offset` (upstream's `resetToken`).
    pub fn reset_to(&mut self, offset: u32) {
        self.lex.reset_to(offset);
        self.tok = self.lex.lex();
    }

    /// Bare identifiers, integer types and keywords.
    pub fn is_keyword_like(&self) -> bool {
        matches!(
            self.tok.kind,
            TokenKind::BareIdentifier | TokenKind::IntType
        ) || self.tok.kind.is_keyword()
    }

    pub fn intern(&mut self, bytes: &'a [u8]) -> Ident {
        if let Some(&i) = self.ident_cache.get(bytes) {
            return i;
        }
        let i = self.ctx.ident(bytes);
        self.ident_cache.insert(bytes, i);
        i
    }

    /// Interns a (possibly borrowed) byte string, caching borrowed ones.
    pub fn intern_cow(&mut self, v: std::borrow::Cow<'a, [u8]>) -> Ident {
        match v {
            std::borrow::Cow::Borrowed(b) => self.intern(b),
            std::borrow::Cow::Owned(o) => self.ctx.ident(o),
        }
    }

    /// String token value without allocating when it has no escapes.
    pub fn string_value(&self, tok: Token) -> std::borrow::Cow<'a, [u8]> {
        let s = tok.spelling(self.src);
        let body = if s.len() >= 2 {
            &s[1..s.len() - 1]
        } else {
            &[][..]
        };
        if body.contains(&b'\\') {
            std::borrow::Cow::Owned(crate::lexer::unescape_string(body))
        } else {
            std::borrow::Cow::Borrowed(body)
        }
    }

    // ----- diagnostics -----

    /// An error at `offset`; replaced by the lexer's error if the current
    /// token is an error token (upstream abandons such diagnostics).
    pub fn err_at(&self, offset: u32, msg: impl Into<String>) -> Box<Diag> {
        if self.tok.kind == TokenKind::Error {
            if let Some(e) = self.lex.last_error() {
                return Diag::new(e.offset, e.message.clone());
            }
        }
        Diag::new(offset, msg.into())
    }

    /// The same error at each of `offsets`, in source order, as upstream
    /// reports every undefined value or block at the end of a scope.
    pub fn err_at_each(&self, mut offsets: Vec<u32>, msg: &str) -> Box<Diag> {
        offsets.sort_unstable();
        offsets.dedup();
        let mut d = self.err_at(offsets[0], msg);
        d.also = offsets[1..].iter().map(|&o| (o, msg.to_string())).collect();
        d
    }

    pub fn err(&self, msg: impl Into<String>) -> Box<Diag> {
        self.err_at(error_offset_at(&self.tok), msg)
    }

    pub fn err_wrong(&self, msg: impl Into<String>) -> Box<Diag> {
        self.err_at(wrong_token_error_offset(self.src, &self.tok), msg)
    }

    pub fn expect(&mut self, k: TokenKind, msg: &str) -> PResult<()> {
        if self.consume_if(k) {
            Ok(())
        } else {
            Err(self.err_wrong(msg))
        }
    }

    // ----- lists -----

    pub fn comma_list(
        &mut self,
        delim: Delim,
        ctx_msg: &str,
        mut f: impl FnMut(&mut Self) -> PResult<()>,
    ) -> PResult<()> {
        use TokenKind as K;
        let close = match delim {
            Delim::None => None,
            Delim::OptionalParen | Delim::Paren => {
                if delim == Delim::OptionalParen && !self.is(K::LParen) {
                    return Ok(());
                }
                if !self.consume_if(K::LParen) {
                    return Err(self.err_wrong(format!("expected '('{ctx_msg}")));
                }
                if self.consume_if(K::RParen) {
                    return Ok(());
                }
                Some((K::RParen, ')'))
            }
            Delim::OptionalLessGreater | Delim::LessGreater => {
                if delim == Delim::OptionalLessGreater && !self.is(K::Less) {
                    return Ok(());
                }
                // Upstream returns success (!) when '<' is missing.
                if !self.consume_if(K::Less) {
                    return Err(self.err_wrong(format!("expected '<'{ctx_msg}")));
                }
                if self.consume_if(K::Greater) {
                    return Ok(());
                }
                Some((K::Greater, '>'))
            }
            Delim::OptionalSquare | Delim::Square => {
                if delim == Delim::OptionalSquare && !self.is(K::LSquare) {
                    return Ok(());
                }
                if !self.consume_if(K::LSquare) {
                    return Err(self.err_wrong(format!("expected '['{ctx_msg}")));
                }
                if self.consume_if(K::RSquare) {
                    return Ok(());
                }
                Some((K::RSquare, ']'))
            }
            Delim::OptionalBraces | Delim::Braces => {
                if delim == Delim::OptionalBraces && !self.is(K::LBrace) {
                    return Ok(());
                }
                if !self.consume_if(K::LBrace) {
                    return Err(self.err_wrong(format!("expected '{{'{ctx_msg}")));
                }
                if self.consume_if(K::RBrace) {
                    return Ok(());
                }
                Some((K::RBrace, '}'))
            }
        };
        f(self)?;
        while self.consume_if(K::Comma) {
            f(self)?;
        }
        if let Some((k, c)) = close {
            if !self.consume_if(k) {
                return Err(self.err_wrong(format!("expected '{c}'{ctx_msg}")));
            }
        }
        Ok(())
    }

    /// `parseCommaSeparatedListUntil`.
    pub fn comma_list_until(
        &mut self,
        right: TokenKind,
        allow_empty: bool,
        mut f: impl FnMut(&mut Self) -> PResult<()>,
    ) -> PResult<()> {
        if self.is(right) {
            if !allow_empty {
                return Err(self.err_wrong("expected list element"));
            }
            self.consume();
            return Ok(());
        }
        f(self)?;
        while self.consume_if(TokenKind::Comma) {
            f(self)?;
        }
        if self.consume_if(right) {
            return Ok(());
        }
        let sp = right.fixed_spelling().unwrap_or("");
        Err(self.err_wrong(format!("expected ',' or '{sp}'")))
    }

    // ----- locations -----

    /// (line, col) of an offset; fast for increasing offsets.
    pub fn line_col(&mut self, offset: u32) -> (u32, u32) {
        let off = offset.min(self.src.len() as u32);
        let (pos, mut line, mut line_start) = self.line_cursor;
        // Both directions cost the distance from the cursor: locations
        // are asked for mostly in order, but region entry arguments (and
        // regions parsed on other threads) look back a little.
        if off >= pos {
            let bytes = &self.src[pos as usize..off as usize];
            // Mostly the distance from one op to the next: a line or two,
            // where one plain pass beats setting up two vector searches.
            if bytes.len() <= 128 {
                let (n, last) = newlines_short(bytes);
                line += n;
                if let Some(i) = last {
                    line_start = pos + i as u32 + 1;
                }
            } else {
                line += memchr::memchr_iter(b'\n', bytes).count() as u32;
                if let Some(i) = memchr::memrchr(b'\n', bytes) {
                    line_start = pos + i as u32 + 1;
                }
            }
        } else {
            let bytes = &self.src[off as usize..pos as usize];
            line -= memchr::memchr_iter(b'\n', bytes).count() as u32;
            line_start =
                memchr::memrchr(b'\n', &self.src[..off as usize]).map_or(0, |i| i as u32 + 1);
        }
        self.line_cursor = (off, line, line_start);
        self.origin.shift((line, off - line_start + 1))
    }

    /// `getEncodedSourceLocation`: FileLineCol of a source offset.
    pub fn source_loc(&mut self, offset: u32) -> Location {
        let lc = self.line_col(offset);
        self.loc_from_line_col(lc)
    }

    pub fn loc_from_line_col(&self, (line, col): (u32, u32)) -> Location {
        Location(self.ctx.intern_attr(rmlir_ir::AttrKind::FileLineCol {
            file: self.filename,
            line,
            col,
            end_line: None,
            end_col: None,
        }))
    }

    // ----- top level -----

    pub fn parse_top_level(&mut self) -> PResult<()> {
        self.parse_top_level_impl()
    }
}

/// How many `\n` a short run of bytes holds, and where the last one is:
/// eight bytes at a time, as a vector search costs more to set up than
/// the line or two between two ops takes to read.
fn newlines_short(bytes: &[u8]) -> (u32, Option<usize>) {
    const LO7: u64 = 0x7f7f_7f7f_7f7f_7f7f;
    const NL: u64 = 0x0a0a_0a0a_0a0a_0a0a;
    // The high bit of each byte of the result is set exactly where `w`
    // holds a newline (no borrow crosses bytes, unlike `x - 0x01..`).
    let mark = |w: u64| {
        let x = w ^ NL;
        !(((x & LO7).wrapping_add(LO7)) | x) & !LO7
    };
    let (mut count, mut last) = (0u32, None);
    let mut words = bytes.chunks_exact(8);
    let mut at = 0usize;
    for w in words.by_ref() {
        let m = mark(u64::from_le_bytes(w.try_into().expect("8 bytes")));
        if m != 0 {
            count += m.count_ones();
            last = Some(at + (63 - m.leading_zeros() as usize) / 8);
        }
        at += 8;
    }
    for (i, &c) in words.remainder().iter().enumerate() {
        if c == b'\n' {
            count += 1;
            last = Some(at + i);
        }
    }
    (count, last)
}

#[cfg(test)]
mod newline_tests {
    use super::newlines_short;

    #[test]
    fn counts_and_finds_the_last_newline() {
        for text in [
            &b""[..],
            b"abc",
            b"\n",
            b"a\nb\nc",
            b"0123456\n89abcdef\n\n",
            b"\n\n\n\n\n\n\n\n\n",
            b"\x8a\x0a\xff\x0b\x09\n\x80\x7f\x0a",
        ] {
            let count = text.iter().filter(|&&c| c == b'\n').count() as u32;
            let last = text.iter().rposition(|&c| c == b'\n');
            assert_eq!(newlines_short(text), (count, last), "{text:?}");
        }
    }
}
