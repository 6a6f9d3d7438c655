//! The dialect conversion driver (upstream's `DialectConversion.cpp`):
//! legalizes every op under a root against a [`ConversionTarget`] with
//! patterns, folding first, as upstream's `OperationLegalizer` does.
//!
//! As upstream's default (rollback) mode, replacing or erasing an op is
//! deferred: the op stays, with its uses, until the conversion commits
//! (folds and patterns running later see it, and upstream's output
//! depends on that). Other changes (new ops, moved and split blocks) happen
//! at once, and a pattern whose result cannot be legalized is undone by
//! restoring a copy of the body taken before it ran (only taken when a
//! failure could be survived: another pattern or a partial conversion
//! left to try). Isolated bodies are converted one by one, parents
//! first; patterns see one body, as everywhere in rmlir. Type conversion
//! is 1:1, with materializations made eagerly (see [`TypeConverter`]) and
//! the casts left over resolved by [`reconcile_unrealized_casts`].

mod target;
mod type_converter;

pub use target::{ConversionTarget, LegalOpDetails, LegalityFn, LegalizationAction};
pub use type_converter::{unrealized_cast, MaterializeFn, Rule, RuleFn, TypeConverter, Types};

use rmlir_ir::body::{Listener, OpData};
use rmlir_ir::builder::Builder;
use rmlir_ir::op_def::{Fold, FoldResult};
use rmlir_ir::pattern::{PatternRewriter, RewritePattern};
use rmlir_ir::rewriter::{DeferredReplacements, Rewriter};
use rmlir_ir::diagnostics::Diagnostic;
use rmlir_ir::{BlockId, Body, BodyId, Context, Ident, Ir, OpId, OpRef, RegionId, Value, ValueDef};
use cranelift_entity::EntityRef;
use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;

/// Partial or full conversion (upstream's `OpConversionMode`).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum ConversionMode {
    /// Illegal ops must be converted; others are converted when possible.
    Partial,
    /// Every op must end legal.
    Full,
}

/// Driver options (upstream's `ConversionConfig`).
#[derive(Copy, Clone, Debug)]
pub struct ConversionConfig {
    /// Try an op's folder before its patterns (upstream's default).
    pub fold: bool,
}

impl Default for ConversionConfig {
    fn default() -> Self {
        ConversionConfig { fold: true }
    }
}

/// Patterns grouped for the driver: by root name, each group by benefit
/// (ties in insertion order), patterns for any op after.
pub struct ConversionPatterns<'p> {
    by_root: FxHashMap<Ident, Vec<&'p dyn RewritePattern>>,
    any: Vec<&'p dyn RewritePattern>,
}

impl<'p> ConversionPatterns<'p> {
    /// Groups `patterns`.
    pub fn new(ctx: &Context, patterns: impl IntoIterator<Item = &'p dyn RewritePattern>) -> Self {
        let mut by_root: FxHashMap<Ident, Vec<&'p dyn RewritePattern>> = FxHashMap::default();
        let mut any = Vec::new();
        for p in patterns {
            match p.root() {
                Some(r) => by_root.entry(ctx.ident(r)).or_default().push(p),
                None => any.push(p),
            }
        }
        for list in by_root.values_mut() {
            list.sort_by_key(|p| std::cmp::Reverse(p.benefit()));
        }
        any.sort_by_key(|p| std::cmp::Reverse(p.benefit()));
        ConversionPatterns { by_root, any }
    }

