//! Operations, regions, blocks and SSA values (upstream `OperationParser`
//! and `TopLevelOperationParser` in `Parser.cpp`).

use smallvec::SmallVec;

use rmlir_ir::asm::ParseState;
use rmlir_ir::body::{BlockId, BodyId, OpId, OperationState, Successor, Value};
use rmlir_ir::dialect::OpTraits;
use rmlir_ir::op_def::OpDef;
use rmlir_ir::resources::{ResourceEntry, ResourceValue};
use rmlir_ir::{AttrKind, Attribute, Ident, Location, NamedAttr, Type, TypeKind};

use crate::custom::AsmCore;
use crate::diag_fmt::{fmt_attr, fmt_type};
use crate::lexer::TokenKind as K;
use crate::parser::{
    BlockScope, DeferredLoc, Delim, IsolatedScope, LocTarget, PResult, Parser, ValEntry,
};
use rmlir_ir::dialect::UPSTREAM_DIALECTS;

/// A parsed but not yet resolved `%name#number`.
#[derive(Copy, Clone, Debug)]
pub struct Unresolved<'a> {
    /// The spelling, including the `%`.
    pub name: &'a [u8],
    /// The result number (`#N`), 0 if absent.
    pub number: u32,
    /// Byte offset of the `%` token.
    pub loc: u32,
}

/// A region entry argument declared by a custom parser.
#[derive(Clone, Debug)]
pub struct Argument<'a> {
    /// The argument's name.
    pub ssa: Unresolved<'a>,
    /// Its type; `none` when the syntax has no type.
    pub ty: Type,
    /// Its `loc(...)`, if written.
    pub loc: Option<Location>,
}

fn q(ctx: &rmlir_ir::Context, t: Type) -> String {
    format!("'{}'", fmt_type(ctx, t))
}

fn lossy(b: &[u8]) -> std::borrow::Cow<'_, str> {
    String::from_utf8_lossy(b)
}

impl<'a> Parser<'a> {
    // ----- top level -----

    pub(crate) fn parse_top_level_impl(&mut self) -> PResult<()> {
        let b1 = self.ir.new_body();
        let blk = {
            let body = self.ir.body_mut(b1);
            let r = body.add_root_region();
            let blk = body.create_block();
            body.append_block(r, blk);
            blk
        };
        self.cur_body = b1;
        self.top_body = b1;
        self.top_block = Some(blk);
        self.push_scope(true);
        let guess = (self.src.len() / 128).min(1 << 22);
        self.isolated_scopes[0].values.reserve(guess);
        loop {
            match self.tok.kind {
                K::Eof => break,
                K::Error => return Err(self.err("")),
                K::HashIdentifier => self.parse_attribute_alias_def()?,
                K::ExclamationIdentifier => self.parse_type_alias_def()?,
                K::FileMetadataBegin => self.parse_file_metadata()?,
                _ => self.parse_operation(blk)?,
            }
        }
        self.finalize()
    }

    fn finalize(&mut self) -> PResult<()> {
        self.adopt_parallel_regions()?;
        let undeclared: Vec<u32> = self.fwd_placeholders.values().map(|v| v.0).collect();
        if !undeclared.is_empty() {
            return Err(self.err_at_each(undeclared, "use of undeclared SSA value name"));
        }
        // Resolve deferred `loc(#alias)` references.
        let deferred = std::mem::take(&mut self.deferred_locs);
        for d in &deferred {
            let Some(&attr) = self.attr_aliases.get(d.name) else {
                return Err(self.err_at(d.offset, "operation location alias was never defined"));
            };
            if !self.ctx.attr_kind(attr).is_location() {
                return Err(self.err_at(
                    d.offset,
                    format!(
                        "expected location, but found '{}'",
                        fmt_attr(self.ctx, attr)
                    ),
                ));
            }
            self.apply_loc(d.target, Location(attr));
        }
        self.pop_scope()?;
        if let Some(e) = self.isolation_error.take() {
            return Err(e);
        }
        self.build_top()
    }

    /// Waits for the regions handed to other threads and moves their
    /// bodies into the IR.
    fn adopt_parallel_regions(&mut self) -> PResult<()> {
        let Some(pool) = self.pool.take() else {
            return Ok(());
        };
        if !pool.used() {
            return Ok(());
        }
        self.parallel_used = true;
        let Some(parsed) = pool.finish() else {
            return Err(crate::parser::Diag::new(
                0,
                "a region parsed in parallel failed",
            ));
        };
        self.parallel_regions = parsed.len();
        for (body, region) in parsed {
            let remap = self.ir.adopt_bodies(body, region.ir);
            for mut d in region.deferred_locs {
                d.target = match d.target {
                    LocTarget::Op(b, op) => LocTarget::Op(remap(b), op),
                    LocTarget::Arg(b, v) => LocTarget::Arg(remap(b), v),
                };
                self.deferred_locs.push(d);
            }
        }
        Ok(())
    }

    /// Makes the top-level op: the single parsed `builtin.module`, or an
    /// implicit module around everything.
    fn build_top(&mut self) -> PResult<()> {
        let b1 = self.top_body;
        let blk = self.top_block.unwrap();
        let module_name = self.ctx.ident("builtin.module");
        let ops: SmallVec<[OpId; 2]> =
            rmlir_ir::small::collect_small(self.ir.body(b1).block_ops(blk).take(2));
        if self.no_implicit_module {
            let n = self.ir.body(b1).block_ops(blk).count();
            if n != 1 {
                return Err(crate::parser::Diag::new(
                    crate::parser::WHOLE_BUFFER,
                    format!("source must contain a single top-level operation, found: {n}"),
                ));
            }
            if self.ir.body(b1).op(ops[0]).name != module_name {
                self.ir.set_top_ref(rmlir_ir::OpRef {
                    body: b1,
                    op: ops[0],
                });
                return Ok(());
            }
        }
        // An implicit module is located where its buffer starts: `0:0` for
        // a whole file, and where a chunk of `--split-input-file` starts in
        // the file for the others, as mlir-opt locates it.
        let filename = self.ctx.ident_bytes(self.filename).to_vec();
        let loc = if self.origin == crate::Origin::default() {
            self.ctx.file_line_col(&filename, 0, 0)
        } else {
            self.ctx
                .file_line_col(&filename, self.origin.line + 1, self.origin.col + 1)
        };
        self.ir.finish_top_level_at(self.ctx, b1, blk, loc);
        Ok(())
    }

