//! Verifiers of the gpu dialect (`GPUDialect.cpp`), with upstream's
//! messages.

use rmlir_ir::diagnostics::Diagnostic;
use rmlir_ir::op_def::{TypeList, VerifyResult};
use rmlir_ir::symbols::SymbolTables;
use rmlir_ir::{AttrKind, Attribute, Context, Ir, OpRef, OpView, Type, TypeKind, Value};

use crate::asm::num_workgroup_attributions;
use crate::attrs::{address_space, address_space_name};
use crate::types::mma_matrix;

fn quoted(ctx: &Context, t: Type) -> String {
    rmlir_ir::op_verify::quoted_type(ctx, t)
}

/// The element type of an `!gpu.mma_matrix` (`TypesMatchWith` transform).
pub(crate) fn mma_element(ctx: &Context, t: Type) -> Option<TypeList> {
    mma_matrix(ctx, t).map(|m| smallvec::smallvec![m.elem])
}

fn element_type(ctx: &Context, t: Type) -> Option<Type> {
    match ctx.type_kind(t) {
        TypeKind::MemRef { elem, .. } | TypeKind::UnrankedMemRef { elem, .. } => Some(*elem),
        k => k.element_type(),
    }
}

/// `AllElementTypesMatch<["dst", "value"]>` of `gpu.memset`.
pub(crate) fn same_element_type_dst_value(op: &OpView<'_>) -> bool {
    let groups = op.operand_groups().unwrap_or_default();
    let (Some(&(d, _)), Some(&(v, _))) = (groups.get(1), groups.get(2)) else {
        return true;
    };
    let ctx = op.ctx;
    let e = |t: Type| element_type(ctx, t).unwrap_or(t);
    e(op.operand_type(d)) == e(op.operand_type(v))
}

/// `verifyAttributions`: memrefs in the expected address space.
fn verify_attributions(
    op: &OpView<'_>,
    values: &[Value],
    body: &rmlir_ir::Body,
    space: i64,
) -> VerifyResult {
    let ctx = op.ctx;
    for &v in values {
        let t = body.value_type(v);
        let TypeKind::MemRef { memory_space, .. } = ctx.type_kind(t) else {
            return Err(op.emit_op_error("expected memref type in attribution"));
        };
        let Some(s) = memory_space.and_then(|m| address_space(ctx, m)) else {
            continue;
        };
        if s != space {
            return Err(op.emit_op_error(format!(
                "expected memory space {} in attribution",
                address_space_name(space)
            )));
        }
    }
    Ok(())
}

/// `GPUFuncOp::verifyType` and `verifyBody`, after the function interface
/// checks.
pub(crate) fn verify_func(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let (inputs, results) =
        rmlir_interfaces::function::function_type(op, rmlir_interfaces::function::FUNC_ATTR_NAMES);
    if op.any_attr("gpu.kernel").is_some() && !results.is_empty() {
        return Err(op.emit_op_error("expected void return type for kernel function"));
    }
    let body = op.region(0);
    if body.is_empty() {
        return Err(op.emit_op_error("expected body with at least one block"));
    }
    let n_wg = num_workgroup_attributions(op);
    let args = body.entry_args();
    if args.len() < inputs.len() + n_wg {
        return Err(op.emit_op_error(format!(
            "expected at least {} arguments to body region",
            inputs.len() + n_wg
        )));
    }
    for (i, (&v, &t)) in args.iter().zip(&inputs).enumerate() {
        let at = body.body.value_type(v);
        if at != t {
            return Err(op.emit_op_error(format!(
                "expected body region argument #{i} to be of type {}, got {}",
                quoted(ctx, t),
                quoted(ctx, at)
            )));
        }
    }
    let n_in = inputs.len();
    verify_attributions(op, &args[n_in..n_in + n_wg], body.body, 2)?;
    verify_attributions(op, &args[n_in + n_wg..], body.body, 3)?;
    Ok(())
}

