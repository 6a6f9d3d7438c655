//! The dialect's own checks: its discardable attributes on other ops
//! (`NVVMDialect::verifyOperationAttribute`,
//! `verifyRegionArgAttribute`) and the SM version ops require of the
//! `#nvvm.target` of their `gpu.module` (`NVVMTargetAttr::verifyTarget`).

use rmlir_ir::op_def::VerifyResult;
use rmlir_ir::{AttrKind, Attribute, Context, Ir, NamedAttr, OpRef, OpView};

fn op_error(ctx: &Context, ir: &Ir, op: OpRef, msg: String) -> VerifyResult {
    Err(OpView::new(ctx, ir, op).emit_error(msg))
}

/// `NVVMDialect::verifyOperationAttribute`.
pub(crate) fn verify_op_attr(ctx: &Context, ir: &Ir, op: OpRef, name: &[u8], value: Attribute) -> VerifyResult {
    let shown = String::from_utf8_lossy(name);
    match name {
        b"nvvm.kernel" => {
            let view = OpView::new(ctx, ir, op);
            if view.name_str() != "llvm.func" {
                return op_error(ctx, ir, op, format!("'{shown}' attribute attached to unexpected op"));
            }
        }
        b"nvvm.maxntid" | b"nvvm.reqntid" | b"nvvm.cluster_dim" => {
            let ok = match ctx.attr_kind(value) {
                AttrKind::DenseArray { .. } => true,
                AttrKind::Array(items) => {
                    !items.is_empty()
                        && items.len() <= 3
                        && items.iter().all(|&i| matches!(ctx.attr_kind(i), AttrKind::Integer { .. }))
                }
                _ => false,
            };
            if !ok {
                return op_error(ctx, ir, op, format!("'{shown}' attribute must be integer array with maximum 3 index"));
            }
        }
        b"nvvm.minctasm" | b"nvvm.maxnreg" => {
            if !matches!(ctx.attr_kind(value), AttrKind::Integer { .. }) {
                return op_error(ctx, ir, op, format!("'{shown}' attribute must be integer constant"));
            }
        }
        _ => {}
    }
    Ok(())
}

/// `NVVMDialect::verifyRegionArgAttribute`: `nvvm.grid_constant` marks
/// a `byval` argument of a kernel.
pub(crate) fn verify_arg_attr(op: &OpView<'_>, _region: u32, arg: u32, attr: NamedAttr) -> VerifyResult {
    let ctx = op.ctx;
    if ctx.ident_bytes(attr.name) != b"nvvm.grid_constant" {
        return Ok(());
    }
    if !matches!(ctx.attr_kind(attr.value), AttrKind::Unit) {
        return Err(op.emit_error("'\"nvvm.grid_constant\"' must be a unit attribute"));
    }
    if op.attr("nvvm.kernel").is_none() {
        return Err(op.emit_error("'\"nvvm.grid_constant\"' attribute must be present only on kernel arguments"));
    }
    let has_byval = op
        .prop("arg_attrs")
        .and_then(|a| match ctx.attr_kind(a) {
            AttrKind::Array(dicts) => dicts.get(arg as usize).copied(),
            _ => None,
        })
        .is_some_and(|d| match ctx.attr_kind(d) {
            AttrKind::Dictionary(entries) => entries.iter().any(|na| ctx.ident_bytes(na.name) == b"llvm.byval"),
            _ => false,
        });
    if !has_byval {
        return Err(op.emit_error(
            "'\"nvvm.grid_constant\"' attribute requires the argument to also have attribute 'llvm.byval'",
        ));
    }
    Ok(())
}

pub(crate) fn attach_interfaces(_ctx: &mut Context) {}
