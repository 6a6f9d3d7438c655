//! `scf.forall` canonicalization (and `tensor.dim` of its results).

use rmlir_ir::body::IrMapping;
use rmlir_ir::pattern::{FnPattern, PatternRewriter, RewritePattern};
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{BlockId, OpId, Type, Value};

use super::loops::{constant_trip_count, preserves_static_information, Ofr};
use super::*;
use crate::{ForallOp, InParallelOp, FORALL_OP};

/// A forall's bounds as `OpFoldResult`s (`getMixedLowerBound`, ...).
struct Bounds {
    lbs: Vec<Ofr>,
    ubs: Vec<Ofr>,
    steps: Vec<Ofr>,
}

fn mixed(statics: &[i64], dynamics: &[Value]) -> Vec<Ofr> {
    let mut d = dynamics.iter();
    statics
        .iter()
        .map(|&s| {
            if s == DYNAMIC {
                Ofr::Value(
                    d.next()
                        .copied()
                        .unwrap_or_else(|| panic!("a dynamic bound")),
                )
            } else {
                Ofr::Index(s)
            }
        })
        .collect()
}

fn bounds(rw: &PatternRewriter<'_>, op: OpId) -> Bounds {
    let v = ForallOp(rw.view(op));
    Bounds {
        lbs: mixed(&v.static_lower_bound(), &v.dynamic_lower_bound()),
        ubs: mixed(&v.static_upper_bound(), &v.dynamic_upper_bound()),
        steps: mixed(&v.static_step(), &v.dynamic_step()),
    }
}

/// `dispatchIndexOpFoldResults`: the dynamic values and the static list.
fn dispatch(ofrs: &[Ofr]) -> (Values, Vec<i64>) {
    let mut dynamics = Values::new();
    let statics = ofrs
        .iter()
        .map(|o| match *o {
            Ofr::Value(v) => {
                dynamics.push(v);
                DYNAMIC
            }
            Ofr::Index(i) => i,
        })
        .collect();
    (dynamics, statics)
}

/// `getValueOrCreateConstantIndexOp`.
fn value_or_constant(rw: &mut PatternRewriter<'_>, loc: Location, ofr: Ofr) -> Value {
    match ofr {
        Ofr::Value(v) => v,
        Ofr::Index(i) => {
            let index = rw.ctx.index_type();
            let attr = rw.ctx.integer_attr(index, i);
            rmlir_arith::ops::ConstantOp::build(rw, loc, index, attr).result()
        }
    }
}

fn rank(rw: &PatternRewriter<'_>, op: OpId) -> usize {
    ForallOp(rw.view(op)).static_lower_bound().len()
}

fn body_block(rw: &PatternRewriter<'_>, op: OpId) -> BlockId {
    rw.body.first_block(region(rw.body, op, 0)).expect("a body")
}

/// Whether `op` implements `ParallelCombiningOpInterface`.
fn is_combining(rw: &PatternRewriter<'_>, op: OpId) -> bool {
    is_a(rw, op, &rmlir_tensor::PARALLEL_INSERT_SLICE_OP)
}

/// `getCombiningOps(bbArg)`: the users of `arg` that combine into it.
fn combining_ops(rw: &PatternRewriter<'_>, arg: Value) -> Vec<OpId> {
    let mut out = Vec::new();
    for (u, _) in rw.body.users(arg) {
        if is_combining(rw, u) && !out.contains(&u) {
            out.push(u);
        }
    }
    out
}

/// Creates a forall op detached from any block (upstream builds ops before
/// inserting them): bounds, outputs, mapping; a body block taking the
/// induction variables and the outputs, at the op's location.
fn build_forall_detached(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    b: &Bounds,
    outputs: &[Value],
    mapping: Option<rmlir_ir::Attribute>,
) -> (OpId, BlockId) {
    let (dl, sl) = dispatch(&b.lbs);
    let (du, su) = dispatch(&b.ubs);
    let (ds, ss) = dispatch(&b.steps);
    let types: SmallVec<[Type; 4]> = outputs.iter().map(|&v| rw.body.value_type(v)).collect();
    let (sl, su, ss) = (
        rw.ctx.dense_i64_array_attr(&sl),
        rw.ctx.dense_i64_array_attr(&su),
        rw.ctx.dense_i64_array_attr(&ss),
    );
    let mut builder = Builder::new(rw.ctx, &mut *rw.body);
    let op = ForallOp::build(
        &mut builder,
        loc,
        &types,
        &dl,
        &du,
        &ds,
        outputs,
        sl,
        su,
        ss,
        mapping,
    )
    .id();
    let index = rw.ctx.index_type();
    let mut args: Vec<(Type, Location)> = b.lbs.iter().map(|_| (index, loc)).collect();
    args.extend(types.iter().map(|&t| (t, loc)));
    let r = region(rw.body, op, 0);
    let block = silent_block(rw, r, &args);
    (op, block)
}

