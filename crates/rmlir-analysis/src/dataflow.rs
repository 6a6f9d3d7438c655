//! The data-flow solver (upstream's `DataFlowSolver`) running
//! `DeadCodeAnalysis` and `SparseConstantPropagation` together over an
//! op's regions, across the bodies of the isolated ops nested in it.
//!
//! Upstream's solver drives a worklist of (program point, analysis)
//! pairs through the dependencies the analyses declare. Both analyses
//! are monotone over finite lattices, so their fixpoint does not depend
//! on the visiting order: this solver revisits every program point, in
//! pre-order and in reverse in turn, until nothing changes, which reaches
//! the same states.
//!
//! Lattices:
//! - `Executable` per block and per CFG edge (live or not);
//! - `PredecessorState` per program point: the start of a region's entry
//!   block (its region predecessors), after a region branch op (the
//!   terminators returning to it), after a callable (its call sites) and
//!   after a call (the returns of its callee);
//! - `Lattice<ConstantValue>` per value.

use rmlir_interfaces::control_flow::{
    constant_control_flow, region_branch, BranchPoint, RegionBranch,
};
use rmlir_interfaces::region_branch::{terminator_successor_operands, RegionSuccessor};
use rmlir_ir::op_def::{Fold, FoldCtx, FoldResult};
use rmlir_ir::symbols::SymbolTables;
use rmlir_ir::{
    Attribute, BlockId, BodyId, Context, Ident, Ir, OpDef, OpRef, OpTraits, OpView, RegionId,
    Value, ValueDef,
};
use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;

/// A value anywhere in an [`Ir`].
pub type ValueRef = (BodyId, Value);
/// A block anywhere in an [`Ir`].
pub type BlockRef = (BodyId, BlockId);

/// Upstream's `ConstantValue` lattice.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum ConstantValue {
    /// Nothing known yet.
    #[default]
    Uninitialized,
    /// Always this constant; folded by an op of this dialect (its
    /// namespace), which materializes it.
    Constant(Attribute, Ident),
    /// Not a known constant (upstream's null constant).
    Unknown,
}

impl ConstantValue {
    /// Upstream's `ConstantValue::join`.
    fn join(self, other: ConstantValue) -> ConstantValue {
        match (self, other) {
            (ConstantValue::Uninitialized, x) | (x, ConstantValue::Uninitialized) => x,
            (ConstantValue::Constant(a, d), ConstantValue::Constant(b, _)) if a == b => {
                ConstantValue::Constant(a, d)
            }
            _ => ConstantValue::Unknown,
        }
    }

    /// The constant, when known.
    pub fn constant(self) -> Option<Attribute> {
        match self {
            ConstantValue::Constant(a, _) => Some(a),
            _ => None,
        }
    }
}

/// A program point whose predecessors are tracked.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
enum Point {
    /// The start of a block (the entry block of a region).
    Block(BodyId, BlockId),
    /// Just after an op.
    After(OpRef),
}

/// Upstream's `PredecessorState`.
#[derive(Clone, Debug)]
struct Predecessors {
    all_known: bool,
    known: Vec<OpRef>,
    /// The successor inputs each predecessor feeds (values of the point's
    /// body: entry arguments or results).
    inputs: FxHashMap<OpRef, SmallVec<[Value; 4]>>,
}

impl Default for Predecessors {
    fn default() -> Self {
        Predecessors {
            all_known: true,
            known: Vec::new(),
            inputs: FxHashMap::default(),
        }
    }
}

/// One step of the solver's visiting order.
#[derive(Copy, Clone, Debug)]
enum Item {
    Block(BlockRef),
    Op(OpRef),
}

/// The result of running dead code analysis and sparse constant
/// propagation over an op's regions.
pub struct DataFlowSolver {
    scope: OpRef,
    executable: FxHashSet<BlockRef>,
    edges: FxHashSet<(BodyId, BlockId, BlockId)>,
    preds: FxHashMap<Point, Predecessors>,
    constants: FxHashMap<ValueRef, ConstantValue>,
    /// Each call op and the callable it resolves to.
    callees: FxHashMap<OpRef, Option<OpRef>>,
    order: Vec<Item>,
    changed: bool,
}

