//! The greedy pattern rewrite driver (upstream's
//! `GreedyPatternRewriteDriver.cpp`, as mlir-opt 22 runs it): each
//! iteration fills a worklist from a walk of the region (uniquing and
//! hoisting constants on the way), erases unreachable blocks, then pops
//! ops one at a time: erases trivially dead ones, folds, or applies the
//! best matching pattern; changes the rewriter reports put the ops they
//! touch back on the worklist. Iterations repeat until nothing changes.
//!
//! The driver works on one body: the regions of one isolated op, down to
//! (not into) the isolated ops nested in it, which are bodies of their
//! own and are rewritten on their own (see [`apply_to_ir`]).

use cranelift_entity::SecondaryMap;
use rmlir_ir::body::{Listener, OpData, RegionParent};
use rmlir_ir::builder::Builder;
use rmlir_ir::op_def::{Fold, FoldResult};
use rmlir_ir::pattern::PatternRewriter;
use rmlir_ir::rewriter::Rewriter;
use rmlir_ir::{Body, BodyId, Context, OpId, OpTraits, RegionId, Value, ValueDef};
use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;

use crate::effects::is_op_trivially_dead;
use crate::fold::{constant_value, fold_op_with_symbols, Known, OperationFolder};
use crate::patterns::FrozenPatternSet;
use rmlir_ir::symbols::SymbolSnapshot;

/// How much the driver simplifies regions between iterations (upstream's
/// `GreedySimplifyRegionLevel`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum RegionSimplify {
    /// Not at all.
    Disabled,
    /// Dead code and unreachable blocks.
    Normal,
    /// Also identical blocks merged.
    Aggressive,
}

/// Which ops the driver may put on its worklist (upstream's
/// `GreedyRewriteStrictness`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Strictness {
    /// Any op.
    AnyOp,
    /// Ops there at the start, and ops created since.
    ExistingAndNewOps,
    /// Ops there at the start.
    ExistingOps,
}

/// The driver's configuration (upstream's `GreedyRewriteConfig`, with its
/// defaults).
#[derive(Clone, Debug)]
pub struct GreedyRewriteConfig {
    /// Fill the worklist top-down (pre-order) rather than bottom-up.
    pub top_down: bool,
    /// Region simplification between iterations.
    pub region_simplification: RegionSimplify,
    /// Iterations at most; -1 for no limit.
    pub max_iterations: i64,
    /// Pattern applications per iteration at most; -1 for no limit.
    pub max_num_rewrites: i64,
    /// Which ops may be enqueued.
    pub strictness: Strictness,
    /// Fold ops.
    pub fold: bool,
    /// Unique constants (and hoist them to their region's entry block).
    pub cse_constants: bool,
}

impl Default for GreedyRewriteConfig {
    fn default() -> Self {
        GreedyRewriteConfig {
            top_down: false,
            region_simplification: RegionSimplify::Aggressive,
            max_iterations: 10,
            max_num_rewrites: -1,
            strictness: Strictness::AnyOp,
            fold: true,
            cse_constants: true,
        }
    }
}

/// A LIFO worklist with set semantics and removal (upstream's `Worklist`).
struct Worklist {
    list: Vec<Option<OpId>>,
    /// Each queued op's slot in `list` (`NOT_QUEUED` when absent): op ids
    /// are dense in their body, so a table beats hashing on the hot path.
    pos: SecondaryMap<OpId, u32>,
    len: usize,
}

const NOT_QUEUED: u32 = u32::MAX;

impl Default for Worklist {
    fn default() -> Self {
        Worklist {
            list: Vec::new(),
            pos: SecondaryMap::with_default(NOT_QUEUED),
            len: 0,
        }
    }
}

