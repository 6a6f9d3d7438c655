//! Verifiers and hooks of the ops that are not plain structured ops, or
//! that add checks of their own: `linalg.softmax`, the Winograd
//! transforms, `linalg.pack`/`linalg.unpack`, `linalg.map`,
//! `linalg.reduce`, `linalg.transpose`, `linalg.broadcast`, and the
//! indexing-map checks of the matmul variants and `linalg.contract`.

use rmlir_ir::affine::AffineMap;
use rmlir_ir::op_def::{Effect, EffectKind, Speculatability, VerifyResult};
use rmlir_ir::{Context, OpView, Type, TypeKind, Value};

use crate::structured::{default_maps, rank_of, shape_of, verify_dps_inits, Class, Structured};

const DYN: i64 = i64::MIN;

fn elem(ctx: &Context, t: Type) -> Type {
    ctx.type_kind(t).element_type().unwrap_or(t)
}

/// `TCopVTEtIsSameAs<0, 1>`: operands 0 and 1 have the same element type.
pub fn same_element_type_01(op: &OpView<'_>) -> bool {
    let ctx = op.ctx;
    op.num_operands() < 2 || elem(ctx, op.operand_type(0)) == elem(ctx, op.operand_type(1))
}

/// DPS checks of an op whose init is operand 1 and last (`softmax`,
/// the Winograd transforms).
pub fn verify_dps_last(op: &OpView<'_>) -> VerifyResult {
    verify_dps_inits(op, 1..2)
}

/// DPS checks of `linalg.pack`/`linalg.unpack`: the init is `dest`.
pub fn verify_dps_dest(op: &OpView<'_>) -> VerifyResult {
    verify_dps_inits(op, 1..2)
}

fn compatible(a: &[i64], b: &[i64]) -> bool {
    a.len() == b.len()
        && a.iter()
            .zip(b)
            .all(|(&x, &y)| x == DYN || y == DYN || x == y)
}

/// `SoftmaxOp::verify`.
pub fn verify_softmax(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let (it, ot) = (op.operand_type(0), op.operand_type(1));
    if !compatible(shape_of(ctx, it), shape_of(ctx, ot)) {
        return Err(op.emit_op_error("incompatible output shape"));
    }
    let rank = rank_of(ctx, it) as i64;
    let dim = op
        .prop("dimension")
        .and_then(|a| ctx.int_value(a))
        .unwrap_or(0);
    if dim < 0 || dim >= rank {
        return Err(op.emit_op_error("incorrect dimension specified"));
    }
    Ok(())
}

/// `SoftmaxOp::getEffects`.
pub fn softmax_effects(op: &OpView<'_>, out: &mut Vec<Effect>) {
    let ctx = op.ctx;
    let is_memref = |v: Value| matches!(ctx.type_kind(op.value_type(v)), TypeKind::MemRef { .. });
    let (input, output) = (op.operand(0), op.operand(1));
    if is_memref(input) {
        out.push(Effect {
            kind: EffectKind::Read,
            on: Some(input),
        });
    }
    if is_memref(output) {
        out.push(Effect {
            kind: EffectKind::Read,
            on: Some(output),
        });
        out.push(Effect {
            kind: EffectKind::Write,
            on: Some(output),
        });
    }
}

fn fmr(op: &OpView<'_>) -> (i64, i64) {
    match op
        .prop("fmr")
        .and_then(|a| op.ctx.int_value(a))
        .unwrap_or(0)
    {
        1 => (4, 3),
        2 => (2, 5),
        _ => (2, 3),
    }
}

/// `WinogradFilterTransformOp::verify`.
pub fn verify_winograd_filter(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let fs = shape_of(ctx, op.operand_type(0)).to_vec();
    let (h, w) = (fs[1], fs[2]);
    let (m, r) = fmr(op);
    if h != r && h != 1 {
        return Err(op.emit_op_error("expect filter height either equals to r or 1"));
    }
    if w != r && w != 1 {
        return Err(op.emit_op_error("expect filter width either equals to r or 1"));
    }
    if h == 1 && w == 1 {
        return Err(op.emit_op_error("expect either filter height or width equals to r"));
    }
    let expected = [
        if h == r { m + r - 1 } else { 1 },
        if w == r { m + r - 1 } else { 1 },
        fs[3],
        fs[0],
    ];
    if !compatible(&expected, shape_of(ctx, op.operand_type(1))) {
        return Err(op.emit_op_error("the output shape is not expected"));
    }
    Ok(())
}

