//! The verifiers of the affine ops (`verify`/`verifyRegions` in
//! `AffineOps.cpp`), with upstream's messages. They run after the ODS
//! invariants, so declared properties exist and have their kind; operand
//! counts are still checked before indexing.

use rmlir_ir::affine::{AffineMap, IntegerSet};
use rmlir_ir::op_def::{Effect, EffectKind, VerifyResult};
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{AttrKind, OpView, RegionId, Signedness, TypeKind, Value};
use smallvec::SmallVec;

use crate::validity::Validity;
use crate::{affine_map, index_typed, DmaStart, ATOMIC_RMW_KINDS};

/// Whether `op` is the op of definition `def` (upstream's `isa<>`).
fn is_op(op: &OpView<'_>, def: &'static rmlir_ir::OpDef) -> bool {
    op.def.is_some_and(|d| std::ptr::eq(d, def))
}

fn map_prop<'a>(op: &OpView<'a>, name: &str) -> Option<&'a AffineMap> {
    op.prop(name).and_then(|a| affine_map(op.ctx, a))
}

fn set_prop<'a>(op: &OpView<'a>, name: &str) -> Option<&'a IntegerSet> {
    match op.prop(name).map(|a| op.ctx.attr_kind(a)) {
        Some(AttrKind::IntegerSet(s)) => Some(s),
        _ => None,
    }
}

/// `verifyDimAndSymbolIdentifiers`: the first `num_dims` operands must be
/// valid dimensions, the others valid symbols, in the op's affine scope.
fn dims_and_symbols(op: &OpView<'_>, operands: &[Value], num_dims: usize) -> VerifyResult {
    let mut v = Validity::new(op);
    let scope = v.affine_scope();
    for (i, &o) in operands.iter().enumerate() {
        if i < num_dims {
            if !v.is_valid_dim(o, scope) {
                return Err(op.emit_op_error("operand cannot be used as a dimension id"));
            }
        } else if !v.is_valid_symbol(o, scope) {
            return Err(op.emit_op_error("operand cannot be used as a symbol"));
        }
    }
    Ok(())
}

/// Valid dimensions (symbols included) in the op's scope, else `msg`.
fn valid_dims(
    op: &OpView<'_>,
    operands: &[Value],
    scope: Option<RegionId>,
    msg: &str,
) -> VerifyResult {
    let mut v = Validity::new(op);
    if operands.iter().any(|&o| !v.is_valid_dim(o, scope)) {
        return Err(op.emit_op_error(msg));
    }
    Ok(())
}

fn memref_shape<'a>(op: &OpView<'a>, v: Value) -> Option<(&'a [i64], rmlir_ir::Type)> {
    match op.ctx.type_kind(op.value_type(v)) {
        TypeKind::MemRef { shape, elem, .. } => Some((shape, *elem)),
        _ => None,
    }
}

pub(crate) fn apply(op: &OpView<'_>) -> VerifyResult {
    let Some(map) = map_prop(op, "map") else {
        return Ok(());
    };
    let num_dims = map.num_dims as usize;
    if op.num_operands() != num_dims + map.num_symbols as usize {
        return Err(
            op.emit_op_error("operand count and affine map dimension and symbol count must match")
        );
    }
    if map.num_results() != 1 {
        return Err(op.emit_op_error("mapping must produce one value"));
    }
    let mut v = Validity::new(op);
    let scope = v.affine_scope();
    for &o in &op.operands()[num_dims..] {
        if v.is_valid_dim(o, scope) && !v.is_valid_symbol(o, scope) {
            return Err(op.emit_error("dimensional operand cannot be used as a symbol"));
        }
    }
    Ok(())
}

pub(crate) fn min_max(op: &OpView<'_>) -> VerifyResult {
    let Some(map) = map_prop(op, "map") else {
        return Ok(());
    };
    if op.num_operands() != map.num_inputs() as usize {
        return Err(
            op.emit_op_error("operand count and affine map dimension and symbol count must match")
        );
    }
    Ok(())
}