impl Worklist {
    fn clear(&mut self) {
        for op in self.list.drain(..).flatten() {
            self.pos[op] = NOT_QUEUED;
        }
        self.len = 0;
    }
    fn is_empty(&self) -> bool {
        self.len == 0
    }
    fn push(&mut self, op: OpId) {
        if self.pos[op] == NOT_QUEUED {
            self.pos[op] = self.list.len() as u32;
            self.list.push(Some(op));
            self.len += 1;
        }
    }
    fn pop(&mut self) -> Option<OpId> {
        while let Some(slot) = self.list.pop() {
            if let Some(op) = slot {
                self.pos[op] = NOT_QUEUED;
                self.len -= 1;
                while matches!(self.list.last(), Some(None)) {
                    self.list.pop();
                }
                return Some(op);
            }
        }
        None
    }
    fn remove(&mut self, op: OpId) {
        let i = self.pos[op];
        if i != NOT_QUEUED {
            self.pos[op] = NOT_QUEUED;
            self.list[i as usize] = None;
            self.len -= 1;
        }
    }
    fn reverse(&mut self) {
        self.list.reverse();
        for (i, slot) in self.list.iter().enumerate() {
            if let Some(op) = slot {
                self.pos[*op] = i as u32;
            }
        }
    }
}

/// What the driver keeps while the rewriter changes the IR: it hears
/// every change and enqueues the ops concerned.
struct DriverState {
    /// The region ops must be in to be enqueued; `None` when it encloses
    /// the body (every op of the body is in scope).
    scope: Option<RegionId>,
    worklist: Worklist,
    strictness: Strictness,
    filtered: FxHashSet<OpId>,
}

impl DriverState {
    /// Enqueues `op` and its ancestors up to the scope region, if `op` is
    /// inside it (upstream's `addToWorklist`). The ancestors outside the
    /// body (the isolated op owning it, and above) are not enqueued:
    /// patterns of one body never change them.
    fn add_to_worklist(&mut self, body: &Body, op: OpId) {
        let mut ancestors: SmallVec<[OpId; 8]> = SmallVec::new();
        let mut cur = op;
        loop {
            ancestors.push(cur);
            let Some(block) = body.parent_block(cur) else {
                return;
            };
            let Some(region) = body.block_parent(block) else {
                return;
            };
            if Some(region) == self.scope {
                for &a in &ancestors {
                    self.add_single(a);
                }
                return;
            }
            match body.region_parent(region) {
                RegionParent::Op(parent) => cur = parent,
                RegionParent::BodyOwner => {
                    if self.scope.is_none() {
                        for &a in &ancestors {
                            self.add_single(a);
                        }
                    }
                    return;
                }
            }
        }
    }

    fn add_single(&mut self, op: OpId) {
        if self.strictness == Strictness::AnyOp || self.filtered.contains(&op) {
            self.worklist.push(op);
        }
    }

    /// Enqueues the ops defining `op`'s operands that at most one other op
    /// uses: once `op` is gone they may be dead or simpler.
    fn add_operands_to_worklist(&mut self, body: &Body, op: OpId) {
        let operands: SmallVec<[Value; 4]> =
            rmlir_ir::small::collect_small(body.operands_raw(op).flatten());
        for v in operands {
            let ValueDef::Result { op: def, .. } = body.value_def(v) else {
                continue;
            };
            let mut other: Option<OpId> = None;
            let mut more = false;
            for (user, _) in body.users(v) {
                if user == op || Some(user) == other {
                    continue;
                }
                if other.is_none() {
                    other = Some(user);
                    continue;
                }
                more = true;
                break;
            }
            if !more {
                self.add_to_worklist(body, def);
            }
        }
    }
}

impl Listener for DriverState {
    fn op_inserted(&mut self, body: &Body, op: OpId) {
        if self.strictness == Strictness::ExistingAndNewOps {
            self.filtered.insert(op);
        }
        self.add_to_worklist(body, op);
    }
    fn op_modified(&mut self, body: &Body, op: OpId) {
        self.add_to_worklist(body, op);
    }
    fn op_erased(&mut self, body: &Body, op: OpId) {
        self.add_operands_to_worklist(body, op);
        self.worklist.remove(op);
        if self.strictness != Strictness::AnyOp {
            self.filtered.remove(&op);
        }
    }
}

