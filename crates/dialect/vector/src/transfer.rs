//! Folds and canonicalization patterns of `vector.transfer_read` and
//! `vector.transfer_write` (`VectorOps.cpp`, mlir-opt 22): in-bounds
//! inference, all-true masks, casts, and forwarding between transfers on
//! tensors.

use rmlir_ir::affine::{AffineExpr, AffineMap};
use rmlir_ir::common_folders::value_constant;
use rmlir_ir::op_def::{Fold, FoldCtx, FoldResult};
use rmlir_ir::pattern::{FnPattern, PatternRewriter, RewritePattern};
use rmlir_ir::{AttrKind, Attribute, Body, BodyId, Context, OpId, Type, TypeKind, Value};

use crate::fold::{defining, is_op, set_prop, Steps};
use crate::reduction::{mask_format, MaskFormat};
use crate::{vector_parts, TRANSFER_READ_OP, TRANSFER_WRITE_OP};

/// The parts of a transfer op (`VectorTransferOpInterface`).
struct Transfer {
    read: bool,
    /// The value written (a write's first operand).
    stored: Option<Value>,
    base: Value,
    indices: Vec<Value>,
    padding: Option<Value>,
    mask: Option<Value>,
    vector_ty: Type,
    map: AffineMap,
    in_bounds: Vec<bool>,
}

impl Transfer {
    fn of(ctx: &Context, body: &Body, body_id: BodyId, op: OpId) -> Option<Transfer> {
        let read = is_op(ctx, body, op, &TRANSFER_READ_OP);
        if !read && !is_op(ctx, body, op, &TRANSFER_WRITE_OP) {
            return None;
        }
        let view = rmlir_ir::OpView {
            ctx,
            body,
            body_id,
            op,
            inner: None,
            owner: None,
            def: Some(if read {
                &TRANSFER_READ_OP
            } else {
                &TRANSFER_WRITE_OP
            }),
        };
        let map = match ctx.attr_kind(view.prop("permutation_map")?) {
            AttrKind::AffineMap(m) => m.clone(),
            _ => return None,
        };
        let in_bounds = crate::attrs::int_array(ctx, view.prop("in_bounds")?)?
            .into_iter()
            .map(|b| b != 0)
            .collect::<Vec<bool>>();
        if in_bounds.len() != map.num_results() {
            return None;
        }
        let one = |g: usize| view.operand_group(g).first().copied();
        let t = if read {
            Transfer {
                read,
                stored: None,
                base: one(0)?,
                indices: view.operand_group(1).to_vec(),
                padding: Some(one(2)?),
                mask: one(3),
                vector_ty: body.value_type(body.result(op, 0)),
                map,
                in_bounds,
            }
        } else {
            let stored = one(0)?;
            Transfer {
                read,
                stored: Some(stored),
                base: one(1)?,
                indices: view.operand_group(2).to_vec(),
                padding: None,
                mask: one(3),
                vector_ty: body.value_type(stored),
                map,
                in_bounds,
            }
        };
        let rank = ctx
            .type_kind(body.value_type(t.base))
            .shape()
            .map(|s| s.len());
        (rank == Some(t.indices.len())).then_some(t)
    }

    /// `isBroadcastDim`: result `i` of the map is the constant zero.
    fn is_broadcast_dim(&self, i: usize) -> bool {
        self.map.result(i).as_constant() == Some(0)
    }

    /// `isDimInBounds`: broadcast dimensions always are.
    fn dim_in_bounds(&self, i: usize) -> bool {
        self.is_broadcast_dim(i) || self.in_bounds[i]
    }

    fn has_out_of_bounds_dim(&self) -> bool {
        (0..self.map.num_results()).any(|i| !self.dim_in_bounds(i))
    }

