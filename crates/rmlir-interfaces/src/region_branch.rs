//! Region control flow (upstream's `RegionBranchOpInterface` and
//! `RegionBranchTerminatorOpInterface`): which regions and results control
//! may flow to from the op and from the terminators in its regions, and
//! the verification that values flowing along each edge have the types of
//! the successor's inputs (`verifyRegionBranchOpInterface`).
//!
//! An op describes its edges with a [`RegionBranch`]; terminators are
//! region branch points when their definition has a
//! `region_branch_terminator` interface or the `ReturnLike` trait (which
//! forwards every operand).

use std::ops::Range;

use smallvec::SmallVec;

use rmlir_ir::dialect::OpTraits;
use rmlir_ir::op_def::VerifyResult;
use rmlir_ir::pattern::PatternRewriter;
use rmlir_ir::{Body, OpId, OpView, Type, Value, ValueDef};

/// Where control comes from (upstream's `RegionBranchPoint`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum BranchPoint {
    /// Entering the op from its parent.
    Parent,
    /// A region branch terminator in region `region` (its index among the
    /// op's regions).
    Terminator {
        /// The region holding the terminator.
        region: usize,
        /// The terminator, in the body holding the op's regions.
        op: OpId,
    },
}

/// Where control goes (upstream's `RegionSuccessor`), with the types of
/// the values it receives there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RegionSuccessor {
    /// The region entered, or `None` for the op's results.
    pub region: Option<usize>,
    /// The types of the successor inputs (entry block arguments or
    /// results).
    pub inputs: SmallVec<[Type; 4]>,
}

impl RegionSuccessor {
    /// Region `i`, whose entry block arguments from `skip` on are the
    /// inputs (none when the region is empty or out of range).
    pub fn region(op: &OpView<'_>, i: usize, skip: usize) -> RegionSuccessor {
        let inputs = if i < op.num_regions() {
            let r = op.region(i);
            r.entry_args()
                .iter()
                .skip(skip)
                .map(|&v| r.body.value_type(v))
                .collect()
        } else {
            SmallVec::new()
        };
        RegionSuccessor {
            region: Some(i),
            inputs,
        }
    }

    /// Region `i` with no inputs.
    pub fn region_without_inputs(i: usize) -> RegionSuccessor {
        RegionSuccessor {
            region: Some(i),
            inputs: SmallVec::new(),
        }
    }

    /// The op's results, all of them.
    pub fn results(op: &OpView<'_>) -> RegionSuccessor {
        RegionSuccessor {
            region: None,
            inputs: op.result_types(),
        }
    }

    /// Leaving the op without results.
    pub fn parent_without_inputs() -> RegionSuccessor {
        RegionSuccessor {
            region: None,
            inputs: SmallVec::new(),
        }
    }
}