    fn for_op(&self, name: Ident) -> SmallVec<[&'p dyn RewritePattern; 4]> {
        let own = self.by_root.get(&name).map_or(&[][..], |v| v.as_slice());
        let mut out: SmallVec<[&'p dyn RewritePattern; 4]> = SmallVec::new();
        let (mut i, mut j) = (0, 0);
        while i < own.len() || j < self.any.len() {
            let take_any = match (own.get(i), self.any.get(j)) {
                (Some(a), Some(b)) => a.benefit() < b.benefit(),
                (None, Some(_)) => true,
                _ => false,
            };
            if take_any {
                out.push(self.any[j]);
                j += 1;
            } else {
                out.push(own[i]);
                i += 1;
            }
        }
        out
    }
}

/// Converts `root` and the ops nested in it, requiring only explicitly
/// illegal ops to be converted (upstream's `applyPartialConversion`).
pub fn apply_partial_conversion(
    ctx: &Context,
    ir: &mut Ir,
    root: OpRef,
    target: &ConversionTarget,
    patterns: &ConversionPatterns<'_>,
    config: ConversionConfig,
) -> Result<(), Diagnostic> {
    apply_conversion(ctx, ir, root, target, patterns, config, ConversionMode::Partial)
}

/// Converts `root` and the ops nested in it, requiring every op to end
/// legal (upstream's `applyFullConversion`).
pub fn apply_full_conversion(
    ctx: &Context,
    ir: &mut Ir,
    root: OpRef,
    target: &ConversionTarget,
    patterns: &ConversionPatterns<'_>,
    config: ConversionConfig,
) -> Result<(), Diagnostic> {
    apply_conversion(ctx, ir, root, target, patterns, config, ConversionMode::Full)
}

fn apply_conversion(
    ctx: &Context,
    ir: &mut Ir,
    root: OpRef,
    target: &ConversionTarget,
    patterns: &ConversionPatterns<'_>,
    config: ConversionConfig,
    mode: ConversionMode,
) -> Result<(), Diagnostic> {
    let driver = Driver {
        ctx,
        target,
        patterns,
        config,
        mode,
    };
    // The root itself, in the body holding it.
    let owner = ir.body(root.body).owner().map(|(pb, po)| ir.body(pb).op(po).clone());
    let root_recursive = {
        let body = ir.body_mut(root.body);
        let mut state = BodyState::default();
        driver.convert_ops(body, root.body, owner.as_ref(), &[root.op], &mut state)?;
        if body.is_erased(root.op) {
            return Ok(());
        }
        state.ignored.contains(&root.op) || driver.recursively_legal(body, root.body, owner.as_ref(), root.op)
    };
    if root_recursive {
        return Ok(());
    }
    let Some(first) = ir.body(root.body).op(root.op).isolated_body() else {
        return Ok(());
    };
    // Every isolated body under the root, parents first.
    let mut stack = vec![first];
    while let Some(id) = stack.pop() {
        let owner = ir.body(id).owner().map(|(pb, po)| ir.body(pb).op(po).clone());
        let body = ir.body_mut(id);
        let mut state = BodyState::default();
        let regions: SmallVec<[RegionId; 2]> = body.root_regions().iter().copied().collect();
        let mut ops = Vec::new();
        for r in regions {
            driver.collect(body, id, owner.as_ref(), r, &mut ops);
        }
        driver.convert_ops(body, id, owner.as_ref(), &ops, &mut state)?;
        // Children in reverse so that the stack pops them in order.
        let mut children: Vec<BodyId> = Vec::new();
        for &op in &ops {
            if body.is_erased(op) || state.ignored.contains(&op) {
                continue;
            }
            if let Some(child) = body.op(op).isolated_body() {
                if !driver.recursively_legal(body, id, owner.as_ref(), op) {
                    children.push(child);
                }
            }
        }
        stack.extend(children.into_iter().rev());
    }
    Ok(())
}

/// The per-body state of a conversion.
#[derive(Default)]
struct BodyState {
    /// Ops inside recursively legal ops, and ops replaced or erased (with
    /// what they hold): nothing to legalize there.
    ignored: FxHashSet<OpId>,
    /// Replacements and erasures, applied when the body is done.
    deferred: DeferredReplacements,
    /// Depth of nested legalizations, to stop runaway recursion.
    depth: u32,
}

impl BodyState {
    /// Ignores the ops replaced or erased since entry `from` of the
    /// deferred list, and what they hold. Returns the ops newly ignored
    /// (to forget them when the change is undone).
    fn ignore_replaced(&mut self, body: &Body, from: usize) -> Vec<OpId> {
        let mut added = Vec::new();
        for &(op, _) in &self.deferred.entries[from..] {
            if self.ignored.insert(op) {
                added.push(op);
            }
            let mut nested = Vec::new();
            for r in body.local_regions(op).collect::<SmallVec<[RegionId; 2]>>() {
                walk_local(body, r, &mut nested);
            }
            for n in nested {
                if self.ignored.insert(n) {
                    added.push(n);
                }
            }
        }
        added
    }