    fn vector_shape<'c>(&self, ctx: &'c Context) -> &'c [i64] {
        vector_parts(ctx, self.vector_ty).map_or(&[], |(s, _, _)| s)
    }

    /// `getLeadingShapedRank`.
    fn leading_rank(&self) -> usize {
        self.indices.len().saturating_sub(self.map.num_results())
    }

    /// `getTransferChunkAccessed`: the size read or written along each
    /// dimension of the base.
    fn chunk(&self, ctx: &Context) -> Vec<i64> {
        let mut sizes = vec![1i64; self.map.num_dims as usize];
        for (e, &size) in self.map.results.iter().zip(self.vector_shape(ctx)) {
            if let Some(d) = e.as_dim() {
                if let Some(s) = sizes.get_mut(d as usize) {
                    *s = size;
                }
            }
        }
        sizes
    }

    fn on_tensor(&self, ctx: &Context, body: &Body) -> bool {
        matches!(
            ctx.type_kind(body.value_type(self.base)),
            TypeKind::RankedTensor { .. }
        )
    }

    /// Writes the operands back (with their segment sizes).
    fn set_operands(&self, ctx: &Context, body: &mut Body, op: OpId) {
        let mut operands = Vec::with_capacity(self.indices.len() + 3);
        let n = self.indices.len() as i32;
        let m = i32::from(self.mask.is_some());
        let segments = if self.read {
            operands.push(self.base);
            operands.extend_from_slice(&self.indices);
            operands.extend(self.padding);
            operands.extend(self.mask);
            [1, n, 1, m]
        } else {
            operands.extend(self.stored);
            operands.push(self.base);
            operands.extend_from_slice(&self.indices);
            operands.extend(self.mask);
            [1, 1, n, m]
        };
        body.set_operands(op, &operands);
        set_prop(
            ctx,
            body,
            op,
            "operandSegmentSizes",
            ctx.dense_i32_array_attr(&segments),
        );
    }
}

/// The indices of a transfer op and the size it accesses along each
/// dimension of its base (`getTransferChunkAccessed`).
pub(crate) fn accessed_chunk(
    ctx: &Context,
    body: &Body,
    body_id: BodyId,
    op: OpId,
) -> Option<(Vec<Value>, Vec<i64>)> {
    let t = Transfer::of(ctx, body, body_id, op)?;
    let chunk = t.chunk(ctx);
    Some((t.indices, chunk))
}

fn const_index(ctx: &Context, body: &Body, body_id: BodyId, v: Value) -> Option<i64> {
    value_constant(ctx, body, body_id, v).and_then(|a| ctx.int_value(a))
}

fn bool_array_attr(ctx: &Context, v: &[bool]) -> Attribute {
    let items: Vec<Attribute> = v.iter().map(|&b| ctx.bool_attr(b)).collect();
    ctx.array_attr(&items)
}

/// `foldTransferInBoundsAttribute`: dimensions whose constant index plus
/// the vector size stays within a static size are in bounds; broadcast
/// dimensions are when all the others are.
fn fold_in_bounds(ctx: &Context, body: &mut Body, body_id: BodyId, op: OpId, t: &Transfer) -> bool {
    let rank = t.map.num_results();
    if rank == 0 {
        return false;
    }
    let Some(shape) = ctx
        .type_kind(body.value_type(t.base))
        .shape()
        .map(<[i64]>::to_vec)
    else {
        return false;
    };
    let vshape = t.vector_shape(ctx);
    let mut changed = false;
    let mut new = Vec::with_capacity(rank);
    let mut non_bcast = Vec::new();
    for i in 0..rank {
        if t.dim_in_bounds(i) {
            new.push(true);
            continue;
        }
        let mut in_bounds = false;
        if let Some(d) = t.map.result(i).as_dim() {
            let d = d as usize;
            in_bounds = match (shape.get(d), t.indices.get(d), vshape.get(i)) {
                (Some(&size), Some(&idx), Some(&vsize)) if size != rmlir_ir::types::DYNAMIC => {
                    const_index(ctx, body, body_id, idx)
                        .is_some_and(|c| c.checked_add(vsize).is_some_and(|e| e <= size))
                }
                _ => false,
            };
            non_bcast.push(i);
        }
        new.push(in_bounds);
        changed |= in_bounds;
    }
    if non_bcast.iter().all(|&i| new[i]) {
        for (i, b) in new.iter_mut().enumerate() {
            if t.is_broadcast_dim(i) {
                changed |= !*b;
                *b = true;
            }
        }
    }
    if !changed {
        return false;
    }
    set_prop(ctx, body, op, "in_bounds", bool_array_attr(ctx, &new));
    true
}