/// `verifyMemoryOpIndexing`.
fn memory_op_indexing(op: &OpView<'_>, map_operands: &[Value], rank: usize) -> VerifyResult {
    let Some(map) = map_prop(op, "map") else {
        return Ok(());
    };
    if map.num_results() != rank {
        return Err(op.emit_op_error("affine map num results must equal memref rank"));
    }
    if map.num_inputs() as usize != map_operands.len() {
        return Err(op.emit_op_error("expects as many subscripts as affine map inputs"));
    }
    if map_operands.iter().any(|&o| !index_typed(op, o)) {
        return Err(op.emit_op_error("index to load must have 'index' type"));
    }
    dims_and_symbols(op, map_operands, map.num_dims as usize)
}

pub(crate) fn load(op: &OpView<'_>) -> VerifyResult {
    let operands = op.operands();
    let Some((shape, elem)) = operands.first().and_then(|&m| memref_shape(op, m)) else {
        return Ok(());
    };
    if op.num_results() != 1 || op.result_type(0) != elem {
        return Err(op.emit_op_error("result type must match element type of memref"));
    }
    memory_op_indexing(op, &operands[1..], shape.len())
}

pub(crate) fn store(op: &OpView<'_>) -> VerifyResult {
    let operands = op.operands();
    let Some((shape, elem)) = operands.get(1).and_then(|&m| memref_shape(op, m)) else {
        return Ok(());
    };
    if op.value_type(operands[0]) != elem {
        return Err(
            op.emit_op_error("value to store must have the same type as memref element type")
        );
    }
    memory_op_indexing(op, &operands[2..], shape.len())
}

fn vector_elem(op: &OpView<'_>, t: rmlir_ir::Type) -> Option<rmlir_ir::Type> {
    match op.ctx.type_kind(t) {
        TypeKind::Vector { elem, .. } => Some(*elem),
        _ => None,
    }
}

pub(crate) fn vector_load(op: &OpView<'_>) -> VerifyResult {
    let operands = op.operands();
    let Some((shape, elem)) = operands.first().and_then(|&m| memref_shape(op, m)) else {
        return Ok(());
    };
    memory_op_indexing(op, &operands[1..], shape.len())?;
    if op.num_results() == 1 && vector_elem(op, op.result_type(0)) != Some(elem) {
        return Err(op.emit_op_error("requires memref and vector types of the same elemental type"));
    }
    Ok(())
}

pub(crate) fn vector_store(op: &OpView<'_>) -> VerifyResult {
    let operands = op.operands();
    let Some((shape, elem)) = operands.get(1).and_then(|&m| memref_shape(op, m)) else {
        return Ok(());
    };
    memory_op_indexing(op, &operands[2..], shape.len())?;
    if vector_elem(op, op.value_type(operands[0])) != Some(elem) {
        return Err(op.emit_op_error("requires memref and vector types of the same elemental type"));
    }
    Ok(())
}

pub(crate) fn prefetch(op: &OpView<'_>) -> VerifyResult {
    let operands = op.operands();
    let Some((shape, _)) = operands.first().and_then(|&m| memref_shape(op, m)) else {
        return Ok(());
    };
    match map_prop(op, "map") {
        Some(map) => {
            if map.num_results() != shape.len() {
                return Err(op.emit_op_error(
                    "affine.prefetch affine map num results must equal memref rank",
                ));
            }
            if map.num_inputs() as usize + 1 != operands.len() {
                return Err(op.emit_op_error("too few operands"));
            }
        }
        None => {
            if operands.len() != 1 {
                return Err(op.emit_op_error("too few operands"));
            }
        }
    }
    let scope = Validity::new(op).affine_scope();
    valid_dims(
        op,
        &operands[1..],
        scope,
        "index must be a valid dimension or symbol identifier",
    )
}

pub(crate) fn if_op(op: &OpView<'_>) -> VerifyResult {
    let Some(set) = set_prop(op, "condition") else {
        return Err(op.emit_op_error("requires an integer set attribute named 'condition'"));
    };
    if op.num_operands() != (set.num_dims + set.num_symbols) as usize {
        return Err(op.emit_op_error(
            "operand count and condition integer set dimension and symbol count must match",
        ));
    }
    dims_and_symbols(op, &op.operands(), set.num_dims as usize)
}