/// `ForallOp::ensureTerminator`: an `scf.forall.in_parallel` with an
/// empty block.
fn add_in_parallel(rw: &mut PatternRewriter<'_>, block: BlockId, loc: Location) {
    let t = InParallelOp::build(&mut silent(rw, block), loc).id();
    let r = region(rw.body, t, 0);
    silent_block(rw, r, &[]);
}

/// `DimOfForallOp`: `tensor.dim` of a forall result reads the tied
/// output instead.
fn dim_of_forall(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let source = rw.body.operand(op, 0);
    let Some(forall) = defining_op(rw.body, source) else {
        return false;
    };
    if !is_a(rw, forall, &FORALL_OP) {
        return false;
    }
    let ValueDef::Result { index, .. } = rw.body.value_def(source) else {
        return false;
    };
    let shared_out = ForallOp(rw.view(forall)).outputs()[index as usize];
    rw.modify_op_in_place(op, |b| b.set_operand(op, 0, shared_out));
    true
}

/// `FoldTensorCastOfOutputIntoForallOp`: an output fed by a cast that
/// only loses static information is carried with the more static type.
fn fold_tensor_cast_of_output_into_forall(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let v = ForallOp(rw.view(op));
    let outputs: Values = v.outputs().into_iter().collect();
    let mapping = v.mapping_attr();
    let mut casts: Vec<(usize, Type)> = Vec::new();
    let mut new_outputs = outputs.clone();
    for (i, &out) in outputs.iter().enumerate() {
        let Some(cast) = defining_op(rw.body, out) else {
            continue;
        };
        if !is_a(rw, cast, &rmlir_tensor::CAST_OP) {
            continue;
        }
        let source = rw.body.operand(cast, 0);
        let (src_ty, dst_ty) = (rw.body.value_type(source), rw.body.value_type(out));
        if !preserves_static_information(rw, dst_ty, src_ty) {
            continue;
        }
        casts.push((i, dst_ty));
        new_outputs[i] = source;
    }
    if casts.is_empty() {
        return false;
    }
    let loc = rw.body.op(op).loc;
    let b = bounds(rw, op);
    let rank = b.lbs.len();
    let (new_op, new_block) = build_forall_detached(rw, loc, &b, &new_outputs, mapping);
    let new_args: Values = rw.body.block_args(new_block).iter().copied().collect();
    let mut cast_args: Values = new_args[rank..].iter().copied().collect();
    for &(i, dst_ty) in &casts {
        cast_args[i] =
            rmlir_tensor::CastOp::build(&mut silent(rw, new_block), loc, dst_ty, cast_args[i])
                .dest();
    }
    let mut transfer: Values = new_args[..rank].iter().copied().collect();
    transfer.extend(cast_args);
    // `mergeBlocks` inside the body builder: the old arguments' users hear
    // of it; the moved ops land in a block not yet inserted.
    let old_block = body_block(rw, op);
    let old_args: Values = rw.body.block_args(old_block).iter().copied().collect();
    for (&a, &t) in old_args.iter().zip(&transfer) {
        rw.replace_all_uses_with(a, t);
    }
    rw.body
        .inline_block_before(old_block, new_block, None, &transfer);
    rw.set_insertion_point(op);
    rw.insert(new_op);
    let new_args: Values = rw.body.block_args(new_block).iter().copied().collect();
    let term = terminator(rw.body, new_block);
    if let Some(tb) = rw.body.first_block(region(rw.body, term, 0)) {
        let ops: Vec<OpId> = rw.body.block_ops(tb).collect();
        for (&y, &arg) in ops.iter().zip(&new_args[rank..]) {
            if is_combining(rw, y) {
                rw.body.set_operand(y, 1, arg);
            }
        }
    }
    rw.set_insertion_point_after(new_op);
    let mut results: Values = rw.body.results(new_op).collect();
    for &(i, dst_ty) in &casts {
        results[i] = rmlir_tensor::CastOp::build(rw, loc, dst_ty, results[i]).dest();
    }
    rw.replace_op(op, &results);
    true
}

