//! `getRegionInvocationBounds` of `scf.if` and `scf.index_switch`
//! (upstream's `SCF.cpp`): each region runs at most once, and a constant
//! condition or index says which.

use rmlir_interfaces::region_invocation::{InvocationBounds, RegionInvocation};
use rmlir_ir::{AttrKind, Attribute, Context, OpView};

/// `IfOp::getRegionInvocationBounds`.
struct IfInvocation;

impl RegionInvocation for IfInvocation {
    fn invocation_bounds(
        &self,
        op: &OpView<'_>,
        operands: &[Option<Attribute>],
    ) -> Vec<InvocationBounds> {
        let cond = operands
            .first()
            .copied()
            .flatten()
            .and_then(|a| rmlir_ir::matchers::bool_value(op.ctx, a));
        match cond {
            Some(c) => vec![
                InvocationBounds::new(0, u32::from(c)),
                InvocationBounds::new(0, u32::from(!c)),
            ],
            None => vec![InvocationBounds::new(0, 1); 2],
        }
    }
}

/// `IndexSwitchOp::getRegionInvocationBounds`.
struct IndexSwitchInvocation;

impl RegionInvocation for IndexSwitchInvocation {
    fn invocation_bounds(
        &self,
        op: &OpView<'_>,
        operands: &[Option<Attribute>],
    ) -> Vec<InvocationBounds> {
        let n = op.num_regions();
        let value = operands
            .first()
            .copied()
            .flatten()
            .and_then(|a| match op.ctx.attr_kind(a) {
                AttrKind::Integer { value, .. } => value.to_i64(),
                _ => None,
            });
        let Some(value) = value else {
            return vec![InvocationBounds::new(0, 1); n];
        };
        let cases = crate::IndexSwitchOp(*op).cases();
        // Upstream counts the case's position among all regions, the
        // default (region 0) included, and falls back to the last region.
        let live = cases
            .iter()
            .position(|&c| c == value)
            .unwrap_or(n.saturating_sub(1));
        (0..n)
            .map(|i| InvocationBounds::new(0, u32::from(i == live)))
            .collect()
    }
}

static IF: IfInvocation = IfInvocation;
static INDEX_SWITCH: IndexSwitchInvocation = IndexSwitchInvocation;

/// Attaches the implementations.
pub(crate) fn attach(ctx: &mut Context) {
    ctx.attach_op_interface::<dyn RegionInvocation>("scf.if", &IF);
    ctx.attach_op_interface::<dyn RegionInvocation>("scf.index_switch", &INDEX_SWITCH);
}