/// `WinogradInputTransformOp::verify`.
pub fn verify_winograd_input(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let is = shape_of(ctx, op.operand_type(0)).to_vec();
    let os = shape_of(ctx, op.operand_type(1)).to_vec();
    let (h, w) = (is[1], is[2]);
    let (m, r) = fmr(op);
    let tile = m + r - 1;
    let left = os[0] != 1;
    let right = os[1] != 1;
    let mut e = [h; 6];
    if h == DYN {
        e[0] = tile;
        e[2] = DYN;
    } else {
        e[0] = if left { tile } else { 1 };
        e[2] = if left { (h - (r - 1)) / m } else { h };
    }
    if w == DYN {
        e[1] = tile;
        e[3] = DYN;
    } else {
        e[1] = if right { tile } else { 1 };
        e[3] = if right { (w - (r - 1)) / m } else { w };
    }
    e[4] = is[0];
    e[5] = is[3];
    if !compatible(&e, &os) {
        return Err(op.emit_op_error("the output shape is not expected"));
    }
    Ok(())
}

/// `WinogradOutputTransformOp::verify`.
pub fn verify_winograd_output(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let vs = shape_of(ctx, op.operand_type(0)).to_vec();
    let os = shape_of(ctx, op.operand_type(1)).to_vec();
    let (vh, vw, th, tw) = (vs[0], vs[1], vs[2], vs[3]);
    let (m, r) = fmr(op);
    let left = vh != 1;
    let right = vw != 1;
    let mut e = [vh; 4];
    if vh == DYN || th == DYN {
        e[1] = DYN;
    } else {
        if vh != (if left { m + r - 1 } else { 1 }) {
            return Err(op.emit_op_error("expect input height equals to input tile size"));
        }
        e[1] = (if left { m } else { 1 }) * th;
    }
    if vw == DYN || tw == DYN {
        e[2] = DYN;
    } else {
        if vw != (if right { m + r - 1 } else { 1 }) {
            return Err(op.emit_op_error("expect input width equals to input tile size"));
        }
        e[2] = (if right { m } else { 1 }) * tw;
    }
    e[0] = vs[4];
    e[3] = vs[5];
    if !compatible(&e, &os) {
        return Err(op.emit_op_error("the output shape is not expected"));
    }
    Ok(())
}