    /// Undoes what happened since `mark`: the body goes back to
    /// `snapshot`, deferred entries and ignored ops added since are
    /// dropped.
    fn restore(&mut self, body: &mut Body, snapshot: Body, mark: usize, added: &[OpId]) {
        *body = snapshot;
        self.deferred.entries.truncate(mark);
        for op in added {
            self.ignored.remove(op);
        }
    }
}

struct Driver<'a, 'p> {
    ctx: &'a Context,
    target: &'a ConversionTarget,
    patterns: &'a ConversionPatterns<'p>,
    config: ConversionConfig,
    mode: ConversionMode,
}

/// Hears what a pattern does, for legalizing its results.
#[derive(Default)]
struct Recorder {
    modified: Vec<OpId>,
    inserted_blocks: Vec<BlockId>,
}

impl Listener for Recorder {
    fn op_modified(&mut self, _body: &Body, op: OpId) {
        self.modified.push(op);
    }
    fn block_inserted(&mut self, _body: &Body, block: BlockId) {
        self.inserted_blocks.push(block);
    }
}

/// Nested legalizations deeper than this fail (a pattern making the op it
/// replaces, forever).
const MAX_DEPTH: u32 = 256;

impl Driver<'_, '_> {
    fn view<'b>(&'b self, body: &'b Body, body_id: BodyId, owner: Option<&'b OpData>, op: OpId) -> rmlir_ir::OpView<'b> {
        rmlir_ir::OpView {
            ctx: self.ctx,
            body,
            body_id,
            op,
            inner: None,
            owner,
            def: self.ctx.op_def(body.op(op).name),
        }
    }

    fn recursively_legal(&self, body: &Body, body_id: BodyId, owner: Option<&OpData>, op: OpId) -> bool {
        self.target
            .is_legal(&self.view(body, body_id, owner, op))
            .is_some_and(|d| d.recursively_legal)
    }

    /// The ops of `region` in upstream's order: pre-order, blocks in
    /// depth-first order of the control flow from the entry block
    /// (unreachable blocks are not visited), not entering recursively
    /// legal ops.
    fn collect(&self, body: &Body, body_id: BodyId, owner: Option<&OpData>, region: RegionId, out: &mut Vec<OpId>) {
        let Some(entry) = body.first_block(region) else {
            return;
        };
        let mut visited: FxHashSet<BlockId> = FxHashSet::default();
        visited.insert(entry);
        // Depth-first pre-order with an explicit stack of successor
        // iterators, as `llvm::depth_first` walks.
        let mut stack: Vec<(BlockId, usize)> = vec![(entry, 0)];
        self.collect_block(body, body_id, owner, entry, out);
        while let Some(&mut (block, ref mut next)) = stack.last_mut() {
            let succs = body.block_successors(block);
            if let Some(&s) = succs.get(*next) {
                *next += 1;
                if visited.insert(s) {
                    self.collect_block(body, body_id, owner, s, out);
                    stack.push((s, 0));
                }
            } else {
                stack.pop();
            }
        }
    }

    fn collect_block(&self, body: &Body, body_id: BodyId, owner: Option<&OpData>, block: BlockId, out: &mut Vec<OpId>) {
        for op in body.block_ops(block) {
            out.push(op);
            if self.recursively_legal(body, body_id, owner, op) {
                continue;
            }
            for r in body.local_regions(op) {
                // Deep nesting is handled by `stacker` in the walkers;
                // here regions nest as deep as the parser allowed.
                stacker::maybe_grow(64 * 1024, 1024 * 1024, || self.collect(body, body_id, owner, r, out));
            }
        }
    }

    fn convert_ops(
        &self,
        body: &mut Body,
        body_id: BodyId,
        owner: Option<&OpData>,
        ops: &[OpId],
        state: &mut BodyState,
    ) -> Result<(), Diagnostic> {
        for &op in ops {
            if body.is_erased(op) || state.ignored.contains(&op) {
                continue;
            }
            if self.legalize(body, body_id, owner, op, state, true) {
                continue;
            }
            let name = String::from_utf8_lossy(self.ctx.ident_bytes(body.op(op).name)).into_owned();
            let loc = body.op(op).loc;
            // `op->emitError()`: with the "see current operation" note.
            let on_op = |message: String| {
                let mut d = Diagnostic::error(loc, message);
                d.op = Some(OpRef { body: body_id, op });
                d
            };
            match self.mode {
                ConversionMode::Full => {
                    return Err(on_op(format!("failed to legalize operation '{name}'")));
                }
                ConversionMode::Partial => {
                    if self.target.is_illegal(&self.view(body, body_id, owner, op)) {
                        return Err(on_op(format!(
                            "failed to legalize operation '{name}' that was explicitly marked illegal"
                        )));
                    }
                }
            }
        }
        // Upstream's commit: the deferred replacements happen now.
        let deferred = std::mem::take(&mut state.deferred);
        if let Err(op) = deferred.commit(body) {
            let name = String::from_utf8_lossy(self.ctx.ident_bytes(body.op(op).name)).into_owned();
            let mut d = Diagnostic::error(body.op(op).loc, format!("failed to legalize operation '{name}' marked as erased"));
            d.op = Some(OpRef { body: body_id, op });
            return Err(d);
        }
        Ok(())
    }

    /// Makes `op` legal (upstream's `OperationLegalizer::legalize`).
    /// `survivable` says whether a failure here leaves the conversion
    /// going (so that what a failed attempt changed must be undone).
    fn legalize(
        &self,
        body: &mut Body,
        body_id: BodyId,
        owner: Option<&OpData>,
        op: OpId,
        state: &mut BodyState,
        survivable: bool,
    ) -> bool {
        if let Some(details) = self.target.is_legal(&self.view(body, body_id, owner, op)) {
            if details.recursively_legal {
                let mut nested = Vec::new();
                for r in body.local_regions(op).collect::<SmallVec<[RegionId; 2]>>() {
                    walk_local(body, r, &mut nested);
                }
                state.ignored.extend(nested);
            }
            return true;
        }
        if state.ignored.contains(&op) {
            return true;
        }
        if state.depth >= MAX_DEPTH {
            return false;
        }
        state.depth += 1;
        let ok = (self.config.fold && self.legalize_with_fold(body, body_id, owner, op, state))
            || self.legalize_with_patterns(body, body_id, owner, op, state, survivable);
        state.depth -= 1;
        ok
    }

    /// Folds `op`, materializing constants before it, and legalizes them
    /// (upstream's `legalizeWithFold`).
    fn legalize_with_fold(
        &self,
        body: &mut Body,
        body_id: BodyId,
        owner: Option<&OpData>,
        op: OpId,
        state: &mut BodyState,
    ) -> bool {
        let first_new = body.num_ops();
        let snapshot = body.clone();
        let mark = state.deferred.entries.len();
        match crate::fold::fold_op(self.ctx, body, body_id, owner, op) {
            Fold::Failure => false,
            // Changed in place: legalize it again.
            Fold::InPlace => self.legalize(body, body_id, owner, op, state, true),
            Fold::Results(results) => {
                if !replace_with_fold_results(self.ctx, body, op, &results, &mut state.deferred) {
                    state.restore(body, snapshot, mark, &[]);
                    return false;
                }
                let added = state.ignore_replaced(body, mark);
                let created: Vec<OpId> = (first_new..body.num_ops())
                    .map(OpId::new)
                    .filter(|&o| !body.is_erased(o))
                    .collect();
                for c in created {
                    if !self.legalize(body, body_id, owner, c, state, true) {
                        state.restore(body, snapshot, mark, &added);
                        return false;
                    }
                }
                true
            }
        }
    }

    /// Tries `op`'s patterns in order until one applies and what it made
    /// can be legalized (upstream's `legalizeWithPattern`).
    fn legalize_with_patterns(
        &self,
        body: &mut Body,
        body_id: BodyId,
        owner: Option<&OpData>,
        op: OpId,
        state: &mut BodyState,
        survivable: bool,
    ) -> bool {
        let candidates = self.patterns.for_op(body.op(op).name);
        for (i, pattern) in candidates.iter().enumerate() {
            let more = i + 1 < candidates.len();
            let snapshot = (more || survivable).then(|| body.clone());
            let first_new = body.num_ops();
            let mark = state.deferred.entries.len();
            let mut rec = Recorder::default();
            let applied = {
                let b = Builder::new(self.ctx, body).with_listener(&mut rec);
                let rw = Rewriter::new(b).with_deferred(&mut state.deferred);
                let mut prw = PatternRewriter::new(rw, body_id, owner);
                prw.set_insertion_point(op);
                pattern.match_and_rewrite(op, &mut prw)
            };
            if !applied {
                // A pattern failing to match changes nothing; one that
                // changed things before failing is undone.
                if let Some(s) = snapshot {
                    let changed = body.num_ops() != first_new
                        || !rec.modified.is_empty()
                        || !rec.inserted_blocks.is_empty()
                        || state.deferred.entries.len() != mark;
                    if changed {
                        state.restore(body, s, mark, &[]);
                    }
                }
                continue;
            }
            let added = state.ignore_replaced(body, mark);
            if self.legalize_pattern_result(body, body_id, owner, op, first_new, &rec, state) {
                return true;
            }
            match snapshot {
                Some(s) => state.restore(body, s, mark, &added),
                // Nothing to go back to: the conversion fails anyway.
                None => return false,
            }
        }
        false
    }

    /// Legalizes what a pattern applied to `op` did: the parents of blocks
    /// it moved in with arguments, the root if it changed in place, the
    /// ops it made (upstream's `legalizePatternResult`).
    #[allow(clippy::too_many_arguments)]
    fn legalize_pattern_result(
        &self,
        body: &mut Body,
        body_id: BodyId,
        owner: Option<&OpData>,
        op: OpId,
        first_new: usize,
        rec: &Recorder,
        state: &mut BodyState,
    ) -> bool {
        let is_new = |o: OpId| o.index() >= first_new;
        let mut relegalized: FxHashSet<OpId> = FxHashSet::default();
        for &block in &rec.inserted_blocks {
            let Some(region) = body.block_parent(block) else {
                continue;
            };
            if body.block_args(block).is_empty() {
                continue;
            }
            let parent = match body.region_parent(region) {
                rmlir_ir::body::RegionParent::Op(p) => p,
                _ => continue,
            };
            if parent == op || is_new(parent) || body.is_erased(parent) || !relegalized.insert(parent) {
                continue;
            }
            if !self.legalize(body, body_id, owner, parent, state, false) {
                return false;
            }
        }
        // The root updated in place is legalized again. (Users whose
        // operands a replacement changed are not "updated": upstream
        // replaces uses lazily, so they never count as modified.)
        if !body.is_erased(op) && rec.modified.contains(&op) && !self.legalize(body, body_id, owner, op, state, false) {
            return false;
        }
        let created: Vec<OpId> = (first_new..body.num_ops()).map(OpId::new).collect();
        for c in created {
            if body.is_erased(c) {
                continue;
            }
            if !self.legalize(body, body_id, owner, c, state, false) {
                return false;
            }
        }
        true
    }
}