impl DataFlowSolver {
    /// Runs both analyses on the regions of `scope` (upstream's
    /// `initializeAndRun` with `DeadCodeAnalysis` and
    /// `SparseConstantPropagation` loaded). `unknown_callables` are the
    /// callables whose call sites cannot all be seen (public symbols,
    /// symbols with non-call uses: `initializeSymbolCallables`).
    pub fn run(
        ctx: &Context,
        ir: &mut Ir,
        scope: OpRef,
        unknown_callables: &[OpRef],
    ) -> DataFlowSolver {
        let mut s = DataFlowSolver {
            scope,
            executable: FxHashSet::default(),
            edges: FxHashSet::default(),
            preds: FxHashMap::default(),
            constants: FxHashMap::default(),
            callees: FxHashMap::default(),
            order: Vec::new(),
            changed: false,
        };
        s.collect_order(ctx, ir);
        for &c in unknown_callables {
            s.preds.entry(Point::After(c)).or_default().all_known = false;
        }
        // `DeadCodeAnalysis::initialize`: the scope's regions are entered.
        let (rb, regions) = ir.regions(scope);
        for r in regions.collect::<SmallVec<[RegionId; 2]>>() {
            if let Some(entry) = ir.body(rb).first_block(r) {
                s.executable.insert((rb, entry));
                // `AbstractSparseForwardDataFlowAnalysis::initialize`: the
                // scope's entry arguments come from outside.
                for &a in ir.body(rb).block_args(entry) {
                    s.constants.insert((rb, a), ConstantValue::Unknown);
                }
            }
        }
        // Rounds go through the points forward and backward in turn:
        // control flow and values mostly flow forward, results back from
        // returns to calls (a chain of calls settles in a round, not in a
        // round per call).
        let mut backward = false;
        loop {
            s.changed = false;
            let n = s.order.len();
            for k in 0..n {
                let i = if backward { n - 1 - k } else { k };
                match s.order[i] {
                    Item::Block(b) => s.visit_block(ctx, ir, b),
                    Item::Op(op) => {
                        s.visit_control_flow(ctx, ir, op);
                        s.visit_values(ctx, ir, op);
                    }
                }
            }
            if !s.changed {
                break;
            }
            backward = !backward;
        }
        s
    }

    /// The constant lattice of `v` of body `b`.
    pub fn constant(&self, b: BodyId, v: Value) -> ConstantValue {
        self.constants.get(&(b, v)).copied().unwrap_or_default()
    }

    /// Whether block `block` of body `b` may execute.
    pub fn is_live(&self, b: BodyId, block: BlockId) -> bool {
        self.executable.contains(&(b, block))
    }

    /// Whether `op` may execute: it is in a live block, or in no block
    /// at all (upstream's `Executable` state of the point before its
    /// block).
    pub fn op_is_live(&self, ir: &Ir, op: OpRef) -> bool {
        self.block_live(ir, op)
    }

    /// The op the symbol callee of call `call` resolves to, if any
    /// (upstream's `resolveCallableInTable`; `None` for indirect calls).
    pub fn callee(&self, call: OpRef) -> Option<OpRef> {
        self.callees.get(&call).copied().flatten()
    }

    /// The call sites of callable `callable` seen live, and whether they
    /// are all of them (upstream's `PredecessorState` after a callable).
    pub fn call_sites(&self, callable: OpRef) -> (bool, &[OpRef]) {
        match self.preds.get(&Point::After(callable)) {
            Some(p) => (p.all_known, &p.known),
            None => (true, &[]),
        }
    }