/// The operands of the `affine.yield` ending region `i`, if it ends with one.
fn yielded(op: &OpView<'_>, region: usize) -> Option<Vec<Value>> {
    if op.num_regions() <= region {
        return None;
    }
    let r = op.region(region);
    let t = r.entry_terminator()?;
    let term = r.op_view(op.ctx, t, op.owner);
    is_op(&term, &crate::YIELD_OP).then(|| term.operands().to_vec())
}

/// `verifyLoopLikeOpInterface` for `affine.for` (a region verifier
/// upstream: it sees verified nested ops).
fn loop_like(op: &OpView<'_>) -> VerifyResult {
    if op.num_regions() != 1 {
        return Ok(());
    }
    let ctx = op.ctx;
    let inits = op.operand_group(2);
    let args = op.region(0).entry_args();
    let iter_args = args.get(1..).unwrap_or(&[]);
    let yields = yielded(op, 0).unwrap_or_default();
    let ty = |t| rmlir_ir::op_verify::quoted_type(ctx, t);
    if inits.len() != iter_args.len() {
        return Err(op.emit_op_error(format!(
            "different number of inits and region iter_args: {} != {}",
            inits.len(),
            iter_args.len()
        )));
    }
    if !yields.is_empty() && iter_args.len() != yields.len() {
        return Err(op.emit_op_error(format!(
            "different number of region iter_args and yielded values: {} != {}",
            iter_args.len(),
            yields.len()
        )));
    }
    if op.num_results() != iter_args.len() {
        return Err(op.emit_op_error(format!(
            "different number of loop results and region iter_args: {} != {}",
            op.num_results(),
            iter_args.len()
        )));
    }
    for (i, (&init, &arg)) in inits.iter().zip(iter_args).enumerate() {
        let (ti, ta) = (op.value_type(init), op.region(0).body.value_type(arg));
        if ti != ta {
            return Err(op.emit_op_error(format!(
                "{i}-th init and {i}-th region iter_arg have different type: {} != {}",
                ty(ti),
                ty(ta)
            )));
        }
        if let Some(&y) = yields.get(i) {
            let ty_y = op.region(0).body.value_type(y);
            if ta != ty_y {
                return Err(op.emit_op_error(format!(
                    "{i}-th region iter_arg and {i}-th yielded value have different type: {} != {}",
                    ty(ta),
                    ty(ty_y)
                )));
            }
        }
    }
    for (i, &arg) in iter_args.iter().enumerate() {
        let (ta, tr) = (op.region(0).body.value_type(arg), op.result_type(i));
        if ta != tr {
            return Err(op.emit_op_error(format!(
                "{i}-th region iter_arg and {i}-th loop result have different type: {} != {}",
                ty(ta),
                ty(tr)
            )));
        }
    }
    Ok(())
}

/// `verifyRegions` of `affine.for`.
pub(crate) fn for_regions(op: &OpView<'_>) -> VerifyResult {
    if op.num_regions() != 1 {
        return Ok(());
    }
    let region = op.region(0);
    let args = region.entry_args();
    let iv_ok = args
        .first()
        .is_some_and(|&a| matches!(op.ctx.type_kind(region.body.value_type(a)), TypeKind::Index));
    if !iv_ok {
        return Err(op.emit_op_error(
            "expected body to have a single index argument for the induction variable",
        ));
    }
    let (Some(lb), Some(ub)) = (map_prop(op, "lowerBoundMap"), map_prop(op, "upperBoundMap"))
    else {
        return Ok(());
    };
    if lb.num_inputs() > 0 {
        dims_and_symbols(op, &op.operand_group(0), lb.num_dims as usize)?;
    }
    if ub.num_inputs() > 0 {
        dims_and_symbols(op, &op.operand_group(1), ub.num_dims as usize)?;
    }
    if lb.num_results() == 0 {
        return Err(op.emit_op_error("expected lower bound map to have at least one result"));
    }
    if ub.num_results() == 0 {
        return Err(op.emit_op_error("expected upper bound map to have at least one result"));
    }
    let num_results = op.num_results();
    if num_results == 0 {
        return Ok(());
    }
    let control = (lb.num_inputs() + ub.num_inputs()) as usize;
    if op.num_operands().checked_sub(control) != Some(num_results) {
        return Err(
            op.emit_op_error("mismatch between the number of loop-carried values and results")
        );
    }
    if args.len() - 1 != num_results {
        return Err(op.emit_op_error("mismatch between the number of basic block args and results"));
    }
    Ok(())
}

