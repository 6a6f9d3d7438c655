//! GPU target attributes checking the module they target (upstream's
//! `TargetAttrVerifyInterface`): a dialect whose attributes are targets
//! (`#nvvm.target`) attaches [`TargetAttrVerify`], and `gpu.module` runs
//! it for each of its targets of that dialect.

use rmlir_ir::op_def::VerifyResult;
use rmlir_ir::{AttrKind, Attribute, Context, Ir, OpRef, OpView};

/// `TargetAttrVerifyInterface::verifyTarget`, attached to a dialect.
pub trait TargetAttrVerify: Sync {
    /// Checks the `gpu.module` `module` against its target `target` (an
    /// attribute of the implementing dialect).
    fn verify_target(
        &self,
        ctx: &Context,
        ir: &Ir,
        module: OpRef,
        target: Attribute,
    ) -> VerifyResult;
}

/// Runs the target checks of a `gpu.module`.
pub(crate) fn verify_op_in_ir(ctx: &Context, ir: &Ir, op: OpRef) -> VerifyResult {
    let view = OpView::new(ctx, ir, op);
    if view.name_str() != "gpu.module" {
        return Ok(());
    }
    let Some(targets) = view.prop("targets") else {
        return Ok(());
    };
    let AttrKind::Array(items) = ctx.attr_kind(targets) else {
        return Ok(());
    };
    for &t in items.iter() {
        let dialect = match ctx.attr_kind(t) {
            AttrKind::Dialect(d) => d.def.0.dialect,
            _ => continue,
        };
        if let Some(v) = ctx.dialect_interface::<dyn TargetAttrVerify>(dialect.as_bytes()) {
            v.verify_target(ctx, ir, op, t)?;
        }
    }
    Ok(())
}