    /// The ops and blocks under the scope in pre-order, and the callee of
    /// each call.
    fn collect_order(&mut self, ctx: &Context, ir: &Ir) {
        /// A point still to list: an op (then its regions), or a block
        /// (then its ops).
        enum Work {
            Op(OpRef),
            Block(BodyId, BlockId),
        }
        let tables = SymbolTables::new(ctx, ir);
        // An explicit stack: a pre-order of ops and blocks, each op
        // followed by what is nested in it, so a callee's body comes
        // right after the callee, and both after what came before.
        let mut stack = vec![Work::Op(self.scope)];
        while let Some(w) = stack.pop() {
            match w {
                Work::Op(op) => {
                    self.order.push(Item::Op(op));
                    if op != self.scope {
                        if let Some(call) = def_of(ctx, ir, op).and_then(|d| d.interfaces.call) {
                            let callee = (!call.callee_attr.is_empty())
                                .then(|| OpView::new(ctx, ir, op).prop(call.callee_attr))
                                .flatten()
                                .and_then(|sym| tables.lookup_nearest(op, sym))
                                .map(|v| v.op_ref());
                            self.callees.insert(op, callee);
                        }
                    }
                    let (rb, regions) = ir.regions(op);
                    let body = ir.body(rb);
                    let mut blocks: SmallVec<[BlockId; 4]> = SmallVec::new();
                    for r in regions {
                        blocks.extend(body.region_blocks(r));
                    }
                    stack.extend(blocks.into_iter().rev().map(|b| Work::Block(rb, b)));
                }
                Work::Block(b, block) => {
                    self.order.push(Item::Block((b, block)));
                    let ops: SmallVec<[rmlir_ir::OpId; 8]> = ir.body(b).block_ops(block).collect();
                    stack.extend(ops.into_iter().rev().map(|o| Work::Op(OpRef { body: b, op: o })));
                }
            }
        }
    }

    fn block_live(&self, ir: &Ir, op: OpRef) -> bool {
        match ir.body(op.body).parent_block(op.op) {
            Some(b) => self.executable.contains(&(op.body, b)),
            None => true,
        }
    }

    fn set_live(&mut self, b: BlockRef) {
        if self.executable.insert(b) {
            self.changed = true;
        }
    }

    fn mark_edge_live(&mut self, b: BodyId, from: BlockId, to: BlockId) {
        self.set_live((b, to));
        if self.edges.insert((b, from, to)) {
            self.changed = true;
        }
    }

    fn mark_entry_blocks_live(&mut self, ir: &Ir, op: OpRef) {
        let (rb, regions) = ir.regions(op);
        for r in regions.collect::<SmallVec<[RegionId; 2]>>() {
            if let Some(entry) = ir.body(rb).first_block(r) {
                self.set_live((rb, entry));
            }
        }
    }

    fn join_pred(&mut self, point: Point, pred: OpRef, inputs: Option<SmallVec<[Value; 4]>>) {
        let p = self.preds.entry(point).or_default();
        if !p.known.contains(&pred) {
            p.known.push(pred);
            self.changed = true;
        }
        if let Some(inputs) = inputs {
            if p.inputs.get(&pred) != Some(&inputs) {
                p.inputs.insert(pred, inputs);
                self.changed = true;
            }
        }
    }

    fn set_unknown_preds(&mut self, point: Point) {
        let p = self.preds.entry(point).or_default();
        if p.all_known {
            p.all_known = false;
            self.changed = true;
        }
    }

    /// `getOperandValues`: the constant operands, or `None` while one is
    /// not initialized.
    fn operand_values(&self, ir: &Ir, op: OpRef) -> Option<SmallVec<[Option<Attribute>; 4]>> {
        ir.body(op.body)
            .operands(op.op)
            .map(|v| match self.constant(op.body, v) {
                ConstantValue::Uninitialized => None,
                c => Some(c.constant()),
            })
            .collect()
    }

    // ----- DeadCodeAnalysis -----

    /// `DeadCodeAnalysis::visit` of the point after `op`.
    fn visit_control_flow(&mut self, ctx: &Context, ir: &Ir, op: OpRef) {
        if !self.block_live(ir, op) {
            return;
        }
        let body = ir.body(op.body);
        let def = def_of(ctx, ir, op);
        if let Some(&callee) = self.callees.get(&op) {
            self.visit_call(ctx, ir, op, callee);
        }
        if ir.num_regions(op) != 0 {
            if let Some(rb) = region_branch(ctx, body.op(op.op).name) {
                self.visit_region_branch(ctx, ir, op, rb);
            } else if def.is_some_and(|d| d.interfaces.callable.is_some()) {
                let p = self.preds.get(&Point::After(op));
                if p.is_some_and(|p| !p.all_known || !p.known.is_empty()) {
                    self.mark_entry_blocks_live(ir, op);
                }
            } else {
                self.mark_entry_blocks_live(ir, op);
            }
        }
        if let Some(parent) = region_or_callable_return_parent(ctx, ir, op) {
            let pname = ir.body(parent.body).op(parent.op).name;
            if let Some(rb) = region_branch(ctx, pname) {
                self.visit_region_terminator(ctx, ir, op, parent, rb);
            } else {
                self.visit_callable_terminator(ctx, ir, op, parent);
            }
        }
        let succs = body.successors(op.op);
        if !succs.is_empty() {
            let from = body.parent_block(op.op).expect("a terminator in a block");
            let targets: SmallVec<[BlockId; 2]> = succs.iter().map(|s| s.block).collect();
            if def.is_some_and(|d| d.interfaces.branch.is_some()) {
                let Some(operands) = self.operand_values(ir, op) else {
                    return;
                };
                let chosen = constant_control_flow(ctx, body.op(op.op).name)
                    .and_then(|cf| cf.successor_for_operands(&OpView::new(ctx, ir, op), &operands));
                match chosen.and_then(|i| targets.get(i)) {
                    Some(&t) => self.mark_edge_live(op.body, from, t),
                    None => {
                        for t in targets {
                            self.mark_edge_live(op.body, from, t);
                        }
                    }
                }
            } else {
                for t in targets {
                    self.mark_edge_live(op.body, from, t);
                }
            }
        }
    }