/// Every op nested in `region`, in pre-order.
fn walk_local(body: &Body, region: RegionId, out: &mut Vec<OpId>) {
    let mut stack: Vec<RegionId> = vec![region];
    while let Some(r) = stack.pop() {
        for b in body.region_blocks(r) {
            for op in body.block_ops(b) {
                out.push(op);
                stack.extend(body.local_regions(op));
            }
        }
    }
}

/// Replaces `op` with its fold results, constants materialized before it
/// with its dialect's materializer. False when a constant cannot be made
/// (the caller restores the body).
fn replace_with_fold_results(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    results: &[FoldResult],
    deferred: &mut DeferredReplacements,
) -> bool {
    let types: SmallVec<[rmlir_ir::Type; 2]> = body.results(op).map(|v| body.value_type(v)).collect();
    let loc = body.op(op).loc;
    let dialect = {
        let name = ctx.ident_bytes(body.op(op).name);
        let d = name.split(|&c| c == b'.').next().unwrap_or(name);
        ctx.registry().dialect(d)
    };
    let mut b = Builder::new(ctx, body);
    b.set_insertion_point(op);
    let mut rw = Rewriter::new(b).with_deferred(deferred);
    let mut replacements: SmallVec<[Value; 2]> = SmallVec::new();
    for (r, &ty) in results.iter().zip(&types) {
        match *r {
            FoldResult::Value(v) => replacements.push(v),
            FoldResult::Attr(a) => {
                let made = dialect
                    .and_then(|d| d.materialize_constant)
                    .and_then(|m| m(&mut rw, a, ty, loc));
                match made {
                    Some(c) => replacements.push(rw.body.result(c, 0)),
                    None => return false,
                }
            }
        }
    }
    if replacements.len() != types.len() {
        return false;
    }
    rw.replace_op(op, &replacements);
    true
}

