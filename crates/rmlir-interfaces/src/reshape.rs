//! Reassociation-based reshapes (upstream's `ReshapeOpsUtils`): the
//! `reassociation` attribute of `tensor.expand_shape`/`collapse_shape` and
//! `memref.expand_shape`/`collapse_shape` (`[[0, 1], [2]]`: which expanded
//! dimensions each collapsed dimension groups), and the type checks the
//! ops share.

use rmlir_ir::constraints::is_signless_int_attr;
use rmlir_ir::op_def::{AttrClass, AttrConstraint, AttrStorage, VerifyResult};
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{AttrKind, Attribute, Context, OpView, Type};

/// `IndexListArrayAttr`: an array of `I64ArrayAttr`s, printed as
/// `[[0, 1], [2]]`.
pub const INDEX_LIST_ARRAY_ATTR: AttrConstraint = AttrConstraint {
    summary: "Array of 64-bit integer array attributes",
    pred: is_index_list_array,
    storage: AttrStorage::Class(AttrClass::Array),
    value_type: None,
};

fn is_index_list_array(ctx: &Context, a: Attribute) -> bool {
    let AttrKind::Array(groups) = ctx.attr_kind(a) else {
        return false;
    };
    groups.iter().all(|&g| match ctx.attr_kind(g) {
        AttrKind::Array(elems) => elems.iter().all(|&e| is_signless_int_attr(ctx, e, 64)),
        _ => false,
    })
}

/// The groups of a reassociation attribute (upstream's
/// `getReassociationIndices`); `None` if `a` is not an index list array.
pub fn reassociation_indices(ctx: &Context, a: Attribute) -> Option<Vec<Vec<i64>>> {
    let AttrKind::Array(groups) = ctx.attr_kind(a) else {
        return None;
    };
    groups
        .iter()
        .map(|&g| match ctx.attr_kind(g) {
            AttrKind::Array(elems) => elems
                .iter()
                .map(|&e| match ctx.attr_kind(e) {
                    AttrKind::Integer { value, .. } => value.to_i64(),
                    _ => None,
                })
                .collect(),
            _ => None,
        })
        .collect()
}

/// The reassociation attribute of `groups` (`getReassociationIndicesAttribute`).
pub fn reassociation_attr(ctx: &Context, groups: &[Vec<i64>]) -> Attribute {
    let i64t = ctx.int_type(64);
    let arrays: Vec<Attribute> = groups
        .iter()
        .map(|g| {
            let elems: Vec<Attribute> = g.iter().map(|&v| ctx.integer_attr(i64t, v)).collect();
            ctx.array_attr(&elems)
        })
        .collect();
    ctx.array_attr(&arrays)
}

/// The number of dimensions of the affine maps upstream builds from the
/// groups (`getSymbolLessAffineMaps`): one more than the largest dimension
/// position, positions being 32-bit unsigned as in `AffineDimExpr`.
fn maps_num_dims(groups: &[Vec<i64>]) -> u32 {
    let max = groups
        .iter()
        .flatten()
        .map(|&d| d as u32)
        .max()
        .unwrap_or(0);
    max.wrapping_add(1)
}

/// Upstream's `isReassociationValid`: the groups list the dimensions
/// `0..n` in order. On failure, the index of the offending group.
pub fn is_reassociation_valid(groups: &[Vec<i64>]) -> Result<(), usize> {
    if groups.is_empty() {
        return Ok(());
    }
    let n_dims = maps_num_dims(groups);
    let mut next: u32 = 0;
    for (i, g) in groups.iter().enumerate() {
        for &d in g {
            if d as u32 != next {
                return Err(i);
            }
            next = next.wrapping_add(1);
        }
    }
    if next != n_dims {
        return Err(groups.len() - 1);
    }
    Ok(())
}

/// The collapsed shape of `expanded` under valid `groups`: the product of
/// each group, dynamic if any size in it is (upstream's
/// `computeTensorReshapeCollapsedType`).
pub fn collapsed_shape(expanded: &[i64], groups: &[Vec<i64>]) -> Vec<i64> {
    let mut start = 0usize;
    groups
        .iter()
        .map(|g| {
            let band = expanded.get(start..start + g.len()).unwrap_or(&[]);
            start += g.len();
            if band.contains(&DYNAMIC) {
                DYNAMIC
            } else {
                band.iter().fold(1i64, |a, &b| a.wrapping_mul(b))
            }
        })
        .collect()
}

