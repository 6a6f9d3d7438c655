//! The dialect's discardable attributes, checked as upstream's
//! `BufferizationDialect::verifyOperationAttribute` and
//! `verifyRegionArgAttribute` do.

use rmlir_ir::op_def::{AttrClass, EffectKind, Effects, VerifyResult};
use rmlir_ir::{AttrKind, Attribute, Context, Ir, NamedAttr, OpRef, OpView};

const WRITABLE: &str = "bufferization.writable";
const ACCESS: &str = "bufferization.access";
const BUFFER_LAYOUT: &str = "bufferization.buffer_layout";
const MANUAL_DEALLOCATION: &str = "bufferization.manual_deallocation";

/// Whether `op` declares an allocation or a free among its memory
/// effects (`hasEffect<Allocate>` or `hasEffect<Free>` on the op).
fn allocates_or_frees(op: &OpView<'_>) -> bool {
    let Some(effects) = op.def.and_then(|d| d.interfaces.memory_effects) else {
        return false;
    };
    let is = |k: EffectKind| matches!(k, EffectKind::Alloc | EffectKind::Free);
    match effects {
        Effects::Static(list) => list.iter().any(|&(k, _)| is(k)),
        Effects::Custom(f) => {
            let mut out = Vec::new();
            f(op, &mut out);
            out.iter().any(|e| is(e.kind))
        }
    }
}

/// `verifyOperationAttribute`: only `bufferization.manual_deallocation`,
/// on ops that allocate or free.
pub(crate) fn verify_op_attribute(
    ctx: &Context,
    ir: &Ir,
    op: OpRef,
    name: &[u8],
    _value: Attribute,
) -> VerifyResult {
    let op = &OpView::new(ctx, ir, op);
    let name = String::from_utf8_lossy(name).into_owned();
    if name == MANUAL_DEALLOCATION {
        if !allocates_or_frees(op) {
            return Err(op.emit_op_error(format!(
                "attribute '{MANUAL_DEALLOCATION}' can be used only on ops that have an allocation and/or free side effect"
            )));
        }
        return Ok(());
    }
    // Upstream streams the name as a string attribute: quoted.
    Err(op.emit_error(format!(
        "attribute '{}' not supported as an op attribute by the bufferization dialect",
        rmlir_ir::printer::attr_to_string(ctx, ctx.string_attr(name.as_bytes()))
    )))
}

/// `verifyRegionArgAttribute`: `writable` (a bool, on a function with a
/// body), `access` (one of four strings) and `buffer_layout` (a memref
/// layout), each on function-like ops.
pub(crate) fn verify_region_arg_attribute(
    op: &OpView<'_>,
    _region: u32,
    _arg: u32,
    attr: NamedAttr,
) -> VerifyResult {
    let ctx = op.ctx;
    let name = ctx.ident_bytes(attr.name);
    let value = ctx.attr_kind(attr.value);
    let function_like = op.def.is_some_and(|d| d.interfaces.callable.is_some());
    let not_function = |n: &str| {
        Err(op.emit_error(format!(
            "expected '{n}' to be used on function-like operations"
        )))
    };
    if name == WRITABLE.as_bytes() {
        if !AttrClass::Bool.matches(ctx, attr.value) {
            return Err(op.emit_error(format!(
                "'{WRITABLE}' is expected to be a boolean attribute"
            )));
        }
        if !function_like {
            return not_function(WRITABLE);
        }
        if op.num_regions() == 0 || op.region(0).is_empty() {
            return Err(op.emit_error(format!("'{WRITABLE}' is invalid on external functions")));
        }
        return Ok(());
    }
    if name == ACCESS.as_bytes() {
        let AttrKind::String { value: s, .. } = value else {
            return Err(op.emit_error(format!("'{ACCESS}' is expected to be a string attribute")));
        };
        if !matches!(&s[..], b"none" | b"read" | b"write" | b"read-write") {
            return Err(op.emit_error(format!("invalid value for '{ACCESS}'")));
        }
        if !function_like {
            return not_function(ACCESS);
        }
        return Ok(());
    }
    if name == BUFFER_LAYOUT.as_bytes() {
        if !matches!(
            value,
            AttrKind::AffineMap(_) | AttrKind::StridedLayout { .. }
        ) {
            return Err(op.emit_error(format!(
                "'{BUFFER_LAYOUT}' is expected to be a memref layout attribute"
            )));
        }
        if !function_like {
            return not_function(BUFFER_LAYOUT);
        }
        return Ok(());
    }
    // Upstream names `buffer_layout` here whatever the attribute is.
    Err(op.emit_error(format!(
        "attribute '{BUFFER_LAYOUT}' not supported as a region arg attribute by the bufferization dialect"
    )))
}