/// `foldTransferFullMask`: an all-true mask is no mask.
fn fold_full_mask(
    ctx: &Context,
    body: &mut Body,
    body_id: BodyId,
    op: OpId,
    t: &mut Transfer,
) -> bool {
    let Some(mask) = t.mask else {
        return false;
    };
    if mask_format(ctx, body, body_id, mask) != MaskFormat::AllTrue {
        return false;
    }
    t.mask = None;
    t.set_operands(ctx, body, op);
    true
}

/// `isDisjointTransferIndices` (constant indices only): the two transfers
/// of one vector type touch no common element.
fn disjoint(ctx: &Context, body: &Body, body_id: BodyId, a: &Transfer, b: &Transfer) -> bool {
    if a.vector_ty != b.vector_ty || a.indices.len() != b.indices.len() {
        return false;
    }
    let lead = a.leading_rank();
    let vshape = a.vector_shape(ctx);
    for (i, (&ia, &ib)) in a.indices.iter().zip(&b.indices).enumerate() {
        let (Some(ca), Some(cb)) = (
            const_index(ctx, body, body_id, ia),
            const_index(ctx, body, body_id, ib),
        ) else {
            continue;
        };
        if i < lead {
            if ca != cb {
                return true;
            }
        } else if let Some(&dim) = vshape.get(i - lead) {
            if ca.abs_diff(cb) >= dim.unsigned_abs() {
                return true;
            }
        }
    }
    false
}

/// `checkSameValueRAW`: the read gets exactly what the write wrote.
fn same_value_raw(write: &Transfer, read: &Transfer) -> bool {
    !write.has_out_of_bounds_dim()
        && write.mask.is_none()
        && read.mask.is_none()
        && write.indices == read.indices
        && write.vector_ty == read.vector_ty
        && write.map == read.map
}

/// `foldRAW`: a tensor read of what a write (looking through writes it
/// cannot overlap) wrote is the written vector.
fn fold_raw(ctx: &Context, body: &Body, body_id: BodyId, read: &Transfer) -> Option<Value> {
    if !read.on_tensor(ctx, body) {
        return None;
    }
    let mut next = defining(ctx, body, read.base, &TRANSFER_WRITE_OP);
    let mut steps = Steps::new(body);
    while let Some(w) = next {
        if !steps.take() {
            return None;
        }
        let write = Transfer::of(ctx, body, body_id, w)?;
        if same_value_raw(&write, read) {
            return write.stored;
        }
        if !disjoint(ctx, body, body_id, &write, read) {
            return None;
        }
        next = defining(ctx, body, write.base, &TRANSFER_WRITE_OP);
    }
    None
}

/// `TransferReadOp::fold`.
pub(crate) fn fold_transfer_read(f: &mut FoldCtx<'_>) -> Fold {
    let (ctx, body_id, op) = (f.ctx, f.body_id, f.op);
    let Some(mut t) = Transfer::of(ctx, f.body, body_id, op) else {
        return Fold::Failure;
    };
    if let Some(v) = fold_raw(ctx, f.body, body_id, &t) {
        return FoldCtx::single(FoldResult::Value(v));
    }
    if fold_in_bounds(ctx, f.body, body_id, op, &t)
        || fold_full_mask(ctx, f.body, body_id, op, &mut t)
    {
        return Fold::InPlace;
    }
    if rmlir_memref::fold::fold_memref_cast(ctx, f.body, op, None) {
        return Fold::InPlace;
    }
    let mut folded = false;
    for i in 0..f.body.operand_count(op) {
        if let Some(src) = rmlir_tensor::foldable_cast_source(ctx, f.body, f.body.operand(op, i)) {
            f.body.set_operand(op, i, src);
            folded = true;
        }
    }
    if folded {
        Fold::InPlace
    } else {
        Fold::Failure
    }
}

/// `foldReadInitWrite`: writing back, whole, a tensor read whole is the
/// tensor read.
fn fold_read_init_write(
    ctx: &Context,
    body: &Body,
    body_id: BodyId,
    write: &Transfer,
) -> Option<Value> {
    let rank = write.map.num_results();
    let tensor_ty = body.value_type(write.base);
    if rank == 0 || !write.on_tensor(ctx, body) {
        return None;
    }
    let r = defining(ctx, body, write.stored?, &TRANSFER_READ_OP)?;
    let read = Transfer::of(ctx, body, body_id, r)?;
    if read.map.num_results() != rank
        || !read.map.is_minor_identity()
        || !write.map.is_minor_identity()
        || read.has_out_of_bounds_dim()
        || write.has_out_of_bounds_dim()
        || body.value_type(read.base) != tensor_ty
        || read.vector_ty != write.vector_ty
        || Some(read.vector_shape(ctx)) != ctx.type_kind(tensor_ty).shape()
    {
        return None;
    }
    let zero = |v: &Value| const_index(ctx, body, body_id, *v) == Some(0);
    (read.indices.iter().all(zero) && write.indices.iter().all(zero)).then_some(read.base)
}