/// `ForallOpControlOperandsFolder`: constant dynamic bounds become static.
fn forall_control_operands_folder(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let mut b = bounds(rw, op);
    let mut changed = false;
    for list in [&mut b.lbs, &mut b.ubs, &mut b.steps] {
        for ofr in list.iter_mut() {
            if let Ofr::Value(v) = *ofr {
                let ty = rw.body.value_type(v);
                if let Some(c) = constant(rw, v)
                    .and_then(|a| rmlir_ir::matchers::constant_int_sext(rw.ctx, a, ty))
                {
                    *ofr = Ofr::Index(c);
                    changed = true;
                }
            }
        }
    }
    if !changed {
        return false;
    }
    let (dl, sl) = dispatch(&b.lbs);
    let (du, su) = dispatch(&b.ubs);
    let (ds, ss) = dispatch(&b.steps);
    let outputs: Values = ForallOp(rw.view(op)).outputs().into_iter().collect();
    let ctx = rw.ctx;
    let mut operands = dl.clone();
    operands.extend(du.iter().copied());
    operands.extend(ds.iter().copied());
    operands.extend(outputs.iter().copied());
    let props = rw.body.op(op).properties();
    let mut entries: Vec<rmlir_ir::NamedAttr> = props
        .map(|p| ctx.dictionary_entries(p).to_vec())
        .unwrap_or_default();
    let mut set = |name: &str, value: rmlir_ir::Attribute| {
        let id = ctx.ident(name);
        match entries.iter_mut().find(|e| e.name == id) {
            Some(e) => e.value = value,
            None => entries.push(rmlir_ir::NamedAttr { name: id, value }),
        }
    };
    set("staticLowerBound", ctx.dense_i64_array_attr(&sl));
    set("staticUpperBound", ctx.dense_i64_array_attr(&su));
    set("staticStep", ctx.dense_i64_array_attr(&ss));
    set(
        "operandSegmentSizes",
        ctx.dense_i32_array_attr(&[
            dl.len() as i32,
            du.len() as i32,
            ds.len() as i32,
            outputs.len() as i32,
        ]),
    );
    let dict = ctx.dictionary_attr(entries);
    rw.modify_op_in_place(op, |body| {
        body.set_operands(op, &operands);
        body.op_mut(op).set_properties(Some(dict));
    });
    true
}

/// `ForallOpIterArgsFolder`: outputs whose result is unused or that no op
/// combines into are dropped; their block arguments and results become
/// the outputs themselves.
fn forall_iter_args_folder(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let outputs: Values = ForallOp(rw.view(op)).outputs().into_iter().collect();
    let rank = rank(rw, op);
    let block = body_block(rw, op);
    let args: Values = rw.body.block_args(block).iter().copied().collect();
    let results: Values = rw.body.results(op).collect();
    let mut delete: Vec<(Value, Value, Value)> = Vec::new();
    let mut result_bits = vec![false; results.len()];
    let mut arg_bits = vec![false; args.len()];
    let mut new_outs = Values::new();
    for (i, &r) in results.iter().enumerate() {
        let arg = args[rank + i];
        if rw.body.value_unused(r) || combining_ops(rw, arg).is_empty() {
            delete.push((arg, r, outputs[i]));
            result_bits[i] = true;
            arg_bits[rank + i] = true;
        } else {
            new_outs.push(outputs[i]);
        }
    }
    if delete.is_empty() {
        return false;
    }
    for &(arg, _, _) in &delete {
        for c in combining_ops(rw, arg) {
            rw.erase_op(c);
        }
    }
    for &(arg, r, out) in &delete {
        rw.replace_all_uses_with(arg, out);
        rw.replace_all_uses_with(r, out);
    }
    rw.modify_op_in_place(op, |body| {
        for i in (0..arg_bits.len()).rev() {
            if arg_bits[i] {
                body.erase_block_arg(block, i);
            }
        }
    });
    let new_op = rw.erase_op_results(op, &result_bits);
    // `getOutputsMutable().assign(newOuts)`, unseen by the listener.
    let n_control = rw.body.operand_count(new_op) - outputs.len();
    rw.body
        .erase_operands(new_op, n_control..n_control + outputs.len());
    rw.body.insert_operands(new_op, n_control, &new_outs);
    set_output_segment(rw, new_op, new_outs.len());
    true
}

