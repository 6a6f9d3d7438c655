//! The structural verifier: region and block rules, terminators, successors,
//! SSA dominance (LangRef "Value Scoping"), and the invariants of the
//! registered builtin ops. Messages follow upstream's `Verifier.cpp`, which
//! stops at the first failure of each isolated op tree.

use cranelift_entity::SecondaryMap;
use rustc_hash::FxHashMap;

use crate::attributes::AttrKind;
use crate::attributes::Location;
use crate::body::{BlockId, Body, BodyId, OpId, RegionId, RegionParent, ValueDef};
use crate::context::Context;
use crate::diagnostics::{Diagnostic, Severity};
use crate::dialect::OpTraits;
use crate::ir::{Ir, OpRef};
use crate::op_def::OpDef;
use crate::printer::PrintOptions;
use crate::view::OpView;

type VResult = Result<(), Diagnostic>;

/// Verifies the whole IR; returns the diagnostics (empty when valid).
/// Errors emitted on an op carry upstream's "see current operation" note
/// first when the context prints ops on diagnostics.
pub fn verify(ctx: &Context, ir: &Ir) -> Vec<Diagnostic> {
    verify_with(ctx, ir, &PrintOptions::default())
}

/// [`verify`], printing the ops that diagnostics show with the printing
/// flags the tool was given (upstream builds its `OpPrintingFlags` from the
/// command line there too).
pub fn verify_with(ctx: &Context, ir: &Ir, flags: &PrintOptions) -> Vec<Diagnostic> {
    let mut diags = Vec::new();
    if ir.top().is_none() {
        let msg = crate::printer::NoTopLevelOp.to_string();
        return vec![Diagnostic::error(ctx.unknown_loc(), msg)];
    }
    if let Some(top) = ir.top() {
        let threads = if flags.single_threaded {
            1
        } else {
            crate::parallel::available_threads()
        };
        let v = Verifier {
            ctx,
            ir,
            dialect_known: Default::default(),
            threads,
            recursive: true,
            memo: Default::default(),
        };
        v.verify_op_and_dominance(top, &mut diags);
    }
    let mut out = Vec::with_capacity(diags.len());
    for d in diags {
        split_follow_up_errors(d, &mut out);
    }
    for d in &mut out {
        materialize_ops(ctx, ir, flags, d);
    }
    out
}

/// Sets the attributes upstream's verifiers set as a side effect
/// ([`crate::op_def::OpInterfaces::memoize`]) on every op of `ir` that
/// does not have them yet; called once the IR verified. The ops are
/// looked at on all cores unless `flags` asks for one thread: every op of
/// the module is visited, and few need anything.
pub fn apply_verifier_side_effects(ctx: &Context, ir: &mut Ir, flags: &PrintOptions) {
    let bodies: Vec<BodyId> = (0..ir.num_bodies())
        .map(<BodyId as cranelift_entity::EntityRef>::new)
        .collect();
    let work: usize = bodies.iter().map(|&b| ir.body(b).num_ops()).sum();
    let threads = if flags.single_threaded || work < PARALLEL_MIN_OPS {
        1
    } else {
        crate::parallel::available_threads()
    };
    let shared: &Ir = ir;
    let per_body = crate::parallel::map_in_order(&bodies, threads, || (), |_, &body_id| {
        let body = shared.body(body_id);
        let mut updates = Vec::new();
        for op in body.op_ids() {
            if body.is_erased(op) {
                continue;
            }
            let Some(memo) = ctx
                .op_def(body.op(op).name)
                .and_then(|d| d.interfaces.memoize)
            else {
                continue;
            };
            let view = OpView::new(ctx, shared, OpRef { body: body_id, op });
            if let Some((name, value)) = memo(&view) {
                if view.attr(name).is_none() {
                    updates.push((body_id, op, name, value));
                }
            }
        }
        updates
    });
    let updates = per_body.into_iter().flatten();
    for (body_id, op, name, value) in updates {
        let data = ir.body_mut(body_id).op_mut(op);
        let mut entries = ctx.dictionary_entries(data.attrs).to_vec();
        entries.push(crate::NamedAttr {
            name: ctx.ident(name),
            value,
        });
        data.attrs = ctx.dictionary_attr(entries);
    }
}

/// Whether `op` and everything nested in it verifies (the check upstream's
/// printer makes before using custom assembly forms).
pub fn is_valid(ctx: &Context, ir: &Ir, op: crate::ir::OpRef) -> bool {
    let v = Verifier {
        ctx,
        ir,
        dialect_known: Default::default(),
        threads: 1,
        recursive: true,
        memo: Default::default(),
    };
    v.verify_op_and_dominance(op, &mut Vec::new())
}

/// Verifies `op` (anywhere in `ir`, not only the top-level op) as the pass
/// manager does after a pass (upstream's `verify(op, verifyRecursively)`):
/// with everything nested in it, or, when `recursive` is false, only the op
/// itself, its region invariants and the dominance of the operands of the
/// ops directly in its regions. Returns the diagnostics, with their ops
/// printed as [`verify_with`] prints them.
pub fn verify_op(
    ctx: &Context,
    ir: &Ir,
    op: OpRef,
    recursive: bool,
    flags: &PrintOptions,
) -> Vec<Diagnostic> {
    let threads = if flags.single_threaded {
        1
    } else {
        crate::parallel::available_threads()
    };
    let v = Verifier {
        ctx,
        ir,
        dialect_known: Default::default(),
        threads,
        recursive,
        memo: Default::default(),
    };
    let mut diags = Vec::new();
    v.verify_op_and_dominance(op, &mut diags);
    let mut out = Vec::with_capacity(diags.len());
    for d in diags {
        split_follow_up_errors(d, &mut out);
    }
    for d in &mut out {
        materialize_ops(ctx, ir, flags, d);
    }
    out
}

/// A verifier that reports several errors in a row (upstream emits one,
/// then another) returns the later ones as notes of severity `Error`: they
/// become diagnostics of their own after the first, on the same op.
fn split_follow_up_errors(mut d: Diagnostic, out: &mut Vec<Diagnostic>) {
    let follow_ups: Vec<Diagnostic> = if d.notes.iter().any(|n| n.severity == Severity::Error) {
        let (errors, notes) = std::mem::take(&mut d.notes)
            .into_iter()
            .partition(|n| n.severity == Severity::Error);
        d.notes = notes;
        errors
    } else {
        Vec::new()
    };
    let op = d.op;
    out.push(d);
    for mut e in follow_ups {
        e.op = e.op.or(op);
        out.push(e);
    }
}