/// What a run of the driver did.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct GreedyResult {
    /// The region reached a fixpoint within the iteration limit.
    pub converged: bool,
    /// Anything changed.
    pub changed: bool,
}

/// Rewrites the regions of the isolated op `op` of `ir` and of every
/// isolated op nested in them (upstream's `applyPatternsGreedily(op)`,
/// which walks into nested isolated ops too). Each isolated op's body is
/// rewritten by a driver of its own, on up to `threads` threads: patterns
/// never reach across an isolation boundary, so this gives what one
/// driver over the whole tree gives.
pub fn apply_patterns_greedily_to_op(
    ctx: &Context,
    ir: &mut rmlir_ir::Ir,
    op: rmlir_ir::OpRef,
    patterns: &FrozenPatternSet,
    config: &GreedyRewriteConfig,
    threads: usize,
) -> GreedyResult {
    let Some(first) = ir.body(op.body).op(op.op).isolated_body() else {
        return GreedyResult {
            converged: true,
            changed: false,
        };
    };
    // Every body of the subtree, with a copy of its owner's data (what
    // patterns may read of the op owning the body).
    let mut bodies = vec![first];
    let mut i = 0;
    while i < bodies.len() {
        let b = ir.body(bodies[i]);
        for o in b.op_ids() {
            if !b.is_erased(o) {
                if let Some(child) = b.op(o).isolated_body() {
                    bodies.push(child);
                }
            }
        }
        i += 1;
    }
    // The symbol tables around the bodies, as folds may read them while
    // the table's own body is being rewritten on another thread.
    let mut snapshots: Vec<std::sync::Arc<SymbolSnapshot>> = Vec::new();
    // Bodies whose owners sit in the same body share a table, unless the
    // owner is itself one (then the table's symbols are in the body).
    let mut snapshot_of: FxHashMap<(BodyId, bool), Option<usize>> = FxHashMap::default();
    let symbols: Vec<Option<usize>> = bodies
        .iter()
        .map(|&b| {
            let key = match ir.body(b).owner() {
                Some((pb, po)) => {
                    let table = ctx
                        .op_def(ir.body(pb).op(po).name)
                        .is_some_and(|d| d.has(OpTraits::SYMBOL_TABLE));
                    (pb, table)
                }
                None => (b, true),
            };
            *snapshot_of.entry(key).or_insert_with(|| {
                SymbolSnapshot::enclosing(ctx, ir, b).map(|s| {
                    snapshots.push(s);
                    snapshots.len() - 1
                })
            })
        })
        .collect();
    let owners: Vec<Option<OpData>> = bodies
        .iter()
        .map(|&b| {
            ir.body(b)
                .owner()
                .map(|(pb, po)| ir.body(pb).op(po).clone())
        })
        .collect();
    let muts = ir.bodies_mut(&bodies);
    let work: Vec<(
        BodyId,
        std::sync::Mutex<&mut Body>,
        Option<OpData>,
        Option<&SymbolSnapshot>,
    )> = bodies
        .iter()
        .zip(muts)
        .zip(owners)
        .zip(symbols)
        .map(|(((&id, b), o), s)| (id, std::sync::Mutex::new(b), o, s.map(|i| &*snapshots[i])))
        .collect();
    let results = rmlir_ir::parallel::map_in_order(
        &work,
        threads,
        || (),
        |_, (id, body, owner, symbols)| {
            let mut body = body.lock().unwrap_or_else(|e| e.into_inner());
            let regions: SmallVec<[RegionId; 2]> =
                rmlir_ir::small::collect_small(body.root_regions().iter().copied());
            let mut all = GreedyResult {
                converged: true,
                changed: false,
            };
            for r in regions {
                let res = apply_greedily(
                    ctx,
                    &mut body,
                    *id,
                    owner.as_ref(),
                    *symbols,
                    r,
                    patterns,
                    config,
                );
                all.converged &= res.converged;
                all.changed |= res.changed;
            }
            all
        },
    );
    results.into_iter().fold(
        GreedyResult {
            converged: true,
            changed: false,
        },
        |a, r| GreedyResult {
            converged: a.converged && r.converged,
            changed: a.changed || r.changed,
        },
    )
}