/// `gpu.return`: operands match the enclosing `gpu.func`'s results.
pub(crate) fn verify_return(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let Some(parent) = op.parent_data() else {
        return Ok(());
    };
    let fty = parent
        .properties()
        .and_then(|p| ctx.dictionary_get(p, b"function_type"))
        .and_then(|a| ctx.type_value(a));
    let results: Vec<Type> = match fty.map(|t| ctx.type_kind(t)) {
        Some(TypeKind::Function { results, .. }) => results.to_vec(),
        _ => return Ok(()),
    };
    let parent_loc = parent.loc;
    if op.num_operands() != results.len() {
        let mut d = op.emit_op_error(format!("expected {} result operands", results.len()));
        d.notes
            .push(Diagnostic::note(parent_loc, "return type declared here"));
        return Err(d);
    }
    for (i, &t) in results.iter().enumerate() {
        if op.operand_type(i) != t {
            let mut d = op.emit_op_error(format!(
                "unexpected type `{}' for operand #{i}",
                rmlir_ir::printer::type_to_string(ctx, op.operand_type(i))
            ));
            d.notes
                .push(Diagnostic::note(parent_loc, "return type declared here"));
            return Err(d);
        }
    }
    Ok(())
}

/// `DynamicSharedMemoryOp::verify` (every op here is inside a module,
/// so the symbol table check holds).
pub(crate) fn verify_dynamic_shared_memory(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let t = op.result_type(0);
    let TypeKind::MemRef {
        shape,
        memory_space,
        ..
    } = ctx.type_kind(t)
    else {
        return Ok(());
    };
    if memory_space.and_then(|m| address_space(ctx, m)) != Some(2) {
        return Err(op.emit_op_error("address space must be address_space<workgroup>"));
    }
    if shape.iter().all(|&d| d != i64::MIN) {
        return Err(op.emit_op_error(
            "result memref type must be memref<?xi8, #gpu.address_space<workgroup>>",
        ));
    }
    Ok(())
}

/// `LaunchFuncOp::verify`: the module check needs the IR above the
/// enclosing function, so it runs with the symbol checks.
pub(crate) fn verify_launch_func_symbols(
    op: &OpView<'_>,
    tables: &SymbolTables<'_>,
) -> VerifyResult {
    let ctx = op.ctx;
    let ir = tables.ir;
    let mut r = op.parent_ref();
    let mut module = None;
    while let Some(p) = r {
        let v = OpView::new(ctx, ir, p);
        if v.name_str() == "builtin.module" {
            module = Some(v);
            break;
        }
        r = ir.parent_op(p);
    }
    let Some(module) = module else {
        return Err(op.emit_op_error("expected to belong to a module"));
    };
    if !module
        .any_attr("gpu.container_module")
        .is_some_and(|a| matches!(ctx.attr_kind(a), AttrKind::Unit))
    {
        return Err(op.emit_op_error(
            "expected the closest surrounding module to have the 'gpu.container_module' attribute",
        ));
    }
    Ok(())
}

/// `LaunchFuncOp::verify`: cluster sizes of one type.
pub(crate) fn verify_launch_func(op: &OpView<'_>) -> VerifyResult {
    let cluster: Vec<Value> = (7..10).flat_map(|g| op.operand_group(g)).collect();
    if cluster.len() == 3 {
        let t = op.value_type(cluster[0]);
        if op.value_type(cluster[1]) != t || op.value_type(cluster[2]) != t {
            return Err(
                op.emit_op_error("expects types of the cluster dimensions must be the same")
            );
        }
    }
    Ok(())
}

/// `LaunchOp::verify`.
pub(crate) fn verify_launch(op: &OpView<'_>) -> VerifyResult {
    let n: usize = (7..10).map(|g| op.operand_group(g).len()).sum();
    if n != 0 && n != 3 {
        return Err(op.emit_op_error("cluster size must be all present"));
    }
    Ok(())
}

/// `LaunchOp::verifyRegions`.
pub(crate) fn verify_launch_regions(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let body = op.region(0);
    let n_wg = num_workgroup_attributions(op);
    let has_cluster = (7..10).all(|g| op.operand_group(g).len() == 1);
    let config = if has_cluster { 18 } else { 12 };
    if !body.is_empty() {
        let args = body.entry_args();
        if args.len() < 12 + n_wg {
            return Err(op.emit_op_error("unexpected number of region arguments"));
        }
        let wg_end = (config + n_wg).min(args.len());
        let start = config.min(args.len());
        verify_attributions(op, &args[start..wg_end], body.body, 2)?;
        verify_attributions(op, &args[wg_end..], body.body, 3)?;
    }
    for b in body.blocks() {
        let Some(last) = body.body.block_ops(b).last() else {
            continue;
        };
        let data = body.body.op(last);
        if !body.body.successors(last).is_empty() {
            continue;
        }
        if ctx.ident_bytes(data.name) != b"gpu.terminator" {
            let mut d = body
                .op_view(ctx, last, op.owner)
                .emit_error("expected 'gpu.terminator' or a terminator with successors");
            d.notes
                .push(Diagnostic::note(op.loc(), "in 'gpu.launch' body region"));
            return Err(d);
        }
    }
    Ok(())
}

