//! Builders for other dialects' transforms (upstream's helpers of
//! `AffineOps.h` and `ViewLikeInterfaceUtils.h`): an `affine.apply` of a
//! map composed with the applies feeding it and folded when it can be
//! (`makeComposedFoldedAffineApply`), and the index arithmetic of folding
//! a subview into its users (`resolveIndicesIntoOpWithOffsetsAndStrides`,
//! `resolveSizesIntoOpWithSizes`).

use rmlir_interfaces::view_like::OpFoldResult;
use rmlir_ir::affine::{AffineExpr, AffineMap};
use rmlir_ir::builder::InsertPoint;
use rmlir_ir::pattern::PatternRewriter;
use rmlir_ir::{AttrKind, Location, OpId, Value};

use crate::canonicalize::maps::{constant_fold_map, Values};

/// `foldAttributesIntoMap`: static operands become constants of the map;
/// the other operands are returned in order, the map renumbered over them.
pub fn fold_attributes_into_map(
    map: &AffineMap,
    operands: &[OpFoldResult],
) -> (AffineMap, Vec<Value>) {
    let nd = map.num_dims as usize;
    let mut values = Vec::new();
    let mut dims = Vec::with_capacity(nd);
    let mut syms = Vec::with_capacity(operands.len().saturating_sub(nd));
    let (mut num_dims, mut num_syms) = (0u32, 0u32);
    for (i, &o) in operands.iter().enumerate() {
        let is_dim = i < nd;
        let e = match o {
            OpFoldResult::Int(c) => AffineExpr::constant(c),
            OpFoldResult::Value(v) => {
                values.push(v);
                let counter = if is_dim { &mut num_dims } else { &mut num_syms };
                *counter += 1;
                if is_dim {
                    AffineExpr::dim(*counter - 1)
                } else {
                    AffineExpr::symbol(*counter - 1)
                }
            }
        };
        if is_dim {
            dims.push(e);
        } else {
            syms.push(e);
        }
    }
    (
        map.replace_dims_and_symbols(&dims, &syms, num_dims, num_syms),
        values,
    )
}

/// An op of the rewriter's body near its insertion point, to read values
/// from (the map utilities look at values through an op's view).
fn anchor(rw: &PatternRewriter<'_>) -> Option<OpId> {
    match rw.insertion_point() {
        Some(InsertPoint::Before(op)) => Some(op),
        Some(InsertPoint::End(block)) => rw
            .body
            .last_op(block)
            .or_else(|| rw.body.parent_op_of_block(block)),
        None => None,
    }
}

/// The integer value of `v` if a constant defines it (`m_Constant` of an
/// `IntegerAttr`).
fn int_constant(rw: &PatternRewriter<'_>, v: Value) -> Option<i64> {
    let a = rmlir_ir::common_folders::value_constant(rw.ctx, rw.body, rw.body_id, v)?;
    match rw.ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => value.to_i64(),
        _ => None,
    }
}

/// `makeComposedFoldedAffineApply(b, loc, map, operands)`: the
/// single-result `map` applied to `operands`, with static operands folded
/// into it and `affine.apply`s feeding it composed in; the result is
/// folded (a constant, or one of the operands) when it can be, else an
/// `affine.apply` is created at the insertion point.
///
/// Where upstream would fold to poison (a division by a constant zero of
/// constants), the `affine.apply` is created instead: upstream's callers
/// cannot handle poison and crash.
pub fn make_composed_folded_affine_apply(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    map: &AffineMap,
    operands: &[OpFoldResult],
) -> OpFoldResult {
    let (mut map, mut values) = fold_attributes_into_map(map, operands);
    if let Some(at) = anchor(rw) {
        let view = rw.view(at);
        let mut vals = Values::new(&view);
        vals.compose(&mut map, &mut values);
    }
    if map.num_results() == 1 && map.num_inputs() as usize == values.len() {
        match *map.result(0) {
            AffineExpr::Dim(p) => return OpFoldResult::Value(values[p as usize]),
            AffineExpr::Symbol(p) => {
                return OpFoldResult::Value(values[(map.num_dims + p) as usize])
            }
            _ => {}
        }
        let consts: Vec<Option<i64>> = values.iter().map(|&v| int_constant(rw, v)).collect();
        if let Ok(Some(folded)) = constant_fold_map(&map, &consts) {
            if let Some(&c) = folded.first() {
                return OpFoldResult::Int(c);
            }
        }
    }
    let index = rw.ctx.index_type();
    let attr = crate::map_attr(rw.ctx, map);
    OpFoldResult::Value(crate::ApplyOp::build(rw, loc, index, &values, attr).result())
}

