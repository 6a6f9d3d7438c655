//! Liveness of values (upstream's `LivenessAnalysis.cpp`, run as
//! `RunLivenessAnalysis` does): a sparse backward data-flow analysis over
//! the executable code dead code analysis finds.
//!
//! A value is live when it
//! - is an operand of an op that would not be trivially dead (it has
//!   memory effects, is a terminator, a symbol, an unregistered op, ...),
//! - is returned to a caller nobody sees (a public function's results),
//! - flows into a live value: an operand of an op with a live result, a
//!   value forwarded to a live block argument, region successor input,
//!   callee argument or call result,
//! - is an operand a branch op or a region branch op decides its control
//!   flow with, when that op is live (not trivially dead, or with a live
//!   result).
//!
//! Values in code dead code analysis finds unreachable are not live.
//!
//! The lattice is one bit per value, only ever set, so the analysis is a
//! least fixpoint: it runs after dead code analysis and sparse constant
//! propagation have settled (the executable blocks and the call sites of
//! each callable), from a worklist of ops, each op revisited when a value
//! it read becomes live (upstream's dependencies of program points on
//! lattices).
//!
//! Upstream runs the three analyses interleaved. The only difference that
//! makes is with folders that change the IR while sparse constant
//! propagation simulates them (`memref.extract_strided_metadata` makes
//! constants and points the uses of its results at them): upstream's
//! liveness may have seen the uses before the change, which leaves the
//! new constants dead; here liveness sees the IR as the solver left it.

use std::collections::VecDeque;

use rmlir_interfaces::control_flow::{region_branch, BranchPoint, RegionBranch};
use rmlir_interfaces::region_branch::{
    non_successor_inputs, point_operand_input_mapping, terminator_successor_operands,
};
use rmlir_ir::{BodyId, Context, Ir, OpRef, OpTraits, OpView, RegionId, Value};
use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;

use crate::dataflow::{callable_region, def_of, region_index, DataFlowSolver, ValueRef};

/// The values found live under an op (upstream's `RunLivenessAnalysis`):
/// every value nested in the op has a state, not live unless found so.
pub struct Liveness {
    live: FxHashSet<ValueRef>,
}

impl Liveness {
    /// Runs dead code analysis, sparse constant propagation and liveness
    /// analysis on `top` (upstream's `RunLivenessAnalysis(top)`).
    /// `unknown_callables` are the callables whose call sites cannot all be
    /// seen, as for [`DataFlowSolver::run`].
    pub fn run(ctx: &Context, ir: &mut Ir, top: OpRef, unknown_callables: &[OpRef]) -> Liveness {
        let solver = DataFlowSolver::run(ctx, ir, top, unknown_callables);
        Liveness::from_solver(ctx, ir, top, &solver)
    }

    /// Liveness analysis on `top`, with the executable code and call sites
    /// `solver` found there.
    pub fn from_solver(ctx: &Context, ir: &Ir, top: OpRef, solver: &DataFlowSolver) -> Liveness {
        let mut a = Analysis {
            ctx,
            ir,
            scope: top,
            solver,
            live: FxHashSet::default(),
            deps: FxHashMap::default(),
            dep_set: FxHashSet::default(),
            worklist: VecDeque::new(),
            queued: FxHashSet::default(),
        };
        a.enqueue_initial(top);
        while let Some(op) = a.worklist.pop_front() {
            a.queued.remove(&op);
            a.visit(op);
        }
        Liveness { live: a.live }
    }

    /// Whether value `v` of body `b` is live.
    pub fn is_live(&self, b: BodyId, v: Value) -> bool {
        self.live.contains(&(b, v))
    }
}

struct Analysis<'a> {
    ctx: &'a Context,
    ir: &'a Ir,
    /// The op analyzed: callees outside it are external.
    scope: OpRef,
    solver: &'a DataFlowSolver,
    live: FxHashSet<ValueRef>,
    /// The ops to visit again when a value becomes live.
    deps: FxHashMap<ValueRef, SmallVec<[OpRef; 2]>>,
    dep_set: FxHashSet<(ValueRef, OpRef)>,
    worklist: VecDeque<OpRef>,
    queued: FxHashSet<OpRef>,
}