/// Prints the ops a diagnostic refers to: the op streamed into its message
/// and the "see current operation: <op>" note of a diagnostic emitted on
/// an op (upstream's `Operation::emitError`, generic form, and
/// `emitWarning`/`emitRemark`).
pub fn materialize_ops(ctx: &Context, ir: &Ir, flags: &PrintOptions, d: &mut Diagnostic) {
    if let Some(op) = d.trailing_op.take() {
        append_op(ctx, ir, flags, d.severity, op, &mut d.message);
    }
    for n in &mut d.notes {
        materialize_ops(ctx, ir, flags, n);
    }
    let Some(op) = d.op.take() else { return };
    if !ctx.print_op_on_diagnostic() {
        return;
    }
    let mut text = String::from("see current operation: ");
    // `emitError` attaches the op in generic form; `emitWarning` and
    // `emitRemark` stream it (`<< *this`), printed as the flags say.
    let generic = PrintOptions {
        generic: flags.generic || d.severity == Severity::Error,
        ..flags.clone()
    };
    append_op(ctx, ir, &generic, Severity::Note, op, &mut text);
    let loc = ir.body(op.body).op(op.op).loc;
    d.notes.insert(0, Diagnostic::note(loc, text));
}

/// Upstream's `Diagnostic::appendOp`: local scope, large elements elided,
/// generic form in errors, and a line break first when the op spans
/// several lines.
fn append_op(
    ctx: &Context,
    ir: &Ir,
    flags: &PrintOptions,
    severity: Severity,
    op: crate::ir::OpRef,
    out: &mut String,
) {
    let opts = PrintOptions {
        local_scope: true,
        elide_elements_if_larger: Some(16),
        generic: flags.generic || severity == Severity::Error,
        // The op may be the invalid one: the printer checks.
        assume_verified: false,
        ..flags.clone()
    };
    let mut text = String::new();
    crate::printer::print_op(ctx, ir, op, &opts, &mut text);
    if text.contains('\n') {
        out.push('\n');
    }
    out.push_str(&text);
}

/// Isolated ops holding fewer ops than this in all are verified on one
/// thread: not worth the threads.
const PARALLEL_MIN_OPS: usize = 1 << 14;

struct Verifier<'a> {
    ctx: &'a Context,
    ir: &'a Ir,
    /// Whether the dialect of an unregistered op's name is registered.
    dialect_known: std::cell::RefCell<FxHashMap<crate::context::Ident, bool>>,
    /// Threads for verifying the isolated children of one op (upstream
    /// verifies those in parallel too); 1 inside a parallel verification.
    threads: usize,
    /// Whether the ops nested in the root are verified too (upstream's
    /// `verifyRecursively`; the pass manager verifies an op but not its
    /// children after a pass adaptor, which verified those already).
    recursive: bool,
    /// Op signatures already seen to pass their local checks.
    memo: std::cell::RefCell<crate::op_verify::VerifyMemo>,
}

