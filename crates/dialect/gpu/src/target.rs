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

/// The attributes implementing upstream's `gpu::TargetAttrInterface` in
/// mlir-opt (by dialect and mnemonic): nvvm's, rocdl's and xevm's
/// targets, and SPIR-V's target environment.
const TARGET_ATTRS: &[(&[u8], &[u8])] = &[
    (b"nvvm", b"target"),
    (b"rocdl", b"target"),
    (b"xevm", b"target"),
    (b"spirv", b"target_env"),
];

/// Whether `a` is a GPU target attribute.
pub fn is_target_attr(ctx: &Context, a: Attribute) -> bool {
    let (dialect, mnemonic): (&[u8], &[u8]) = match ctx.attr_kind(a) {
        AttrKind::Dialect(d) => (d.def.0.dialect.as_bytes(), d.def.0.mnemonic.as_bytes()),
        AttrKind::Opaque { dialect, data, .. } => {
            let data = ctx.ident_bytes(*data);
            let end = data
                .iter()
                .position(|c| !(c.is_ascii_alphanumeric() || *c == b'_'))
                .unwrap_or(data.len());
            (ctx.ident_bytes(*dialect), &data[..end])
        }
        _ => return false,
    };
    TARGET_ATTRS
        .iter()
        .any(|&(d, m)| d == dialect && m == mnemonic)
}