/// `isResultTypeMatchAtomicRMWKind`.
fn reduction_matches(op: &OpView<'_>, t: rmlir_ir::Type, kind: &str) -> bool {
    let k = op.ctx.type_kind(t);
    let float = matches!(k, TypeKind::Float(_));
    let int = matches!(k, TypeKind::Integer { .. });
    let signed = matches!(
        k,
        TypeKind::Integer {
            signedness: Signedness::Signed,
            ..
        }
    );
    let unsigned = matches!(
        k,
        TypeKind::Integer {
            signedness: Signedness::Unsigned,
            ..
        }
    );
    match kind {
        "addf" | "mulf" | "maximumf" | "minimumf" => float,
        "addi" | "muli" | "ori" | "andi" => int,
        "assign" => true,
        "maxs" | "mins" => signed,
        "maxu" | "minu" => unsigned,
        _ => false,
    }
}

pub(crate) fn parallel(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let (Some(lb), Some(ub)) = (
        map_prop(op, "lowerBoundsMap"),
        map_prop(op, "upperBoundsMap"),
    ) else {
        return Ok(());
    };
    let group_values = |n: &str| {
        op.prop(n)
            .map(|a| ctx.dense_int_values_unsigned(a))
            .unwrap_or_default()
    };
    let (lb_groups, ub_groups) = (
        group_values("lowerBoundsGroups"),
        group_values("upperBoundsGroups"),
    );
    let steps = match op.prop("steps").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Array(e)) => e.len(),
        _ => 0,
    };
    let num_args = if op.num_regions() == 1 {
        op.region(0).entry_args().len()
    } else {
        0
    };
    let num_dims = steps;
    if lb_groups.len() != num_dims || ub_groups.len() != num_dims || num_args != num_dims {
        return Err(op.emit_op_error(format!(
            "the number of region arguments ({num_args}) and the number of map groups for lower ({}) and upper bound ({}), and the number of steps ({steps}) must all match",
            lb_groups.len(),
            ub_groups.len()
        )));
    }
    let expected = |g: &[u64]| g.iter().fold(0u64, |a, &b| a.wrapping_add(b)) as u32 as usize;
    if expected(&lb_groups) != lb.num_results() {
        return Err(op.emit_op_error(format!(
            "expected lower bounds map to have {} results",
            expected(&lb_groups)
        )));
    }
    if expected(&ub_groups) != ub.num_results() {
        return Err(op.emit_op_error(format!(
            "expected upper bounds map to have {} results",
            expected(&ub_groups)
        )));
    }
    let reductions: Vec<rmlir_ir::Attribute> = match op.prop("reductions").map(|a| ctx.attr_kind(a))
    {
        Some(AttrKind::Array(e)) => e.to_vec(),
        _ => Vec::new(),
    };
    if reductions.len() != op.num_results() {
        return Err(op.emit_op_error("a reduction must be specified for each output"));
    }
    for (i, &r) in reductions.iter().enumerate() {
        let kind = match ctx.attr_kind(r) {
            AttrKind::Integer { .. } => ctx
                .int_value(r)
                .and_then(|v| ATOMIC_RMW_KINDS.iter().find(|k| k.1 == v)),
            _ => None,
        };
        let Some(&(kind, _)) = kind else {
            return Err(op.emit_op_error("invalid reduction attribute"));
        };
        if !reduction_matches(op, op.result_type(i), kind) {
            return Err(op.emit_op_error("result type cannot match reduction attribute"));
        }
    }
    let operands = op.operands();
    let split = (lb.num_inputs() as usize).min(operands.len());
    dims_and_symbols(op, &operands[..split], lb.num_dims as usize)?;
    dims_and_symbols(op, &operands[split..], ub.num_dims as usize)
}

pub(crate) fn yield_op(op: &OpView<'_>) -> VerifyResult {
    let parent = op.local_parent().filter(|p| {
        is_op(p, &crate::PARALLEL_OP) || is_op(p, &crate::IF_OP) || is_op(p, &crate::FOR_OP)
    });
    let Some(parent) = parent else {
        return Err(op.emit_op_error("only terminates affine.if/for/parallel regions"));
    };
    if parent.num_results() != op.num_operands() {
        return Err(op.emit_op_error(
            "parent of yield must have same number of results as the yield operands",
        ));
    }
    if parent.result_types() != op.operand_types() {
        return Err(op.emit_op_error("types mismatch between yield op and its parent"));
    }
    Ok(())
}