    /// `visitCallOperation`: a live call is a call site of its callee,
    /// unless the callee is external: a declaration, or not strictly
    /// inside the scope (a function analyzed alone calling itself is seen
    /// as calling out, as mlir-opt 22 does, and as when the function has
    /// been moved out of its module to run on another thread).
    fn visit_call(&mut self, ctx: &Context, ir: &Ir, call: OpRef, callee: Option<OpRef>) {
        let internal = callee.filter(|&c| {
            is_symbol(ctx, ir, c)
                && c != self.scope
                && is_ancestor(ir, self.scope, c)
                && callable_region(ctx, ir, c).is_some()
        });
        match internal {
            Some(c) => self.join_pred(Point::After(c), call, None),
            None => self.set_unknown_preds(Point::After(call)),
        }
    }

    /// `visitRegionBranchOperation`.
    fn visit_region_branch(&mut self, ctx: &Context, ir: &Ir, op: OpRef, rb: &RegionBranch) {
        let Some(operands) = self.operand_values(ir, op) else {
            return;
        };
        let view = OpView::new(ctx, ir, op);
        let succs = constant_control_flow(ctx, view.name())
            .and_then(|cf| cf.entry_successor_regions(&view, &operands))
            .unwrap_or_else(|| (rb.successors)(&view, BranchPoint::Parent));
        for succ in succs {
            let Some(point) = self.successor_point(ir, op, &succ) else {
                continue;
            };
            match point {
                Point::Block(b, block) => self.set_live((b, block)),
                Point::After(_) => {}
            }
            let inputs = successor_inputs(ir, op, &succ);
            self.join_pred(point, op, Some(inputs));
        }
    }

    /// `visitRegionTerminator`.
    fn visit_region_terminator(
        &mut self,
        ctx: &Context,
        ir: &Ir,
        term: OpRef,
        parent: OpRef,
        rb: &RegionBranch,
    ) {
        let Some(operands) = self.operand_values(ir, term) else {
            return;
        };
        let pview = OpView::new(ctx, ir, parent);
        let tview = OpView::new(ctx, ir, term);
        let region = region_index(ir, parent, term);
        let succs = constant_control_flow(ctx, tview.name())
            .and_then(|cf| cf.terminator_successor_regions(&pview, &tview, &operands))
            .unwrap_or_else(|| {
                (rb.successors)(
                    &pview,
                    BranchPoint::Terminator {
                        region,
                        op: term.op,
                    },
                )
            });
        for succ in succs {
            let Some(point) = self.successor_point(ir, parent, &succ) else {
                continue;
            };
            if let Point::Block(b, block) = point {
                self.set_live((b, block));
            }
            let inputs = successor_inputs(ir, parent, &succ);
            self.join_pred(point, term, Some(inputs));
        }
    }

    /// `visitCallableTerminator`: the return is a predecessor of the
    /// results of every known call site.
    fn visit_callable_terminator(&mut self, ctx: &Context, ir: &Ir, term: OpRef, callable: OpRef) {
        let Some(sites) = self.preds.get(&Point::After(callable)) else {
            return;
        };
        let sites = sites.known.clone();
        let return_like = def_of(ctx, ir, term).is_some_and(|d| d.has(OpTraits::RETURN_LIKE));
        for site in sites {
            if return_like {
                self.join_pred(Point::After(site), term, None);
            } else {
                self.set_unknown_preds(Point::After(site));
            }
        }
    }