/// `AllReduceOp::verifyRegions`.
pub(crate) fn verify_all_reduce_regions(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let body = op.region(0);
    let has_op = op.prop("op").is_some();
    if body.is_empty() != has_op {
        return Err(op.emit_error("expected either an op attribute or a non-empty body"));
    }
    if !body.is_empty() {
        let args = body.entry_args();
        if args.len() != 2 {
            return Err(op.emit_error("expected two region arguments"));
        }
        let t = op.operand_type(0);
        if args.iter().any(|&a| body.body.value_type(a) != t) {
            return Err(op.emit_error("incorrect region argument type"));
        }
        let mut yields = 0;
        for b in body.blocks() {
            let Some(last) = body.body.block_ops(b).last() else {
                continue;
            };
            let data = body.body.op(last);
            if ctx.ident_bytes(data.name) != b"gpu.yield" {
                continue;
            }
            let operands: Vec<Value> = body.body.operands(last).collect();
            if operands.len() != 1 {
                return Err(op.emit_error("expected one gpu.yield operand"));
            }
            if body.body.value_type(operands[0]) != t {
                return Err(op.emit_error("incorrect gpu.yield type"));
            }
            yields += 1;
        }
        if yields == 0 {
            return Err(op.emit_error("expected gpu.yield op in region"));
        }
    } else if let Some(kind) = op.prop("op").and_then(|a| crate::attrs::enum_value(ctx, a)) {
        verify_reduction_op_and_type(op, kind, op.operand_type(0))?;
    }
    Ok(())
}

/// `verifyReductionOpAndType`.
fn verify_reduction_op_and_type(op: &OpView<'_>, kind: i64, t: Type) -> VerifyResult {
    let ctx = op.ctx;
    let elem = match ctx.type_kind(t) {
        TypeKind::Vector { elem, .. } => *elem,
        _ => t,
    };
    let is_float = matches!(ctx.type_kind(elem), TypeKind::Float(_));
    let name = crate::attrs::ALL_REDUCE_OP
        .def
        .cases
        .iter()
        .find(|c| c.1 == kind)
        .map(|c| c.0)
        .unwrap_or("");
    let float_only = matches!(kind, 4 | 7 | 11 | 12);
    let int_only = matches!(kind, 2 | 3 | 5 | 6 | 8 | 9 | 10);
    if float_only && !is_float {
        return Err(op.emit_error(format!(
            "`{name}` reduction operation is not compatible with type {}",
            quoted(ctx, t)
        )));
    }
    if int_only && is_float {
        return Err(op.emit_error(format!(
            "`{name}` reduction operation is not compatible with type {}",
            quoted(ctx, t)
        )));
    }
    Ok(())
}

/// `SubgroupReduceOp::verify`.
pub(crate) fn verify_subgroup_reduce(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let t = op.operand_type(0);
    if let TypeKind::Vector { scalable, .. } = ctx.type_kind(t) {
        if scalable.iter().any(|&s| s) {
            return Err(op.emit_op_error("is not compatible with scalable vector types"));
        }
    }
    if let Some(kind) = op.prop("op").and_then(|a| crate::attrs::enum_value(ctx, a)) {
        verify_reduction_op_and_type(op, kind, t)?;
    }
    let Some(size) = op.prop("cluster_size").and_then(|a| ctx.int_value(a)) else {
        return Ok(());
    };
    let size = size as u32 as u64;
    if !size.is_power_of_two() {
        return Err(op.emit_op_error(format!("cluster size {size} is not a power of two")));
    }
    let stride = op
        .prop("cluster_stride")
        .and_then(|a| ctx.int_value(a))
        .unwrap_or(1) as u32 as u64;
    if !stride.is_power_of_two() {
        return Err(op.emit_op_error(format!("cluster stride {stride} is not a power of two")));
    }
    Ok(())
}