    fn parse_attribute_alias_def(&mut self) -> PResult<()> {
        let name = &self.spelling()[1..];
        if self.attr_aliases.contains_key(name) {
            return Err(self.err(format!(
                "redefinition of attribute alias id '{}'",
                lossy(name)
            )));
        }
        if name.contains(&b'.') {
            return Err(
                self.err("attribute names with a '.' are reserved for dialect-defined names")
            );
        }
        self.consume();
        self.expect(K::Equal, "expected '=' in attribute alias definition")?;
        let a = self.parse_attribute(None)?;
        std::sync::Arc::make_mut(&mut self.attr_aliases).insert(name, a);
        Ok(())
    }

    fn parse_type_alias_def(&mut self) -> PResult<()> {
        let name = &self.spelling()[1..];
        if self.type_aliases.contains_key(name) {
            return Err(self.err(format!("redefinition of type alias id '{}'", lossy(name))));
        }
        if name.contains(&b'.') {
            return Err(self.err("type names with a '.' are reserved for dialect-defined names"));
        }
        self.consume();
        self.expect(K::Equal, "expected '=' in type alias definition")?;
        let t = self.parse_type()?;
        std::sync::Arc::make_mut(&mut self.type_aliases)
            .entry(name)
            .or_insert(t);
        Ok(())
    }

    fn parse_file_metadata(&mut self) -> PResult<()> {
        self.consume();
        self.comma_list_until(K::FileMetadataEnd, true, |p| {
            let key_loc = p.tok.start;
            if !p.is_keyword_like() {
                return Err(p.err("expected identifier key in file metadata dictionary"));
            }
            let key = p.spelling();
            p.consume();
            p.expect(K::Colon, "expected ':'")?;
            match key {
                b"dialect_resources" => p.parse_resource_section(true),
                b"external_resources" => p.parse_resource_section(false),
                _ => Err(p.err_at(
                    key_loc,
                    format!("unknown key '{}' in file metadata dictionary", lossy(key)),
                )),
            }
        })
    }

    fn parse_resource_section(&mut self, dialect: bool) -> PResult<()> {
        self.expect(K::LBrace, "expected '{'")?;
        self.comma_list_until(K::RBrace, true, |p| {
            let name_loc = p.tok.start;
            if !p.is_keyword_like() {
                return Err(p.err("expected identifier key for 'resource' entry"));
            }
            let name = p.spelling();
            p.consume();
            p.expect(K::Colon, "expected ':'")?;
            p.expect(K::LBrace, "expected '{'")?;
            if dialect {
                let known = name == b"builtin" || rmlir_ir::dialect::is_upstream_dialect(name);
                if !known {
                    return Err(p.err_at(name_loc, format!("dialect '{}' is unknown", lossy(name))));
                }

            }
            let mut entries: Vec<ResourceEntry> = Vec::new();
            p.comma_list_until(K::RBrace, true, |p| {
                let key_loc = p.tok.start;
                let key: Vec<u8> = if p.is_keyword_like() {
                    p.spelling().to_vec()
                } else if p.is(K::String) {
                    p.string_value(p.tok).into_owned()
                } else if dialect {
                    return Err(p.err("expected identifier key for 'resource' entry"));
                } else {
                    return Err(p.err("expected identifier key for 'external_resources' entry"));
                };
                p.consume();
                if dialect && name != b"builtin" && name != b"test" {
                    return Err(p.err_at(
                        key_loc,
                        format!("unknown 'resource' key '{}' for dialect '{}'", lossy(&key), lossy(name)),
                    ));
                }
                p.expect(K::Colon, "expected ':'")?;
                let vt = p.tok;
                p.consume();
                let key_s = lossy(&key).into_owned();
                let value = match vt.kind {
                    K::KwTrue => ResourceValue::Bool(true),
                    K::KwFalse => ResourceValue::Bool(false),
                    K::String if vt.spelling(p.src).starts_with(b"\"0x") => {
                        ResourceValue::Blob(Box::from(&vt.spelling(p.src)[3..vt.spelling(p.src).len() - 1]))
                    }
                    K::String => ResourceValue::String(Box::from(&*p.string_value(vt))),
                    _ => ResourceValue::String(Box::from(vt.spelling(p.src))),
                };
                if dialect && (name == b"builtin" || name == b"test") {
                    // The builtin dialect's handler only accepts blobs.
                    let Some(data) = (if vt.kind == K::String { vt.hex_string_value(p.src) } else { None }) else {
                        return Err(p.err_at(vt.start, format!("expected hex string blob for key '{key_s}'")));
                    };
                    if data.len() < 4 {
                        return Err(p.err_at(
                            vt.start,
                            format!("expected hex string blob for key '{key_s}' to encode alignment in first 4 bytes"),
                        ));
                    }
                    let align = u32::from_le_bytes([data[0], data[1], data[2], data[3]]);
                    if align != 0 && !align.is_power_of_two() {
                        return Err(p.err_at(
                            vt.start,
                            format!(
                                "expected hex string blob for key '{key_s}' to encode alignment in first 4 bytes, but got non-power-of-2 value: {align}"
                            ),
                        ));
                    }
                }
                entries.push(ResourceEntry { key: key.into_boxed_slice(), value });
                Ok(())
            })?;
            let owner = p.ctx.ident(name);
            if dialect {
                p.metadata.dialect_resources.push((owner, entries));
            } else {
                p.metadata.external_resources.push((owner, entries));
            }
            Ok(())
        })
    }

    // ----- scopes -----

    pub(crate) fn push_scope(&mut self, isolated: bool) {
        self.block_scopes.push(BlockScope::default());
        if isolated || self.isolated_scopes.is_empty() {
            self.isolated_scopes.push(IsolatedScope::default());
        }
        self.isolated_scopes
            .last_mut()
            .unwrap()
            .defs_per_scope
            .push(Vec::new());
    }