    /// The program point a region successor of `op` is.
    fn successor_point(&self, ir: &Ir, op: OpRef, succ: &RegionSuccessor) -> Option<Point> {
        match succ.region {
            None => Some(Point::After(op)),
            Some(i) => {
                let (rb, regions) = ir.regions(op);
                let r = regions.into_iter().nth(i)?;
                let entry = ir.body(rb).first_block(r)?;
                Some(Point::Block(rb, entry))
            }
        }
    }

    // ----- SparseConstantPropagation -----

    fn join_value(&mut self, v: ValueRef, c: ConstantValue) {
        let cur = self.constant(v.0, v.1);
        let new = cur.join(c);
        if new != cur {
            self.constants.insert(v, new);
            self.changed = true;
        }
    }

    fn set_all_unknown(&mut self, b: BodyId, values: &[Value]) {
        for &v in values {
            self.join_value((b, v), ConstantValue::Unknown);
        }
    }

    /// `AbstractSparseForwardDataFlowAnalysis::visitBlock`: the arguments
    /// of a live block.
    fn visit_block(&mut self, ctx: &Context, ir: &Ir, (b, block): BlockRef) {
        let body = ir.body(b);
        let args: SmallVec<[Value; 4]> = body.block_args(block).into();
        if args.is_empty() || !self.executable.contains(&(b, block)) {
            return;
        }
        let region = body.block_parent(block).expect("a block in a region");
        if body.first_block(region) == Some(block) {
            let Some(parent) = ir.parent_op_of_block(b, block) else {
                return self.set_all_unknown(b, &args);
            };
            if callable_region(ctx, ir, parent) == Some((b, region)) {
                let Some(sites) = self.preds.get(&Point::After(parent)).cloned() else {
                    return;
                };
                if !sites.all_known {
                    return self.set_all_unknown(b, &args);
                }
                for site in sites.known {
                    let ops = call_arg_operands(ctx, ir, site);
                    for (&arg, v) in args.iter().zip(ops) {
                        let c = self.constant(site.body, v);
                        self.join_value((b, arg), c);
                    }
                }
                return;
            }
            if let Some(rb) = region_branch(ctx, ir.body(parent.body).op(parent.op).name) {
                let ri = ir.regions(parent).1.position(|r| r == region).unwrap_or(0);
                let succ = RegionSuccessor {
                    region: Some(ri),
                    inputs: SmallVec::new(),
                };
                return self.visit_region_successors(
                    ctx,
                    ir,
                    Point::Block(b, block),
                    parent,
                    rb,
                    &succ,
                    &args,
                );
            }
            return self.set_all_unknown(b, &args);
        }
        let preds: SmallVec<[(rmlir_ir::OpId, usize); 4]> = body.predecessors(block).collect();
        for (term, succ_index) in preds {
            let Some(from) = body.parent_block(term) else {
                continue;
            };
            if !self.edges.contains(&(b, from, block)) {
                continue;
            }
            let term_ref = OpRef { body: b, op: term };
            let Some(branch) = def_of(ctx, ir, term_ref).and_then(|d| d.interfaces.branch) else {
                return self.set_all_unknown(b, &args);
            };
            let n = body.operand_count(term);
            let r = (branch.successor_operands)(&OpView::new(ctx, ir, term_ref), succ_index);
            let r = r.start.min(n)..r.end.min(n);
            let produced = args.len().saturating_sub(r.len());
            for (i, &arg) in args.iter().enumerate() {
                if i < produced {
                    self.join_value((b, arg), ConstantValue::Unknown);
                } else {
                    let v = body.operand(term, r.start + i - produced);
                    let c = self.constant(b, v);
                    self.join_value((b, arg), c);
                }
            }
        }
    }