/// `RotateOp::verify`.
pub(crate) fn verify_rotate(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let offset = op
        .prop("offset")
        .and_then(|a| ctx.int_value(a))
        .unwrap_or(0) as u32;
    let width = op.prop("width").and_then(|a| ctx.int_value(a)).unwrap_or(0) as u32;
    if !width.is_power_of_two() {
        return Err(op.emit_op_error(format!("width must be a power of two, but got {width}")));
    }
    if offset >= width {
        return Err(op.emit_op_error(format!("offset must be in the range [0, {width})")));
    }
    Ok(())
}

/// `AllocOp::verify`.
pub(crate) fn verify_alloc(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let t = op.result_type(0);
    let TypeKind::MemRef { shape, layout, .. } = ctx.type_kind(t) else {
        return Ok(());
    };
    let dynamic = shape.iter().filter(|&&d| d == i64::MIN).count();
    let sizes = op.operand_group(1).len();
    if sizes != dynamic {
        return Err(op.emit_op_error(format!(
            "incorrect number of dynamic sizes, has {sizes}, expected {dynamic}"
        )));
    }
    let symbols = match layout.map(|l| ctx.attr_kind(l)) {
        Some(AttrKind::AffineMap(m)) => m.num_symbols as usize,
        _ => 0,
    };
    if op.operand_group(2).len() != symbols {
        return Err(op.emit_op_error("symbol operand count does not equal memref symbol count"));
    }
    Ok(())
}

/// `MemcpyOp::verify`.
pub(crate) fn verify_memcpy(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let groups = op.operand_groups().unwrap_or_default();
    let (Some(&(d, _)), Some(&(s, _))) = (groups.get(1), groups.get(2)) else {
        return Ok(());
    };
    let (dt, st) = (op.operand_type(d), op.operand_type(s));
    if element_type(ctx, dt) != element_type(ctx, st) {
        return Err(op.emit_op_error("arguments have incompatible element type"));
    }
    let shape = |t: Type| match ctx.type_kind(t) {
        TypeKind::MemRef { shape, .. } => Some(shape.to_vec()),
        _ => None,
    };
    let (a, b) = (shape(dt), shape(st));
    let compatible = match (&a, &b) {
        (Some(a), Some(b)) => {
            a.len() == b.len()
                && a.iter()
                    .zip(b)
                    .all(|(&x, &y)| x == i64::MIN || y == i64::MIN || x == y)
        }
        _ => true,
    };
    if !compatible {
        return Err(op.emit_op_error("arguments have incompatible shape"));
    }
    Ok(())
}

/// Whether the innermost stride of a memref type is 1.
fn has_unit_minor_stride(ctx: &Context, t: Type) -> bool {
    match rmlir_memref::layout::strides_and_offset(ctx, t) {
        Some((strides, _)) => strides.last().is_none_or(|&s| s == 1),
        None => false,
    }
}

/// `SubgroupMmaLoadMatrixOp::verify`.
pub(crate) fn verify_mma_load(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let src = op.operand_type(0);
    if !has_unit_minor_stride(ctx, src) {
        return Err(op.emit_error("expected source memref most minor dim must have unit stride"));
    }
    if let Some(m) = mma_matrix(ctx, op.result_type(0)) {
        if !matches!(m.operand, b"AOp" | b"BOp" | b"COp") {
            return Err(op.emit_error("only AOp, BOp and COp can be loaded"));
        }
    }
    Ok(())
}

/// `SubgroupMmaStoreMatrixOp::verify`.
pub(crate) fn verify_mma_store(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    if !has_unit_minor_stride(ctx, op.operand_type(1)) {
        return Err(
            op.emit_error("expected destination memref most minor dim must have unit stride")
        );
    }
    if mma_matrix(ctx, op.operand_type(0)).is_some_and(|m| m.operand != b"COp") {
        return Err(
            op.emit_error("expected the operand matrix being stored to have 'COp' operand type")
        );
    }
    Ok(())
}