/// Rewrites region `region` of `body` (a root region of the isolated op
/// owning the body, which is `owner`) with `patterns` until nothing
/// applies (upstream's `applyPatternsGreedily(Region &)`).
pub fn apply_patterns_greedily(
    ctx: &Context,
    body: &mut Body,
    body_id: BodyId,
    owner: Option<&OpData>,
    region: RegionId,
    patterns: &FrozenPatternSet,
    config: &GreedyRewriteConfig,
) -> GreedyResult {
    apply_greedily(ctx, body, body_id, owner, None, region, patterns, config)
}

/// [`apply_patterns_greedily`] with the symbols of the symbol table around
/// the body in reach of folds.
#[allow(clippy::too_many_arguments)]
fn apply_greedily(
    ctx: &Context,
    body: &mut Body,
    body_id: BodyId,
    owner: Option<&OpData>,
    symbols: Option<&SymbolSnapshot>,
    region: RegionId,
    patterns: &FrozenPatternSet,
    config: &GreedyRewriteConfig,
) -> GreedyResult {
    let mut st = DriverState {
        scope: Some(region),
        worklist: Worklist::default(),
        strictness: config.strictness,
        filtered: FxHashSet::default(),
    };
    if config.strictness != Strictness::AnyOp {
        walk_ops(body, region, false, &mut |_, op| {
            st.filtered.insert(op);
            true
        });
    }
    let mut iteration: i64 = 0;
    let mut continue_rewrites;
    loop {
        iteration += 1;
        if config.max_iterations != -1 && iteration > config.max_iterations {
            // The limit was reached with changes still coming.
            continue_rewrites = true;
            break;
        }
        st.worklist.clear();
        populate(ctx, body, body_id, region, config, &mut st);
        continue_rewrites = false;
        {
            let b = Builder::new(ctx, body).with_listener(&mut st);
            let mut rw = Rewriter::new(b);
            continue_rewrites |= crate::region::erase_unreachable_blocks(&mut rw, region);
        }
        continue_rewrites |= process_worklist(
            ctx, body, body_id, owner, symbols, patterns, config, &mut st,
        );
        if config.region_simplification != RegionSimplify::Disabled {
            let b = Builder::new(ctx, body).with_listener(&mut st);
            let mut rw = Rewriter::new(b);
            continue_rewrites |= crate::region::simplify_regions(
                ctx,
                &mut rw,
                body_id,
                region,
                config.region_simplification == RegionSimplify::Aggressive,
            );
        }
        if !continue_rewrites {
            break;
        }
    }
    GreedyResult {
        converged: !continue_rewrites,
        changed: iteration > 1,
    }
}

/// Applies `patterns` to the ops `ops` of `body`, and to the ops the
/// rewrites touch within `scope` (upstream's `applyOpPatternsGreedily`,
/// the `MultiOpPatternRewriteDriver`): `ops` are enqueued in order and the
/// worklist is processed once (last op first), erasing trivially dead
/// ops, folding, and applying patterns; no iterations, no region
/// simplification. `scope` is the region ops must be in to be enqueued
/// (`None`: the body is inside it).
#[allow(clippy::too_many_arguments)]
pub fn apply_op_patterns_greedily(
    ctx: &Context,
    body: &mut Body,
    body_id: BodyId,
    owner: Option<&OpData>,
    ops: &[OpId],
    scope: Option<RegionId>,
    patterns: &FrozenPatternSet,
    config: &GreedyRewriteConfig,
) -> GreedyResult {
    let mut st = DriverState {
        scope,
        worklist: Worklist::default(),
        strictness: config.strictness,
        filtered: FxHashSet::default(),
    };
    if config.strictness != Strictness::AnyOp {
        st.filtered.extend(ops.iter().copied());
    }
    for &op in ops {
        st.add_single(op);
    }
    let changed = process_worklist(ctx, body, body_id, owner, None, patterns, config, &mut st);
    GreedyResult {
        converged: st.worklist.is_empty(),
        changed,
    }
}