impl<'a> Verifier<'a> {
    fn def(&self, op: OpRef) -> Option<&'static OpDef> {
        self.ctx.op_def(self.ir.body(op.body).op(op.op).name)
    }

    fn is_isolated(&self, op: OpRef) -> bool {
        self.ir.body(op.body).op(op.op).isolated_body().is_some()
    }

    fn op_name(&self, op: OpRef) -> String {
        self.ctx
            .ident_str(self.ir.body(op.body).op(op.op).name)
            .into_owned()
    }

    fn loc(&self, op: OpRef) -> Location {
        self.ir.body(op.body).op(op.op).loc
    }

    /// `op.emitError(msg)`: an error at the op, which gets the op attached
    /// as a note.
    fn op_error(&self, op: OpRef, msg: impl Into<String>) -> Diagnostic {
        let mut d = Diagnostic::error(self.loc(op), msg);
        d.op = Some(op);
        d
    }

    /// `op.emitOpError(msg)`: prefixed with `'name' op `.
    fn op_op_error(&self, op: OpRef, msg: &str) -> Diagnostic {
        self.op_error(op, format!("'{}' op {msg}", self.op_name(op)))
    }

    fn verify_op_and_dominance(&self, op: OpRef, diags: &mut Vec<Diagnostic>) -> bool {
        if !self.recursive {
            return self.verify_op_shallow(op, diags);
        }
        if self.threads > 1
            && self.ir.body(self.ir.regions(op).0).num_ops() >= PARALLEL_MIN_OPS
            && self.body_valid_in_parallel(op)
        {
            return true;
        }
        if !self.verify_operation(op, diags) {
            return false;
        }
        if self.ir.num_regions(op) != 0 {
            if let Err(d) = self.verify_dominance(op) {
                diags.push(d);
                return false;
            }
        }
        true
    }

    /// Upstream's non-recursive `verifyOpAndDominance`: the op's entry
    /// checks, its exit checks (region invariants: a symbol table's
    /// symbols and uses), and the dominance of the operands of the ops in
    /// its blocks, not descending into them.
    fn verify_op_shallow(&self, op: OpRef, diags: &mut Vec<Diagnostic>) -> bool {
        let checks = self
            .op_entrance(op)
            .and_then(|()| self.op_exit_own(op))
            .and_then(|()| self.verify_dominance_shallow(op));
        match checks {
            Ok(()) => true,
            Err(d) => {
                diags.push(d);
                false
            }
        }
    }

    /// The dominance of the operands of the ops directly in `op`'s regions.
    fn verify_dominance_shallow(&self, op: OpRef) -> VResult {
        let (b, regions) = self.ir.regions(op);
        let body = self.ir.body(b);
        let mut dom: Option<DomInfo> = None;
        for r in regions {
            for blk in body.region_blocks(r) {
                for o in body.block_ops(blk) {
                    if body.operand_count(o) == 0 {
                        continue;
                    }
                    let dom = dom.get_or_insert_with(|| {
                        DomInfo::new(body, |r| self.region_has_ssa_dominance(b, r))
                    });
                    let reachable = dom.reachable(body, blk);
                    self.check_operands_dominate(b, dom, reachable, o)?;
                }
            }
        }
        Ok(())
    }

    /// Depth-first walk of the non-isolated tree under `root`, with entry and
    /// exit checks; isolated ops are verified on exit of their parent. One
    /// cursor per open op follows the sibling links, so the walk gathers
    /// nothing per op.
    fn verify_operation(&self, root: OpRef, diags: &mut Vec<Diagnostic>) -> bool {
        struct Frame<'a> {
            op: OpRef,
            body: BodyId,
            regions: crate::ir::Regions<'a>,
            /// The block being walked; its exit check is due.
            block: Option<BlockId>,
            next: Option<OpId>,
        }
        let frame = |op: OpRef| {
            let (body, regions) = self.ir.regions(op);
            Frame {
                op,
                body,
                regions,
                block: None,
                next: None,
            }
        };
        let fail = |diags: &mut Vec<Diagnostic>, d: Diagnostic| {
            diags.push(d);
            false
        };
        if let Err(d) = self.op_entrance(root) {
            return fail(diags, d);
        }
        let mut stack = vec![frame(root)];
        while let Some(top) = stack.last_mut() {
            let body = self.ir.body(top.body);
            if let Some(o) = top.next {
                top.next = body.next_op(o);
                let child = OpRef {
                    body: top.body,
                    op: o,
                };
                if self.is_isolated(child) {
                    continue;
                }
                if let Err(d) = self.op_entrance(child) {
                    return fail(diags, d);
                }
                stack.push(frame(child));
                continue;
            }
            let mut next_block = match top.block {
                Some(b) => {
                    if let Err(d) = self.block_exit(top.body, b) {
                        return fail(diags, d);
                    }
                    body.next_block(b)
                }
                None => None,
            };
            while next_block.is_none() {
                match top.regions.next() {
                    Some(r) => next_block = body.first_block(r),
                    None => break,
                }
            }
            match next_block {
                Some(b) => {
                    top.block = Some(b);
                    top.next = body.first_op(b);
                    if let Err(d) = self.block_entrance(top.body, b) {
                        return fail(diags, d);
                    }
                }
                None => {
                    let op = top.op;
                    stack.pop();
                    match self.op_exit(op, diags) {
                        Some(Ok(())) => {}
                        Some(Err(d)) => return fail(diags, d),
                        None => return false,
                    }
                }
            }
        }
        true
    }

    fn may_be_valid_without_terminator(&self, b: BodyId, blk: BlockId) -> bool {
        let body = self.ir.body(b);
        let Some(region) = body.block_parent(blk) else {
            return true;
        };
        let mut blocks = body.region_blocks(region);
        if blocks.next().is_none() || blocks.next().is_some() {
            return false;
        }
        match self.ir.parent_op_of_block(b, blk) {
            None => true,
            Some(op) => self
                .def(op)
                .is_none_or(|d| d.traits.contains(OpTraits::NO_TERMINATOR)),
        }
    }

    fn region_loc(&self, b: BodyId, region: RegionId) -> Location {
        let parent = match self.ir.body(b).region_parent(region) {
            RegionParent::Op(op) => Some(OpRef { body: b, op }),
            RegionParent::BodyOwner => self.ir.body(b).owner().map(|(body, op)| OpRef { body, op }),
        };
        parent.map_or_else(|| self.ctx.unknown_loc(), |op| self.loc(op))
    }

    fn block_entrance(&self, b: BodyId, blk: BlockId) -> VResult {
        let body = self.ir.body(b);
        if body.first_op(blk).is_none() {
            if self.may_be_valid_without_terminator(b, blk) {
                return Ok(());
            }
            let region = body.block_parent(blk).expect("block in a region");
            return Err(Diagnostic::error(
                self.region_loc(b, region),
                "empty block: expect at least a terminator",
            ));
        }
        if !body.has_successor_lists() {
            return Ok(());
        }
        let last = body.last_op(blk);
        for o in body.block_ops(blk) {
            if !body.successors(o).is_empty() && Some(o) != last {
                return Err(self.op_error(
                    OpRef { body: b, op: o },
                    "operation with block successors must terminate its parent block",
                ));
            }
        }
        Ok(())
    }

    fn block_exit(&self, b: BodyId, blk: BlockId) -> VResult {
        let body = self.ir.body(b);
        let Some(last) = body.last_op(blk) else {
            return Ok(());
        };
        let region = body.block_parent(blk);
        for s in body.successors(last) {
            if body.block_parent(s.block) != region {
                return Err(self.op_op_error(
                    OpRef { body: b, op: last },
                    "branching to block of a different region",
                ));
            }
        }
        if self.may_be_valid_without_terminator(b, blk) {
            return Ok(());
        }
        let term = OpRef { body: b, op: last };
        let is_terminator = self
            .def(term)
            .is_none_or(|d| d.traits.contains(OpTraits::TERMINATOR));
        if !is_terminator {
            let mut d = self.op_error(term, "block with no terminator, has ");
            d.trailing_op = Some(term);
            return Err(d);
        }
        Ok(())
    }

    fn op_entrance(&self, op: OpRef) -> VResult {
        // Operands whose value a transformation dropped.
        if self
            .ir
            .body(op.body)
            .operands_raw(op.op)
            .any(|v| v.is_none())
        {
            return Err(self.op_error(op, "null operand found"));
        }
        self.verify_dialect_attrs(op)?;
        if let Some(def) = self.def(op) {
            let view = OpView::new(self.ctx, self.ir, op);
            crate::op_verify::verify_invariants_memo(&view, def, Some(&mut self.memo.borrow_mut()))
                .map_err(|d| *d)?;
            let name = self.ir.body(op.body).op(op.op).name;
            if let Some(f) = self.ctx.op_dialect(name).and_then(|d| d.verify_op_in_ir) {
                f(self.ctx, self.ir, op).map_err(|d| *d)?;
            }
        }
        let (b, regions) = self.ir.regions(op);
        let graph = self.def(op).is_some_and(|d| {
            d.interfaces.graph_regions || d.traits.contains(OpTraits::GRAPH_REGIONS)
        });
        let body = self.ir.body(b);
        for (i, r) in regions.enumerate() {
            let mut blocks = body.region_blocks(r);
            let Some(entry) = blocks.next() else { continue };
            if graph && blocks.next().is_some() {
                return Err(self.op_op_error(
                    op,
                    &format!("expects graph region #{i} to have 0 or 1 blocks"),
                ));
            }
            if self.has_predecessors(body, r, entry) {
                return Err(Diagnostic::error(
                    self.loc(op),
                    "entry block of region may not have predecessors",
                ));
            }
        }
        Ok(())
    }

    /// `Dialect::verifyOperationAttribute` for each discardable attribute
    /// whose name starts with the namespace of a registered dialect.
    fn verify_dialect_attrs(&self, op: OpRef) -> VResult {
        let data = self.ir.body(op.body).op(op.op);
        let AttrKind::Dictionary(entries) = self.ctx.attr_kind(data.attrs) else {
            return Ok(());
        };
        for na in entries.iter() {
            let name = self.ctx.ident_bytes(na.name);
            let Some(dot) = name.iter().position(|&c| c == b'.') else {
                continue;
            };
            let Some(hook) = self
                .ctx
                .registry()
                .dialect(&name[..dot])
                .and_then(|d| d.verify_op_attr)
            else {
                continue;
            };
            hook(self.ctx, self.ir, op, name, na.value).map_err(|d| *d)?;
        }
        Ok(())
    }

    fn has_predecessors(&self, body: &Body, region: RegionId, target: BlockId) -> bool {
        body.region_blocks(region).any(|blk| {
            body.last_op(blk)
                .is_some_and(|t| body.successors(t).iter().any(|s| s.block == target))
        })
    }

    /// Returns `None` when a nested isolated op failed (already reported).
    fn op_exit(&self, op: OpRef, diags: &mut Vec<Diagnostic>) -> Option<VResult> {
        let (b, regions) = self.ir.regions(op);
        let body = self.ir.body(b);
        let mut isolated: Vec<OpRef> = Vec::new();
        for r in regions {
            for blk in body.region_blocks(r) {
                for o in body.block_ops(blk) {
                    let child = OpRef { body: b, op: o };
                    if self.is_isolated(child) {
                        isolated.push(child);
                    }
                }
            }
        }
        if !self.verify_isolated(&isolated, diags) {
            return None;
        }
        Some(self.op_exit_own(op))
    }

    /// The checks on exit of `op` once its nested isolated ops verified:
    /// its region invariants, or whether an unregistered op may exist.
    fn op_exit_own(&self, op: OpRef) -> VResult {
        if let Some(def) = self.def(op) {
            return self.verify_region_invariants(op, def);
        }
        let name_id = self.ir.body(op.body).op(op.op).name;
        let name = self.ctx.ident_bytes(name_id);
        // A name without a `.` has no dialect (upstream's `OperationName`
        // takes the namespace from a `.`-separated prefix only).
        let dialect = match name.iter().position(|&c| c == b'.') {
            Some(i) => &name[..i],
            None => b"",
        };
        let registered_dialect = *self
            .dialect_known
            .borrow_mut()
            .entry(name_id)
            .or_insert_with(|| self.ctx.registry().is_dialect_registered(dialect));
        if !registered_dialect {
            if !self.ctx.allows_unregistered_dialects() {
                let mut d = self.op_op_error(
                    op,
                    "created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used",
                );
                let upstream_only = self.ctx.registry().upstream_only_dialect(name);
                if let Some(dialect) = upstream_only.filter(|_| self.ctx.explain_unimplemented()) {
                    let note = crate::dialect::not_implemented_note(dialect);
                    let loc = d.loc;
                    d = d.with_note(loc, note);
                }
                return Err(d);
            }
            return Ok(());
        }
        if self
            .ctx
            .registry()
            .dialect(dialect)
            .is_some_and(|d| d.allow_unknown_ops)
        {
            return Ok(());
        }
        Err(self.op_error(
            op,
            format!(
                "unregistered operation '{}' found in dialect ('{}') that does not allow unknown operations",
                crate::diagnostics::message_text(name),
                crate::diagnostics::message_text(dialect)
            ),
        ))
    }

    /// Verifies isolated ops (each with everything inside), all of them
    /// even after a failure; diagnostics come in op order whichever thread
    /// found them. Returns whether all verified.
    fn verify_isolated(&self, ops: &[OpRef], diags: &mut Vec<Diagnostic>) -> bool {
        let work: usize = ops
            .iter()
            .map(|&o| self.ir.regions(o).0)
            .map(|b| self.ir.body(b).num_ops())
            .sum();
        if self.threads < 2 || ops.len() < 2 || work < PARALLEL_MIN_OPS {
            let mut ok = true;
            for &child in ops {
                ok &= self.verify_op_and_dominance(child, diags);
            }
            return ok;
        }
        // An op holding a good part of the work (one large function among
        // small ones) is verified on all threads by itself; the others are
        // shared out, one op per thread at a time.
        let big = |o: &OpRef| {
            let n = self.ir.body(self.ir.regions(*o).0).num_ops();
            n >= PARALLEL_MIN_OPS && n * self.threads > work
        };
        let small: Vec<OpRef> = ops.iter().copied().filter(|o| !big(o)).collect();
        let (ctx, ir) = (self.ctx, self.ir);
        let mut small_results = crate::parallel::map_in_order(
            &small,
            self.threads,
            || Verifier::single_threaded(ctx, ir),
            |v, &child| {
                let mut d = Vec::new();
                let ok = v.verify_op_and_dominance(child, &mut d);
                (ok, d)
            },
        )
        .into_iter();
        let mut ok = true;
        for child in ops {
            let (child_ok, d) = if big(child) {
                let mut d = Vec::new();
                (self.verify_op_and_dominance(*child, &mut d), d)
            } else {
                small_results.next().expect("one result per small op")
            };
            ok &= child_ok;
            diags.extend(d);
        }
        ok
    }

    /// A verifier for one thread of a parallel verification.
    fn single_threaded(ctx: &'a Context, ir: &'a Ir) -> Verifier<'a> {
        Verifier {
            ctx,
            ir,
            dialect_known: Default::default(),
            threads: 1,
            recursive: true,
            memo: Default::default(),
        }
    }

    /// Whether isolated op `x`, holding many ops in its own body (one large
    /// function), verifies: the same checks as the sequential walk, with
    /// the ops of its blocks shared out over the threads. Valid IR is the
    /// common case; when something fails (or a check panics on IR that
    /// failed an earlier check the walk would have stopped at), the caller
    /// walks in order, which decides the error reported.
    fn body_valid_in_parallel(&self, x: OpRef) -> bool {
        let Some(b) = self.ir.body(x.body).op(x.op).isolated_body() else {
            return false;
        };
        let body = self.ir.body(b);
        if self.op_entrance(x).is_err() {
            return false;
        }
        // X's own regions here; each thread adds the regions nested in
        // the ops it checks to a copy.
        let mut dom = DomInfo::empty(body);
        // The ops of X's blocks, with whether their block is reachable.
        let mut items: Vec<(OpId, bool)> = Vec::with_capacity(body.num_ops());
        for &r in body.root_regions() {
            for blk in body.region_blocks(r) {
                if self.block_entrance(b, blk).is_err() || self.block_exit(b, blk).is_err() {
                    return false;
                }
            }
            let graph = !self.region_has_ssa_dominance(b, r);
            dom.add_region(body, r, graph, |o, reachable| items.push((o, reachable)));
        }
        const CHUNK: usize = 256;
        let (ctx, ir) = (self.ctx, self.ir);
        let chunks: Vec<&[(OpId, bool)]> = items.chunks(CHUNK).collect();
        let results = crate::parallel::map_in_order(
            &chunks,
            self.threads,
            || (Verifier::single_threaded(ctx, ir), dom.clone()),
            |(v, dom), part| {
                std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                    part.iter()
                        .all(|&(o, reachable)| v.subtree_valid(b, dom, o, reachable))
                }))
                .unwrap_or(false)
            },
        );
        results.into_iter().all(|ok| ok) && self.op_exit_own(x).is_ok()
    }

    /// Whether op `o` of body `b` verifies with everything nested in it,
    /// and its operands and those of the ops in its non-isolated regions
    /// dominate their uses.
    fn subtree_valid(&self, b: BodyId, dom: &mut DomInfo, o: OpId, reachable: bool) -> bool {
        let op = OpRef { body: b, op: o };
        if self.is_isolated(op) {
            let ok = self.verify_op_and_dominance(op, &mut Vec::new());
            return ok && self.check_operands_dominate(b, dom, reachable, o).is_ok();
        }
        if !self.verify_operation(op, &mut Vec::new())
            || self.check_operands_dominate(b, dom, reachable, o).is_err()
        {
            return false;
        }
        let body = self.ir.body(b);
        let mut worklist: Vec<OpId> = Vec::new();
        if body.op(o).num_regions_local() != 0 {
            worklist.push(o);
        }
        while let Some(op) = worklist.pop() {
            for r in body.local_regions(op) {
                // Values used here are defined in this region or an
                // enclosing one: added already.
                dom.add_region(body, r, !self.region_has_ssa_dominance(b, r), |_, _| {});
                for blk in body.region_blocks(r) {
                    let reachable = dom.reachable(body, blk);
                    for inner in body.block_ops(blk) {
                        if self
                            .check_operands_dominate(b, dom, reachable, inner)
                            .is_err()
                        {
                            return false;
                        }
                        if body.op(inner).num_regions_local() != 0
                            && body.op(inner).isolated_body().is_none()
                        {
                            worklist.push(inner);
                        }
                    }
                }
            }
        }
        true
    }

    /// `verifyRegionInvariants`: the region traits (symbol tables and their
    /// symbol uses) and the op's region verifier.
    fn verify_region_invariants(&self, op: OpRef, def: &'static OpDef) -> VResult {
        if def.traits.contains(OpTraits::SYMBOL_TABLE) {
            crate::symbols::verify_symbol_table(self.ctx, self.ir, op).map_err(|d| *d)?;
            self.verify_symbol_uses(op)?;
        }
        // Most ops have no region check at all.
        let edges = def.interfaces.region_branch.and_then(|rb| rb.verify_edges);
        if def.implicit_terminator.is_none()
            && edges.is_none()
            && def.verify_regions.is_none()
            && def.interfaces.infer_types.is_none()
        {
            return Ok(());
        }
        let view = OpView::new(self.ctx, self.ir, op);
        crate::op_verify::verify_region_invariants(&view, def).map_err(|d| *d)
    }

    /// Runs `verifySymbolUses` of the symbol users nested in symbol table
    /// `table`, not descending into nested symbol tables. The table's
    /// children are walked one by one in order, so on a large module each
    /// child's walk (a function's) runs on any thread and the first error
    /// in walk order is still the one reported.
    fn verify_symbol_uses(&self, table: OpRef) -> VResult {
        let mut children: Vec<OpRef> = Vec::new();
        crate::walk::collect_children(self.ir, table, &mut children);
        let work: usize = (0..self.ir.num_bodies())
            .map(|b| self.ir.body(BodyId::from_u32(b as u32)).num_ops())
            .sum();
        let threads = if work < PARALLEL_MIN_OPS {
            1
        } else {
            self.threads
        };
        let (ctx, ir) = (self.ctx, self.ir);
        let results = crate::parallel::map_in_order(
            &children,
            threads,
            || {
                let v = Verifier {
                    ctx,
                    ir,
                    dialect_known: Default::default(),
                    threads: 1,
                    recursive: true,
                    memo: Default::default(),
                };
                (v, crate::symbols::SymbolTables::new(ctx, ir))
            },
            |(v, tables), &child| v.verify_symbol_uses_under(child, tables),
        );
        if results.iter().all(Result::is_ok) {
            return Ok(());
        }
        // Some use is invalid: the one reported is the first upstream's
        // `walkSymbolTable` meets, whose worklist of regions is a stack
        // (each region's ops in order, nested regions after, the last
        // pushed first).
        self.first_invalid_symbol_use(table)
    }

    /// The first invalid symbol use under `table` in upstream's
    /// `walkSymbolTable` order.
    fn first_invalid_symbol_use(&self, table: OpRef) -> VResult {
        let tables = crate::symbols::SymbolTables::new(self.ctx, self.ir);
        let mut worklist: Vec<(BodyId, RegionId)> = Vec::new();
        let (tb, regions) = self.ir.regions(table);
        worklist.extend(regions.map(|r| (tb, r)));
        while let Some((b, r)) = worklist.pop() {
            let body = self.ir.body(b);
            for blk in body.region_blocks(r) {
                for op in body.block_ops(blk) {
                    let o = OpRef { body: b, op };
                    let def = self.def(o);
                    if let Some(f) = def.and_then(|d| d.interfaces.symbol_user) {
                        let view = OpView::new(self.ctx, self.ir, o);
                        f(&view, &tables).map_err(|d| *d)?;
                    }
                    if !def.is_some_and(|d| d.traits.contains(OpTraits::SYMBOL_TABLE)) {
                        let (rb, rs) = self.ir.regions(o);
                        worklist.extend(rs.map(|r| (rb, r)));
                    }
                }
            }
        }
        Ok(())
    }

    /// [`Verifier::verify_symbol_uses`] for `root` and the ops nested in
    /// it, in pre-order.
    fn verify_symbol_uses_under(
        &self,
        root: OpRef,
        tables: &crate::symbols::SymbolTables<'_>,
    ) -> VResult {
        // Valid IR is the common case: every use is checked in body order
        // first, and only when one fails is the walk order (which decides
        // the error reported) followed.
        if self.symbol_uses_valid_unordered(root, tables) {
            return Ok(());
        }
        let mut result = Ok(());
        crate::walk::walk_pre_order(self.ir, root, |o| {
            let def = self.def(o);
            if let Some(f) = def.and_then(|d| d.interfaces.symbol_user) {
                let view = OpView::new(self.ctx, self.ir, o);
                if let Err(d) = f(&view, tables) {
                    result = Err(*d);
                    return crate::walk::WalkControl::Interrupt;
                }
            }
            if def.is_some_and(|d| d.traits.contains(OpTraits::SYMBOL_TABLE)) {
                crate::walk::WalkControl::Skip
            } else {
                crate::walk::WalkControl::Advance
            }
        });
        result
    }

    /// Checks the symbol users under `root` by scanning the op tables of
    /// the bodies involved, in no particular order. False when a check
    /// fails, or when a nested symbol table shares a body (its uses are not
    /// this table's): the caller then walks in order.
    fn symbol_uses_valid_unordered(
        &self,
        root: OpRef,
        tables: &crate::symbols::SymbolTables<'_>,
    ) -> bool {
        let check = |o: OpRef| {
            let def = self.def(o);
            if let Some(f) = def.and_then(|d| d.interfaces.symbol_user) {
                let view = OpView::new(self.ctx, self.ir, o);
                if f(&view, tables).is_err() {
                    return false;
                }
            }
            true
        };
        if !check(root) {
            return false;
        }
        let root_def = self.def(root);
        if root_def.is_some_and(|d| d.traits.contains(OpTraits::SYMBOL_TABLE)) {
            return true;
        }
        let Some(first) = self.ir.body(root.body).op(root.op).isolated_body() else {
            return false;
        };
        let mut bodies = vec![first];
        while let Some(b) = bodies.pop() {
            let body = self.ir.body(b);
            // Erased ops stay in the table, unlinked: not part of the IR.
            for op in body.op_ids().filter(|&op| body.parent_block(op).is_some()) {
                let o = OpRef { body: b, op };
                let def = self.def(o);
                if def.is_some_and(|d| d.traits.contains(OpTraits::SYMBOL_TABLE)) {
                    return false;
                }
                if !check(o) {
                    return false;
                }
                if let Some(inner) = body.op(op).isolated_body() {
                    bodies.push(inner);
                }
            }
        }
        true
    }

    // ----- dominance -----

    fn region_has_ssa_dominance(&self, b: BodyId, r: RegionId) -> bool {
        let parent = match self.ir.body(b).region_parent(r) {
            RegionParent::Op(op) => Some(OpRef { body: b, op }),
            RegionParent::BodyOwner => self.ir.body(b).owner().map(|(body, op)| OpRef { body, op }),
        };
        // Unregistered ops may hold graph regions, so upstream imposes no
        // order within their blocks; registered ones are SSACFG unless they
        // say otherwise.
        parent.is_none_or(|p| {
            self.def(p).is_some_and(|d| {
                !d.traits.contains(OpTraits::GRAPH_REGIONS) && !d.interfaces.graph_regions
            })
        })
    }

    fn verify_dominance(&self, root: OpRef) -> VResult {
        if self.dominance_holds(root) {
            return Ok(());
        }
        let (b, _) = self.ir.regions(root);
        let body = self.ir.body(b);
        let dom = DomInfo::new(body, |r| self.region_has_ssa_dominance(b, r));
        let mut worklist = vec![root];
        while let Some(op) = worklist.pop() {
            let (_, regions) = self.ir.regions(op);
            for r in regions {
                for blk in body.region_blocks(r) {
                    let reachable = dom.reachable(body, blk);
                    for o in body.block_ops(blk) {
                        self.check_operands_dominate(b, &dom, reachable, o)?;
                        let child = OpRef { body: b, op: o };
                        if body.op(o).num_regions_local() != 0 && !self.is_isolated(child) {
                            worklist.push(child);
                        }
                    }
                }
            }
        }
        Ok(())
    }

    /// Whether every operand under `root` dominates its use, checked the
    /// cheap way: walking the ops in order with the values defined so far
    /// on the way to each (earlier in its block, or in an enclosing block
    /// before the op holding it, or in the entry block of an enclosing
    /// region) marked in a bit set, so most uses are one bit test. A use of
    /// anything else (another block of a CFG region, a graph region, a
    /// broken link) gets the full check, with dominator trees worked out
    /// when first needed. False when a use fails: the caller then reports
    /// the error upstream would, in its order.
    fn dominance_holds(&self, root: OpRef) -> bool {
        struct Walk<'v, 'a> {
            v: &'v Verifier<'a>,
            b: BodyId,
            body: &'a Body,
            defined: Vec<u64>,
            /// Values marked, in order, to unmark those of a scope left.
            marked: Vec<crate::body::Value>,
            dom: Option<DomInfo>,
        }
        impl Walk<'_, '_> {
            fn mark(&mut self, v: crate::body::Value) {
                let i = v.as_u32() as usize;
                self.defined[i / 64] |= 1 << (i % 64);
                self.marked.push(v);
            }
            fn unmark_to(&mut self, len: usize) {
                for v in self.marked.drain(len..) {
                    let i = v.as_u32() as usize;
                    self.defined[i / 64] &= !(1 << (i % 64));
                }
            }
            fn region(&mut self, r: RegionId) -> bool {
                let body = self.body;
                let start = self.marked.len();
                let mut entry = true;
                for blk in body.region_blocks(r) {
                    // Values of a block other than the entry are visible
                    // only where that block dominates: left to the full
                    // check outside it.
                    let block_start = self.marked.len();
                    for &a in body.block_args(blk) {
                        self.mark(a);
                    }
                    for o in body.block_ops(blk) {
                        if !self.op(blk, o) {
                            return false;
                        }
                    }
                    if !entry {
                        self.unmark_to(block_start);
                    }
                    entry = false;
                }
                self.unmark_to(start);
                true
            }
            fn op(&mut self, blk: BlockId, o: OpId) -> bool {
                let body = self.body;
                for v in body.operands(o) {
                    let i = v.as_u32() as usize;
                    if self.defined[i / 64] >> (i % 64) & 1 != 0 {
                        continue;
                    }
                    let (v_, b) = (self.v, self.b);
                    let dom = self.dom.get_or_insert_with(|| {
                        DomInfo::new(body, |r| v_.region_has_ssa_dominance(b, r))
                    });
                    let reachable = dom.reachable(body, blk);
                    if v_
                        .check_operand_dominates(b, dom, reachable, o, 0, v)
                        .is_err()
                    {
                        return false;
                    }
                }
                if body.op(o).num_regions_local() != 0 && body.op(o).isolated_body().is_none() {
                    for r in body.local_regions(o) {
                        if !stacker::maybe_grow(64 * 1024, 4 << 20, || self.region(r)) {
                            return false;
                        }
                    }
                }
                for r in body.results(o) {
                    self.mark(r);
                }
                true
            }
        }
        let (b, regions) = self.ir.regions(root);
        let body = self.ir.body(b);
        let mut w = Walk {
            v: self,
            b,
            body,
            defined: vec![0; body.num_values().div_ceil(64)],
            marked: Vec::new(),
            dom: None,
        };
        for r in regions {
            if !w.region(r) {
                return false;
            }
        }
        true
    }

    /// Whether the operands of `o` (in a block reachable or not) are
    /// linked values that dominate it.
    fn check_operands_dominate(
        &self,
        b: BodyId,
        dom: &DomInfo,
        reachable: bool,
        o: OpId,
    ) -> VResult {
        let body = self.ir.body(b);
        for (i, v) in body.operands(o).enumerate() {
            self.check_operand_dominates(b, dom, reachable, o, i, v)?;
        }
        Ok(())
    }

    /// Whether operand `i` of `o`, `v`, is a linked value that dominates
    /// its use.
    fn check_operand_dominates(
        &self,
        b: BodyId,
        dom: &DomInfo,
        reachable: bool,
        o: OpId,
        i: usize,
        v: crate::body::Value,
    ) -> VResult {
        let body = self.ir.body(b);
        // A value of a detached op: a custom parser resolved a forward
        // reference, then the region it parsed defined the name (upstream
        // reports it from the isolation check).
        let unlinked = match body.value_def(v) {
            ValueDef::Result { op, .. } => body.parent_block(op).is_none(),
            ValueDef::BlockArg { block, .. } => body.block_parent(block).is_none(),
        };
        if unlinked {
            return Err(self.op_error(OpRef { body: b, op: o }, "operation's operand is unlinked"));
        }
        if reachable && !self.properly_dominates(b, dom, v, o) {
            return Err(self.dominance_error(b, o, i, v));
        }
        Ok(())
    }

    /// Whether the definition of `v` properly dominates `user` (LangRef
    /// "Value Scoping": same block and earlier, or a dominating block of an
    /// enclosing region; graph regions need no order within a block).
    fn properly_dominates(
        &self,
        b: BodyId,
        dom: &DomInfo,
        v: crate::body::Value,
        user: OpId,
    ) -> bool {
        let body = self.ir.body(b);
        let def_block = match body.value_def(v) {
            ValueDef::Result { op, .. } => body.parent_block(op),
            ValueDef::BlockArg { block, .. } => Some(block),
        };
        let Some(def_block) = def_block else {
            return false;
        };
        let Some(def_region) = body.block_parent(def_block) else {
            return false;
        };
        // Find the ancestor of `user` in the defining region.
        let mut u = user;
        let mut ublock = match body.parent_block(u) {
            Some(b) => b,
            None => return false,
        };
        while body.block_parent(ublock) != Some(def_region) {
            match body.parent_op_of_block(ublock) {
                Some(p) => {
                    u = p;
                    ublock = match body.parent_block(p) {
                        Some(b) => b,
                        None => return false,
                    };
                }
                None => return false,
            }
        }
        match body.value_def(v) {
            ValueDef::BlockArg { block, .. } => {
                block == ublock || dom.dominates(body, block, ublock)
            }
            ValueDef::Result { op: d, .. } => {
                if def_block == ublock {
                    if dom.graph[def_region] {
                        return true;
                    }
                    d != u && dom.before(d, u)
                } else {
                    dom.dominates(body, def_block, ublock)
                }
            }
        }
    }

    fn dominance_error(
        &self,
        b: BodyId,
        user: OpId,
        index: usize,
        v: crate::body::Value,
    ) -> Diagnostic {
        let body = self.ir.body(b);
        let mut d = self.op_error(
            OpRef { body: b, op: user },
            format!("operand #{index} does not dominate this use"),
        );
        let ublock = body.parent_block(user).expect("user in a block");
        let uregion = body.block_parent(ublock);
        let is_proper_ancestor = |anc: Option<RegionId>, of: Option<RegionId>| -> bool {
            let (Some(anc), Some(mut r)) = (anc, of) else {
                return false;
            };
            loop {
                let parent_block = match body.region_parent(r) {
                    RegionParent::Op(op) => body.parent_block(op),
                    RegionParent::BodyOwner => None,
                };
                let Some(pb) = parent_block else { return false };
                let Some(pr) = body.block_parent(pb) else {
                    return false;
                };
                if pr == anc {
                    return true;
                }
                r = pr;
            }
        };
        let note = match body.value_def(v) {
            ValueDef::Result { op: def, .. } => {
                let dblock = body.parent_block(def).expect("def in a block");
                let dregion = body.block_parent(dblock);
                let rel = if dblock == ublock {
                    " (op in the same block)"
                } else if dregion == uregion {
                    " (op in the same region)"
                } else if is_proper_ancestor(dregion, uregion) {
                    " (op in a parent region)"
                } else if is_proper_ancestor(uregion, dregion) {
                    " (op in a child region)"
                } else {
                    " (op is neither in a parent nor in a child region)"
                };
                Diagnostic::note(body.op(def).loc, format!("operand defined here{rel}"))
            }
            ValueDef::BlockArg { block, .. } => {
                let dregion = body.block_parent(block);
                let loc = self
                    .ir
                    .parent_op_of_block(b, block)
                    .map_or_else(|| self.ctx.unknown_loc(), |p| self.loc(p));
                let index = dregion.map_or(0, |r| {
                    body.region_blocks(r).position(|x| x == block).unwrap_or(0)
                });
                let rel = if dregion == uregion {
                    " in the same region)"
                } else if is_proper_ancestor(dregion, uregion) {
                    " in a parent region)"
                } else if is_proper_ancestor(uregion, dregion) {
                    " in a child region)"
                } else {
                    " neither in a parent nor in a child region)"
                };
                Diagnostic::note(
                    loc,
                    format!("operand defined as a block argument (block #{index}{rel}"),
                )
            }
        };
        // The "see current operation" note comes first, as upstream attaches it first.
        d.notes.push(note);
        d
    }
}