/// `SubgroupMmaComputeOp::verify`.
pub(crate) fn verify_mma_compute(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let ms: Vec<_> = (0..3)
        .filter_map(|i| mma_matrix(ctx, op.operand_type(i)))
        .collect();
    if ms.len() != 3 {
        return Ok(());
    }
    if ms[0].operand != b"AOp" || ms[1].operand != b"BOp" || ms[2].operand != b"COp" {
        return Err(op.emit_error("operands must be in the order AOp, BOp, COp"));
    }
    let (a, b, c) = (ms[0].shape, ms[1].shape, ms[2].shape);
    let a_t = op.prop("a_transpose").is_some();
    let b_t = op.prop("b_transpose").is_some();
    let (a_rows, a_cols) = if a_t { (a[1], a[0]) } else { (a[0], a[1]) };
    let (b_rows, b_cols) = if b_t { (b[1], b[0]) } else { (b[0], b[1]) };
    if a_rows != c[0] || b_cols != c[1] || a_cols != b_rows {
        return Err(op.emit_error("operand shapes do not satisfy matmul constraints"));
    }
    Ok(())
}

/// `SubgroupBroadcastOp::verify`.
pub(crate) fn verify_subgroup_broadcast(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let kind = op
        .prop("broadcast_type")
        .and_then(|a| crate::attrs::enum_value(ctx, a))
        .unwrap_or(0);
    let has_lane = !op.operand_group(1).is_empty();
    match (kind, has_lane) {
        (0, true) => {
            Err(op.emit_op_error("lane can only be specified for `specific_lane` broadcast"))
        }
        (1, false) => Err(op.emit_op_error("lane must be specified for `specific_lane` broadcast")),
        _ => Ok(()),
    }
}

/// `GPUDialect::verifyOperationAttribute`: `gpu.container_module` on a
/// module checks the kernels its launches name; the known launch sizes are
/// dense i32 arrays of three elements.
pub(crate) fn verify_op_attribute(
    ctx: &Context,
    ir: &Ir,
    op: OpRef,
    name: &[u8],
    value: Attribute,
) -> VerifyResult {
    let view = OpView::new(ctx, ir, op);
    if matches!(
        name,
        b"gpu.known_block_size" | b"gpu.known_grid_size" | b"gpu.known_cluster_size"
    ) {
        let n = String::from_utf8_lossy(name);
        let Some(v) = ctx.dense_i32_array(value) else {
            return Err(view.emit_op_error(format!("{n} must be a dense i32 array")));
        };
        if v.len() != 3 {
            return Err(view.emit_op_error(format!("{n} must contain exactly 3 elements")));
        }
        return Ok(());
    }
    if name != b"gpu.container_module" || !matches!(ctx.attr_kind(value), AttrKind::Unit) {
        return Ok(());
    }
    if view.name_str() != "builtin.module" {
        return Err(view.emit_error(
            "expected 'gpu.container_module' attribute to be attached to 'builtin.module'",
        ));
    }
    let tables = SymbolTables::new(ctx, ir);
    let (b, regions) = ir.regions(op);
    let body = ir.body(b);
    for r in regions {
        for block in body.region_blocks(r) {
            for child in body.block_ops(block) {
                let child = OpRef { body: b, op: child };
                let (cb, cregions) = ir.regions(child);
                let cbody = ir.body(cb);
                for cr in cregions {
                    for cblock in cbody.region_blocks(cr) {
                        for l in cbody.block_ops(cblock) {
                            let lref = OpRef { body: cb, op: l };
                            check_launch(ctx, ir, &tables, op, lref)?;
                        }
                    }
                }
            }
        }
    }
    Ok(())
}