/// `foldWAR`: writing back, unchanged, what was read from the same place
/// of a tensor is the tensor.
fn fold_war(ctx: &Context, body: &Body, body_id: BodyId, write: &Transfer) -> Option<Value> {
    if !write.on_tensor(ctx, body) {
        return None;
    }
    let r = defining(ctx, body, write.stored?, &TRANSFER_READ_OP)?;
    let read = Transfer::of(ctx, body, body_id, r)?;
    (read.base == write.base
        && read.indices == write.indices
        && read.map == write.map
        && read.vector_ty == write.vector_ty
        && read.mask.is_none()
        && write.mask.is_none())
    .then_some(read.base)
}

/// `TransferWriteOp::fold`.
pub(crate) fn fold_transfer_write(f: &mut FoldCtx<'_>) -> Fold {
    let (ctx, body_id, op) = (f.ctx, f.body_id, f.op);
    let Some(mut t) = Transfer::of(ctx, f.body, body_id, op) else {
        return Fold::Failure;
    };
    if f.body.num_results(op) == 1 {
        if let Some(v) = fold_read_init_write(ctx, f.body, body_id, &t)
            .or_else(|| fold_war(ctx, f.body, body_id, &t))
        {
            return FoldCtx::single(FoldResult::Value(v));
        }
    }
    if fold_in_bounds(ctx, f.body, body_id, op, &t)
        || fold_full_mask(ctx, f.body, body_id, op, &mut t)
        || rmlir_memref::fold::fold_memref_cast(ctx, f.body, op, None)
    {
        return Fold::InPlace;
    }
    Fold::Failure
}

/// `checkSameValueWAW`: the later write overwrites all the earlier one
/// wrote.
fn same_value_waw(write: &Transfer, prior: &Transfer) -> bool {
    prior.indices == write.indices
        && prior.mask == write.mask
        && prior.vector_ty == write.vector_ty
        && prior.map == write.map
}

fn has_one_use(body: &Body, v: Value) -> bool {
    let mut users = body.users(v);
    users.next().is_some() && users.next().is_none()
}

/// `FoldWaw`: a tensor write that a later write wholly overwrites (with
/// only writes it cannot overlap, used once each, in between) is skipped.
fn fold_waw(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (ctx, body_id) = (rw.ctx, rw.body_id);
    let Some(write) = Transfer::of(ctx, rw.body, body_id, op) else {
        return false;
    };
    if !write.on_tensor(ctx, rw.body) {
        return false;
    }
    let mut to_modify = op;
    let mut next = defining(ctx, rw.body, write.base, &TRANSFER_WRITE_OP);
    let mut steps = Steps::new(rw.body);
    while let Some(d) = next {
        if !steps.take() {
            return false;
        }
        let Some(prior) = Transfer::of(ctx, rw.body, body_id, d) else {
            return false;
        };
        if same_value_waw(&write, &prior) {
            let Some(mut m) = Transfer::of(ctx, rw.body, body_id, to_modify) else {
                return false;
            };
            m.base = prior.base;
            rw.modify_op_in_place(to_modify, |body| m.set_operands(ctx, body, to_modify));
            return true;
        }
        if !disjoint(ctx, rw.body, body_id, &prior, &write) || rw.body.num_results(d) != 1 {
            return false;
        }
        if !has_one_use(rw.body, rw.body.result(d, 0)) {
            return false;
        }
        to_modify = d;
        next = defining(ctx, rw.body, prior.base, &TRANSFER_WRITE_OP);
    }
    false
}

static FOLD_WAW: FnPattern = FnPattern::new("FoldWaw", "vector.transfer_write", fold_waw);

pub(crate) fn transfer_write_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    out.push(&FOLD_WAW);
    out.push(&SWAP_EXTRACT_SLICE_OF_TRANSFER_WRITE);
}