    /// `visitRegionSuccessors`: the values a region branch point receives
    /// (`lattices`, entry arguments or results) from its predecessors.
    #[allow(clippy::too_many_arguments)]
    fn visit_region_successors(
        &mut self,
        ctx: &Context,
        ir: &Ir,
        point: Point,
        branch: OpRef,
        rb: &RegionBranch,
        succ: &RegionSuccessor,
        lattices: &[Value],
    ) {
        let lb = match point {
            Point::Block(b, _) => b,
            Point::After(op) => op.body,
        };
        let Some(preds) = self.preds.get(&point).cloned() else {
            return;
        };
        for pred in preds.known {
            let operands: SmallVec<[Value; 4]> = if pred == branch {
                let view = OpView::new(ctx, ir, branch);
                let full = full_successor(&view, rb, succ);
                let r = (rb.entry_operands)(&view, &full);
                let n = view.num_operands();
                (r.start.min(n)..r.end.min(n))
                    .map(|i| view.operand(i))
                    .collect()
            } else {
                let tview = OpView::new(ctx, ir, pred);
                match terminator_successor_operands(&tview) {
                    Some(r) => r.map(|i| tview.operand(i)).collect(),
                    None => return self.set_all_unknown(lb, lattices),
                }
            };
            let inputs = preds.inputs.get(&pred).cloned().unwrap_or_default();
            let mut first = 0;
            if inputs.len() != lattices.len() {
                if let Some(&f) = inputs.first() {
                    first = lattices.iter().position(|&l| l == f).unwrap_or(0);
                }
                // `visitNonControlFlowArguments`: the values no edge feeds.
                let others: SmallVec<[Value; 4]> = lattices
                    .iter()
                    .enumerate()
                    .filter(|&(i, _)| i < first || i >= first + inputs.len())
                    .map(|(_, &v)| v)
                    .collect();
                self.set_all_unknown(lb, &others);
            }
            for (&l, v) in lattices[first.min(lattices.len())..].iter().zip(operands) {
                let c = self.constant(pred.body, v);
                self.join_value((lb, l), c);
            }
        }
    }

    /// `AbstractSparseForwardDataFlowAnalysis::visitOperation` with
    /// `SparseConstantPropagation`'s transfer function.
    fn visit_values(&mut self, ctx: &Context, ir: &mut Ir, op: OpRef) {
        let body = ir.body(op.body);
        let results: SmallVec<[Value; 4]> = body.results(op.op).collect();
        if results.is_empty() || !self.block_live(ir, op) {
            return;
        }
        let name = body.op(op.op).name;
        if let Some(rb) = region_branch(ctx, name) {
            let succ = RegionSuccessor::results(&OpView::new(ctx, ir, op));
            return self.visit_region_successors(
                ctx,
                ir,
                Point::After(op),
                op,
                rb,
                &succ,
                &results,
            );
        }
        if let Some(&callee) = self.callees.get(&op) {
            let external = callee.is_some_and(|c| callable_region(ctx, ir, c).is_none());
            let preds = self
                .preds
                .get(&Point::After(op))
                .cloned()
                .unwrap_or_default();
            if external || !preds.all_known {
                return self.set_all_unknown(op.body, &results);
            }
            for ret in preds.known {
                let rbody = ir.body(ret.body);
                let vals: SmallVec<[Value; 4]> = rbody.operands(ret.op).collect();
                for (&r, v) in results.iter().zip(vals) {
                    let c = self.constant(ret.body, v);
                    self.join_value((op.body, r), c);
                }
            }
            return;
        }
        if ir.num_regions(op) != 0 {
            return self.set_all_unknown(op.body, &results);
        }
        let Some(operands) = self.operand_values(ir, op) else {
            return;
        };
        let dialect = dialect_of(ctx, ir, op);
        match fold_simulated(ctx, ir, op, &operands) {
            Some(folded) if folded.len() == results.len() => {
                for (&r, f) in results.iter().zip(folded) {
                    let c = match f {
                        FoldResult::Attr(a) => ConstantValue::Constant(a, dialect),
                        FoldResult::Value(v) => self.constant(op.body, v),
                    };
                    self.join_value((op.body, r), c);
                }
            }
            _ => self.set_all_unknown(op.body, &results),
        }
    }
}