const BASIS_MISMATCH: &str = "mismatch between dynamic and static basis (kDynamic marker but no corresponding dynamic basis entry) -- this can only happen due to an incorrect fold/rewrite";

fn static_basis(op: &OpView<'_>) -> Vec<i64> {
    op.prop("static_basis")
        .and_then(|a| op.ctx.dense_i64_array(a))
        .unwrap_or_default()
}

pub(crate) fn delinearize(op: &OpView<'_>) -> VerifyResult {
    let basis = static_basis(op);
    let n = op.num_results();
    if n != basis.len() && n != basis.len() + 1 {
        return Err(op.emit_op_error(
            "should return an index for each basis element and up to one extra index",
        ));
    }
    let dynamic = basis.iter().filter(|&&b| b == DYNAMIC).count();
    if dynamic != op.operand_group(1).len() {
        return Err(op.emit_op_error(BASIS_MISMATCH));
    }
    if basis.iter().any(|&b| b <= 0 && b != DYNAMIC) {
        return Err(op.emit_op_error("no basis element may be statically non-positive"));
    }
    Ok(())
}

pub(crate) fn linearize(op: &OpView<'_>) -> VerifyResult {
    let basis = static_basis(op);
    let n = op.operand_group(0).len();
    if n != basis.len() && n != basis.len() + 1 {
        return Err(op.emit_op_error(
            "should be passed a basis element for each index except possibly the first",
        ));
    }
    let dynamic = basis.iter().filter(|&&b| b == DYNAMIC).count();
    if dynamic != op.operand_group(1).len() {
        return Err(op.emit_op_error(BASIS_MISMATCH));
    }
    Ok(())
}

fn is_memref(op: &OpView<'_>, v: Value) -> bool {
    matches!(op.ctx.type_kind(op.value_type(v)), TypeKind::MemRef { .. })
}

/// Index operands of the DMA ops: `index` typed and valid dimensions.
fn dma_indices(op: &OpView<'_>, indices: &[Value], what: &str, to: &str) -> VerifyResult {
    let mut v = Validity::new(op);
    let scope = v.affine_scope();
    for &idx in indices {
        if !index_typed(op, idx) {
            return Err(op.emit_op_error(format!("{what}index to {to} must have 'index' type")));
        }
        if !v.is_valid_dim(idx, scope) {
            return Err(op.emit_op_error(format!(
                "{what}index must be a valid dimension or symbol identifier"
            )));
        }
    }
    Ok(())
}

fn dma_map_inputs(
    op: &OpView<'_>,
    name: &str,
) -> Result<usize, Box<rmlir_ir::diagnostics::Diagnostic>> {
    op.any_attr(name)
        .and_then(|a| affine_map(op.ctx, a))
        .map(|m| m.num_inputs() as usize)
        .ok_or_else(|| op.emit_op_error(format!("requires an affine map attribute named '{name}'")))
}

pub(crate) fn dma_start(op: &OpView<'_>) -> VerifyResult {
    let operands = op.operands();
    let src_inputs = dma_map_inputs(op, "src_map")?;
    let dst_inputs = dma_map_inputs(op, "dst_map")?;
    let tag_inputs = dma_map_inputs(op, "tag_map")?;
    let incorrect = || op.emit_op_error("incorrect number of operands");
    let dst = 1 + src_inputs;
    let tag = dst + 1 + dst_inputs;
    let &src_memref = operands.first().ok_or_else(incorrect)?;
    if !is_memref(op, src_memref) {
        return Err(op.emit_op_error("expected DMA source to be of memref type"));
    }
    let &dst_memref = operands.get(dst).ok_or_else(incorrect)?;
    if !is_memref(op, dst_memref) {
        return Err(op.emit_op_error("expected DMA destination to be of memref type"));
    }
    let &tag_memref = operands.get(tag).ok_or_else(incorrect)?;
    if !is_memref(op, tag_memref) {
        return Err(op.emit_op_error("expected DMA tag to be of memref type"));
    }
    let all_inputs = src_inputs + dst_inputs + tag_inputs;
    if operands.len() != all_inputs + 4 && operands.len() != all_inputs + 6 {
        return Err(incorrect());
    }
    let Some(d) = DmaStart::of(op) else {
        return Err(incorrect());
    };
    dma_indices(op, &operands[d.src_indices()], "src ", "dma_start")?;
    dma_indices(op, &operands[d.dst_indices()], "dst ", "dma_start")?;
    dma_indices(op, &operands[d.tag_indices()], "tag ", "dma_start")
}