/// `compressUnusedDims` of a map whose results are dims or constants.
fn compress_unused_dims(map: &AffineMap) -> AffineMap {
    let mut used = vec![false; map.num_dims as usize];
    for e in &map.results {
        if let Some(d) = e.as_dim() {
            if let Some(u) = used.get_mut(d as usize) {
                *u = true;
            }
        }
    }
    let mut renumber = vec![0u32; used.len()];
    let mut n = 0;
    for (i, &u) in used.iter().enumerate() {
        if u {
            renumber[i] = n;
            n += 1;
        }
    }
    let results = map
        .results
        .iter()
        .map(|e| match e.as_dim() {
            Some(d) => AffineExpr::dim(renumber.get(d as usize).copied().unwrap_or(d)),
            None => e.clone(),
        })
        .collect();
    AffineMap::new(n, map.num_symbols, results)
}

fn unused_dims(map: &AffineMap) -> Vec<bool> {
    (0..map.num_dims)
        .map(|d| !map.results.iter().any(|e| e.as_dim() == Some(d)))
        .collect()
}

/// `isPermutationOfMinorIdentityWithBroadcasting`: where each result of
/// `map` goes in a minor identity with leading broadcast dimensions.
fn minor_identity_permutation(map: &AffineMap) -> Option<Vec<usize>> {
    let (inputs, results) = (map.num_dims as usize, map.num_results());
    let projection_start = inputs.saturating_sub(results);
    let leading_broadcast = results.saturating_sub(inputs);
    let mut perm = vec![0usize; results];
    let mut found = vec![false; inputs.max(results)];
    let mut broadcast = Vec::new();
    for (i, e) in map.results.iter().enumerate() {
        if let Some(c) = e.as_constant() {
            if c != 0 {
                return None;
            }
            broadcast.push(i);
        } else {
            let d = e.as_dim()? as usize;
            let p = d.checked_sub(projection_start)? + leading_broadcast;
            *found.get_mut(p)? = true;
            perm[i] = p;
        }
    }
    let mut pos = 0;
    for i in broadcast {
        while found.get(pos).copied().unwrap_or(false) {
            pos += 1;
        }
        perm[i] = pos;
        pos += 1;
    }
    Some(perm)
}

/// `TransferReadAfterWriteToBroadcast`: a tensor read that broadcasts (or
/// reads through a broadcasting write) what a write wrote is a broadcast
/// and a transpose of the written vector.
fn read_after_write_to_broadcast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (ctx, body_id) = (rw.ctx, rw.body_id);
    let Some(read) = Transfer::of(ctx, rw.body, body_id, op) else {
        return false;
    };
    let Some(w) = defining(ctx, rw.body, read.base, &TRANSFER_WRITE_OP) else {
        return false;
    };
    let Some(write) = Transfer::of(ctx, rw.body, body_id, w) else {
        return false;
    };
    if !read.on_tensor(ctx, rw.body)
        || !write.on_tensor(ctx, rw.body)
        || read.has_out_of_bounds_dim()
        || write.has_out_of_bounds_dim()
        || read.chunk(ctx) != write.chunk(ctx)
        || unused_dims(&read.map) != unused_dims(&write.map)
    {
        return false;
    }
    let read_map = compress_unused_dims(&read.map);
    let write_map = compress_unused_dims(&write.map);
    let has_bcast = |m: &AffineMap| m.results.iter().any(|e| e.as_constant() == Some(0));
    if !has_bcast(&read_map) && !has_bcast(&write_map) {
        return false;
    }
    if read.mask.is_some() || write.mask.is_some() || read.indices != write.indices {
        return false;
    }
    if read_map.num_dims as usize != write_map.num_results() {
        return false;
    }
    // `readMap.compose(writeMap)`: results of the read in terms of the
    // written vector's dimensions.
    let composed: Vec<AffineExpr> = read_map
        .results
        .iter()
        .map(|e| match e.as_dim() {
            Some(d) => write_map.results[d as usize].clone(),
            None => e.clone(),
        })
        .collect();
    if composed.is_empty() {
        return false;
    }
    let map = AffineMap::new(write_map.num_dims, 0, composed);
    let Some(perm) = minor_identity_permutation(&map) else {
        return false;
    };
    let Some((dest_shape, dest_scalable, _)) = vector_parts(ctx, read.vector_ty) else {
        return false;
    };
    let Some((_, _, elem)) = vector_parts(ctx, write.vector_ty) else {
        return false;
    };
    let mut shape = vec![0i64; dest_shape.len()];
    let mut scalable = vec![false; dest_shape.len()];
    for (i, &p) in perm.iter().enumerate() {
        let (Some(s), Some(sc)) = (shape.get_mut(p), scalable.get_mut(p)) else {
            return false;
        };
        *s = dest_shape[i];
        *sc = dest_scalable.get(i).copied().unwrap_or(false);
    }
    let bcast_ty = crate::vector_type(ctx, &shape, &scalable, elem);
    let Some(stored) = write.stored else {
        return false;
    };
    let loc = rw.body.op(op).loc;
    let b = crate::BroadcastOp::build(rw, loc, bcast_ty, stored).vector();
    let perm: Vec<i64> = perm.iter().map(|&p| p as i64).collect();
    let perm = ctx.dense_i64_array_attr(&perm);
    let new = crate::TransposeOp::build(rw, loc, read.vector_ty, b, perm).result();
    rw.replace_op(op, &[new]);
    true
}