/// Removes the `builtin.unrealized_conversion_cast`s a conversion left
/// that cancel out (upstream's `reconcileUnrealizedCasts`): a chain of
/// 1:1 casts from a type back to the same type is replaced by its input,
/// and casts without uses are erased. Returns the casts that remain live,
/// which a caller requiring a complete conversion reports.
pub fn reconcile_unrealized_casts(ctx: &Context, body: &mut Body) -> Vec<OpId> {
    let name = ctx.ident("builtin.unrealized_conversion_cast");
    let is_cast = |body: &Body, op: OpId| !body.is_erased(op) && body.op(op).name == name;
    let casts: Vec<OpId> = body.op_ids().filter(|&o| is_cast(body, o)).collect();
    // Fold each cast into its users' chains: a user cast whose result
    // type equals this cast's input type (1:1) is the identity.
    let mut changed = true;
    while changed {
        changed = false;
        for &c in &casts {
            if !is_cast(body, c) || body.operand_count(c) != 1 || body.num_results(c) != 1 {
                continue;
            }
            let input = body.operand(c, 0);
            let result = body.result(c, 0);
            let users: SmallVec<[(OpId, u32); 4]> = body.users(result).collect();
            for (u, _) in users {
                if !is_cast(body, u) || body.operand_count(u) != 1 || body.num_results(u) != 1 {
                    continue;
                }
                let ur = body.result(u, 0);
                if body.value_type(ur) == body.value_type(input) {
                    body.replace_all_uses_with(ur, input);
                    changed = true;
                } else if body.value_type(ur) != body.value_type(result) {
                    // cast(cast(x: A -> B): B -> C) = cast(x: A -> C).
                    body.set_operand(u, 0, input);
                    changed = true;
                }
            }
        }
        for &c in &casts {
            if is_cast(body, c) && body.op_results_unused(c) {
                body.erase_op(c);
                changed = true;
            }
        }
    }
    casts.into_iter().filter(|&c| is_cast(body, c)).collect()
}

/// Whether `v` is the result of a `builtin.unrealized_conversion_cast`.
pub fn is_unrealized_cast_result(ctx: &Context, body: &Body, v: Value) -> bool {
    match body.value_def(v) {
        ValueDef::Result { op, .. } => body.op(op).name == ctx.ident("builtin.unrealized_conversion_cast"),
        ValueDef::BlockArg { .. } => false,
    }
}