    pub(crate) fn pop_scope(&mut self) -> PResult<()> {
        let bs = self.block_scopes.pop().unwrap_or_default();
        if !bs.fwd.is_empty() {
            let undefined = bs.fwd.values().copied().collect();
            return Err(self.err_at_each(undefined, "reference to an undefined block"));
        }
        let level = self.isolated_scopes.len();
        let scope = self.isolated_scopes.last_mut().unwrap();
        if scope.defs_per_scope.len() == 1 {
            self.isolated_scopes.pop();
        } else {
            let defs = scope.defs_per_scope.pop().unwrap();
            for &d in &defs {
                scope.values.remove(d);
            }
            if let (1, Some(names)) = (level, self.chunk_names.as_mut()) {
                names.scoped.extend(defs);
            }
        }
        Ok(())
    }

    // ----- values -----

    fn is_placeholder(&self, b: BodyId, v: Value) -> bool {
        self.fwd_placeholders.contains_key(&(b, v))
    }

    pub(crate) fn add_definition(&mut self, u: Unresolved<'a>, value: Value) -> PResult<()> {
        let cur = self.cur_body;
        let n = u.number as usize;
        let scope = self.isolated_scopes.last_mut().unwrap();
        let entries = scope.values.entry(u.name);
        if entries.len() <= n {
            // Usually one push: names define their results in order.
            while entries.len() <= n {
                entries.push(ValEntry::default());
            }
        }
        let prev = entries[n];
        let def = ValEntry {
            value: Some((cur, value)),
            loc: u.loc,
        };
        // A first definition (no forward use to resolve): recorded in the
        // entry already at hand, without a second look-up of the name.
        if prev.value.is_none() {
            entries[n] = def;
            scope.defs_per_scope.last_mut().unwrap().push(u.name);
            return Ok(());
        }
        if let Some((eb, ev)) = prev.value {
            if !self.fwd_placeholders.contains_key(&(eb, ev)) {
                return Err(self
                    .err_at(
                        u.loc,
                        format!("redefinition of SSA value '{}'", lossy(u.name)),
                    )
                    .note(prev.loc, "previously defined here"));
            }
            let et = self.ir.body(eb).value_type(ev);
            let vt = self.ir.body(cur).value_type(value);
            if et != vt {
                return Err(self
                    .err_at(
                        u.loc,
                        format!(
                            "definition of SSA value '{}#{}' has type {}",
                            lossy(u.name),
                            u.number,
                            q(self.ctx, vt)
                        ),
                    )
                    .note(
                        prev.loc,
                        format!("previously used here with type {}", q(self.ctx, et)),
                    ));
            }
            let (use_loc, user) = self
                .fwd_placeholders
                .remove(&(eb, ev))
                .unwrap_or((prev.loc, None));
            if eb == cur {
                self.ir.body_mut(cur).replace_all_uses_with(ev, value);
            } else {
                self.note_isolation_violation(user.unwrap_or((use_loc, self.placeholder_name)));
            }
        }
        let scope = self.isolated_scopes.last_mut().unwrap();
        scope.values.entry(u.name)[n] = def;
        scope.defs_per_scope.last_mut().unwrap().push(u.name);
        Ok(())
    }

    /// Records upstream's verifier error for a value crossing an isolation
    /// boundary (reported if parsing otherwise succeeds).
    fn note_isolation_violation(&mut self, (op_loc, name): (u32, Ident)) {
        if self.isolation_error.is_none() {
            let msg = format!(
                "'{}' op using value defined outside the region",
                self.ctx.ident_str(name)
            );
            self.isolation_error = Some(crate::parser::Diag::new(op_loc, msg));
        }
    }

    fn create_placeholder(&mut self, ty: Type, loc: u32) -> Value {
        let cur = self.cur_body;
        let unknown = self.ctx.unknown_loc();
        let empty = self.empty_dict();
        let st = OperationState {
            name: self.placeholder_name,
            loc: unknown,
            operands: &[],
            result_types: &[ty],
            attrs: empty,
            properties: None,
            successors: &[],
            num_regions: 0,
            isolated: None,
        };
        let body = self.ir.body_mut(cur);
        let op = body.create_op(&st);
        let v = body.result(op, 0);
        self.fwd_placeholders.insert((cur, v), (loc, self.cur_op));
        v
    }

    pub(crate) fn resolve_operand(&mut self, u: Unresolved<'a>, ty: Type) -> PResult<Value> {
        let cur = self.cur_body;
        let n = u.number as usize;
        let scope = self.isolated_scopes.last_mut().unwrap();
        let entries = scope.values.entry(u.name);
        if let Some(ValEntry {
            value: Some((b, v)),
            loc,
        }) = entries.get(n).copied()
        {
            let vt = self.ir.body(b).value_type(v);
            if vt != ty {
                return Err(self
                    .err_at(
                        u.loc,
                        format!(
                            "use of value '{}' expects different type than prior uses: {} vs {}",
                            lossy(u.name),
                            q(self.ctx, ty),
                            q(self.ctx, vt)
                        ),
                    )
                    .note(loc, "prior use here"));
            }
            if b == cur {
                return Ok(v);
            }
            // Defined in an enclosing isolated body: upstream's verifier rejects this.
            let user = self.cur_op.unwrap_or((u.loc, self.placeholder_name));
            self.note_isolation_violation(user);
            let ph = self.create_placeholder(ty, u.loc);
            self.fwd_placeholders.remove(&(cur, ph));
            return Ok(ph);
        }
        if entries.len() <= n {
            // Usually one push: names define their results in order.
            while entries.len() <= n {
                entries.push(ValEntry::default());
            }
        }
        if let Some((b0, v0)) = entries[0].value {
            if !self.is_placeholder(b0, v0) {
                return Err(self.err_at(u.loc, "reference to invalid result number"));
            }
        }
        let ph = self.create_placeholder(ty, u.loc);
        if let (1, Some(names)) = (self.isolated_scopes.len(), self.chunk_names.as_mut()) {
            names.forward.push((u.name, u.number));
        }
        let scope = self.isolated_scopes.last_mut().unwrap();
        scope.values.entry(u.name)[n] = ValEntry {
            value: Some((cur, ph)),
            loc: u.loc,
        };
        Ok(ph)
    }