/// What an op tells about its region control flow.
#[derive(Copy, Clone)]
pub struct RegionBranch {
    /// `getSuccessorRegions`: where control may go from `point`.
    pub successors: fn(&OpView<'_>, BranchPoint) -> Vec<RegionSuccessor>,
    /// `getEntrySuccessorOperands`: the operands (indices) the op forwards
    /// when entering `successor`.
    pub entry_operands: fn(&OpView<'_>, &RegionSuccessor) -> Range<usize>,
}

impl std::fmt::Debug for RegionBranch {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("RegionBranch")
    }
}

/// The default `getEntrySuccessorOperands`: nothing is forwarded.
pub fn no_entry_operands(_: &OpView<'_>, _: &RegionSuccessor) -> Range<usize> {
    0..0
}

/// The operands a terminator forwards to its successors
/// (`RegionBranchTerminatorOpInterface::getSuccessorOperands`), or `None`
/// when it is no region branch terminator.
pub fn terminator_successor_operands(term: &OpView<'_>) -> Option<Range<usize>> {
    let def = term.def?;
    if let Some(f) = def.interfaces.region_branch_terminator {
        let r = f(term);
        let n = term.num_operands();
        return Some(r.start.min(n)..r.end.min(n));
    }
    def.has(OpTraits::RETURN_LIKE)
        .then(|| 0..term.num_operands())
}

/// The region branch points of `op`: the parent, then each block's
/// terminator that is a region branch terminator, in region and block
/// order (`getAllRegionBranchPoints`).
pub fn branch_points(op: &OpView<'_>) -> SmallVec<[BranchPoint; 4]> {
    let mut points = SmallVec::new();
    points.push(BranchPoint::Parent);
    for (ri, r) in op.regions().enumerate() {
        for b in r.blocks() {
            let Some(t) = r.body.last_op(b) else { continue };
            let Some(tv) = op.nested(t) else { continue };
            if terminator_successor_operands(&tv).is_some() {
                points.push(BranchPoint::Terminator { region: ri, op: t });
            }
        }
    }
    points
}

/// The region branch point terminator `op` of region `region` ends, if
/// it is one.
pub fn region_of_point(point: BranchPoint) -> Option<usize> {
    match point {
        BranchPoint::Parent => None,
        BranchPoint::Terminator { region, .. } => Some(region),
    }
}

/// `verifyRegionBranchOpInterface`: along every edge from a branch point
/// to a successor, the forwarded operands match the successor's inputs in
/// number and type.
pub fn verify_region_branch(op: &OpView<'_>, rb: &RegionBranch) -> VerifyResult {
    let ctx = op.ctx;
    for point in branch_points(op) {
        let term = match point {
            BranchPoint::Parent => None,
            BranchPoint::Terminator { op: t, .. } => op.nested(t),
        };
        for succ in (rb.successors)(op, point) {
            let operand_types: SmallVec<[Type; 4]> = match &term {
                None => {
                    let r = (rb.entry_operands)(op, &succ);
                    let n = op.num_operands();
                    rmlir_ir::small::collect_small(
                        (r.start.min(n)..r.end.min(n)).map(|i| op.operand_type(i)),
                    )
                }
                Some(tv) => rmlir_ir::small::collect_small(
                    terminator_successor_operands(tv)
                        .unwrap_or(0..0)
                        .map(|i| tv.operand_type(i)),
                ),
            };
            let edge_error = |msg: String| {
                let from = match &term {
                    None => "parent".to_string(),
                    Some(tv) => format!("Operation {}", tv.name_str()),
                };
                let to = match succ.region {
                    Some(i) => format!("Region #{i}"),
                    None => "parent".to_string(),
                };
                let mut d = op.emit_op_error(format!(
                    "along control flow edge from {from} to {to}: {msg}"
                ));
                let loc = term.as_ref().map(|t| t.loc()).unwrap_or_else(|| op.loc());
                d.notes.push(rmlir_ir::diagnostics::Diagnostic::note(
                    loc,
                    "region branch point",
                ));
                d
            };
            if operand_types.len() != succ.inputs.len() {
                return Err(edge_error(format!(
                    "region branch point has {} operands, but region successor needs {} inputs",
                    operand_types.len(),
                    succ.inputs.len()
                )));
            }
            for (i, (&from, &to)) in operand_types.iter().zip(&succ.inputs).enumerate() {
                if from != to {
                    return Err(edge_error(format!(
                        "successor operand type #{i} {} should match successor input type #{i} {}",
                        rmlir_ir::op_verify::quoted_type(ctx, from),
                        rmlir_ir::op_verify::quoted_type(ctx, to)
                    )));
                }
            }
        }
    }
    Ok(())
}

// ----- canonicalization (upstream's `ControlFlowInterfaces.cpp` patterns,
// `populateRegionBranchOpInterfaceCanonicalizationPatterns`) -----

/// An operand forwarded along a region branch edge: operand `index` of
/// `owner` (the region branch op itself, or a terminator in its regions).
pub type ForwardedOperand = (OpId, usize);

/// The values successor `succ` receives: the trailing entry block
/// arguments of its region, or the op's trailing results.
pub fn successor_input_values(op: &OpView<'_>, succ: &RegionSuccessor) -> SmallVec<[Value; 4]> {
    let n = succ.inputs.len();
    match succ.region {
        Some(i) if i < op.num_regions() => {
            let args = op.region(i).entry_args();
            args[args.len().saturating_sub(n)..]
                .iter()
                .copied()
                .collect()
        }
        Some(_) => SmallVec::new(),
        None => {
            let results: SmallVec<[Value; 4]> =
                (0..op.num_results()).map(|i| op.result(i)).collect();
            results[results.len().saturating_sub(n)..]
                .iter()
                .copied()
                .collect()
        }
    }
}

/// Upstream's `getSuccessorOperandInputMapping` over every region branch
/// point: each forwarded operand with the successor inputs it flows to, in
/// the order the edges are found (branch points in order, successors in
/// the op's order).
pub fn successor_operand_input_mapping(
    op: &OpView<'_>,
    rb: &RegionBranch,
) -> Vec<(ForwardedOperand, SmallVec<[Value; 2]>)> {
    let mut out: Vec<(ForwardedOperand, SmallVec<[Value; 2]>)> = Vec::new();
    for point in branch_points(op) {
        add_point_edges(op, rb, point, &mut out);
    }
    out
}

/// Upstream's `getSuccessorOperandInputMapping(mapping, point)`: the
/// edges leaving one branch point only (the op itself, or one of the
/// terminators in its regions).
pub fn point_operand_input_mapping(
    op: &OpView<'_>,
    rb: &RegionBranch,
    point: BranchPoint,
) -> Vec<(ForwardedOperand, SmallVec<[Value; 2]>)> {
    let mut out: Vec<(ForwardedOperand, SmallVec<[Value; 2]>)> = Vec::new();
    add_point_edges(op, rb, point, &mut out);
    out
}

/// Adds to `out` the forwarded operands of the edges leaving `point` and
/// the successor inputs each flows to.
fn add_point_edges(
    op: &OpView<'_>,
    rb: &RegionBranch,
    point: BranchPoint,
    out: &mut Vec<(ForwardedOperand, SmallVec<[Value; 2]>)>,
) {
    let mut add =
        |operand: ForwardedOperand, input: Value| match out.iter_mut().find(|(o, _)| *o == operand)
        {
            Some((_, inputs)) => inputs.push(input),
            None => out.push((operand, smallvec::smallvec![input])),
        };
    for succ in (rb.successors)(op, point) {
        let inputs = successor_input_values(op, &succ);
        let (owner, range) = match point {
            BranchPoint::Parent => {
                let r = (rb.entry_operands)(op, &succ);
                let n = op.num_operands();
                (op.op, r.start.min(n)..r.end.min(n))
            }
            BranchPoint::Terminator { op: t, .. } => {
                let Some(tv) = op.nested(t) else { continue };
                (t, terminator_successor_operands(&tv).unwrap_or(0..0))
            }
        };
        for (i, &input) in range.zip(inputs.iter()) {
            add((owner, i), input);
        }
    }
}

/// The entry block arguments of the region `succ` enters that are no
/// successor inputs (upstream's `getNonSuccessorInputs`: the leading
/// ones, an `scf.for`'s induction variable); none for the op's results.
pub fn non_successor_inputs(op: &OpView<'_>, succ: &RegionSuccessor) -> SmallVec<[Value; 2]> {
    match succ.region {
        Some(i) if i < op.num_regions() => {
            let args = op.region(i).entry_args();
            args[..args.len().saturating_sub(succ.inputs.len())]
                .iter()
                .copied()
                .collect()
        }
        _ => SmallVec::new(),
    }
}

/// The inverse mapping: each successor input with the operands forwarded
/// to it, inputs in the order first found.
fn invert(
    mapping: &[(ForwardedOperand, SmallVec<[Value; 2]>)],
) -> Vec<(Value, Vec<ForwardedOperand>)> {
    let mut out: Vec<(Value, Vec<ForwardedOperand>)> = Vec::new();
    for (operand, inputs) in mapping {
        for &input in inputs {
            match out.iter_mut().find(|(v, _)| *v == input) {
                Some((_, ops)) => ops.push(*operand),
                None => out.push((input, vec![*operand])),
            }
        }
    }
    out
}

fn operands_of(
    inverse: &[(Value, Vec<ForwardedOperand>)],
    v: Value,
) -> Option<&[ForwardedOperand]> {
    inverse.iter().find(|(x, _)| *x == v).map(|(_, o)| &o[..])
}

/// The op whose regions directly hold `v` (a block argument of one of
/// their blocks or a result of an op in them).
fn region_parent_of(body: &Body, v: Value) -> Option<OpId> {
    let block = match body.value_def(v) {
        ValueDef::BlockArg { block, .. } => block,
        ValueDef::Result { op, .. } => body.parent_block(op)?,
    };
    match body.region_parent(body.block_parent(block)?) {
        rmlir_ir::body::RegionParent::Op(o) => Some(o),
        rmlir_ir::body::RegionParent::BodyOwner => None,
    }
}

/// Upstream's `isDefinedBefore`: whether `a`, a value reaching successor
/// input `b`, may stand in for it.
fn is_defined_before(body: &Body, op: OpId, a: Value, b: Value) -> bool {
    if region_parent_of(body, a) != Some(op) {
        return true;
    }
    match (body.value_def(a), body.value_def(b)) {
        (_, ValueDef::Result { .. }) => false,
        (ValueDef::BlockArg { block: ba, .. }, ValueDef::BlockArg { block: bb, .. }) => ba == bb,
        _ => false,
    }
}

/// Upstream's `computeReachableValuesFromSuccessorInput`: the values that
/// are no successor inputs and may reach `value` through forwarded
/// operands (read as they are now).
fn reachable_values(
    body: &Body,
    value: Value,
    inverse: &[(Value, Vec<ForwardedOperand>)],
) -> Vec<Value> {
    let mut reachable: Vec<Value> = Vec::new();
    let mut visited: Vec<Value> = Vec::new();
    let mut worklist = vec![value];
    while let Some(next) = worklist.pop() {
        match operands_of(inverse, next) {
            None => {
                if !reachable.contains(&next) {
                    reachable.push(next);
                }
            }
            Some(operands) => {
                for &(owner, i) in operands {
                    let v = body.operand(owner, i);
                    if !visited.contains(&v) {
                        visited.push(v);
                        worklist.push(v);
                    }
                }
            }
        }
    }
    reachable
}

/// `MakeRegionBranchOpSuccessorInputsDead`: a successor input that only
/// ever receives one value (defined where it may be used instead) is
/// replaced by it.
pub fn make_successor_inputs_dead(
    op: OpId,
    rw: &mut PatternRewriter<'_>,
    rb: &RegionBranch,
) -> bool {
    let inverse = invert(&successor_operand_input_mapping(&rw.view(op), rb));
    let mut changed = false;
    for (value, _) in &inverse {
        let value = *value;
        if rw.body.value_unused(value) {
            continue;
        }
        let reachable = reachable_values(rw.body, value, &inverse);
        if reachable.len() != 1 || !is_defined_before(rw.body, op, reachable[0], value) {
            continue;
        }
        rw.replace_all_uses_with(value, reachable[0]);
        changed = true;
    }
    changed
}

fn owner_of(body: &Body, v: Value) -> (Option<OpId>, Option<rmlir_ir::BlockId>, usize) {
    match body.value_def(v) {
        ValueDef::BlockArg { block, index } => (None, Some(block), index as usize),
        ValueDef::Result { op, index } => (Some(op), None, index as usize),
    }
}

/// `RemoveDuplicateSuccessorInputUses`: of two successor inputs of the
/// same block or op that receive the same value from every predecessor,
/// the later one's uses go to the earlier one.
pub fn remove_duplicate_successor_input_uses(
    op: OpId,
    rw: &mut PatternRewriter<'_>,
    rb: &RegionBranch,
) -> bool {
    let inverse = invert(&successor_operand_input_mapping(&rw.view(op), rb));
    let mut inputs: Vec<Value> = inverse.iter().map(|(v, _)| *v).collect();
    inputs.sort_by_key(|&v| owner_of(rw.body, v).2);
    let forwarded = |body: &Body, v: Value| -> Vec<(OpId, Value)> {
        let mut m: Vec<(OpId, Value)> = operands_of(&inverse, v)
            .unwrap_or(&[])
            .iter()
            .map(|&(owner, i)| (owner, body.operand(owner, i)))
            .collect();
        m.sort_by_key(|&(o, _)| o);
        m
    };
    let mut changed = false;
    for i in 0..inputs.len() {
        let input1 = inputs[i];
        for &input2 in &inputs[i + 1..] {
            if rw.body.value_unused(input2) {
                continue;
            }
            let (o1, b1, _) = owner_of(rw.body, input1);
            let (o2, b2, _) = owner_of(rw.body, input2);
            if (o1, b1) != (o2, b2) {
                continue;
            }
            if forwarded(rw.body, input1) == forwarded(rw.body, input2) {
                rw.replace_all_uses_with(input2, input1);
                changed = true;
            }
        }
    }
    changed
}

/// `RemoveDeadRegionBranchOpSuccessorInputs`: a set of tied successor
/// inputs (values one forwarded operand flows to) none of which is used is
/// removed with the operands forwarded to them: block arguments and
/// operands in place, results by replacing the op.
pub fn remove_dead_successor_inputs(
    op: OpId,
    rw: &mut PatternRewriter<'_>,
    rb: &RegionBranch,
) -> bool {
    let mapping = successor_operand_input_mapping(&rw.view(op), rb);
    // Tied sets (`EquivalenceClasses`, in insertion order).
    let mut sets: Vec<Vec<Value>> = Vec::new();
    let find = |sets: &Vec<Vec<Value>>, v: Value| sets.iter().position(|s| s.contains(&v));
    for (_, inputs) in &mapping {
        let first = inputs[0];
        let fi = match find(&sets, first) {
            Some(i) => i,
            None => {
                sets.push(vec![first]);
                sets.len() - 1
            }
        };
        for &next in &inputs[1..] {
            match find(&sets, next) {
                Some(ni) if ni == fi => {}
                Some(ni) => {
                    let moved = sets[ni].clone();
                    let fi2 = find(&sets, first).expect("present");
                    sets[fi2].extend(moved);
                    sets.remove(ni);
                }
                None => {
                    let fi2 = find(&sets, first).expect("present");
                    sets[fi2].push(next);
                }
            }
        }
    }
    let mut to_remove: Vec<Value> = Vec::new();
    let mut block_args: Vec<(rmlir_ir::BlockId, Vec<bool>)> = Vec::new();
    let mut results = vec![false; rw.body.num_results(op)];
    for set in &sets {
        if set.iter().any(|&v| !rw.body.value_unused(v)) {
            continue;
        }
        for &v in set {
            match rw.body.value_def(v) {
                ValueDef::BlockArg { block, index } => {
                    let n = rw.body.block_args(block).len();
                    let pos = match block_args.iter().position(|(b, _)| *b == block) {
                        Some(p) => p,
                        None => {
                            block_args.push((block, vec![false; n]));
                            block_args.len() - 1
                        }
                    };
                    block_args[pos].1[index as usize] = true;
                }
                ValueDef::Result { index, .. } => results[index as usize] = true,
            }
            to_remove.push(v);
        }
    }
    if to_remove.is_empty() {
        return false;
    }
    let inverse = invert(&mapping);
    let mut operands: Vec<(OpId, Vec<bool>)> = Vec::new();
    for &v in &to_remove {
        for &(owner, i) in operands_of(&inverse, v).unwrap_or(&[]) {
            let n = rw.body.operand_count(owner);
            let pos = match operands.iter().position(|(o, _)| *o == owner) {
                Some(p) => p,
                None => {
                    operands.push((owner, vec![false; n]));
                    operands.len() - 1
                }
            };
            operands[pos].1[i] = true;
        }
    }
    for (owner, bits) in operands {
        rw.modify_op_in_place(owner, |body| {
            for i in (0..bits.len()).rev() {
                if bits[i] {
                    body.erase_operands(owner, i..i + 1);
                }
            }
        });
    }
    for (block, bits) in block_args {
        let parent = rw
            .body
            .parent_op_of_block(block)
            .expect("a block of the op");
        rw.modify_op_in_place(parent, |body| {
            for i in (0..bits.len()).rev() {
                if bits[i] {
                    body.erase_block_arg(block, i);
                }
            }
        });
    }
    if results.iter().any(|&r| r) {
        rw.erase_op_results(op, &results);
    }
    true
}