/// Fills the worklist for an iteration: every op of the region, uniquing
/// constants as they are met (which also hoists them).
fn populate(
    ctx: &Context,
    body: &mut Body,
    body_id: BodyId,
    region: RegionId,
    config: &GreedyRewriteConfig,
    st: &mut DriverState,
) {
    let mut folder = OperationFolder::new();
    // Returns true when `op` was a duplicate constant and is gone.
    let mut known = |body: &mut Body, st: &mut DriverState, op: OpId| -> bool {
        if !config.cse_constants {
            return false;
        }
        let Some(value) = constant_value(ctx, body, body_id, op) else {
            return false;
        };
        match folder.insert_known_constant(ctx, body, op, value) {
            Known::Kept => false,
            Known::Duplicate(existing) => {
                let replacement = body.result(existing, 0);
                let b = Builder::new(ctx, body).with_listener(st);
                let mut rw = Rewriter::new(b);
                rw.replace_op(op, &[replacement]);
                rw.body.op_mut(existing).loc = ctx.unknown_loc();
                true
            }
        }
    };
    if config.top_down {
        walk_ops_mut(body, region, true, &mut |body, op| {
            if known(body, st, op) {
                return false;
            }
            st.add_to_worklist(body, op);
            true
        });
        st.worklist.reverse();
    } else {
        walk_ops_mut(body, region, false, &mut |body, op| {
            if !known(body, st, op) {
                st.add_to_worklist(body, op);
            }
            true
        });
    }
}

/// Processes the worklist until it is empty or the rewrite limit is hit
/// (upstream's `processWorklist`). Returns whether anything changed.
#[allow(clippy::too_many_arguments)]
fn process_worklist(
    ctx: &Context,
    body: &mut Body,
    body_id: BodyId,
    owner: Option<&OpData>,
    symbols: Option<&SymbolSnapshot>,
    patterns: &FrozenPatternSet,
    config: &GreedyRewriteConfig,
    st: &mut DriverState,
) -> bool {
    let mut changed = false;
    let mut num_rewrites: i64 = 0;
    // A safety valve upstream lacks: on some valid IR (an op using its own
    // result in a graph region, `%x = arith.addi %x, %c1`) patterns rewrite
    // forever, and mlir-opt hangs. No input needs this many changes in one
    // iteration; reaching it ends the iteration unconverged.
    let budget = 64 * body.num_ops() + 10_000;
    let mut steps = 0usize;
    while !st.worklist.is_empty()
        && (config.max_num_rewrites == -1 || num_rewrites < config.max_num_rewrites)
    {
        steps += 1;
        if steps > budget {
            break;
        }
        let Some(op) = st.worklist.pop() else { break };
        if body.is_erased(op) {
            continue;
        }
        if is_op_trivially_dead(ctx, body, body_id, op) {
            let mut rw = Rewriter::new(Builder::new(ctx, body).with_listener(st));
            rw.erase_op(op);
            changed = true;
            continue;
        }
        let def = ctx.op_def(body.op(op).name);
        if config.fold && !def.is_some_and(|d| d.has(OpTraits::CONSTANT_LIKE)) {
            match fold_op_with_symbols(ctx, body, body_id, owner, symbols, op) {
                Fold::InPlace => {
                    st.op_modified(body, op);
                    changed = true;
                    continue;
                }
                Fold::Results(results) if results.len() == body.num_results(op) => {
                    if replace_with_fold_results(ctx, body, op, &results, st) {
                        changed = true;
                        continue;
                    }
                }
                _ => {}
            }
        }
        let b = Builder::new(ctx, body).with_listener(st);
        let mut prw = PatternRewriter::new(Rewriter::new(b), body_id, owner);
        if patterns.match_and_rewrite(op, &mut prw) {
            changed = true;
            num_rewrites += 1;
        }
    }
    changed
}