pub(crate) fn dma_wait(op: &OpView<'_>) -> VerifyResult {
    let operands = op.operands();
    let tag_inputs = dma_map_inputs(op, "tag_map")?;
    let Some(&tag) = operands.first() else {
        return Err(op.emit_op_error("expected DMA tag to be of memref type"));
    };
    if !is_memref(op, tag) {
        return Err(op.emit_op_error("expected DMA tag to be of memref type"));
    }
    let end = (1 + tag_inputs).min(operands.len());
    dma_indices(op, &operands[1..end], "", "dma_wait")
}

pub(crate) fn dma_start_effects(op: &OpView<'_>, out: &mut Vec<Effect>) {
    let Some(d) = DmaStart::of(op) else { return };
    let operands = op.operands();
    out.push(Effect {
        kind: EffectKind::Read,
        on: Some(operands[0]),
    });
    out.push(Effect {
        kind: EffectKind::Write,
        on: Some(operands[d.dst]),
    });
    out.push(Effect {
        kind: EffectKind::Read,
        on: Some(operands[d.tag]),
    });
}

/// Where control comes from in a `RegionBranchOpInterface` op: the op
/// itself, or the terminator of a block of region `region`.
#[derive(Copy, Clone)]
enum BranchPoint {
    Parent,
    Terminator { op: rmlir_ir::OpId, region: usize },
}

/// Where control goes: region `i`, or back to the op's results.
#[derive(Copy, Clone)]
enum Successor {
    Region(usize),
    Parent,
}

/// The trip count of an `affine.for` with constant bounds and a positive
/// step (`getTrivialConstantTripCount`).
pub(crate) fn trivial_trip_count(op: &OpView<'_>) -> Option<u64> {
    let step = op.prop("step").and_then(|a| op.ctx.int_value(a))?;
    let lb = map_prop(op, "lowerBoundMap")?.single_constant_result()?;
    let ub = map_prop(op, "upperBoundMap")?.single_constant_result()?;
    if step <= 0 {
        return None;
    }
    let (lb, ub, step) = (lb as i128, ub as i128, step as i128);
    Some(if ub - lb <= 0 {
        0
    } else {
        ((ub - lb + step - 1) / step) as u64
    })
}

/// `getSuccessorRegions` of `affine.for` and `affine.if`.
fn successors(op: &OpView<'_>, is_for: bool, point: BranchPoint) -> Vec<Successor> {
    if is_for {
        let trip = trivial_trip_count(op);
        return match (point, trip) {
            (BranchPoint::Parent, Some(0)) => vec![Successor::Parent],
            (BranchPoint::Parent, Some(_)) => vec![Successor::Region(0)],
            (BranchPoint::Terminator { .. }, Some(1)) => vec![Successor::Parent],
            _ => vec![Successor::Region(0), Successor::Parent],
        };
    }
    match point {
        BranchPoint::Parent => {
            let else_empty = op.num_regions() < 2 || op.region(1).is_empty();
            vec![
                Successor::Region(0),
                if else_empty {
                    Successor::Parent
                } else {
                    Successor::Region(1)
                },
            ]
        }
        BranchPoint::Terminator { .. } => vec![Successor::Parent],
    }
}