fn set_output_segment(rw: &mut PatternRewriter<'_>, op: OpId, n: usize) {
    let ctx = rw.ctx;
    let props = rw.body.op(op).properties();
    let mut entries: Vec<rmlir_ir::NamedAttr> = props
        .map(|p| ctx.dictionary_entries(p).to_vec())
        .unwrap_or_default();
    let id = ctx.ident("operandSegmentSizes");
    if let Some(e) = entries.iter_mut().find(|e| e.name == id) {
        let mut sizes = ctx.dense_i32_array(e.value).unwrap_or_default();
        if let Some(last) = sizes.last_mut() {
            *last = n as i32;
        }
        e.value = ctx.dense_i32_array_attr(&sizes);
    }
    let dict = ctx.dictionary_attr(entries);
    rw.body.op_mut(op).set_properties(Some(dict));
}

/// Upstream's `scf::promote`: the body of a forall running once is
/// inlined, its `parallel_insert_slice`s becoming `insert_slice`s.
fn promote(rw: &mut PatternRewriter<'_>, op: OpId) {
    let ip = rw.insertion_point();
    let loc = rw.body.op(op).loc;
    let b = bounds(rw, op);
    let block = body_block(rw, op);
    let term = terminator(rw.body, block);
    let mut replacements: Values = b
        .lbs
        .iter()
        .map(|&lb| value_or_constant(rw, loc, lb))
        .collect();
    replacements.extend(ForallOp(rw.view(op)).outputs());
    let parent = rw.body.parent_block(op).expect("op in a block");
    rw.inline_block_before(block, parent, Some(op), &replacements);
    rw.set_insertion_point_after(op);
    let mut results = Values::new();
    let yielding: Vec<OpId> = match rw.body.first_block(region(rw.body, term, 0)) {
        Some(tb) => rw.body.block_ops(tb).collect(),
        None => Vec::new(),
    };
    for y in yielding {
        if !is_combining(rw, y) {
            continue;
        }
        let v = rmlir_tensor::ParallelInsertSliceOp(rw.view(y));
        let (src, dst) = (v.source(), v.dest());
        let (offs, sizes, strides) = (v.offsets(), v.sizes(), v.strides());
        let (so, ss, st) = (
            v.static_offsets_attr().expect("static offsets"),
            v.static_sizes_attr().expect("static sizes"),
            v.static_strides_attr().expect("static strides"),
        );
        let dty = rw.body.value_type(dst);
        let r = rmlir_tensor::InsertSliceOp::build(
            rw, loc, dty, src, dst, &offs, &sizes, &strides, so, ss, st,
        )
        .result();
        results.push(r);
    }
    let old: Values = rw.body.results(op).collect();
    for (&o, &n) in old.iter().zip(&results) {
        rw.replace_all_uses_with(o, n);
    }
    rw.erase_op(term);
    rw.erase_op(op);
    rw.restore_insertion_point(ip);
}

/// `ForallOpSingleOrZeroIterationDimsFolder`: dimensions running once are
/// dropped; a dimension running zero times removes the loop (for loops
/// not mapped to processing units).
fn forall_single_or_zero_iteration_dims(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let v = ForallOp(rw.view(op));
    if v.mapping_attr().is_some_and(
        |m| !matches!(rw.ctx.attr_kind(m), rmlir_ir::AttrKind::Array(a) if a.is_empty()),
    ) {
        return false;
    }
    let outputs: Values = v.outputs().into_iter().collect();
    let loc = rw.body.op(op).loc;
    let b = bounds(rw, op);
    let block = body_block(rw, op);
    let ivs: Values = rw.body.block_args(block)[..b.lbs.len()]
        .iter()
        .copied()
        .collect();
    let mut map = IrMapping::new();
    let mut nb = Bounds {
        lbs: vec![],
        ubs: vec![],
        steps: vec![],
    };
    for i in 0..b.lbs.len() {
        if let Some(n) = constant_trip_count(rw, b.lbs[i], b.ubs[i], b.steps[i], true) {
            if n.is(0) {
                rw.replace_op(op, &outputs);
                return true;
            }
            if n.is(1) {
                let lb = value_or_constant(rw, loc, b.lbs[i]);
                map.map_value(ivs[i], lb);
                continue;
            }
        }
        nb.lbs.push(b.lbs[i]);
        nb.ubs.push(b.ubs[i]);
        nb.steps.push(b.steps[i]);
    }
    if nb.lbs.is_empty() {
        promote(rw, op);
        return true;
    }
    if nb.lbs.len() == b.lbs.len() {
        return false;
    }
    let (new_op, new_block) = build_forall_detached(rw, loc, &nb, &outputs, None);
    add_in_parallel(rw, new_block, loc);
    rw.insert(new_op);
    let nr = region(rw.body, new_op, 0);
    while let Some(blk) = rw.body.first_block(nr) {
        rw.body.erase_block(blk);
    }
    let elided = [
        "operandSegmentSizes",
        "staticLowerBound",
        "staticUpperBound",
        "staticStep",
    ];
    let ctx = rw.ctx;
    let old_props: Vec<rmlir_ir::NamedAttr> = rw
        .body
        .op(op)
        .properties()
        .map(|p| ctx.dictionary_entries(p).to_vec())
        .unwrap_or_default();
    let old_attrs: Vec<rmlir_ir::NamedAttr> = ctx.dictionary_entries(rw.body.op(op).attrs).to_vec();
    for na in old_props.into_iter().chain(old_attrs) {
        if elided
            .iter()
            .any(|e| ctx.ident_bytes(na.name) == e.as_bytes())
        {
            continue;
        }
        rw.modify_op_in_place(new_op, |body| set_attr(ctx, body, new_op, na));
    }
    let r = region(rw.body, op, 0);
    let before = rw.body.first_block(nr);
    rw.clone_region_before(r, nr, before, &mut map);
    let results: Values = rw.body.results(new_op).collect();
    rw.replace_op(op, &results);
    true
}