    pub(crate) fn parse_ssa_use(&mut self, allow_result_number: bool) -> PResult<Unresolved<'a>> {
        let name = self.spelling();
        let loc = self.tok.start;
        self.expect(K::PercentIdentifier, "expected SSA operand")?;
        let mut number = 0;
        if self.is(K::HashIdentifier) {
            if !allow_result_number {
                return Err(self.err("result number not allowed in argument list"));
            }
            match self.tok.hash_identifier_number(self.src) {
                Some(v) => number = v,
                None => return Err(self.err("invalid SSA value result number")),
            }
            self.consume();
        }
        Ok(Unresolved { name, number, loc })
    }

    pub(crate) fn empty_dict(&self) -> Attribute {
        self.empty_dict_attr
    }

    // ----- operations -----

    pub(crate) fn parse_operation(&mut self, block: BlockId) -> PResult<()> {
        stacker::maybe_grow(128 * 1024, 8 * 1024 * 1024, || {
            self.parse_operation_impl(block)
        })
    }

    fn parse_operation_impl(&mut self, block: BlockId) -> PResult<()> {
        let loc = self.tok.start;
        let mut results: SmallVec<[(&'a [u8], u64, u32); 1]> = SmallVec::new();
        let mut num_expected: u64 = 0;
        if self.is(K::PercentIdentifier) {
            self.comma_list(Delim::None, "", |p| {
                let name_tok = p.tok;
                p.expect(K::PercentIdentifier, "expected valid ssa identifier")?;
                let mut n = 1u64;
                if p.consume_if(K::Colon) {
                    if !p.is(K::Integer) {
                        return Err(p.err_wrong("expected integer number of results"));
                    }
                    match p.tok.uint_value(p.src) {
                        Some(v) if v >= 1 => n = v,
                        _ => {
                            return Err(p.err("expected named operation to have at least 1 result"))
                        }
                    }
                    p.consume();
                }
                results.push((name_tok.spelling(p.src), n, name_tok.start));
                num_expected = num_expected.saturating_add(n);
                Ok(())
            })?;
            self.expect(K::Equal, "expected '=' after SSA name")?;
        }
        let op = if self.is(K::BareIdentifier) || self.tok.kind.is_keyword() {
            self.parse_custom_operation(block, &results)?
        } else if self.is(K::String) {
            self.parse_generic_operation(block)?
        } else {
            return Err(self.err_wrong("expected operation name in quotes"));
        };
        if !results.is_empty() {
            let cur = self.cur_body;
            let nres = self.ir.body(cur).num_results(op) as u64;
            if nres == 0 {
                return Err(self.err_at(loc, "cannot name an operation with no results"));
            }
            if num_expected != nres {
                return Err(self.err_at(
                    loc,
                    format!(
                        "operation defines {nres} results but was provided {num_expected} to bind"
                    ),
                ));
            }
            let mut idx = 0usize;
            for &(name, n, rloc) in &results {
                for sub in 0..n as u32 {
                    let v = self.ir.body(cur).result(op, idx);
                    idx += 1;
                    self.add_definition(
                        Unresolved {
                            name,
                            number: sub,
                            loc: rloc,
                        },
                        v,
                    )?;
                }
            }
        }
        Ok(())
    }

    fn parse_generic_operation(&mut self, block: BlockId) -> PResult<OpId> {
        let start = self.tok.start;
        let name_val = self.string_value(self.tok);
        if name_val.is_empty() {
            return Err(self.err("empty operation name is invalid"));
        }
        if name_val.contains(&0) {
            return Err(self.err("null character not allowed in operation name"));
        }
        let name = match name_val {
            std::borrow::Cow::Borrowed(b) => self.intern(b),
            std::borrow::Cow::Owned(ref v) => self.ctx.ident(v),
        };
        self.consume();
        let def = self.ctx.op_def(name);
        if def.is_none() && !self.ctx.allows_unregistered_dialects() {
            let dialect = name_val.split(|&c| c == b'.').next().unwrap_or(&[]);
            let known = self.ctx.registry().is_dialect_registered(dialect)
                || rmlir_ir::dialect::is_upstream_dialect(dialect);
            if !known {
                return Err(self.err(
                    "operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used",
                ));
            }
        }
        let src_lc = self.line_col(start);
        let saved_op = self.cur_op.replace((start, name));
        let isolated = def.is_some_and(|d| d.traits.contains(OpTraits::ISOLATED_FROM_ABOVE));
        let unknown = self.unknown_loc;
        let mut st = ParseState::new(name, def, unknown);
        if isolated {
            st.isolated_body = Some(self.ir.new_body());
        }
        // Operand list.
        let mut operands: SmallVec<[Unresolved<'a>; 4]> = SmallVec::new();
        self.expect(K::LParen, "expected '(' to start operand list")?;
        if self.is(K::PercentIdentifier) {
            self.comma_list(Delim::None, "", |p| {
                let u = p.parse_ssa_use(true)?;
                operands.push(u);
                Ok(())
            })?;
        }
        self.expect(K::RParen, "expected ')' to end operand list")?;
        // Successors.
        if self.is(K::LSquare) {
            if def.is_some_and(|d| !d.traits.contains(OpTraits::TERMINATOR)) {
                return Err(self.err("successors in non-terminator"));
            }
            self.consume();
            let mut succs = SmallVec::<[BlockId; 2]>::new();
            self.comma_list_until(K::RSquare, false, |p| {
                if !p.is(K::CaretIdentifier) {
                    return Err(p.err_wrong("expected block name"));
                }
                let b = p.get_block_named(p.spelling(), p.tok.start);
                p.consume();
                succs.push(b);
                Ok(())
            })?;
            st.successors = succs;
        }
        // Properties.
        let mut generic_props: Option<Attribute> = None;
        if self.consume_if(K::Less) {
            generic_props = Some(self.parse_attribute_memo()?);
            self.expect(K::Greater, "expected '>' to close properties")?;
        }
        // Regions.
        if self.consume_if(K::LParen) {
            loop {
                let blocks = self.parse_op_region(&st, &[], false)?;
                st.regions.push(blocks);
                if !self.consume_if(K::Comma) {
                    break;
                }
            }
            self.expect(K::RParen, "expected ')' to end region list")?;
        }
        // Attributes.
        if self.is(K::LBrace) {
            st.attrs = self.parse_attribute_dict_memo()?;
        }
        // Type.
        self.expect(K::Colon, "expected ':' followed by operation type")?;
        let type_loc = self.tok.start;
        let fty = self.parse_type_memo()?;
        let TypeKind::Function { inputs, results } = self.ctx.type_kind(fty) else {
            return Err(self.err_at(type_loc, "expected function type"));
        };
        st.result_types.extend_from_slice(results);
        if inputs.len() != operands.len() {
            // Upstream indexes "s" with a bool, giving a NUL byte for one operand.
            let plural = if operands.len() == 1 { "\0" } else { "s" };
            return Err(self.err_at(
                type_loc,
                format!(
                    "expected {} operand type{} but had {}",
                    operands.len(),
                    plural,
                    inputs.len()
                ),
            ));
        }
        for (i, u) in operands.iter().enumerate() {
            let v = self.resolve_operand(*u, inputs[i])?;
            st.operands.push(v);
        }
        // Inherent attributes in the discardable dictionary are checked only
        // without `<{...}>` (upstream's backward-compatible syntax); with it,
        // those that cannot be stored are dropped when the op is created.
        if let (Some(d), None) = (def, generic_props) {
            if let Err(m) = rmlir_ir::format::verify_inherent_attrs(self.ctx, d, &st.attrs) {
                return Err(self.err_at(start, format!("'{}' op {m}", self.ctx.ident_str(name))));
            }
        }
        let op = match (def, generic_props) {
            (Some(d), Some(p)) => {
                let props = self.convert_properties(d, p, start)?;
                self.create_op(block, st, Some(props))
            }
            // Unregistered ops keep `<...>` as written, even when it is not
            // a dictionary.
            (None, Some(p)) => self.create_op_with(block, st, Some(p)),
            _ => self.create_op(block, st, None),
        };
        self.cur_op = saved_op;
        if !self.parse_trailing_location(LocTarget::Op(self.cur_body, op))? {
            let l = self.loc_from_line_col(src_lc);
            self.ir.body_mut(self.cur_body).op_mut(op).loc = l;
        }
        Ok(op)
    }

    /// `setPropertiesFromAttr`: the inherent entries of a generic op's
    /// `<{...}>` dictionary, each of its storage class; others are dropped.
    fn convert_properties(
        &self,
        def: &'static OpDef,
        dict: Attribute,
        op_loc: u32,
    ) -> PResult<Vec<NamedAttr>> {
        let ctx = self.ctx;
        let prefix = || {
            format!(
                "invalid properties {} for op {}: ",
                fmt_attr(ctx, dict),
                def.name
            )
        };
        // An op without inherent attributes has no properties at all.
        if def.properties.is_empty() && def.segment_prop_names().next().is_none() {
            return Err(self.err_at(
                op_loc,
                format!("{}this operation does not support properties", prefix()),
            ));
        }
        if !matches!(ctx.attr_kind(dict), AttrKind::Dictionary(_)) {
            return Err(self.err_at(
                op_loc,
                format!("{}expected DictionaryAttr to set properties", prefix()),
            ));
        }
        // An op without inherent attributes has no properties storage.
        if def.properties.is_empty() && def.segment_prop_names().next().is_none() {
            return Err(self.err_at(
                op_loc,
                format!("{}this operation does not support properties", prefix()),
            ));
        }
        let mut out = Vec::new();
        for na in ctx.dictionary_entries(dict) {
            let key = ctx.ident_bytes(na.name);
            if let Some(spec) = def.prop(key) {
                if !spec.constraint.storage.accepts(ctx, na.value) {
                    return Err(self.err_at(
                        op_loc,
                        format!(
                            "{}Invalid attribute `{}` in property conversion: {}",
                            prefix(),
                            spec.name,
                            fmt_attr(ctx, na.value)
                        ),
                    ));
                }
                // A set `UnitProp` is `unit`, however it was written.
                let value = match spec.constraint.storage {
                    rmlir_ir::op_def::AttrStorage::UnitProp
                        if ctx.int_value(na.value).is_some_and(|v| v != 0) =>
                    {
                        ctx.unit_attr()
                    }
                    _ => na.value,
                };
                out.push(NamedAttr {
                    name: na.name,
                    value,
                });
            } else if def.segment_prop_names().any(|n| n.as_bytes() == key) {
                match ctx.dense_i32_array(na.value) {
                    None => {
                        return Err(self.err_at(
                            op_loc,
                            format!(
                                "{}expected dense i32 array attribute but got {}",
                                prefix(),
                                fmt_attr(ctx, na.value)
                            ),
                        ))
                    }
                    Some(v) => {
                        let expected = if key == b"operandSegmentSizes" {
                            Some(def.operands.len())
                        } else if key == b"resultSegmentSizes" {
                            Some(def.results.len())
                        } else {
                            None
                        };
                        if let Some(n) = expected.filter(|&n| n != v.len()) {
                            return Err(self.err_at(
                                op_loc,
                                format!(
                                    "{}size mismatch in attribute conversion: {} vs {}",
                                    prefix(),
                                    v.len(),
                                    n
                                ),
                            ));
                        }
                    }
                }
                out.push(*na);
            }
        }
        Ok(out)
    }

    /// Creates the op in the current body and appends it to `block`. For a
    /// registered op, inherent attributes written in the attribute
    /// dictionary become properties (overriding those the parser set), then
    /// `generic_props` (a generic op's `<{...}>`) override those, and
    /// default-valued properties are filled in.
    pub(crate) fn create_op(
        &mut self,
        block: BlockId,
        mut st: ParseState,
        generic_props: Option<Vec<NamedAttr>>,
    ) -> OpId {
        let ctx = self.ctx;
        let mut props = std::mem::take(&mut st.props);
        if let Some(def) = st.def {
            let upsert = |props: &mut SmallVec<[NamedAttr; 4]>, na: NamedAttr| match props
                .iter_mut()
                .find(|p| p.name == na.name)
            {
                Some(p) => p.value = na.value,
                None => props.push(na),
            };
            if !def.properties.is_empty() || def.segment_prop_names().next().is_some() {
                // The segment sizes also go by their former names
                // (`operand_segment_sizes`), used when the current name is
                // absent.
                let legacy = |name: &[u8]| match name {
                    b"operand_segment_sizes" if def.has(OpTraits::ATTR_SIZED_OPERAND_SEGMENTS) => {
                        Some("operandSegmentSizes")
                    }
                    b"result_segment_sizes" if def.has(OpTraits::ATTR_SIZED_RESULT_SEGMENTS) => {
                        Some("resultSegmentSizes")
                    }
                    _ => None,
                };
                let written: Vec<_> = st.attrs.iter().map(|na| na.name).collect();
                let mut i = 0;
                while i < st.attrs.len() {
                    let name = ctx.ident_bytes(st.attrs[i].name);
                    if def.is_inherent_attr(name) {
                        let na = st.attrs.remove(i);
                        // Upstream's `setInherentAttr` drops a value of
                        // another storage class than the property's.
                        let storable = def
                            .prop(name)
                            .is_none_or(|spec| spec.constraint.storage.accepts(ctx, na.value));
                        if storable {
                            upsert(&mut props, na);
                        }
                    } else if let Some(current) = legacy(name) {
                        let na = st.attrs.remove(i);
                        let current = ctx.ident(current);
                        if !written.contains(&current) {
                            upsert(
                                &mut props,
                                NamedAttr {
                                    name: current,
                                    value: na.value,
                                },
                            );
                        }
                    } else {
                        i += 1;
                    }
                }
            }
            if let Some(g) = generic_props {
                for na in g {
                    upsert(&mut props, na);
                }
            }
            rmlir_ir::op_def::populate_default_properties(ctx, def, &mut props);
        }
        let props = (!props.is_empty()).then(|| self.memo.props_dictionary(ctx, &props));
        self.create_op_with(block, st, props)
    }

    fn create_op_with(
        &mut self,
        block: BlockId,
        st: ParseState,
        properties: Option<Attribute>,
    ) -> OpId {
        let cur = self.cur_body;
        let attrs = if st.attrs.is_empty() {
            self.empty_dict()
        } else {
            self.ctx
                .intern_attr(AttrKind::Dictionary(st.attrs.into_boxed_slice()))
        };
        let succs: SmallVec<[Successor; 2]> =
            rmlir_ir::small::collect_small(st.successors.iter().map(|&b| Successor {
                block: b,
                num_operands: 0,
            }));
        let state = OperationState {
            name: st.name,
            loc: st.loc,
            operands: &st.operands,
            result_types: &st.result_types,
            attrs,
            properties,
            successors: &succs,
            num_regions: st.regions.len() as u32,
            isolated: st.isolated_body,
        };
        let body = self.ir.body_mut(cur);
        let op = body.create_op(&state);
        body.append_op(block, op);
        match st.isolated_body {
            Some(nb) => {
                let nbody = self.ir.body_mut(nb);
                for blocks in &st.regions {
                    let r = nbody.add_root_region();
                    for &b in blocks {
                        nbody.append_block(r, b);
                    }
                }
                nbody.set_owner(Some((cur, op)));
            }
            None => {
                let body = self.ir.body_mut(cur);
                let regions: SmallVec<[rmlir_ir::RegionId; 2]> =
                    rmlir_ir::small::collect_small(body.local_regions(op));
                for (r, blocks) in regions.iter().zip(&st.regions) {
                    for &b in blocks {
                        body.append_block(*r, b);
                    }
                }
            }
        }
        op
    }

    fn apply_loc(&mut self, target: LocTarget, loc: Location) {
        match target {
            LocTarget::Op(b, op) => self.ir.body_mut(b).op_mut(op).loc = loc,
            LocTarget::Arg(b, v) => self.ir.body_mut(b).set_arg_loc(v, loc),
        }
    }

    /// `loc(...)` after an operation or block argument.
    /// Returns whether a location was present.
    pub(crate) fn parse_trailing_location(&mut self, target: LocTarget) -> PResult<bool> {
        if !self.consume_if(K::KwLoc) {
            return Ok(false);
        }
        self.expect(K::LParen, "expected '(' in location")?;
        let loc = self.parse_loc_or_alias(Some(target))?;
        self.expect(K::RParen, "expected ')' in location")?;
        if let Some(l) = loc {
            self.apply_loc(target, l);
        }
        Ok(true)
    }

    /// The body of `loc(...)`: an alias (possibly defined later) or an
    /// inline location. `None` when deferred.
    pub(crate) fn parse_loc_or_alias(
        &mut self,
        target: Option<LocTarget>,
    ) -> PResult<Option<Location>> {
        let tok = self.tok;
        let sp = self.spelling();
        if tok.kind == K::HashIdentifier && !sp.contains(&b'.') {
            self.consume();
            let ident = &sp[1..];
            if let Some(&a) = self.attr_aliases.get(ident) {
                if !self.ctx.attr_kind(a).is_location() {
                    return Err(self.err_at(
                        tok.start,
                        format!("expected location, but found '{}'", fmt_attr(self.ctx, a)),
                    ));
                }
                return Ok(Some(Location(a)));
            }
            match target {
                Some(t) => {
                    self.deferred_locs.push(DeferredLoc {
                        target: t,
                        offset: tok.start,
                        name: ident,
                    });
                    return Ok(None);
                }
                None => return Ok(Some(self.ctx.unknown_loc())),
            }
        }
        self.parse_location_instance().map(Some)
    }

    // ----- regions and blocks -----

    /// Parses the next region of the op being parsed, handing it to
    /// another thread when it is the one region of an isolated op (see
    /// [`crate::parallel`]). Symbol tables (modules) are parsed here: their
    /// isolated children are what gets handed off.
    pub(crate) fn parse_op_region(
        &mut self,
        st: &ParseState,
        entry_args: &[Argument<'a>],
        isolated_names: bool,
    ) -> PResult<SmallVec<[BlockId; 4]>> {
        if let (Some(nb), Some(def)) = (st.isolated_body, st.def) {
            let single = st.regions.is_empty()
                && def.regions.len() == 1
                && !def.regions[0].variadic
                && !def.traits.contains(OpTraits::SYMBOL_TABLE);
            if single && self.pool.is_some() {
                if let Some(b) = self.try_defer_region(nb, entry_args, isolated_names) {
                    return Ok(smallvec::smallvec![b]);
                }
            }
        }
        self.parse_region_in(st.isolated_body, entry_args, isolated_names)
    }

    /// Parses a region into `body` (the current body if `None`), returning
    /// its blocks (detached, in order).
    pub(crate) fn parse_region_in(
        &mut self,
        body: Option<BodyId>,
        entry_args: &[Argument<'a>],
        isolated_names: bool,
    ) -> PResult<SmallVec<[BlockId; 4]>> {
        let saved = self.cur_body;
        if let Some(b) = body {
            self.cur_body = b;
        }
        let r = self.parse_region(entry_args, isolated_names);
        self.cur_body = saved;
        r
    }

    fn parse_region(
        &mut self,
        entry_args: &[Argument<'a>],
        isolated_names: bool,
    ) -> PResult<SmallVec<[BlockId; 4]>> {
        let mut blocks = SmallVec::new();
        self.expect(K::LBrace, "expected '{' to begin a region")?;
        if !entry_args.is_empty() || !self.is(K::RBrace) {
            self.parse_region_body(&mut blocks, entry_args, isolated_names)?;
        }
        self.consume();
        Ok(blocks)
    }

    fn parse_region_body(
        &mut self,
        blocks: &mut SmallVec<[BlockId; 4]>,
        entry_args: &[Argument<'a>],
        isolated_names: bool,
    ) -> PResult<()> {
        self.push_scope(isolated_names);
        let cur = self.cur_body;
        let entry = self.ir.body_mut(cur).create_block();
        if !entry_args.is_empty() && !entry_args[0].ssa.name.is_empty() {
            if self.is(K::CaretIdentifier) {
                return Err(self.err("invalid block name in region with named arguments"));
            }
            for a in entry_args {
                if let Some(def_loc) = self.reference_loc(a.ssa.name, a.ssa.number) {
                    return Err(self
                        .err_at(
                            a.ssa.loc,
                            format!(
                                "region entry argument '{}' is already in use",
                                lossy(a.ssa.name)
                            ),
                        )
                        .note(def_loc, "previously referenced here"));
                }
                let loc = match a.loc {
                    Some(l) => l,
                    None => self.source_loc(a.ssa.loc),
                };
                let v = self.ir.body_mut(cur).add_block_arg(entry, a.ty, Some(loc));
                self.add_definition(a.ssa, v)?;
            }
        }
        let mut b = Some(entry);
        self.parse_block(&mut b)?;
        if !entry_args.is_empty() && self.ir.body(cur).block_args(entry).len() > entry_args.len() {
            return Err(self.err("entry block arguments were already defined"));
        }
        blocks.push(entry);
        while !self.is(K::RBrace) {
            let mut nb = None;
            self.parse_block(&mut nb)?;
            blocks.push(nb.unwrap());
        }
        self.pop_scope()
    }

    fn reference_loc(&self, name: &[u8], number: u32) -> Option<u32> {
        let scope = self.isolated_scopes.last()?;
        let e = scope.values.get(name)?.get(number as usize)?;
        e.value.map(|_| e.loc)
    }

    fn parse_block(&mut self, block: &mut Option<BlockId>) -> PResult<()> {
        if let Some(b) = *block {
            if !self.is(K::CaretIdentifier) {
                return self.parse_block_body(b);
            }
        }
        let name_loc = self.tok.start;
        let name = self.spelling();
        self.expect(K::CaretIdentifier, "expected block name")?;
        let cur = self.cur_body;
        let scope = self.block_scopes.last_mut().unwrap();
        let e = scope.by_name.entry(name).or_insert((None, name_loc));
        e.1 = name_loc;
        let b = match e.0 {
            None => {
                let b = match *block {
                    Some(b) => b,
                    None => self.ir.body_mut(cur).create_block(),
                };
                e.0 = Some(b);
                b
            }
            Some(b) => {
                if scope.fwd.remove(&b).is_none() {
                    return Err(
                        self.err_at(name_loc, format!("redefinition of block '{}'", lossy(name)))
                    );
                }
                b
            }
        };
        *block = Some(b);
        if self.is(K::LParen) {
            self.parse_block_arg_list(b)?;
        }
        self.expect(K::Colon, "expected ':' after block name")?;
        self.parse_block_body(b)
    }

    fn parse_block_body(&mut self, block: BlockId) -> PResult<()> {
        if self.pool.is_some() && !self.is(K::CaretIdentifier) && !self.is(K::RBrace) {
            self.parse_block_in_chunks(block)?;
        }
        while !self.is(K::CaretIdentifier) && !self.is(K::RBrace) {
            self.parse_operation(block)?;
        }
        Ok(())
    }

    pub(crate) fn get_block_named(&mut self, name: &'a [u8], loc: u32) -> BlockId {
        let cur = self.cur_body;
        let scope = self.block_scopes.last_mut().unwrap();
        let e = scope.by_name.entry(name).or_insert((None, loc));
        match e.0 {
            Some(b) => b,
            None => {
                let b = self.ir.body_mut(cur).create_block();
                e.0 = Some(b);
                e.1 = loc;
                scope.fwd.entry(b).or_insert(loc);
                b
            }
        }
    }

    fn parse_block_arg_list(&mut self, block: BlockId) -> PResult<()> {
        if self.is(K::RBrace) {
            return Ok(());
        }
        let cur = self.cur_body;
        let existing = self.ir.body(cur).block_args(block).len();
        let mut next = 0usize;
        self.comma_list(Delim::Paren, "", |p| {
            let u = p.parse_ssa_use(true)?;
            p.expect(K::Colon, "expected ':' and type for SSA operand")?;
            let ty = p.parse_type()?;
            let arg = if existing != 0 {
                if next >= existing {
                    return Err(p.err("too many arguments specified in argument list"));
                }
                let a = p.ir.body(cur).block_args(block)[next];
                next += 1;
                if p.ir.body(cur).value_type(a) != ty {
                    return Err(p.err("argument and block argument type mismatch"));
                }
                a
            } else {
                let unknown = p.unknown_loc;
                p.ir.body_mut(cur).add_block_arg(block, ty, Some(unknown))
            };
            let lc = p.line_col(u.loc);
            if !p.parse_trailing_location(LocTarget::Arg(cur, arg))? && existing == 0 {
                let l = p.loc_from_line_col(lc);
                p.ir.body_mut(cur).set_arg_loc(arg, l);
            }
            p.add_definition(u, arg)
        })
    }

    // ----- custom operations -----

    fn parse_custom_operation(
        &mut self,
        block: BlockId,
        results: &[(&'a [u8], u64, u32)],
    ) -> PResult<OpId> {
        let op_loc = self.tok.start;
        let orig = self.spelling();
        if orig.is_empty() {
            return Err(self.err("empty operation name is invalid"));
        }
        self.consume();
        // Upstream's `parseCustomOperationName`.
        let registry = self.ctx.registry();
        let direct = registry.op_def(orig);
        let (full, def): (std::borrow::Cow<'a, [u8]>, Option<&'static OpDef>) = match direct {
            Some(d) => (orig.into(), Some(d)),
            None if orig.contains(&b'.') => (orig.into(), None),
            None => {
                let d = self.default_dialect.last().copied().unwrap_or("");
                let mut v = d.as_bytes().to_vec();
                v.push(b'.');
                v.extend_from_slice(orig);
                // Even an empty default dialect prefixes the name, as
                // upstream's (`.return` in a region without one).
                let def = registry.op_def(&v);
                (v.into(), def)
            }
        };
        if def.is_some_and(|d| !d.has_custom_form()) {
            return Err(self.err_at(
                op_loc,
                format!("custom op '{}' has no custom assembly form", lossy(orig)),
            ));
        }
        let Some(def) = def else {
            let dialect: &[u8] = full.split(|&c| c == b'.').next().unwrap_or(&[]);
            let tried = if orig != &*full {
                format!(" (tried '{}' as well)", lossy(&full))
            } else {
                String::new()
            };
            let known = registry.is_dialect_registered(dialect)
                || rmlir_ir::dialect::is_upstream_dialect(dialect);
            if !known {
                let mut list = String::new();
                for (i, d) in UPSTREAM_DIALECTS.iter().enumerate() {
                    if i > 0 {
                        list.push_str(", ");
                    }
                    list.push_str(d);
                }
                return Err(self
                    .err_at(op_loc, format!("Dialect `{}' not found for custom op '{}' {}", lossy(dialect), lossy(orig), tried))
                    .note(
                        op_loc,
                        format!("Available dialects: {list} ; for more info on dialect registration see https://mlir.llvm.org/getting_started/Faq/#registered-loaded-dependent-whats-up-with-dialects-management"),
                    ));
            }
            let err = self.err_at(
                op_loc,
                format!("custom op '{}' is unknown{}", lossy(orig), tried),
            );
            return Err(match registry.upstream_only_dialect(&full) {
                Some(d) if self.ctx.explain_unimplemented() => {
                    err.note(op_loc, not_implemented_note(d))
                }
                _ => err,
            });
        };
        // The name of a registered op: interned once per parser.
        let name = *self
            .op_name_idents
            .entry(def as *const OpDef as usize)
            .or_insert_with(|| self.ctx.ident(def.name));
        let src_lc = self.line_col(op_loc);
        let src_loc = self.loc_from_line_col(src_lc);
        let saved_op = self.cur_op.replace((op_loc, name));
        let mut st = ParseState::new(name, Some(def), src_loc);
        if def.traits.contains(OpTraits::ISOLATED_FROM_ABOVE) {
            st.isolated_body = Some(self.ir.new_body());
        }
        self.default_dialect
            .push(def.asm.default_dialect.unwrap_or(""));
        let num_results: usize = results.iter().map(|r| r.1 as usize).sum();
        let res = {
            let mut ap = AsmCore {
                p: self,
                name_loc: op_loc,
                op_name: Some(name),
                num_results,
            };
            match def.asm.parse {
                Some(f) => f(&mut ap, &mut st),
                None => rmlir_ir::format::parse_with_format(&mut ap, &mut st, def),
            }
        };
        self.default_dialect.pop();
        res?;
        // Duplicate attributes.
        for w in 1..st.attrs.len() {
            if st.attrs[..w].iter().any(|a| a.name == st.attrs[w].name) {
                return Err(self.err_at(
                    op_loc,
                    format!(
                        "custom op '{}' attribute '{}' occurs more than once in the attribute list",
                        lossy(&full),
                        self.ctx.ident_str(st.attrs[w].name)
                    ),
                ));
            }
        }
        self.ctx.sort_named_attrs(&mut st.attrs);
        let op = self.create_op(block, st, None);
        self.ir.body_mut(self.cur_body).op_mut(op).loc = src_loc;
        self.cur_op = saved_op;
        self.parse_trailing_location(LocTarget::Op(self.cur_body, op))?;
        Ok(op)
    }
}

impl<'a> Parser<'a> {
    /// `%a, %b : i32, i64` if an SSA use is next (upstream's
    /// `parseOptionalSSAUseAndTypeList`).
    pub(crate) fn parse_optional_ssa_use_and_type_list(
        &mut self,
        out: &mut SmallVec<[Value; 4]>,
    ) -> PResult<()> {
        if !self.is(K::PercentIdentifier) {
            return Ok(());
        }
        let mut uses: SmallVec<[Unresolved<'a>; 4]> = SmallVec::new();
        self.comma_list(Delim::None, "", |p| {
            let u = p.parse_ssa_use(true)?;
            uses.push(u);
            Ok(())
        })?;
        self.expect(K::Colon, "expected ':' in operand list")?;
        let mut types: SmallVec<[Type; 4]> = SmallVec::new();
        self.parse_type_list_no_parens(&mut types)?;
        if uses.len() != types.len() {
            return Err(self.err(format!(
                "expected {} types to match operand list",
                uses.len()
            )));
        }
        for (u, t) in uses.into_iter().zip(types) {
            let v = self.resolve_operand(u, t)?;
            out.push(v);
        }
        Ok(())
    }

    /// Runs the affine parser on a map of SSA ids starting at the current
    /// token.
    pub(crate) fn parse_affine_map_of_ssa_ids_here(
        &mut self,
        delim: crate::affine_parser::Delimiter,
    ) -> PResult<(
        rmlir_ir::affine::AffineMap,
        Vec<crate::affine_parser::SsaOperand>,
    )> {
        self.with_affine_here(|lex, src| {
            crate::affine_parser::parse_affine_map_of_ssa_ids(lex, src, delim)
        })
    }

    /// Runs the affine parser on one expression of SSA ids.
    pub(crate) fn parse_affine_expr_of_ssa_ids_here(
        &mut self,
    ) -> PResult<(
        rmlir_ir::affine::AffineExpr,
        Vec<crate::affine_parser::SsaOperand>,
    )> {
        self.with_affine_here(crate::affine_parser::parse_affine_expr_of_ssa_ids)
    }
}

/// The note on an error about an op of a dialect mlir-opt registers and
/// rmlir does not implement yet, so it is not read as a typo.
pub(crate) fn not_implemented_note(dialect: &[u8]) -> String {
    rmlir_ir::dialect::not_implemented_note(dialect)
}