/// Folds `op` as if its operands were `operands` (upstream's
/// `op->fold(constantOperands, results)` in
/// `SparseConstantPropagation::visitOperation`): `None` when it does not
/// fold or folds in place, in which case the op is restored.
fn fold_simulated(
    ctx: &Context,
    ir: &mut Ir,
    op: OpRef,
    operands: &[Option<Attribute>],
) -> Option<SmallVec<[FoldResult; 1]>> {
    let def = def_of(ctx, ir, op)?;
    let owner = ir.body(op.body).owner();
    let owner_data = owner.map(|(b, o)| ir.body(b).op(o).clone());
    let body = ir.body_mut(op.body);
    let saved_operands: SmallVec<[Value; 4]> = body.operands(op.op).collect();
    let saved_attrs = body.op(op.op).attrs;
    let saved_props = body.op(op.op).properties();
    let single = body.num_results(op.op) == 1;
    let mut result = match def.fold {
        Some(f) => f(&mut FoldCtx {
            ctx,
            body,
            body_id: op.body,
            op: op.op,
            owner: owner_data.as_ref(),
            operands,
            symbols: None,
        }),
        None => Fold::Failure,
    };
    if single {
        if let Fold::Results(r) = &result {
            if r.len() == 1 && r[0] == FoldResult::Value(body.result(op.op, 0)) {
                result = Fold::InPlace;
            }
        }
    }
    if let Fold::Failure = result {
        result = fold_traits(body, def, op.op, operands);
    }
    match result {
        Fold::Results(r) => Some(r),
        Fold::Failure => None,
        Fold::InPlace => {
            // The constants need not be the run-time values: undo.
            // (A fold may have dropped or added operands, as
            // `delinearize_index` folding constants into its basis does.)
            let now: SmallVec<[Value; 4]> = body.operands(op.op).collect();
            if now != saved_operands {
                body.set_operands(op.op, &saved_operands);
            }
            body.op_mut(op.op).attrs = saved_attrs;
            body.op_mut(op.op).set_properties(saved_props);
            None
        }
    }
}

/// The trait folds (`foldCommutative`, `foldInvolution`,
/// `foldIdempotent`) with the simulated operands. A commutative op whose
/// constants are not last would be reordered in place: no result.
fn fold_traits(
    body: &rmlir_ir::Body,
    def: &OpDef,
    op: rmlir_ir::OpId,
    operands: &[Option<Attribute>],
) -> Fold {
    if def.has(OpTraits::COMMUTATIVE) && operands.len() >= 2 {
        if let Some(first) = operands.iter().position(|c| c.is_some()) {
            if operands[first..].iter().any(|c| c.is_none()) {
                return Fold::InPlace;
            }
        }
    }
    let same_op = |v: Value| match body.value_def(v) {
        ValueDef::Result { op: d, .. } if body.op(d).name == body.op(op).name => Some(d),
        _ => None,
    };
    if def.has(OpTraits::INVOLUTION) && body.operand_count(op) == 1 {
        if let Some(d) = same_op(body.operand(op, 0)) {
            if body.operand_count(d) == 1 {
                return Fold::Results(smallvec::smallvec![FoldResult::Value(body.operand(d, 0))]);
            }
        }
    }
    if def.has(OpTraits::IDEMPOTENT) {
        match body.operand_count(op) {
            1 if same_op(body.operand(op, 0)).is_some() => {
                return Fold::Results(smallvec::smallvec![FoldResult::Value(body.operand(op, 0))]);
            }
            2 if body.operand(op, 0) == body.operand(op, 1) => {
                return Fold::Results(smallvec::smallvec![FoldResult::Value(body.operand(op, 0))]);
            }
            _ => {}
        }
    }
    Fold::Failure
}

/// The successor of `op`'s own list matching `succ`'s region (its inputs
/// filled in), for `getEntrySuccessorOperands`.
fn full_successor(view: &OpView<'_>, rb: &RegionBranch, succ: &RegionSuccessor) -> RegionSuccessor {
    (rb.successors)(view, BranchPoint::Parent)
        .into_iter()
        .find(|s| s.region == succ.region)
        .unwrap_or_else(|| succ.clone())
}

/// The values a successor's inputs are: the trailing entry arguments of
/// its region, or the leading results of `op`.
fn successor_inputs(ir: &Ir, op: OpRef, succ: &RegionSuccessor) -> SmallVec<[Value; 4]> {
    let n = succ.inputs.len();
    match succ.region {
        None => ir.body(op.body).results(op.op).take(n).collect(),
        Some(i) => {
            let (rb, regions) = ir.regions(op);
            let Some(r) = regions.into_iter().nth(i) else {
                return SmallVec::new();
            };
            let body = ir.body(rb);
            let Some(entry) = body.first_block(r) else {
                return SmallVec::new();
            };
            let args = body.block_args(entry);
            args[args.len().saturating_sub(n)..].into()
        }
    }
}