/// `Operation::setAttr`: an inherent attribute into the properties, any
/// other into the discardable dictionary.
fn set_attr(ctx: &rmlir_ir::Context, body: &mut Body, op: OpId, na: rmlir_ir::NamedAttr) {
    let inherent = ctx
        .op_def(body.op(op).name)
        .is_some_and(|d| d.is_inherent_attr(ctx.ident_bytes(na.name)));
    let current = if inherent {
        body.op(op).properties()
    } else {
        Some(body.op(op).attrs)
    };
    let mut entries: Vec<rmlir_ir::NamedAttr> = current
        .map(|p| ctx.dictionary_entries(p).to_vec())
        .unwrap_or_default();
    match entries.iter_mut().find(|e| e.name == na.name) {
        Some(e) => e.value = na.value,
        None => entries.push(na),
    }
    let dict = ctx.dictionary_attr(entries);
    if inherent {
        body.op_mut(op).set_properties(Some(dict));
    } else {
        body.op_mut(op).attrs = dict;
    }
}

/// `ForallOpReplaceConstantInductionVar`: an induction variable of a
/// dimension running once is its lower bound.
fn forall_replace_constant_induction_var(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let loc = rw.body.op(op).loc;
    let b = bounds(rw, op);
    let block = body_block(rw, op);
    let ivs: Values = rw.body.block_args(block)[..b.lbs.len()]
        .iter()
        .copied()
        .collect();
    let mut changed = false;
    for i in 0..b.lbs.len() {
        if rw.body.value_unused(ivs[i]) {
            continue;
        }
        let n = constant_trip_count(rw, b.lbs[i], b.ubs[i], b.steps[i], true);
        if !n.is_some_and(|n| n.is(1)) {
            continue;
        }
        let lb = value_or_constant(rw, loc, b.lbs[i]);
        rw.replace_all_uses_with(ivs[i], lb);
        changed = true;
    }
    changed
}

static DIM_PATTERN: FnPattern = FnPattern::new(
    "(anonymous namespace)::DimOfForallOp",
    "tensor.dim",
    dim_of_forall,
);

static FORALL_PATTERNS: [FnPattern; 5] = [
    FnPattern::new(
        "(anonymous namespace)::FoldTensorCastOfOutputIntoForallOp",
        "scf.forall",
        fold_tensor_cast_of_output_into_forall,
    ),
    FnPattern::new(
        "(anonymous namespace)::ForallOpControlOperandsFolder",
        "scf.forall",
        forall_control_operands_folder,
    ),
    FnPattern::new(
        "(anonymous namespace)::ForallOpIterArgsFolder",
        "scf.forall",
        forall_iter_args_folder,
    ),
    FnPattern::new(
        "(anonymous namespace)::ForallOpSingleOrZeroIterationDimsFolder",
        "scf.forall",
        forall_single_or_zero_iteration_dims,
    ),
    FnPattern::new(
        "(anonymous namespace)::ForallOpReplaceConstantInductionVar",
        "scf.forall",
        forall_replace_constant_induction_var,
    ),
];

pub(crate) fn forall_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    out.push(&DIM_PATTERN);
    push_all(out, &FORALL_PATTERNS);
}
