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
pub(crate) fn verify_op_attr(
    ctx: &Context,
    ir: &Ir,
    op: OpRef,
    name: &[u8],
    value: Attribute,
) -> VerifyResult {
    // Upstream names `nvvm.kernel` as text and the others as string
    // attributes (quoted).
    let shown = String::from_utf8_lossy(name);
    match name {
        b"nvvm.kernel" => {
            let view = OpView::new(ctx, ir, op);
            if view.name_str() != "llvm.func" {
                return op_error(
                    ctx,
                    ir,
                    op,
                    format!("'{shown}' attribute attached to unexpected op"),
                );
            }
        }
        b"nvvm.maxntid" | b"nvvm.reqntid" | b"nvvm.cluster_dim" => {
            // A `DenseI32ArrayAttr` of one to three elements.
            let ok = ctx
                .dense_i32_array(value)
                .is_some_and(|v| !v.is_empty() && v.len() <= 3);
            if !ok {
                return op_error(
                    ctx,
                    ir,
                    op,
                    format!("'\"{shown}\"' attribute must be integer array with maximum 3 index"),
                );
            }
        }
        b"nvvm.minctasm" | b"nvvm.maxnreg" | b"nvvm.cluster_max_blocks" => {
            if !matches!(ctx.attr_kind(value), AttrKind::Integer { .. }) {
                return op_error(
                    ctx,
                    ir,
                    op,
                    format!("'\"{shown}\"' attribute must be integer constant"),
                );
            }
        }
        b"nvvm.blocksareclusters" => {
            let view = OpView::new(ctx, ir, op);
            if view.attr("nvvm.reqntid").is_none() || view.attr("nvvm.cluster_dim").is_none() {
                return op_error(
                    ctx,
                    ir,
                    op,
                    format!(
                        "'\"{shown}\"' attribute must be used along with 'nvvm.reqntid' and 'nvvm.cluster_dim'"
                    ),
                );
            }
        }
        _ => {}
    }
    Ok(())
}

/// `NVVMDialect::verifyRegionArgAttribute`: `nvvm.grid_constant` marks
/// a `byval` argument of a kernel.
pub(crate) fn verify_arg_attr(
    op: &OpView<'_>,
    _region: u32,
    arg: u32,
    attr: NamedAttr,
) -> VerifyResult {
    let ctx = op.ctx;
    if ctx.ident_bytes(attr.name) != b"nvvm.grid_constant" {
        return Ok(());
    }
    if !matches!(ctx.attr_kind(attr.value), AttrKind::Unit) {
        return Err(op.emit_error("'\"nvvm.grid_constant\"' must be a unit attribute"));
    }
    if op.attr("nvvm.kernel").is_none() {
        return Err(op.emit_error(
            "'\"nvvm.grid_constant\"' attribute must be present only on kernel arguments",
        ));
    }
    let has_byval = op
        .prop("arg_attrs")
        .and_then(|a| match ctx.attr_kind(a) {
            AttrKind::Array(dicts) => dicts.get(arg as usize).copied(),
            _ => None,
        })
        .is_some_and(|d| match ctx.attr_kind(d) {
            AttrKind::Dictionary(entries) => entries
                .iter()
                .any(|na| ctx.ident_bytes(na.name) == b"llvm.byval"),
            _ => false,
        });
    if !has_byval {
        return Err(op.emit_error(
            "'\"nvvm.grid_constant\"' attribute requires the argument to also have attribute 'llvm.byval'",
        ));
    }
    Ok(())
}

/// An SM version as `NVVMCheckSMVersion` reads a chip name: `sm_90a` is
/// version 90, architecture-accelerated.
#[derive(Copy, Clone, Debug, PartialEq)]
struct SmVersion {
    version: u32,
    accelerated: bool,
}

fn parse_chip(chip: &[u8]) -> SmVersion {
    let digits = chip.get(3..).unwrap_or(b"");
    let version = digits
        .iter()
        .take_while(|c| c.is_ascii_digit())
        .fold(0u32, |v, &c| {
            v.saturating_mul(10).saturating_add(u32::from(c - b'0'))
        });
    SmVersion {
        version,
        accelerated: chip.last() == Some(&b'a'),
    }
}

/// `NVVMCheckSMVersion::isCompatibleWith`: an op needing an
/// architecture-accelerated version runs only on exactly one of those;
/// the others on any later version.
fn is_compatible(accelerated: bool, versions: &[u32], target: SmVersion) -> bool {
    versions.iter().any(|&v| {
        if accelerated {
            target.accelerated && target.version == v
        } else {
            target.version >= v
        }
    })
}

/// `NVVMTargetAttr::verifyTarget`: each op of the module with an
/// `NVVMRequiresSM` trait must run on the target's chip.
struct TargetVerifier;

impl rmlir_gpu::target::TargetAttrVerify for TargetVerifier {
    fn verify_target(
        &self,
        ctx: &Context,
        ir: &Ir,
        module: OpRef,
        target: Attribute,
    ) -> VerifyResult {
        let Some((chip, check)) = crate::attrs::target_chip(ctx, target) else {
            return Ok(());
        };
        if !check {
            return Ok(());
        }
        let sm = parse_chip(chip);
        if sm.version < 20 {
            let loc = OpView::new(ctx, ir, module).loc();
            return Err(Box::new(rmlir_ir::diagnostics::Diagnostic::error(
                loc,
                "Minimum NVVM target SM version is sm_20",
            )));
        }
        let mut failure = None;
        rmlir_ir::walk::walk_pre_order(ir, module, |op| {
            let view = OpView::new(ctx, ir, op);
            let name = view.name_str();
            let Some(&(_, accelerated, versions)) = crate::REQUIRES_SM.iter().find(|r| r.0 == name)
            else {
                return rmlir_ir::walk::WalkControl::Advance;
            };
            if is_compatible(accelerated, versions, sm) {
                return rmlir_ir::walk::WalkControl::Advance;
            }
            failure = Some(view.emit_op_error(format!(
                "is not supported on {}",
                String::from_utf8_lossy(chip)
            )));
            rmlir_ir::walk::WalkControl::Interrupt
        });
        failure.map_or(Ok(()), Err)
    }
}

pub(crate) fn attach_interfaces(ctx: &mut Context) {
    ctx.attach_dialect_interface::<dyn rmlir_gpu::target::TargetAttrVerify>(
        "nvvm",
        &TargetVerifier,
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sm_versions() {
        let sm = |s: &str| parse_chip(s.as_bytes());
        assert_eq!(
            sm("sm_90a"),
            SmVersion {
                version: 90,
                accelerated: true
            }
        );
        assert_eq!(
            sm("sm_120f"),
            SmVersion {
                version: 120,
                accelerated: false
            }
        );
        assert_eq!(
            sm("sm_"),
            SmVersion {
                version: 0,
                accelerated: false
            }
        );
        // A minimum version admits later chips, accelerated or not.
        assert!(is_compatible(false, &[80], sm("sm_86")));
        assert!(is_compatible(false, &[80], sm("sm_90a")));
        assert!(!is_compatible(false, &[80], sm("sm_75")));
        // Accelerated requirements need exactly one of the listed chips.
        assert!(is_compatible(true, &[100, 101], sm("sm_101a")));
        assert!(!is_compatible(true, &[100, 101], sm("sm_100")));
        assert!(!is_compatible(true, &[90], sm("sm_100a")));
    }
}