/// Dominator trees of every multi-block region of one body, plus op order.
#[derive(Clone)]
struct DomInfo {
    /// Immediate dominator of each reachable block; the entry maps to itself.
    idom: SecondaryMap<BlockId, Option<BlockId>>,
    /// Position of each op within its block.
    order: SecondaryMap<OpId, u32>,
    /// RPO number of each reachable block.
    rpo: SecondaryMap<BlockId, u32>,
    /// Whether a region is a graph region (no order within its blocks).
    graph: SecondaryMap<RegionId, bool>,
}

impl DomInfo {
    /// Every region of `body` (nested isolated ops' bodies aside).
    fn new(body: &Body, has_ssa_dominance: impl Fn(RegionId) -> bool) -> DomInfo {
        let mut info = DomInfo::empty(body);
        let mut regions: Vec<RegionId> = body.root_regions().to_vec();
        let mut i = 0;
        while i < regions.len() {
            let r = regions[i];
            i += 1;
            info.add_region(body, r, !has_ssa_dominance(r), |o, _| {
                if body.op(o).isolated_body().is_none() {
                    regions.extend(body.local_regions(o));
                }
            });
        }
        info
    }

    /// Nothing computed yet, room for all of `body`.
    fn empty(body: &Body) -> DomInfo {
        let mut info = DomInfo {
            idom: SecondaryMap::with_capacity(body.num_blocks()),
            order: SecondaryMap::with_capacity(body.num_ops()),
            rpo: SecondaryMap::with_capacity(body.num_blocks()),
            graph: SecondaryMap::new(),
        };
        // Sized once: filled op by op, they would grow by reallocation.
        info.order.resize(body.num_ops());
        info.idom.resize(body.num_blocks());
        info.rpo.resize(body.num_blocks());
        info
    }