impl Analysis<'_> {
    /// Upstream's `initializeRecursively` order: an op, then the ops of
    /// each block of its regions, last to first, each followed by what
    /// is nested in it.
    fn enqueue_initial(&mut self, top: OpRef) {
        let mut stack = vec![top];
        let mut children: Vec<OpRef> = Vec::new();
        while let Some(op) = stack.pop() {
            self.enqueue(op);
            children.clear();
            let (rb, regions) = self.ir.regions(op);
            let body = self.ir.body(rb);
            for r in regions {
                for b in body.region_blocks(r) {
                    let ops: SmallVec<[rmlir_ir::OpId; 8]> = body.block_ops(b).collect();
                    children.extend(ops.into_iter().rev().map(|o| OpRef { body: rb, op: o }));
                }
            }
            stack.extend(children.iter().rev().copied());
        }
    }

    fn enqueue(&mut self, op: OpRef) {
        if self.queued.insert(op) {
            self.worklist.push_back(op);
        }
    }

    fn is_live(&self, v: ValueRef) -> bool {
        self.live.contains(&v)
    }

    /// Reads the state of `v` for `op`: `op` is visited again when it
    /// changes (upstream's `getLatticeElementFor`).
    fn read(&mut self, v: ValueRef, op: OpRef) -> bool {
        if self.dep_set.insert((v, op)) {
            self.deps.entry(v).or_default().push(op);
        }
        self.is_live(v)
    }

    /// `markLive`, with the visits of the ops that read the value.
    fn mark(&mut self, v: ValueRef) {
        if self.live.insert(v) {
            if let Some(users) = self.deps.get(&v) {
                let users: SmallVec<[OpRef; 4]> = users.iter().copied().collect();
                for u in users {
                    self.enqueue(u);
                }
            }
        }
    }

    fn results(&self, op: OpRef) -> SmallVec<[Value; 4]> {
        self.ir.body(op.body).results(op.op).collect()
    }

    fn operand(&self, op: OpRef, i: usize) -> ValueRef {
        (op.body, self.ir.body(op.body).operand(op.op, i))
    }

    fn num_operands(&self, op: OpRef) -> usize {
        self.ir.body(op.body).operand_count(op.op)
    }

    fn would_be_trivially_dead(&self, op: OpRef) -> bool {
        rmlir_rewrite::effects::would_op_be_trivially_dead(
            self.ctx,
            self.ir.body(op.body),
            op.body,
            op.op,
        )
    }

    /// `AbstractSparseBackwardDataFlowAnalysis::visitOperation`.
    fn visit(&mut self, op: OpRef) {
        if !self.solver.op_is_live(self.ir, op) {
            return;
        }
        let results = self.results(op);
        let mut any_live = false;
        for &r in &results {
            any_live |= self.read((op.body, r), op);
        }
        let ctx = self.ctx;
        let name = self.ir.body(op.body).op(op.op).name;
        if let Some(rb) = region_branch(ctx, name) {
            return self.visit_region_successors(op, rb);
        }
        let def = def_of(ctx, self.ir, op);
        if let Some(branch) = def.and_then(|d| d.interfaces.branch) {
            let n = self.num_operands(op);
            let mut unaccounted = vec![true; n];
            let body = self.ir.body(op.body);
            let succs: SmallVec<[rmlir_ir::BlockId; 2]> =
                body.successors(op.op).iter().map(|s| s.block).collect();
            for (i, block) in succs.into_iter().enumerate() {
                let r = (branch.successor_operands)(&OpView::new(ctx, self.ir, op), i);
                let r = r.start.min(n)..r.end.min(n);
                for (k, idx) in r.clone().enumerate() {
                    unaccounted[idx] = false;
                    let Some(&arg) = self.ir.body(op.body).block_args(block).get(k) else {
                        continue;
                    };
                    if self.read((op.body, arg), op) {
                        let v = self.operand(op, idx);
                        self.mark(v);
                    }
                }
            }
            for idx in (0..n).filter(|&i| unaccounted[i]) {
                self.visit_branch_operand(op, idx);
            }
            return;
        }
        if def.is_some_and(|d| d.interfaces.call.is_some()) {
            if let Some(callee) = self.solver.callee(op) {
                if def_of(ctx, self.ir, callee).is_some_and(|d| d.interfaces.callable.is_some()) {
                    return self.visit_call(op, callee);
                }
            }
        }
        let tview = OpView::new(ctx, self.ir, op);
        if terminator_successor_operands(&tview).is_some() {
            if let Some(parent) = self.ir.parent_op(op) {
                let pname = self.ir.body(parent.body).op(parent.op).name;
                if let Some(rb) = region_branch(ctx, pname) {
                    return self.visit_region_terminator(op, parent, rb);
                }
            }
        }
        if def.is_some_and(|d| d.has(OpTraits::RETURN_LIKE)) {
            if let Some(parent) = self.ir.parent_op(op) {
                if def_of(ctx, self.ir, parent).is_some_and(|d| d.interfaces.callable.is_some()) {
                    return self.visit_callable_return(op, parent);
                }
            }
        }
        let operands: SmallVec<[ValueRef; 4]> =
            (0..self.num_operands(op)).map(|i| self.operand(op, i)).collect();
        self.transfer(op, &operands, any_live);
    }

    /// `LivenessAnalysis::visitOperation` of `op` for the values
    /// `operands`: live when `op` would not be trivially dead or has a
    /// live result (`results_live`).
    fn transfer(&mut self, op: OpRef, operands: &[ValueRef], results_live: bool) {
        if results_live || !self.would_be_trivially_dead(op) {
            for &v in operands {
                self.mark(v);
            }
        }
    }

    /// `visitBranchOperand`: a control operand of a branch op, a region
    /// branch op or a region branch terminator (whose parent decides).
    fn visit_branch_operand(&mut self, op: OpRef, index: usize) {
        let ctx = self.ctx;
        let is_terminator = terminator_successor_operands(&OpView::new(ctx, self.ir, op)).is_some();
        let visit_op = if is_terminator {
            self.ir.parent_op(op).unwrap_or(op)
        } else {
            op
        };
        let results = self.results(visit_op);
        let mut any_live = false;
        for r in results {
            // The parent reads its results: it is visited again when
            // they change (not this terminator).
            any_live |= self.read((visit_op.body, r), visit_op);
        }
        let v = self.operand(op, index);
        self.transfer(visit_op, &[v], any_live);
    }

    /// `visitRegionSuccessors`: the operands a region branch op forwards
    /// when entered meet the inputs they flow to; the others are control
    /// operands; the entry arguments no operand feeds are visited as
    /// non-control-flow arguments.
    fn visit_region_successors(&mut self, op: OpRef, rb: &RegionBranch) {
        let ctx = self.ctx;
        let n = self.num_operands(op);
        let mut unaccounted = vec![true; n];
        let view = OpView::new(ctx, self.ir, op);
        let mapping = point_operand_input_mapping(&view, rb, BranchPoint::Parent);
        let (rb_body, _) = self.ir.regions(op);
        let succs = (rb.successors)(&view, BranchPoint::Parent);
        let results: FxHashSet<Value> = self.ir.body(op.body).results(op.op).collect();
        for ((_, idx), inputs) in mapping {
            if idx >= n {
                continue;
            }
            unaccounted[idx] = false;
            for input in inputs {
                let input_body = if results.contains(&input) { op.body } else { rb_body };
                if self.read((input_body, input), op) {
                    let v = self.operand(op, idx);
                    self.mark(v);
                }
            }
        }
        for succ in succs {
            if succ.region.is_none() {
                continue;
            }
            let view = OpView::new(ctx, self.ir, op);
            let args = non_successor_inputs(&view, &succ);
            self.visit_non_control_flow_arguments(op, rb_body, &args);
        }
        for idx in (0..n).filter(|&i| unaccounted[i]) {
            self.visit_branch_operand(op, idx);
        }
    }

    /// `visitNonControlFlowArguments`: entry arguments of a region of
    /// `parent` that no operand feeds (an induction variable) are live
    /// when the parent is.
    fn visit_non_control_flow_arguments(&mut self, parent: OpRef, b: BodyId, args: &[Value]) {
        if args.is_empty() {
            return;
        }
        let results = self.results(parent);
        let any_live = results.iter().any(|&r| self.is_live((parent.body, r)));
        let args: SmallVec<[ValueRef; 4]> = args.iter().map(|&a| (b, a)).collect();
        self.transfer(parent, &args, any_live);
    }

    /// `visitRegionSuccessorsFromTerminator`.
    fn visit_region_terminator(&mut self, term: OpRef, parent: OpRef, rb: &RegionBranch) {
        let ctx = self.ctx;
        let n = self.num_operands(term);
        let mut unaccounted = vec![true; n];
        let region = region_index(self.ir, parent, term);
        let pview = OpView::new(ctx, self.ir, parent);
        let point = BranchPoint::Terminator {
            region,
            op: term.op,
        };
        let mapping = point_operand_input_mapping(&pview, rb, point);
        let results: FxHashSet<Value> = self.ir.body(parent.body).results(parent.op).collect();
        for ((owner, idx), inputs) in mapping {
            if owner != term.op || idx >= n {
                continue;
            }
            unaccounted[idx] = false;
            for input in inputs {
                let input_body = if results.contains(&input) {
                    parent.body
                } else {
                    term.body
                };
                if self.read((input_body, input), term) {
                    let v = self.operand(term, idx);
                    self.mark(v);
                }
            }
        }
        for idx in (0..n).filter(|&i| unaccounted[i]) {
            self.visit_branch_operand(term, idx);
        }
    }

    /// A call resolved to `callee`: its argument operands meet the
    /// callee's entry arguments; the other operands, and all of them for
    /// an external callee (a declaration, or one not strictly inside the
    /// op analyzed: a function analyzed alone calling itself, as
    /// mlir-opt 22 has it), are live.
    fn visit_call(&mut self, call: OpRef, callee: OpRef) {
        let n = self.num_operands(call);
        let inside = callee != self.scope && is_ancestor(self.ir, self.scope, callee);
        let region = callable_region(self.ctx, self.ir, callee).filter(|_| inside);
        let Some((rb, region)) = region else {
            for i in 0..n {
                let v = self.operand(call, i);
                self.mark(v);
            }
            return;
        };
        let args = entry_args(self.ir, rb, region);
        let skip = match def_of(self.ctx, self.ir, call).and_then(|d| d.interfaces.call) {
            Some(c) if c.callee_attr.is_empty() => 1,
            _ => 0,
        };
        let mut unaccounted = vec![true; n];
        for (k, &arg) in args.iter().enumerate() {
            let idx = skip + k;
            if idx >= n {
                break;
            }
            unaccounted[idx] = false;
            if self.read((rb, arg), call) {
                let v = self.operand(call, idx);
                self.mark(v);
            }
        }
        for idx in (0..n).filter(|&i| unaccounted[i]) {
            let v = self.operand(call, idx);
            self.mark(v);
        }
    }

    /// `visitCallableOperation`: a callable's return meets the results of
    /// every call site, or is live when they are not all known.
    fn visit_callable_return(&mut self, ret: OpRef, callable: OpRef) {
        let n = self.num_operands(ret);
        let (all_known, sites) = self.solver.call_sites(callable);
        if !all_known {
            for i in 0..n {
                let v = self.operand(ret, i);
                self.mark(v);
            }
            return;
        }
        let sites: SmallVec<[OpRef; 4]> = sites.iter().copied().collect();
        for site in sites {
            let results = self.results(site);
            for (i, r) in results.into_iter().enumerate() {
                if self.read((site.body, r), ret) && i < n {
                    let v = self.operand(ret, i);
                    self.mark(v);
                }
            }
        }
    }
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