/// `getValueOrCreateConstantIndexOp`: the value, or an `arith.constant`
/// of `index` type made at the insertion point.
pub fn value_or_constant_index(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    ofr: OpFoldResult,
) -> Value {
    match ofr {
        OpFoldResult::Value(v) => v,
        OpFoldResult::Int(c) => {
            let index = rw.ctx.index_type();
            let attr = rw.ctx.integer_attr(index, c);
            rmlir_arith::ops::ConstantOp::build(rw, loc, index, attr).result()
        }
    }
}

/// `getAsOpFoldResult(v)`: the constant integer defining `v`, or `v`.
pub fn as_op_fold_result(rw: &PatternRewriter<'_>, v: Value) -> OpFoldResult {
    match int_constant(rw, v) {
        Some(c) => OpFoldResult::Int(c),
        None => OpFoldResult::Value(v),
    }
}

/// `resolveIndicesIntoOpWithOffsetsAndStrides`: the indices into the
/// source of a slice (offsets, strides, the dimensions it drops) of the
/// access at `indices` of the slice: `offset + index * stride` per source
/// dimension, index 0 for dropped ones. `None` (nothing created) when the
/// lists do not fit each other.
pub fn resolve_indices_into_op_with_offsets_and_strides(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    offsets: &[OpFoldResult],
    strides: &[OpFoldResult],
    dropped: &[bool],
    indices: &[OpFoldResult],
) -> Option<Vec<Value>> {
    if strides.len() != offsets.len() || dropped.len() != offsets.len() {
        return None;
    }
    let kept = dropped.iter().filter(|&&d| !d).count();
    if kept != indices.len() {
        return None;
    }
    let mut it = indices.iter();
    let full: Vec<OpFoldResult> = dropped
        .iter()
        .map(|&d| {
            if d {
                OpFoldResult::Int(0)
            } else {
                *it.next().expect("counted")
            }
        })
        .collect();
    let map = AffineMap::new(
        0,
        3,
        vec![AffineExpr::symbol(0).add(AffineExpr::symbol(1).mul(AffineExpr::symbol(2)))],
    );
    let mut out = Vec::with_capacity(full.len());
    for ((&off, &idx), &stride) in offsets.iter().zip(&full).zip(strides) {
        let r = make_composed_folded_affine_apply(rw, loc, &map, &[off, idx, stride]);
        out.push(value_or_constant_index(rw, loc, r));
    }
    Some(out)
}

/// `resolveSizesIntoOpWithSizes`: the sizes of a slice of a slice over
/// the first slice's source: the first slice's size where it drops a
/// dimension, the next size of the second slice otherwise.
pub fn resolve_sizes_into_op_with_sizes(
    source_sizes: &[OpFoldResult],
    dest_sizes: &[OpFoldResult],
    dropped: &[bool],
) -> Option<Vec<OpFoldResult>> {
    let mut dest = dest_sizes.iter();
    source_sizes
        .iter()
        .enumerate()
        .map(|(i, &s)| {
            if dropped.get(i).copied().unwrap_or(false) {
                Some(s)
            } else {
                dest.next().copied()
            }
        })
        .collect()
}