pub(crate) fn def_of(ctx: &Context, ir: &Ir, op: OpRef) -> Option<&'static OpDef> {
    ctx.op_def(ir.body(op.body).op(op.op).name)
}

/// The namespace of `op`'s dialect.
fn dialect_of(ctx: &Context, ir: &Ir, op: OpRef) -> Ident {
    let name = ctx.ident_bytes(ir.body(op.body).op(op.op).name);
    ctx.ident(name.split(|&c| c == b'.').next().unwrap_or(name))
}

fn is_symbol(ctx: &Context, ir: &Ir, op: OpRef) -> bool {
    def_of(ctx, ir, op).is_some_and(|d| d.interfaces.symbol.is_some())
}

/// Whether `op` is `anc` or nested in it.
fn is_ancestor(ir: &Ir, anc: OpRef, op: OpRef) -> bool {
    let mut cur = Some(op);
    while let Some(c) = cur {
        if c == anc {
            return true;
        }
        cur = ir.parent_op(c);
    }
    false
}

/// `CallableOpInterface::getCallableRegion`: a callable's first region,
/// unless it is empty (an external function).
pub fn callable_region(ctx: &Context, ir: &Ir, op: OpRef) -> Option<(BodyId, RegionId)> {
    def_of(ctx, ir, op)?.interfaces.callable?;
    let (rb, mut regions) = ir.regions(op);
    let r = regions.next()?;
    (!ir.body(rb).region_is_empty(r)).then_some((rb, r))
}

/// `CallOpInterface::getArgOperands`: every operand but an indirect
/// call's callee.
pub fn call_arg_operands(ctx: &Context, ir: &Ir, call: OpRef) -> SmallVec<[Value; 4]> {
    let body = ir.body(call.body);
    let skip = match def_of(ctx, ir, call).and_then(|d| d.interfaces.call) {
        Some(c) if c.callee_attr.is_empty() => 1,
        _ => 0,
    };
    body.operands(call.op).skip(skip).collect()
}

/// `isRegionOrCallableReturn`: the parent of `op` when `op` is the
/// terminator of a block of a region branch op or a callable, without
/// successors.
fn region_or_callable_return_parent(ctx: &Context, ir: &Ir, op: OpRef) -> Option<OpRef> {
    let body = ir.body(op.body);
    let block = body.parent_block(op.op)?;
    if !body.successors(op.op).is_empty() || body.last_op(block) != Some(op.op) {
        return None;
    }
    let parent = ir.parent_op(op)?;
    let pname = ir.body(parent.body).op(parent.op).name;
    let is_callable = def_of(ctx, ir, parent).is_some_and(|d| d.interfaces.callable.is_some());
    (region_branch(ctx, pname).is_some() || is_callable).then_some(parent)
}

/// The index among `parent`'s regions of the region holding `op`.
pub(crate) fn region_index(ir: &Ir, parent: OpRef, op: OpRef) -> usize {
    let body = ir.body(op.body);
    let region = body.parent_block(op.op).and_then(|b| body.block_parent(b));
    ir.regions(parent)
        .1
        .position(|r| Some(r) == region)
        .unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::ConstantValue;

    #[test]
    fn constant_join_is_upstreams() {
        let ctx = rmlir_ir::Context::new();
        let i32t = ctx.int_type(32);
        let one = ctx.integer_attr(i32t, 1);
        let two = ctx.integer_attr(i32t, 2);
        let d = ctx.ident("arith");
        let c1 = ConstantValue::Constant(one, d);
        let c2 = ConstantValue::Constant(two, d);
        assert_eq!(ConstantValue::Uninitialized.join(c1), c1);
        assert_eq!(c1.join(ConstantValue::Uninitialized), c1);
        assert_eq!(c1.join(c1), c1);
        assert_eq!(c1.join(c2), ConstantValue::Unknown);
        assert_eq!(ConstantValue::Unknown.join(c1), ConstantValue::Unknown);
        assert_eq!(c1.constant(), Some(one));
        assert_eq!(ConstantValue::Unknown.constant(), None);
    }
}