fn check_launch(
    ctx: &Context,
    ir: &Ir,
    tables: &SymbolTables<'_>,
    module: OpRef,
    l: OpRef,
) -> VerifyResult {
    let launch = OpView::new(ctx, ir, l);
    if launch.name_str() != "gpu.launch_func" {
        return Ok(());
    }
    let Some(kernel) = launch.any_attr("kernel") else {
        return Ok(());
    };
    let AttrKind::SymbolRef { root, nested } = ctx.attr_kind(kernel) else {
        return Ok(());
    };
    let container_name = ctx.ident_str(*root).into_owned();
    let Some(container) = tables.lookup_in(module, ctx.ident_bytes(*root)) else {
        return Err(
            launch.emit_op_error(format!("kernel container '{container_name}' is undefined"))
        );
    };
    let cview = OpView::new(ctx, ir, container);
    if cview.name_str() == "gpu.binary" {
        return Ok(());
    }
    if cview.name_str() != "gpu.module" {
        return Err(launch.emit_op_error(format!("kernel module '{container_name}' is undefined")));
    }
    let mut cur = Some(container);
    for n in nested.iter() {
        cur = cur.and_then(|c| tables.lookup_in(c, ctx.ident_bytes(*n)));
    }
    let kernel_text = rmlir_ir::printer::attr_to_string(ctx, kernel);
    let Some(func) = cur.filter(|_| !nested.is_empty()) else {
        return Err(launch.emit_op_error(format!("kernel function '{kernel_text}' is undefined")));
    };
    let fview = OpView::new(ctx, ir, func);
    if !fview.def.is_some_and(|d| d.interfaces.callable.is_some()) {
        let mut d = launch.emit_op_error(format!(
            "referenced kernel '{kernel_text}' is not a function"
        ));
        d.notes.push(Diagnostic::note(
            fview.loc(),
            "see the kernel definition here",
        ));
        return Err(d);
    }
    if !fview
        .any_attr("gpu.kernel")
        .is_some_and(|a| matches!(ctx.attr_kind(a), AttrKind::Unit))
    {
        return Err(launch.emit_op_error("kernel function is missing the 'gpu.kernel' attribute"));
    }
    if fview.name_str() != "gpu.func" {
        return Ok(());
    }
    let (inputs, _) = rmlir_interfaces::function::function_type(
        &fview,
        rmlir_interfaces::function::FUNC_ATTR_NAMES,
    );
    let operands = launch.operand_group(11);
    if operands.len() != inputs.len() {
        return Err(launch.emit_op_error(format!(
            "got {} kernel operands but expected {}",
            operands.len(),
            inputs.len()
        )));
    }
    for (i, (&v, &t)) in operands.iter().zip(&inputs).enumerate() {
        if launch.value_type(v) != t {
            return Err(
                launch.emit_op_error(format!("type of function argument {i} does not match"))
            );
        }
    }
    Ok(())
}

/// `verifyDistributedType`.
fn verify_distributed_type(
    op: &OpView<'_>,
    expanded: Type,
    distributed: Type,
    warp: i64,
) -> VerifyResult {
    let ctx = op.ctx;
    if expanded == distributed {
        return Ok(());
    }
    let (
        TypeKind::Vector {
            shape: es,
            elem: ee,
            ..
        },
        TypeKind::Vector {
            shape: ds,
            elem: de,
            ..
        },
    ) = (ctx.type_kind(expanded), ctx.type_kind(distributed))
    else {
        return Err(op.emit_op_error("expected vector type for distributed operands."));
    };
    if es.len() != ds.len() || ee != de {
        return Err(
            op.emit_op_error("expected distributed vectors to have same rank and element type.")
        );
    }
    let mut product: i64 = 1;
    for (i, (&e, &d)) in es.iter().zip(ds.iter()).enumerate() {
        if e == d {
            continue;
        }
        if d == 0 || e % d != 0 {
            return Err(op.emit_op_error(format!(
                "expected expanded vector dimension #{i} ({e}) to be a multipler of the distributed vector dimension ({d})"
            )));
        }
        product = product.wrapping_mul(e / d);
    }
    if product != warp {
        return Err(op.emit_op_error(format!(
            "incompatible distribution dimensions from {} to {} with warp size = {warp}",
            quoted(ctx, expanded),
            quoted(ctx, distributed)
        )));
    }
    Ok(())
}

/// `WarpExecuteOnLane0Op::verify`.
pub(crate) fn verify_warp_execute(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let body = op.region(0);
    let args = op.operand_group(1);
    let block_args = body.entry_args();
    if args.len() != block_args.len() {
        return Err(op.emit_op_error("expected same number op arguments and block arguments."));
    }
    let Some(term) = body.entry_terminator() else {
        return Ok(());
    };
    let yields: Vec<Value> = body.body.operands(term).collect();
    if yields.len() != op.num_results() {
        return Err(op.emit_op_error("expected same number of yield operands and return values."));
    }
    let warp = op
        .prop("warp_size")
        .and_then(|a| ctx.int_value(a))
        .unwrap_or(0);
    for (&r, &a) in block_args.iter().zip(args.iter()) {
        verify_distributed_type(op, body.body.value_type(r), op.value_type(a), warp)?;
    }
    for (i, &y) in yields.iter().enumerate() {
        verify_distributed_type(op, body.body.value_type(y), op.result_type(i), warp)?;
    }
    Ok(())
}