static READ_AFTER_WRITE_TO_BROADCAST: FnPattern = FnPattern::new(
    "TransferReadAfterWriteToBroadcast",
    "vector.transfer_read",
    read_after_write_to_broadcast,
);

pub(crate) fn transfer_read_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    out.push(&READ_AFTER_WRITE_TO_BROADCAST);
}

/// An entry of a slice op's offsets, sizes or strides.
#[derive(Copy, Clone)]
enum Mixed {
    Static(i64),
    Dynamic(Value),
}

/// `getMixedOffsets`/`getMixedSizes`/`getMixedStrides` of a slice op:
/// the static property `prop`, its dynamic entries taken from operand
/// group `group`.
fn mixed(view: &rmlir_ir::OpView<'_>, group: usize, prop: &str) -> Option<Vec<Mixed>> {
    let statics = view.ctx.dense_i64_array(view.prop(prop)?)?;
    let mut dynamics = view.operand_group(group).into_iter();
    let out = statics
        .into_iter()
        .map(|s| {
            if s == rmlir_ir::types::DYNAMIC {
                dynamics.next().map(Mixed::Dynamic)
            } else {
                Some(Mixed::Static(s))
            }
        })
        .collect::<Option<Vec<Mixed>>>()?;
    dynamics.next().is_none().then_some(out)
}

/// `isEqualConstantIntOrValue`.
fn same_mixed(ctx: &Context, body: &Body, body_id: BodyId, a: Mixed, b: Mixed) -> bool {
    let known = |m: Mixed| match m {
        Mixed::Static(s) => Some(s),
        Mixed::Dynamic(v) => const_index(ctx, body, body_id, v),
    };
    match (a, b) {
        (Mixed::Dynamic(x), Mixed::Dynamic(y)) if x == y => true,
        _ => known(a).is_some_and(|x| known(b) == Some(x)),
    }
}

fn slice_view<'a>(
    ctx: &'a Context,
    body: &'a Body,
    body_id: BodyId,
    op: OpId,
) -> rmlir_ir::OpView<'a> {
    rmlir_ir::OpView {
        ctx,
        body,
        body_id,
        op,
        inner: None,
        owner: None,
        def: ctx.op_def(body.op(op).name),
    }
}