    /// Adds region `r` (not what it nests): the dominators of its blocks
    /// and the order of their ops, each op handed to `each` with whether
    /// its block is reachable.
    fn add_region(
        &mut self,
        body: &Body,
        r: RegionId,
        graph: bool,
        mut each: impl FnMut(OpId, bool),
    ) {
        if graph {
            self.graph[r] = true;
        }
        self.compute_region(body, r);
        for blk in body.region_blocks(r) {
            let reachable = self.idom[blk].is_some();
            for (n, o) in body.block_ops(blk).enumerate() {
                self.order[o] = n as u32;
                each(o, reachable);
            }
        }
    }

    fn succs(body: &Body, blk: BlockId) -> Vec<BlockId> {
        match body.last_op(blk) {
            Some(t) => body.successors(t).iter().map(|s| s.block).collect(),
            None => Vec::new(),
        }
    }

    fn compute_region(&mut self, body: &Body, r: RegionId) {
        let Some(entry) = body.first_block(r) else {
            return;
        };
        let single = body.next_block(entry).is_none();
        if single {
            self.idom[entry] = Some(entry);
            self.rpo[entry] = 0;
            return;
        }
        // Post-order DFS, iterative.
        let mut post: Vec<BlockId> = Vec::new();
        let mut visited: rustc_hash::FxHashSet<BlockId> = Default::default();
        let mut stack: Vec<(BlockId, Vec<BlockId>, usize)> =
            vec![(entry, Self::succs(body, entry), 0)];
        visited.insert(entry);
        while let Some((blk, succs, idx)) = stack.last_mut() {
            if *idx < succs.len() {
                let s = succs[*idx];
                *idx += 1;
                if body.block_parent(s) == Some(r) && visited.insert(s) {
                    let ss = Self::succs(body, s);
                    stack.push((s, ss, 0));
                }
            } else {
                post.push(*blk);
                stack.pop();
            }
        }
        for (i, &b) in post.iter().rev().enumerate() {
            self.rpo[b] = i as u32;
        }
        let mut preds: FxHashMap<BlockId, Vec<BlockId>> = FxHashMap::default();
        for &b in &post {
            for s in Self::succs(body, b) {
                preds.entry(s).or_default().push(b);
            }
        }
        self.idom[entry] = Some(entry);
        let rpo_order: Vec<BlockId> = post.iter().rev().copied().collect();
        let mut changed = true;
        while changed {
            changed = false;
            for &b in rpo_order.iter().skip(1) {
                let mut new_idom: Option<BlockId> = None;
                for &p in preds.get(&b).map(|v| v.as_slice()).unwrap_or(&[]) {
                    if self.idom[p].is_none() {
                        continue;
                    }
                    new_idom = Some(match new_idom {
                        None => p,
                        Some(cur) => self.intersect(p, cur),
                    });
                }
                if new_idom.is_some() && self.idom[b] != new_idom {
                    self.idom[b] = new_idom;
                    changed = true;
                }
            }
        }
    }

    fn intersect(&self, mut a: BlockId, mut b: BlockId) -> BlockId {
        while a != b {
            while self.rpo[a] > self.rpo[b] {
                a = self.idom[a].expect("processed");
            }
            while self.rpo[b] > self.rpo[a] {
                b = self.idom[b].expect("processed");
            }
        }
        a
    }

    fn reachable(&self, _body: &Body, blk: BlockId) -> bool {
        self.idom[blk].is_some()
    }

    /// Whether `a` dominates `b` (both in one region).
    fn dominates(&self, _body: &Body, a: BlockId, b: BlockId) -> bool {
        if self.idom[b].is_none() {
            return true;
        }
        if self.idom[a].is_none() {
            return false;
        }
        let mut cur = b;
        loop {
            if cur == a {
                return true;
            }
            let next = self.idom[cur].expect("reachable");
            if next == cur {
                return false;
            }
            cur = next;
        }
    }

    fn before(&self, a: OpId, b: OpId) -> bool {
        self.order[a] < self.order[b]
    }
}