/// Upstream's `reshapeLikeShapesAreCompatible`: each collapsed size is the
/// product of its group of expanded sizes, or dynamic when one of them is.
pub fn reshape_like_shapes_are_compatible(
    op: &OpView<'_>,
    collapsed: &[i64],
    expanded: &[i64],
    groups: &[Vec<i64>],
) -> VerifyResult {
    let mut start = 0usize;
    for (i, g) in groups.iter().enumerate() {
        let band = expanded.get(start..start + g.len()).unwrap_or(&[]);
        start += g.len();
        let dynamic = band.contains(&DYNAMIC);
        let product = band
            .iter()
            .filter(|&&d| d != DYNAMIC)
            .fold(1i64, |a, &b| a.wrapping_mul(b));
        let Some(&c) = collapsed.get(i) else { break };
        if dynamic {
            if c != DYNAMIC {
                return Err(op.emit_op_error(format!(
                    "expected dimension {i} of collapsed type to be dynamic since one or more of the corresponding dimensions in the expanded type is dynamic"
                )));
            }
        } else if c != product {
            return Err(op.emit_op_error(format!(
                "expected dimension {i} of collapsed type to be static value of {product}"
            )));
        }
    }
    Ok(())
}

/// A rank for the messages: unranked types have none, and upstream's
/// behaviour with them is undefined; they are taken as of unbounded rank.
fn rank(ctx: &Context, t: Type) -> Option<usize> {
    ctx.type_kind(t).shape().map(|s| s.len())
}

/// Upstream's `verifyReshapeLikeTypes`: ranks, reassociation shape and
/// validity, then the sizes of each group.
pub fn verify_reshape_like_types(
    op: &OpView<'_>,
    expanded: Type,
    collapsed: Type,
    groups: &[Vec<i64>],
) -> VerifyResult {
    let ctx = op.ctx;
    let ty = |t: Type| rmlir_ir::printer::type_to_string(ctx, t);
    let expanded_rank = rank(ctx, expanded);
    let collapsed_rank = rank(ctx, collapsed);
    let too_small = match (expanded_rank, collapsed_rank) {
        (Some(e), Some(c)) => e < c,
        (Some(_), None) => true,
        _ => false,
    };
    if too_small {
        return Err(op.emit_op_error(format!(
            "expected the expanded type, '{}' to have a higher (or same) rank than the collapsed type, '{}'.",
            ty(expanded),
            ty(collapsed)
        )));
    }
    let (Some(expanded_rank), Some(collapsed_rank)) = (expanded_rank, collapsed_rank) else {
        return Ok(());
    };
    if collapsed_rank != groups.len() {
        return Err(op.emit_op_error(format!(
            "expected collapsed rank ({collapsed_rank}) to equal the number of reassociation maps ({}).",
            groups.len()
        )));
    }
    if !groups.is_empty() {
        let n_dims = maps_num_dims(groups);
        if n_dims as usize != expanded_rank {
            return Err(op.emit_op_error(format!(
                "expected reassociation map #0 to have size equal to the expanded rank ({expanded_rank}), but it is  {n_dims}."
            )));
        }
    }
    if let Err(i) = is_reassociation_valid(groups) {
        return Err(op.emit_op_error(format!(
            "expected reassociation map #{i} to be valid and contiguous."
        )));
    }
    let shape = |t: Type| {
        ctx.type_kind(t)
            .shape()
            .map(|s| s.to_vec())
            .unwrap_or_default()
    };
    reshape_like_shapes_are_compatible(op, &shape(collapsed), &shape(expanded), groups)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn validity() {
        assert_eq!(is_reassociation_valid(&[vec![0, 1], vec![2]]), Ok(()));
        assert_eq!(is_reassociation_valid(&[vec![1, 0]]), Err(0));
        assert_eq!(is_reassociation_valid(&[vec![0], vec![2]]), Err(1));
        assert_eq!(is_reassociation_valid(&[vec![0, 1], vec![]]), Ok(()));
        assert_eq!(maps_num_dims(&[vec![0], vec![-1]]), 0);
    }

    #[test]
    fn collapse() {
        assert_eq!(
            collapsed_shape(&[2, 3, DYNAMIC, 4], &[vec![0, 1], vec![2, 3]]),
            vec![6, DYNAMIC]
        );
        assert_eq!(collapsed_shape(&[2], &[vec![0], vec![]]), vec![2, 1]);
    }
}