/// `SwapExtractSliceOfTransferWrite`: a tensor write of a whole tensor,
/// sliced from offset zero and inserted into another tensor, writes the
/// slice of that tensor instead (so all three work on one slice).
fn swap_extract_slice_of_transfer_write(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (ctx, body_id) = (rw.ctx, rw.body_id);
    let body: &Body = rw.body;
    let all_one = |m: &[Mixed]| {
        m.iter()
            .all(|&x| same_mixed(ctx, body, body_id, x, Mixed::Static(1)))
    };
    let insert = slice_view(ctx, body, body_id, op);
    let (Some(ins_offsets), Some(ins_sizes), Some(ins_strides)) = (
        mixed(&insert, 2, "static_offsets"),
        mixed(&insert, 3, "static_sizes"),
        mixed(&insert, 4, "static_strides"),
    ) else {
        return false;
    };
    let (Some(&ins_source), Some(&ins_dest)) = (
        insert.operand_group(0).first(),
        insert.operand_group(1).first(),
    ) else {
        return false;
    };
    if !all_one(&ins_strides) {
        return false;
    }
    let Some(ex) = defining(ctx, body, ins_source, &rmlir_tensor::EXTRACT_SLICE_OP) else {
        return false;
    };
    let extract = slice_view(ctx, body, body_id, ex);
    let (Some(ex_offsets), Some(ex_sizes), Some(ex_strides)) = (
        mixed(&extract, 1, "static_offsets"),
        mixed(&extract, 2, "static_sizes"),
        mixed(&extract, 3, "static_strides"),
    ) else {
        return false;
    };
    if !all_one(&ex_strides) || !has_one_use(body, ins_source) {
        return false;
    }
    let Some(&ex_source) = extract.operand_group(0).first() else {
        return false;
    };
    let Some(w) = defining(ctx, body, ex_source, &TRANSFER_WRITE_OP) else {
        return false;
    };
    if !has_one_use(body, ex_source) {
        return false;
    }
    let Some(write) = Transfer::of(ctx, body, body_id, w) else {
        return false;
    };
    let source_ty = body.value_type(ins_source);
    let source_rank = ctx.type_kind(source_ty).shape().map_or(0, |s| s.len());
    if source_rank != write.map.num_results() {
        return false;
    }
    if !ex_offsets
        .iter()
        .all(|&o| same_mixed(ctx, body, body_id, o, Mixed::Static(0)))
    {
        return false;
    }
    if !write
        .indices
        .iter()
        .all(|&i| const_index(ctx, body, body_id, i) == Some(0))
    {
        return false;
    }
    if ins_sizes.len() != ex_sizes.len()
        || !ins_sizes
            .iter()
            .zip(&ex_sizes)
            .all(|(&a, &b)| same_mixed(ctx, body, body_id, a, b))
    {
        return false;
    }
    // The write must cover the whole tensor it writes.
    let Some(base_shape) = ctx.type_kind(body.value_type(write.base)).shape() else {
        return false;
    };
    let Some(written) = write
        .map
        .results
        .iter()
        .map(|e| e.as_dim().and_then(|d| base_shape.get(d as usize).copied()))
        .collect::<Option<Vec<i64>>>()
    else {
        return false;
    };
    if write.mask.is_some() || written != write.vector_shape(ctx) {
        return false;
    }
    let (Some(stored), Some(map_attr)) = (
        write.stored,
        body.op(w)
            .properties()
            .and_then(|p| ctx.dictionary_get(p, b"permutation_map")),
    ) else {
        return false;
    };
    let dynamic = |m: &[Mixed]| -> Vec<Value> {
        m.iter()
            .filter_map(|x| match x {
                Mixed::Dynamic(v) => Some(*v),
                Mixed::Static(_) => None,
            })
            .collect()
    };
    let (offsets, sizes, strides) = (
        dynamic(&ins_offsets),
        dynamic(&ins_sizes),
        dynamic(&ins_strides),
    );
    let prop = |name: &str| insert.prop(name);
    let (Some(so), Some(ss), Some(st)) = (
        prop("static_offsets"),
        prop("static_sizes"),
        prop("static_strides"),
    ) else {
        return false;
    };
    let ex_loc = body.op(ex).loc;
    let w_loc = body.op(w).loc;
    let indices = write.indices.clone();
    let in_bounds = bool_array_attr(ctx, &vec![false; write.map.num_results()]);
    let slice = rmlir_tensor::ExtractSliceOp::build(
        rw, ex_loc, source_ty, ins_dest, &offsets, &sizes, &strides, so, ss, st,
    )
    .result();
    let new_write = crate::TransferWriteOp::build(
        rw,
        w_loc,
        Some(source_ty),
        stored,
        slice,
        &indices,
        None,
        map_attr,
        in_bounds,
    )
    .id();
    let written = rw.body.result(new_write, 0);
    rw.modify_op_in_place(op, |body| body.set_operand(op, 0, written));
    true
}

static SWAP_EXTRACT_SLICE_OF_TRANSFER_WRITE: FnPattern = FnPattern::new(
    "SwapExtractSliceOfTransferWrite",
    "tensor.insert_slice",
    swap_extract_slice_of_transfer_write,
);