fn fmt_shape(s: &[i64]) -> String {
    s.iter()
        .map(|&d| {
            if d == DYN {
                "?".to_string()
            } else {
                d.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// `MapOp::verify`.
pub fn verify_map(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let n = op.num_operands();
    let args = op.region(0).entry_args();
    if n != args.len() {
        return Err(op.emit_op_error(format!(
            "expects number of operands to match the arity of mapper, but got: {n} and {}",
            args.len()
        )));
    }
    let types = op.operand_types();
    for (&a, &t) in args.iter().zip(types.iter()) {
        let e = elem(ctx, t);
        let at = op.value_type(a);
        if at != e {
            return Err(op.emit_op_error(format!(
                "expected element type of input {} to match bbArg type {}",
                crate::structured::ts(ctx, e),
                crate::structured::ts(ctx, at)
            )));
        }
    }
    let out = shape_of(ctx, types[n - 1]);
    for &t in &types[..n - 1] {
        let s = shape_of(ctx, t);
        if s != out {
            return Err(op.emit_op_error(format!(
                "expected shape of input ({}) to match shape of output ({})",
                fmt_shape(s),
                fmt_shape(out)
            )));
        }
    }
    Ok(())
}

/// `ReduceOp::verify`.
pub fn verify_reduce(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let Some(s) = Structured::new(op) else {
        return Ok(());
    };
    let ins = s.inputs();
    let inits = s.inits();
    let ty = |v: Value| op.value_type(v);
    for i in 1..ins.len() {
        if shape_of(ctx, ty(ins[i])) != shape_of(ctx, ty(ins[0])) {
            return Err(op.emit_op_error(format!(
                "expects all inputs to have the same shapes. Shape at input-index {i} is not equal to the shape at input-index 0."
            )));
        }
    }
    for i in 1..inits.len() {
        if shape_of(ctx, ty(inits[i])) != shape_of(ctx, ty(inits[0])) {
            return Err(op.emit_op_error(format!(
                "expects all outputs to have the same shapes. Shape at output-index {i} is not equal to the shape at output-index 0."
            )));
        }
    }
    let (Some(&in0), Some(&init0)) = (ins.first(), inits.first()) else {
        return Ok(());
    };
    let in_shape = shape_of(ctx, ty(in0));
    let init_shape = shape_of(ctx, ty(init0));
    let dims = op
        .prop("dimensions")
        .and_then(|a| ctx.dense_i64_array(a))
        .unwrap_or_default();
    let rank = in_shape.len() as i64;
    for &d in &dims {
        if d < 0 || d >= rank {
            return Err(op.emit_op_error(format!(
                "dimensions for reduction should be in the range [0, {}].",
                rank - 1
            )));
        }
    }
    let reduced: Vec<i64> = in_shape
        .iter()
        .enumerate()
        .filter(|(i, _)| !dims.contains(&(*i as i64)))
        .map(|(_, &d)| d)
        .collect();
    if reduced.len() != init_shape.len() {
        return Err(op.emit_op_error(format!(
            "number of dimensions after reduction {} doesn't match the init rank {}",
            reduced.len(),
            init_shape.len()
        )));
    }
    if reduced != init_shape {
        return Err(op.emit_op_error(format!(
            "init dimensions [{}] doesn't match input dimensions after reduction [{}]",
            fmt_shape(init_shape),
            fmt_shape(&reduced)
        )));
    }
    let args = op.region(0).entry_args();
    if args.len() != op.num_operands() {
        return Err(op.emit_op_error("mismatching number of operands and block arguments"));
    }
    for (&v, &a) in ins.iter().zip(args) {
        let e = elem(ctx, ty(v));
        if e != op.value_type(a) {
            return Err(op.emit_op_error(format!(
                "input element type {} does not match corresponding block argument type {}",
                crate::structured::ts(ctx, e),
                crate::structured::ts(ctx, op.value_type(a))
            )));
        }
    }
    for (&v, &a) in inits.iter().zip(&args[args.len() - inits.len()..]) {
        let e = elem(ctx, ty(v));
        if e != op.value_type(a) {
            return Err(op.emit_op_error(format!(
                "output element type {} does not match corresponding block argument type {}",
                crate::structured::ts(ctx, e),
                crate::structured::ts(ctx, op.value_type(a))
            )));
        }
    }
    Ok(())
}

/// `TransposeOp::verify`.
pub fn verify_transpose(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let perm = op
        .prop("permutation")
        .and_then(|a| ctx.dense_i64_array(a))
        .unwrap_or_default();
    let mut seen = vec![false; perm.len()];
    for &p in &perm {
        match usize::try_from(p).ok().and_then(|p| seen.get_mut(p)) {
            Some(s) if !*s => *s = true,
            _ => return Err(op.emit_op_error("permutation is not valid")),
        }
    }
    let ins = shape_of(ctx, op.operand_type(0));
    let init = shape_of(ctx, op.operand_type(1));
    let rank = ins.len();
    if rank != init.len() {
        return Err(op.emit_op_error(format!(
            "input rank {rank} does not match init rank {}",
            init.len()
        )));
    }
    if rank != perm.len() {
        return Err(op.emit_op_error(format!(
            "size of permutation {} does not match the argument rank {rank}",
            perm.len()
        )));
    }
    for i in 0..rank {
        let (a, b) = (ins[perm[i] as usize], init[i]);
        if a != b {
            return Err(op.emit_op_error(format!(
                "dim(result, {i}) = {} doesn't match dim(input, permutation[{i}]) = {}",
                fmt_dim(b),
                fmt_dim(a)
            )));
        }
    }
    Ok(())
}

fn fmt_dim(d: i64) -> String {
    d.to_string()
}

/// `BroadcastOp::verify`.
pub fn verify_broadcast(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let dims = op
        .prop("dimensions")
        .and_then(|a| ctx.dense_i64_array(a))
        .unwrap_or_default();
    let ins = shape_of(ctx, op.operand_type(0));
    let init = shape_of(ctx, op.operand_type(1));
    let (ir, nr) = (ins.len(), init.len());
    if ir + dims.len() != nr {
        return Err(op.emit_op_error(format!(
            "input rank plus added dimensions does not match init rank. input rank: {ir}, dimensions size: {}, init rank: {nr}",
            dims.len()
        )));
    }
    for (i, &d) in dims.iter().enumerate() {
        if d < 0 || d >= nr as i64 {
            return Err(op.emit_op_error(format!(
                "dimension {i} is out of range. expected range: [0, {}], got: {d}",
                nr as i64 - 1
            )));
        }
    }
    let map: Vec<usize> = (0..nr).filter(|d| !dims.contains(&(*d as i64))).collect();
    for (i, &j) in map.iter().enumerate() {
        if ins[i] != init[j] {
            return Err(op.emit_op_error(format!(
                "input dim {i} should match init dim {j}. input: {}, init: {}",
                ins[i], init[j]
            )));
        }
    }
    Ok(())
}

fn result_dims(m: &AffineMap) -> Vec<Option<u32>> {
    m.results.iter().map(|r| r.as_dim()).collect()
}

/// `areResultExprsSubsetOf`.
fn subset_of(sub: &AffineMap, full: &AffineMap) -> bool {
    sub.results.iter().all(|e| full.results.contains(e))
}

/// `MatmulOp::verify`: user-defined maps may transpose or broadcast.
pub fn verify_matmul(op: &OpView<'_>) -> VerifyResult {
    let Some(s) = Structured::new(op) else {
        return Ok(());
    };
    let maps = s.indexing_maps().unwrap_or_default();
    let defaults = default_maps(Class::Matmul);
    if maps == defaults {
        return Ok(());
    }
    for i in 0..2 {
        let (Some(m), Some(d)) = (maps.get(i), defaults.get(i)) else {
            continue;
        };
        if !subset_of(m, d) {
            return Err(op.emit_op_error("Unexpected dim expression in map result."));
        }
        if m.num_results() < d.num_results() {
            let ok = m.results.len() == 1
                && m.results[0].is_function_of_dim(m.num_dims.saturating_sub(1));
            if !ok {
                return Err(op.emit_op_error("Invalid broadcast requested, should be (d2)."));
            }
        }
    }
    Ok(())
}

/// `BatchMatmulOp::verify` and `BatchReduceMatmulOp::verify`.
pub fn verify_batch_matmul(op: &OpView<'_>) -> VerifyResult {
    let Some(s) = Structured::new(op) else {
        return Ok(());
    };
    let reduce = matches!(s.class, Class::BatchReduceMatmul);
    let maps = s.indexing_maps().unwrap_or_default();
    let defaults = default_maps(s.class);
    if maps == defaults {
        return Ok(());
    }
    for i in 0..3 {
        if maps.len() != 3 {
            return Err(op.emit_op_error("Indexing_map attribute must have 3 affine maps."));
        }
        let (m, d) = (&maps[i], &defaults[i]);
        if i == 2 {
            let want = if reduce { 2 } else { 3 };
            if m.num_results() != want {
                return Err(op.emit_op_error(format!(
                    "expects {want} dims, but got ({}).",
                    m.num_results()
                )));
            }
            let f = |k: usize, d: u32| m.results[k].is_function_of_dim(d);
            let ok = if reduce {
                f(0, 1) && f(1, 2)
            } else {
                f(0, 0) && f(1, 1) && f(2, 2)
            };
            if !ok {
                return Err(op.emit_op_error("Invalid output map result dimension."));
            }
            continue;
        }
        if !subset_of(m, d) {
            return Err(op.emit_op_error(
                "Unexpected result dim expression (outside the set of default result dims).",
            ));
        }
        if m.num_results() > 3 {
            return Err(op.emit_op_error("no. of result dim expressions exceeds 3."));
        }
        if m.num_results() < d.num_results() {
            let is_lhs = i == 0;
            let f = |k: usize, d: u32| m.results[k].is_function_of_dim(d);
            let valid = match m.num_results() {
                1 => f(0, 3),
                2 => {
                    if is_lhs {
                        (f(0, 0) || f(0, 1)) && f(1, 3)
                    } else {
                        (f(0, 0) && f(1, 3)) || (f(0, 3) && f(1, 2))
                    }
                }
                _ => false,
            };
            if !valid {
                return Err(op.emit_op_error("Invalid broadcast requested."));
            }
        } else if m.results.is_empty() || !m.results[0].is_function_of_dim(0) {
            return Err(op.emit_op_error("Invalid batch dimension expression."));
        }
    }
    Ok(())
}

/// `ContractOp::verify`.
pub fn verify_contract(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let Some(s) = Structured::new(op) else {
        return Ok(());
    };
    let maps = s.indexing_maps().unwrap_or_default();
    let types = op.operand_types();
    let mut n: Option<usize> = None;
    let mut ins: Vec<usize> = Vec::new();
    let mut outs: Vec<usize> = Vec::new();
    for (k, (m, &t)) in maps.iter().zip(types.iter()).take(3).enumerate() {
        let is_input = k < 2;
        if !m.is_projected_permutation(false) {
            return Err(op.emit_error("provided affine_map is not a projected permutation"));
        }
        if ctx.type_kind(t).is_shaped() {
            if m.num_results() != rank_of(ctx, t) {
                return Err(op.emit_error(
                    "ranks of shaped operand and results of corresponding affine_map differ",
                ));
            }
        } else if m.num_results() != 0 {
            return Err(op.emit_error(
                "affine_map specifies shaped access while operand has non-shaped type",
            ));
        }
        match n {
            None => {
                n = Some(m.num_dims as usize);
                ins = vec![0; m.num_dims as usize];
                outs = vec![0; m.num_dims as usize];
            }
            Some(n) if n != m.num_dims as usize => {
                return Err(op.emit_error("iteration spaces of provided affine_maps differ"));
            }
            _ => {}
        }
        for d in result_dims(m).into_iter().flatten() {
            if is_input {
                ins[d as usize] += 1;
            } else {
                outs[d as usize] += 1;
            }
        }
    }
    let mut contracting = false;
    for d in 0..n.unwrap_or(0) {
        let (i, o) = (ins[d], outs[d]);
        contracting |= i == 2 && o == 0;
        if i == 0 && o == 0 {
            return Err(op.emit_error(format!(
                "iteration space dim at index {d} not used to access any operand"
            )));
        }
        if i == 1 && o != 1 {
            return Err(op.emit_error(format!(
                "iteration space dim at index {d} is neither a contracting dim nor of parallel iteration type"
            )));
        }
    }
    if !contracting {
        return Err(op.emit_error("'indexing_maps' do not specify a contracting dimension"));
    }
    Ok(())
}

// ----- pack / unpack -----

fn i64s(op: &OpView<'_>, name: &str) -> Vec<i64> {
    op.prop(name)
        .and_then(|a| op.ctx.dense_i64_array(a))
        .unwrap_or_default()
}

fn invalid_pos(dims: &[i64], rank: usize) -> bool {
    if dims.len() > rank {
        return true;
    }
    let mut seen = std::collections::HashSet::new();
    dims.iter()
        .any(|&d| !seen.insert(d) || d < 0 || d >= rank as i64)
}

/// `getPackOpResultTypeShape`.
fn packed_shape(source: &[i64], tiles: &[i64], inner: &[i64], outer: &[i64]) -> Vec<i64> {
    let mut r = source.to_vec();
    for (i, &d) in inner.iter().enumerate() {
        let d = d as usize;
        if r[d] == DYN {
            continue;
        }
        if tiles[i] == DYN {
            r[d] = DYN;
            continue;
        }
        r[d] = ceil_div(r[d], tiles[i]);
    }
    if !outer.is_empty() {
        r = outer.iter().map(|&p| r[p as usize]).collect();
    }
    r.extend_from_slice(tiles);
    r
}

fn ceil_div(a: i64, b: i64) -> i64 {
    if b == 0 {
        return 0;
    }
    let q = a / b;
    if (a % b != 0) && ((a < 0) == (b < 0)) {
        q + 1
    } else {
        q
    }
}

/// `commonVerifierPackAndUnPackOp`.
fn verify_pack_common(op: &OpView<'_>, is_pack: bool) -> VerifyResult {
    let ctx = op.ctx;
    let tiles = i64s(op, "static_inner_tiles");
    let dyn_tiles = match op.operand_range(if is_pack { 3 } else { 2 }) {
        Some((s, n)) => (s..s + n).map(|i| op.operand(i)).collect::<Vec<_>>(),
        None => Vec::new(),
    };
    // Mixed tiles: a constant-defined dynamic tile counts as its value.
    let mut di = 0;
    let mut mixed: Vec<Option<i64>> = Vec::new();
    for &t in &tiles {
        if t != DYN {
            mixed.push(Some(t));
        } else {
            let v = dyn_tiles.get(di).copied();
            di += 1;
            mixed.push(v.and_then(|v| constant_index(op, v)));
        }
    }
    if mixed.contains(&Some(0)) {
        return Err(op.emit_error("invalid zero tile factor"));
    }
    let (src, dst) = (op.operand_type(0), op.operand_type(1));
    let (unpacked, packed) = if is_pack { (src, dst) } else { (dst, src) };
    let urank = rank_of(ctx, unpacked);
    let inner = i64s(op, "inner_dims_pos");
    let outer = i64s(op, "outer_dims_perm");
    if invalid_pos(&inner, urank) {
        return Err(op.emit_error("invalid inner_dims_pos vector"));
    }
    if invalid_pos(&outer, urank) {
        return Err(op.emit_error("invalid outer_dims_perm vector"));
    }
    if !outer.is_empty() && outer.len() != urank {
        return Err(op.emit_error("outer_dims_perm must be a permutation or empty"));
    }
    if tiles.len() > urank {
        return Err(op.emit_error(
            "tiling factors must be less than or equal to the input rank for pack or output rank for unpack",
        ));
    }
    if tiles.len() != inner.len() {
        return Err(op.emit_error("tiling factors must equal the number of dimensions to tile"));
    }
    let prank = rank_of(ctx, packed);
    if urank + tiles.len() != prank {
        return Err(op.emit_error(format!(
            "packed rank != (unpacked rank + num tiling factors), got {prank} != {}",
            urank + tiles.len()
        )));
    }
    let pshape = shape_of(ctx, packed);
    let tail = &pshape[prank - tiles.len()..];
    let ok = tail
        .iter()
        .zip(&tiles)
        .all(|(&s, &t)| if t != DYN { s == t } else { s == DYN });
    if !ok {
        return Err(op.emit_error(
            "mismatch in inner tile sizes specified and shaped of tiled dimension in the packed type",
        ));
    }
    let expected = packed_shape(shape_of(ctx, unpacked), &tiles, &inner, &outer);
    if !compatible(&expected, pshape) {
        let e = ctx.tensor_type(&expected, elem(ctx, unpacked));
        return Err(op.emit_error(format!(
            "expected {} for the packed domain value, got {}",
            crate::structured::ts(ctx, e),
            crate::structured::ts(ctx, packed)
        )));
    }
    Ok(())
}

fn constant_index(op: &OpView<'_>, v: Value) -> Option<i64> {
    let d = op.defining_op(v)?;
    if d.name_str() != "arith.constant" {
        return None;
    }
    op.ctx.int_value(d.prop("value")?)
}

/// `PackOp::verify`.
pub fn verify_pack(op: &OpView<'_>) -> VerifyResult {
    verify_pack_common(op, true)?;
    let ctx = op.ctx;
    let src = op.operand_type(0);
    let pad = op
        .operand_range(2)
        .filter(|r| r.1 == 1)
        .map(|r| op.operand(r.0));
    if let Some(p) = pad {
        let pt = op.value_type(p);
        if pt != elem(ctx, src) {
            return Err(op.emit_op_error(format!(
                "expected padding_value has {} but got: {}",
                crate::structured::ts(ctx, elem(ctx, src)),
                crate::structured::ts(ctx, pt)
            )));
        }
        return Ok(());
    }
    let inner = i64s(op, "inner_dims_pos");
    let outer = i64s(op, "outer_dims_perm");
    let tiles = i64s(op, "static_inner_tiles");
    let ishape = shape_of(ctx, src);
    let oshape = shape_of(ctx, op.operand_type(1));
    let mut out_tiles: Vec<i64> = oshape[..ishape.len().min(oshape.len())].to_vec();
    if !outer.is_empty() && outer.len() == out_tiles.len() {
        let mut inv = vec![0i64; outer.len()];
        for (i, &p) in outer.iter().enumerate() {
            inv[p as usize] = out_tiles[i];
        }
        out_tiles = inv;
    }
    let dyn_tiles: Vec<Value> = match op.operand_range(3) {
        Some((s, n)) => (s..s + n).map(|i| op.operand(i)).collect(),
        None => Vec::new(),
    };
    let mut di = 0;
    for (k, &pos) in inner.iter().enumerate() {
        let pos = pos as usize;
        let t = tiles[k];
        let ct = if t != DYN {
            Some(t)
        } else {
            let v = dyn_tiles.get(di).copied();
            di += 1;
            v.and_then(|v| constant_index(op, v))
        };
        if ishape[pos] == DYN {
            continue;
        }
        let requires = match ct {
            None => out_tiles[pos] != DYN && ishape[pos] % out_tiles[pos] != 0,
            Some(c) => ishape[pos] % c != 0,
        };
        if requires {
            return Err(op.emit_op_error(
                "invalid tile factor or output size provided. Only full tiles are supported when padding_value is not set",
            ));
        }
    }
    Ok(())
}

/// `UnPackOp::verify`.
pub fn verify_unpack(op: &OpView<'_>) -> VerifyResult {
    verify_pack_common(op, false)
}

fn tiles_constant(op: &OpView<'_>, packed: Type) -> bool {
    let tiles = i64s(op, "static_inner_tiles");
    let ps = shape_of(op.ctx, packed);
    let tail = &ps[ps.len().saturating_sub(tiles.len())..];
    tiles.iter().zip(tail).all(|(&t, &d)| t != DYN && d != DYN)
}

/// `PackOp::getSpeculatability`.
pub fn pack_speculatability(op: &OpView<'_>) -> Speculatability {
    if op.operand_range(2).is_some_and(|r| r.1 == 1) || tiles_constant(op, op.operand_type(1)) {
        Speculatability::Speculatable
    } else {
        Speculatability::NotSpeculatable
    }
}

/// `UnPackOp::getSpeculatability`.
pub fn unpack_speculatability(op: &OpView<'_>) -> Speculatability {
    if tiles_constant(op, op.operand_type(0)) {
        Speculatability::Speculatable
    } else {
        Speculatability::NotSpeculatable
    }
}

macro_rules! result_name {
    ($f:ident, $n:literal) => {
        /// `getAsmResultNames`.
        pub fn $f(op: &OpView<'_>, set: &mut dyn FnMut(Value, &str)) {
            if op.num_results() > 0 {
                set(op.result(0), $n);
            }
        }
    };
}
result_name!(mapped_name, "mapped");
result_name!(reduced_name, "reduced");
result_name!(transposed_name, "transposed");
result_name!(broadcasted_name, "broadcasted");
result_name!(pack_name, "pack");
result_name!(unpack_name, "unpack");