fn entry_args(ir: &Ir, b: BodyId, region: RegionId) -> SmallVec<[Value; 4]> {
    let body = ir.body(b);
    body.first_block(region)
        .map(|e| body.block_args(e).into())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::Liveness;
    use rmlir_ir::walk::walk_post_order;
    use rmlir_ir::{AttrKind, OpRef};

    /// What upstream's `--test-liveness-analysis` prints: for each op
    /// with a `tag`, in post-order, the liveness of its operands, results
    /// and the entry arguments of its regions. The public functions
    /// directly in the module are the callables called from outside.
    fn report(src: &str) -> String {
        let ctx = rmlir_dialects::context();
        let opts = rmlir_asm_parser::ParseOptions {
            filename: "in.mlir".into(),
            ..Default::default()
        };
        let mut ir = rmlir_asm_parser::parse_source(&ctx, src.as_bytes(), &opts)
            .unwrap()
            .ir;
        let top = ir.top().unwrap();
        let mut children = Vec::new();
        rmlir_ir::walk::collect_children(&ir, top, &mut children);
        let public: Vec<OpRef> = children
            .into_iter()
            .filter(|&c| {
                rmlir_ir::OpView::new(&ctx, &ir, c)
                    .any_attr("sym_visibility")
                    .is_none()
            })
            .collect();
        let la = Liveness::run(&ctx, &mut ir, top, &public);
        let state = |b, v| if la.is_live(b, v) { "live" } else { "not live" };
        let mut out = String::new();
        walk_post_order(&ir, top, |op| {
            let data = ir.body(op.body).op(op.op);
            let Some(tag) = ctx.dictionary_get(data.attrs, b"tag") else {
                return;
            };
            let AttrKind::String { value, .. } = ctx.attr_kind(tag) else {
                return;
            };
            out.push_str(&format!("test_tag: {}:\n", String::from_utf8_lossy(value)));
            let body = ir.body(op.body);
            for (i, v) in body.operands(op.op).enumerate() {
                out.push_str(&format!(" operand #{i}: {}\n", state(op.body, v)));
            }
            for (i, v) in body.results(op.op).enumerate() {
                out.push_str(&format!(" result #{i}: {}\n", state(op.body, v)));
            }
            let (rb, regions) = ir.regions(op);
            let rbody = ir.body(rb);
            for (ri, r) in regions.enumerate() {
                out.push_str(&format!(" region: #{ri}:\n"));
                if let Some(b) = rbody.first_block(r) {
                    for (ai, &a) in rbody.block_args(b).iter().enumerate() {
                        out.push_str(&format!("   argument: #{ai}: {}\n", state(rb, a)));
                    }
                }
            }
        });
        out
    }

    /// Calls, returns, a loop, branches: what mlir-opt 22's
    /// `--test-liveness-analysis` prints for the same input.
    #[test]
    fn liveness_is_upstreams() {
        let src = r#"func.func private @callee(%a: i32, %b: i32) -> (i32, i32) {
  %s = arith.addi %a, %a {tag = "add"} : i32
  "func.return"(%s, %b) {tag = "ret"} : (i32, i32) -> ()
}
func.func @main(%x: i32, %c: i1, %m: memref<i32>) -> i32 {
  %r:2 = func.call @callee(%x, %x) {tag = "call"} : (i32, i32) -> (i32, i32)
  %w:2 = scf.while (%i = %r#0, %j = %x) : (i32, i32) -> (i32, i32) {
    "scf.condition"(%c, %i, %j) {tag = "cond"} : (i1, i32, i32) -> ()
  } do {
  ^bb0(%p: i32, %q: i32):
    memref.store %p, %m[] {tag = "store"} : memref<i32>
    scf.yield %p, %q : i32, i32
  } attributes {tag = "while"}
  "cf.cond_br"(%c, %w#0, %w#1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> {tag = "br"} : (i1, i32, i32) -> ()
^bb1(%y: i32):
  return %y : i32
^bb2(%z: i32):
  %k = arith.constant {tag = "k"} 0 : i32
  return %k : i32
}
"#;
        let expected = r#"test_tag: add:
 operand #0: live
 operand #1: live
 result #0: live
test_tag: ret:
 operand #0: live
 operand #1: not live
test_tag: call:
 operand #0: live
 operand #1: live
 result #0: live
 result #1: not live
test_tag: cond:
 operand #0: live
 operand #1: live
 operand #2: not live
test_tag: store:
 operand #0: live
 operand #1: live
test_tag: while:
 operand #0: live
 operand #1: live
 result #0: live
 result #1: not live
 region: #0:
   argument: #0: live
   argument: #1: not live
 region: #1:
   argument: #0: live
   argument: #1: not live
test_tag: br:
 operand #0: live
 operand #1: live
 operand #2: not live
test_tag: k:
 result #0: live
"#;
        assert_eq!(report(src), expected);
    }
}