/// Materializes the constants among `results` before `op` with the op's
/// dialect and replaces `op` (upstream's fold handling in
/// `processWorklist`). Returns false, leaving `op` alone, when a constant
/// cannot be made.
fn replace_with_fold_results(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    results: &[FoldResult],
    st: &mut DriverState,
) -> bool {
    let types: SmallVec<[rmlir_ir::Type; 2]> =
        rmlir_ir::small::collect_small(body.results(op).map(|v| body.value_type(v)));
    let loc = body.op(op).loc;
    let dialect = ctx.op_dialect(body.op(op).name).or_else(|| {
        let name = ctx.ident_bytes(body.op(op).name);
        let d = name.split(|&c| c == b'.').next().unwrap_or(name);
        ctx.registry().dialect(d)
    });
    let mut b = Builder::new(ctx, body).with_listener(st);
    b.set_insertion_point(op);
    let mut rw = Rewriter::new(b);
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
                    None => {
                        // Undo the constants made for earlier results.
                        let mut made_ops: SmallVec<[OpId; 2]> = SmallVec::new();
                        for &v in &replacements {
                            if let ValueDef::Result { op: d, .. } = rw.body.value_def(v) {
                                if rw.body.value_unused(v) && !made_ops.contains(&d) {
                                    made_ops.push(d);
                                }
                            }
                        }
                        for d in made_ops {
                            rw.erase_op(d);
                        }
                        return false;
                    }
                }
            }
        }
    }
    rw.replace_op(op, &replacements);
    true
}

/// Walks the ops of `region` (and the local regions nested in them) in
/// pre-order or post-order, as MLIR's `walk` does: each block's next op is
/// taken before the current one is visited, so the visitor may move or
/// erase it. In pre-order, `f` returning false skips the op's regions.
fn walk_ops_mut(
    body: &mut Body,
    region: RegionId,
    pre_order: bool,
    f: &mut dyn FnMut(&mut Body, OpId) -> bool,
) {
    let blocks: SmallVec<[rmlir_ir::BlockId; 4]> =
        rmlir_ir::small::collect_small(body.region_blocks(region));
    for block in blocks {
        let mut cur = body.first_op(block);
        while let Some(op) = cur {
            cur = body.next_op(op);
            if pre_order {
                if !f(body, op) || body.is_erased(op) {
                    continue;
                }
                let regions: SmallVec<[RegionId; 2]> =
                    rmlir_ir::small::collect_small(body.local_regions(op));
                for r in regions {
                    walk_ops_mut(body, r, true, f);
                }
            } else {
                let regions: SmallVec<[RegionId; 2]> =
                    rmlir_ir::small::collect_small(body.local_regions(op));
                for r in regions {
                    walk_ops_mut(body, r, false, f);
                }
                f(body, op);
            }
        }
    }
}

/// A read-only [`walk_ops_mut`].
fn walk_ops(
    body: &Body,
    region: RegionId,
    pre_order: bool,
    f: &mut dyn FnMut(&Body, OpId) -> bool,
) {
    for block in body.region_blocks(region) {
        for op in body.block_ops(block) {
            if pre_order && !f(body, op) {
                continue;
            }
            for r in body.local_regions(op) {
                walk_ops(body, r, pre_order, f);
            }
            if !pre_order {
                f(body, op);
            }
        }
    }
}