/// `detail::verifyRegionBranchOpInterface` for `affine.for` and
/// `affine.if`: along every control flow edge, the forwarded operands
/// match the successor's inputs in number and type.
fn region_branch_edges(op: &OpView<'_>, is_for: bool) -> VerifyResult {
    let ctx = op.ctx;
    let mut points: SmallVec<[BranchPoint; 4]> = smallvec::smallvec![BranchPoint::Parent];
    // Whether any edge carries a value: most loops and ifs pass none, and
    // edges carrying nothing cannot disagree.
    let mut carries = op.num_results() != 0
        || (is_for && op.operand_range(2).is_some_and(|(_, n)| n != 0));
    for (i, r) in op.regions().enumerate() {
        let ivs = usize::from(is_for);
        carries |= r.entry_args().len() > ivs;
        for b in r.blocks() {
            let Some(t) = r.body.last_op(b) else { continue };
            let Some(range) = ctx
                .op_def(r.body.op(t).name)
                .and_then(|d| d.interfaces.region_branch_terminator)
            else {
                continue;
            };
            carries |= !range(&r.op_view(ctx, t, op.owner)).is_empty();
            points.push(BranchPoint::Terminator { op: t, region: i });
        }
    }
    if !carries {
        return Ok(());
    }
    for point in points {
        for succ in successors(op, is_for, point) {
            let (operands, point_name, note_loc, body) = match point {
                BranchPoint::Parent => {
                    let operands: SmallVec<[Value; 4]> = if is_for {
                        op.operand_group(2).iter().copied().collect()
                    } else {
                        SmallVec::new()
                    };
                    (operands, None, op.loc(), op.body)
                }
                BranchPoint::Terminator { op: t, region } => {
                    let r = op.region(region);
                    let term = r.op_view(ctx, t, op.owner);
                    let range = term
                        .def
                        .and_then(|d| d.interfaces.region_branch_terminator)
                        .map_or(0..0, |f| f(&term));
                    let all = term.operands();
                    let operands: SmallVec<[Value; 4]> = all
                        .get(range)
                        .map(|s| s.iter().copied().collect())
                        .unwrap_or_default();
                    (operands, Some(term.name()), term.loc(), r.body)
                }
            };
            let (inputs, inputs_body): (SmallVec<[Value; 4]>, _) = match succ {
                Successor::Region(i) if i < op.num_regions() => {
                    let r = op.region(i);
                    let args = r.entry_args();
                    let args = if is_for {
                        args.get(1..).unwrap_or(&[])
                    } else {
                        args
                    };
                    (args.iter().copied().collect(), r.body)
                }
                Successor::Region(_) => continue,
                Successor::Parent => (
                    (0..op.num_results()).map(|i| op.result(i)).collect(),
                    op.body,
                ),
            };
            // Named only when reporting: most edges are fine.
            let edge_error = |msg: String| {
                let point_name = match point_name {
                    None => "parent".to_string(),
                    Some(name) => format!("Operation {}", ctx.ident_str(name)),
                };
                let succ_name = match succ {
                    Successor::Region(i) => format!("Region #{i}"),
                    Successor::Parent => "parent".to_string(),
                };
                let mut d = op.emit_op_error(format!(
                    "along control flow edge from {point_name} to {succ_name}: {msg}"
                ));
                d.notes.push(rmlir_ir::diagnostics::Diagnostic::note(
                    note_loc,
                    "region branch point",
                ));
                d
            };
            if operands.len() != inputs.len() {
                return Err(edge_error(format!(
                    "region branch point has {} operands, but region successor needs {} inputs",
                    operands.len(),
                    inputs.len()
                )));
            }
            for (i, (&o, &input)) in operands.iter().zip(&inputs).enumerate() {
                let (to, ti) = (body.value_type(o), inputs_body.value_type(input));
                if to != ti {
                    let q = |t| rmlir_ir::op_verify::quoted_type(ctx, t);
                    return Err(edge_error(format!(
                        "successor operand type #{i} {} should match successor input type #{i} {}",
                        q(to),
                        q(ti)
                    )));
                }
            }
        }
    }
    Ok(())
}

/// The region-phase interface checks of `affine.for`, in trait order:
/// `LoopLikeOpInterface`, then `RegionBranchOpInterface`.
pub(crate) fn for_edges(op: &OpView<'_>) -> VerifyResult {
    loop_like(op)?;
    region_branch_edges(op, true)
}

/// The `RegionBranchOpInterface` checks of `affine.if`.
pub(crate) fn if_edges(op: &OpView<'_>) -> VerifyResult {
    region_branch_edges(op, false)
}
