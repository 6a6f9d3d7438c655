//! The linalg passes rmlir has: `linalg-generalize-named-ops` and
//! `linalg-morph-ops` (its `named-to-generic` conversion): named
//! structured ops become `linalg.generic` with their indexing maps,
//! iterator types and payload (upstream's `generalizeNamedOp`).

use std::sync::Arc;

use rmlir_ir::pattern::{FnPattern, PatternRewriter, RewritePattern};
use rmlir_ir::{NamedAttr, OpId, Type, Value};
use rmlir_pass::{Pass, PassContext, PassFailure, PassOptions};
use rmlir_rewrite::greedy::apply_patterns_greedily_to_op;
use rmlir_rewrite::{FrozenPatternSet, GreedyRewriteConfig};

use crate::structured::{maps_attr, Class, Structured};

/// `LinalgGeneralizationPattern`: a structured op other than
/// `linalg.generic` becomes one.
fn generalize(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let v = rw.view(op);
    let Some(s) = Structured::new(&v) else {
        return false;
    };
    if matches!(s.class, Class::Generic) || v.num_regions() != 1 {
        return false;
    }
    let Some(maps) = s.indexing_maps() else {
        return false;
    };
    let iters = s.iterators();
    let ins: Vec<Value> = s.inputs().to_vec();
    let outs: Vec<Value> = s.inits().to_vec();
    let results: Vec<Type> = if s.has_pure_tensor_semantics() {
        outs.iter().map(|&o| rw.body.value_type(o)).collect()
    } else {
        Vec::new()
    };
    let loc = rw.body.op(op).loc;
    let iter_attrs: Vec<_> = iters
        .iter()
        .map(|&r| crate::attrs::iterator_type_attr(ctx, r as i64))
        .collect();
    let props = vec![
        NamedAttr {
            name: ctx.ident("indexing_maps"),
            value: maps_attr(ctx, &maps),
        },
        NamedAttr {
            name: ctx.ident("iterator_types"),
            value: ctx.array_attr(&iter_attrs),
        },
        NamedAttr {
            name: ctx.ident("operandSegmentSizes"),
            value: ctx.dense_i32_array_attr(&[ins.len() as i32, outs.len() as i32]),
        },
    ];
    let mut operands = ins;
    operands.extend(outs);
    let generic = rw.create_registered(&crate::GENERIC_OP, loc, &operands, &results, props, &[], 1);
    let from = rw.body.local_regions(op).next().expect("a region");
    let to = rw.body.local_regions(generic).next().expect("a region");
    rw.inline_region_before(from, to, None);
    let r: Vec<Value> = rw.body.results(generic).collect();
    rw.replace_op(op, &r);
    true
}

static GENERALIZE: [FnPattern; 1] = [FnPattern {
    name: "LinalgGeneralizationPattern",
    root: None,
    benefit: 1,
    apply: generalize,
}];

fn generalization_patterns(ctx: &rmlir_ir::Context) -> Arc<FrozenPatternSet> {
    let patterns: Vec<&'static dyn RewritePattern> = GENERALIZE
        .iter()
        .map(|p| p as &'static dyn RewritePattern)
        .collect();
    Arc::new(FrozenPatternSet::new(ctx, patterns, &[], &[]))
}

fn run(pcx: &mut PassContext<'_>, patterns: &FrozenPatternSet) {
    let threads = pcx.threads();
    apply_patterns_greedily_to_op(
        pcx.ctx,
        pcx.ir,
        pcx.op,
        patterns,
        &GreedyRewriteConfig::default(),
        threads,
    );
}

/// `linalg-generalize-named-ops`.
#[derive(Clone, Default)]
pub struct GeneralizeNamedOps {
    patterns: Option<Arc<FrozenPatternSet>>,
}

impl Pass for GeneralizeNamedOps {
    fn argument(&self) -> &'static str {
        "linalg-generalize-named-ops"
    }
    fn name(&self) -> &'static str {
        "LinalgGeneralizeNamedOpsPass"
    }
    fn description(&self) -> &'static str {
        "Convert named ops into generic ops"
    }
    fn initialize(&mut self, ctx: &rmlir_ir::Context) -> Result<(), String> {
        self.patterns = Some(generalization_patterns(ctx));
        Ok(())
    }
    fn run_on_operation(&mut self, pcx: &mut PassContext<'_>) -> Result<(), PassFailure> {
        if self.patterns.is_none() {
            self.initialize(pcx.ctx).map_err(|_| PassFailure)?;
        }
        let patterns = Arc::clone(self.patterns.as_ref().expect("initialized"));
        run(pcx, &patterns);
        Ok(())
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

/// `linalg-morph-ops`: of its conversions, `named-to-generic`.
#[derive(Clone)]
pub struct MorphOps {
    options: PassOptions,
    patterns: Option<Arc<FrozenPatternSet>>,
}

impl Default for MorphOps {
    fn default() -> Self {
        MorphOps {
            options: PassOptions::new()
                .bool(
                    "named-to-category",
                    "convert named ops to category op e.g. `linalg.elementwise`",
                    false,
                )
                .bool(
                    "category-to-generic",
                    "convert category ops e.g. `linalg.elementwise` to `linalg.generic`",
                    false,
                )
                .bool(
                    "named-to-generic",
                    "convert named ops e.g. `linalg.add` to `linalg.generic`",
                    false,
                )
                .bool(
                    "generic-to-named",
                    "convert linalg.generic to equivalent named ops",
                    false,
                ),
            patterns: None,
        }
    }
}

impl Pass for MorphOps {
    fn argument(&self) -> &'static str {
        "linalg-morph-ops"
    }
    fn name(&self) -> &'static str {
        "LinalgMorphOpsPass"
    }
    fn description(&self) -> &'static str {
        "Convert linalg ops between forms"
    }
    fn options(&self) -> &PassOptions {
        &self.options
    }
    fn options_mut(&mut self) -> Option<&mut PassOptions> {
        Some(&mut self.options)
    }
    fn initialize(&mut self, ctx: &rmlir_ir::Context) -> Result<(), String> {
        let patterns: Vec<&'static dyn RewritePattern> =
            if self.options.get_bool("named-to-generic") {
                GENERALIZE
                    .iter()
                    .map(|p| p as &'static dyn RewritePattern)
                    .collect()
            } else {
                Vec::new()
            };
        self.patterns = Some(Arc::new(FrozenPatternSet::new(ctx, patterns, &[], &[])));
        Ok(())
    }
    fn run_on_operation(&mut self, pcx: &mut PassContext<'_>) -> Result<(), PassFailure> {
        if self.patterns.is_none() {
            self.initialize(pcx.ctx).map_err(|_| PassFailure)?;
        }
        let patterns = Arc::clone(self.patterns.as_ref().expect("initialized"));
        run(pcx, &patterns);
        Ok(())
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

/// `FoldTransposePattern`: an identity-mapped input of
/// `linalg.elementwise` produced by `linalg.transpose` reads the
/// transpose's input through the transpose's map.
fn fold_transpose_into_elementwise(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let v = rw.view(op);
    let Some(s) = Structured::new(&v) else {
        return false;
    };
    let Some(maps) = s.indexing_maps() else {
        return false;
    };
    let ins = s.inputs();
    let inits = s.inits();
    if inits.len() != 1 || maps.len() != ins.len() + 1 {
        return false;
    }
    let mut changed = false;
    let mut new_ins = Vec::new();
    let mut new_maps = Vec::new();
    for (i, &x) in ins.iter().enumerate() {
        let transpose = match rw.body.value_def(x) {
            rmlir_ir::ValueDef::Result { op: d, .. }
                if ctx.ident_bytes(rw.body.op(d).name) == b"linalg.transpose" =>
            {
                Some(d)
            }
            _ => None,
        };
        let (Some(t), true) = (transpose, maps[i].is_identity()) else {
            new_ins.push(x);
            new_maps.push(maps[i].clone());
            continue;
        };
        let tv = rw.view(t);
        let Some(tmaps) = Structured::new(&tv).and_then(|ts| ts.indexing_maps()) else {
            return false;
        };
        new_ins.push(rw.body.operand(t, 0));
        new_maps.push(tmaps[0].clone());
        changed = true;
    }
    if !changed {
        return false;
    }
    new_maps.push(maps[maps.len() - 1].clone());
    let kind_attr = v.prop("kind").expect("kind");
    let kind = crate::attrs::elementwise_kind_of(ctx, kind_attr).unwrap_or(0);
    let out = inits[0];
    let ot = rw.body.value_type(out);
    let results: Vec<Type> = if matches!(ctx.type_kind(ot), rmlir_ir::TypeKind::RankedTensor { .. })
    {
        vec![ot]
    } else {
        Vec::new()
    };
    let props = vec![
        NamedAttr {
            name: ctx.ident("kind"),
            value: kind_attr,
        },
        NamedAttr {
            name: ctx.ident("indexing_maps"),
            value: maps_attr(ctx, &new_maps),
        },
    ];
    let body = crate::asm::elementwise_body(kind);
    let loc = rw.body.op(op).loc;
    let new = crate::canonicalize::build_structured(
        rw,
        &crate::ELEMENTWISE_OP,
        loc,
        &new_ins,
        &[out],
        &results,
        props,
        &body,
    );
    let r: Vec<Value> = rw.body.results(new).collect();
    rw.replace_op(op, &r);
    true
}

static FOLD_INTO_ELEMENTWISE: [FnPattern; 1] = [FnPattern::new(
    "FoldTransposePattern",
    "linalg.elementwise",
    fold_transpose_into_elementwise,
)];

/// `linalg-fold-into-elementwise`.
#[derive(Clone, Default)]
pub struct FoldIntoElementwise {
    patterns: Option<Arc<FrozenPatternSet>>,
}

impl Pass for FoldIntoElementwise {
    fn argument(&self) -> &'static str {
        "linalg-fold-into-elementwise"
    }
    fn name(&self) -> &'static str {
        "LinalgFoldIntoElementwisePass"
    }
    fn description(&self) -> &'static str {
        "Fold transpose ops into elementwise"
    }
    fn initialize(&mut self, ctx: &rmlir_ir::Context) -> Result<(), String> {
        let patterns: Vec<&'static dyn RewritePattern> = FOLD_INTO_ELEMENTWISE
            .iter()
            .map(|p| p as &'static dyn RewritePattern)
            .collect();
        self.patterns = Some(Arc::new(FrozenPatternSet::new(ctx, patterns, &[], &[])));
        Ok(())
    }
    fn run_on_operation(&mut self, pcx: &mut PassContext<'_>) -> Result<(), PassFailure> {
        if self.patterns.is_none() {
            self.initialize(pcx.ctx).map_err(|_| PassFailure)?;
        }
        let patterns = Arc::clone(self.patterns.as_ref().expect("initialized"));
        run(pcx, &patterns);
        Ok(())
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

/// `FoldConstantTranspose`: a structured op over one constant input whose
/// payload yields that input, with permutation maps, is the permuted
/// constant.
fn fold_constant_transpose(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let v = rw.view(op);
    let Some(s) = Structured::new(&v) else {
        return false;
    };
    if !s.has_pure_tensor_semantics() || s.inits().len() != 1 || v.num_results() != 1 {
        return false;
    }
    let out_ty = v.result_type(0);
    let Some(out_shape) = ctx.type_kind(out_ty).shape().map(|s| s.to_vec()) else {
        return false;
    };
    if out_shape.contains(&i64::MIN) {
        return false;
    }
    let Some(maps) = s.indexing_maps() else {
        return false;
    };
    if maps.len() != 2 || !maps.iter().all(|m| m.is_permutation()) {
        return false;
    }
    // The payload must not read the init, and must yield the input.
    let region = rw.body.local_regions(op).next().expect("a region");
    let Some(block) = rw.body.first_block(region) else {
        return false;
    };
    let args = rw.body.block_args(block).to_vec();
    if args.len() != 2 || !rw.body.value_unused(args[1]) {
        return false;
    }
    let mut ops = rw.body.block_ops(block);
    let (Some(y), None) = (ops.next(), ops.next()) else {
        return false;
    };
    if ctx.ident_bytes(rw.body.op(y).name) != b"linalg.yield"
        || rw.body.operands(y).any(|x| x != args[0])
    {
        return false;
    }
    let input = s.inputs()[0];
    // `defaultControlFn`: the producer has one use.
    let rmlir_ir::ValueDef::Result { op: producer, .. } = rw.body.value_def(input) else {
        return false;
    };
    if rw.body.users(input).count() != 1
        || rw
            .body
            .results(producer)
            .any(|r| r != input && !rw.body.value_unused(r))
    {
        return false;
    }
    let Some(value) = rw
        .view(producer)
        .prop("value")
        .filter(|_| ctx.ident_bytes(rw.body.op(producer).name) == b"arith.constant")
    else {
        return false;
    };
    let rmlir_ir::AttrKind::DenseElements { ty, splat, raw } = ctx.attr_kind(value) else {
        return false;
    };
    let in_shape = ctx
        .type_kind(*ty)
        .shape()
        .map(|s| s.to_vec())
        .unwrap_or_default();
    let Some(width) = ctx
        .type_kind(*ty)
        .element_type()
        .and_then(|e| rmlir_ir::attributes::dense_storage_bytes(ctx, e))
    else {
        return false;
    };
    let new_raw: Box<[u8]> = if *splat {
        raw.clone()
    } else {
        let n: i64 = out_shape.iter().product();
        let loops = maps[1].num_dims as usize;
        let mut out = Vec::with_capacity(raw.len());
        let mut idx = vec![0i64; out_shape.len()];
        for _ in 0..n {
            // Loop indices from the output index through the output map
            // (a permutation), then the input index through the input map.
            let mut l = vec![0i64; loops];
            for (k, e) in maps[1].results.iter().enumerate() {
                l[e.as_dim().expect("permutation") as usize] = idx[k];
            }
            let mut lin = 0i64;
            for (k, e) in maps[0].results.iter().enumerate() {
                lin = lin * in_shape[k] + l[e.as_dim().expect("permutation") as usize];
            }
            let at = lin as usize * width;
            out.extend_from_slice(&raw[at..at + width]);
            for k in (0..idx.len()).rev() {
                idx[k] += 1;
                if idx[k] < out_shape[k] {
                    break;
                }
                idx[k] = 0;
            }
        }
        out.into_boxed_slice()
    };
    let attr = ctx.intern_attr(rmlir_ir::AttrKind::DenseElements {
        ty: out_ty,
        splat: *splat,
        raw: new_raw,
    });
    let loc = rw.body.op(op).loc;
    let c = rmlir_arith::ops::ConstantOp::build(rw, loc, out_ty, attr).result();
    rw.replace_op(op, &[c]);
    true
}

/// `RemoveOutsDependency`: an init of `linalg.generic` the payload does
/// not read becomes a `tensor.empty` (for static shapes here).
fn remove_outs_dependency(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let v = rw.view(op);
    let Some(s) = Structured::new(&v) else {
        return false;
    };
    let n = s.num_inputs();
    let inits = s.inits();
    let region = rw.body.local_regions(op).next().expect("a region");
    let Some(block) = rw.body.first_block(region) else {
        return false;
    };
    let args = rw.body.block_args(block).to_vec();
    let loc = rw.body.op(op).loc;
    let mut changed = false;
    for (i, &init) in inits.iter().enumerate() {
        if args.get(n + i).is_none_or(|&a| !rw.body.value_unused(a)) {
            continue;
        }
        let t = rw.body.value_type(init);
        let rmlir_ir::TypeKind::RankedTensor {
            shape, encoding, ..
        } = ctx.type_kind(t)
        else {
            continue;
        };
        if encoding.is_some() {
            continue;
        }
        let shape = shape.to_vec();
        if let rmlir_ir::ValueDef::Result { op: d, .. } = rw.body.value_def(init) {
            if ctx.ident_bytes(rw.body.op(d).name) == b"tensor.empty" {
                continue;
            }
        }
        // `tensor::getMixedSizes`: a `tensor.dim` per dynamic size.
        let mut dynamic = Vec::new();
        for (k, &d) in shape.iter().enumerate() {
            if d == i64::MIN {
                dynamic.push(crate::canonicalize::tensor_dim(rw, loc, init, k as i64));
            }
        }
        let e = rmlir_tensor::EmptyOp::build(rw, loc, t, &dynamic).result();
        rw.modify_op_in_place(op, |b| b.set_operand(op, n + i, e));
        changed = true;
    }
    changed
}

/// `canOpOperandsBeDropped`: the maps of the operands left still give
/// every loop a size.
fn can_drop(maps: &[rmlir_ir::affine::AffineMap], kept: &[bool], num_loops: u32) -> bool {
    let left: Vec<rmlir_ir::affine::AffineExpr> = maps
        .iter()
        .zip(kept)
        .filter(|(_, &k)| k)
        .flat_map(|(m, _)| m.results.iter().cloned())
        .collect();
    if !kept.iter().any(|&k| k) {
        return num_loops == 0;
    }
    crate::structured::inverse_permutation(&rmlir_ir::affine::AffineMap::new(num_loops, 0, left))
        .is_some()
}

/// `DeduplicateAndRemoveDeadOperandsAndResults` (outputs removed too):
/// inputs the payload does not read or that repeat another (same value
/// and map), and dead results, are dropped from a `linalg.generic`.
fn dedup_operands_and_results(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    use std::collections::HashMap;
    let ctx = rw.ctx;
    let v = rw.view(op);
    let Some(s) = Structured::new(&v) else {
        return false;
    };
    let Some(maps) = s.indexing_maps() else {
        return false;
    };
    let ins = s.inputs();
    let inits = s.inits();
    let n_in = ins.len();
    let num_loops = s.num_loops() as u32;
    let pure_tensor = s.has_pure_tensor_semantics();
    let region = rw.body.local_regions(op).next().expect("a region");
    let Some(block) = rw.body.first_block(region) else {
        return false;
    };
    let args = rw.body.block_args(block).to_vec();
    if args.len() != n_in + inits.len() || maps.len() != args.len() {
        return false;
    }
    let Some(yield_op) = rw.body.last_op(block) else {
        return false;
    };
    let yielded: Vec<Value> = rw.body.operands(yield_op).collect();
    let mut kept = vec![true; args.len()];
    let mut new_ins = Vec::new();
    let mut new_maps = Vec::new();
    let mut in_pos: HashMap<usize, usize> = HashMap::new();
    let mut seen_in: HashMap<(Value, rmlir_ir::affine::AffineMap), usize> = HashMap::new();
    for (i, &x) in ins.iter().enumerate() {
        if rw.body.value_unused(args[i]) {
            kept[i] = false;
            if can_drop(&maps, &kept, num_loops) {
                continue;
            }
            kept[i] = true;
        }
        if let Some(&p) = seen_in.get(&(x, maps[i].clone())) {
            in_pos.insert(i, p);
            kept[i] = false;
            continue;
        }
        in_pos.insert(i, new_ins.len());
        seen_in.insert((x, maps[i].clone()), new_ins.len());
        new_ins.push(x);
        new_maps.push(maps[i].clone());
    }
    let mut new_outs = Vec::new();
    let mut out_pos: HashMap<usize, usize> = HashMap::new();
    let mut seen_out: HashMap<(Value, rmlir_ir::affine::AffineMap, Value), usize> = HashMap::new();
    for (i, &x) in inits.iter().enumerate() {
        let k = n_in + i;
        if pure_tensor && i < v.num_results() && yielded.len() == inits.len() {
            let result = v.result(i);
            let arg = args[k];
            let dead = rw.body.value_unused(result)
                && (rw.body.value_unused(arg) || {
                    let users: Vec<_> = rw.body.users(arg).collect();
                    users.len() == 1 && users[0].0 == yield_op && yielded[i] == arg
                });
            if dead {
                kept[k] = false;
                if can_drop(&maps, &kept, num_loops) {
                    continue;
                }
                kept[k] = true;
            }
            if rw.body.value_unused(arg) {
                if let Some(&p) = seen_out.get(&(x, maps[k].clone(), yielded[i])) {
                    out_pos.insert(i, p);
                    kept[k] = false;
                    continue;
                }
            }
            seen_out.insert((x, maps[k].clone(), yielded[i]), new_outs.len());
        }
        out_pos.insert(i, new_outs.len());
        new_outs.push(x);
        new_maps.push(maps[k].clone());
    }
    if new_ins.len() + new_outs.len() == args.len() {
        return false;
    }
    let result_types: Vec<rmlir_ir::Type> = new_outs
        .iter()
        .map(|&o| rw.body.value_type(o))
        .filter(|&t| {
            matches!(
                ctx.type_kind(t),
                rmlir_ir::TypeKind::RankedTensor { .. } | rmlir_ir::TypeKind::UnrankedTensor { .. }
            )
        })
        .collect();
    let mut props: Vec<NamedAttr> = v.props().to_vec();
    let seg = ctx.ident("operandSegmentSizes");
    let im = ctx.ident("indexing_maps");
    for p in props.iter_mut() {
        if p.name == seg {
            p.value = ctx.dense_i32_array_attr(&[new_ins.len() as i32, new_outs.len() as i32]);
        } else if p.name == im {
            p.value = maps_attr(ctx, &new_maps);
        }
    }
    let attrs = v.attrs().to_vec();
    let loc = rw.body.op(op).loc;
    let mut operands = new_ins.clone();
    operands.extend(new_outs.iter().copied());
    let new = rw.create_registered(
        &crate::GENERIC_OP,
        loc,
        &operands,
        &result_types,
        props,
        &[],
        1,
    );
    if !attrs.is_empty() {
        let d = ctx.dictionary_attr(attrs);
        rw.body.op_mut(new).attrs = d;
    }
    // `buildGenericRegion`: arguments at their operands' locations.
    let new_region = rw.body.local_regions(new).next().expect("a region");
    let types: Vec<rmlir_ir::Type> = operands.iter().map(|&x| rw.body.value_type(x)).collect();
    let arg_types = crate::named::block_arg_types(ctx, &types);
    let locs: Vec<Option<rmlir_ir::Location>> = operands
        .iter()
        .map(|&x| {
            Some(match rw.body.value_def(x) {
                rmlir_ir::ValueDef::Result { op, .. } => rw.body.op(op).loc,
                _ => rw.body.arg_loc(x).unwrap_or_else(|| ctx.unknown_loc()),
            })
        })
        .collect();
    let ip = rw.insertion_point();
    let new_block = rw.create_block(new_region, None, &arg_types, &locs);
    rw.restore_insertion_point(ip);
    let new_args = rw.body.block_args(new_block).to_vec();
    // Drop the yields of the dropped outputs.
    if new_outs.len() != inits.len() {
        let mut vals: Vec<Option<Value>> = vec![None; new_outs.len()];
        for (i, &y) in yielded.iter().enumerate() {
            if let Some(&p) = out_pos.get(&i) {
                vals[p] = Some(y);
            }
        }
        let vals: Vec<Value> = vals.into_iter().flatten().collect();
        let yloc = rw.body.op(yield_op).loc;
        rw.set_insertion_point(yield_op);
        rw.create_registered(&crate::YIELD_OP, yloc, &vals, &[], Vec::new(), &[], 0);
        rw.erase_op(yield_op);
        rw.restore_insertion_point(ip);
    }
    let mut repl = Vec::with_capacity(args.len());
    for (i, &a) in args.iter().enumerate() {
        let mapped = if i < n_in {
            in_pos.get(&i).map(|&p| new_args[p])
        } else {
            out_pos
                .get(&(i - n_in))
                .map(|&p| new_args[new_ins.len() + p])
        };
        repl.push(mapped.unwrap_or(a));
    }
    rw.inline_block_before(block, new_block, None, &repl);
    let old_results: Vec<Value> = rw.body.results(op).collect();
    for (i, r) in old_results.iter().enumerate() {
        if let Some(&p) = out_pos.get(&i) {
            let nr = rw.body.result(new, p);
            rw.replace_all_uses_with(*r, nr);
        }
    }
    rw.erase_op(op);
    true
}

static REMOVE_OUTS: [FnPattern; 2] = [
    FnPattern::new(
        "RemoveOutsDependency",
        "linalg.generic",
        remove_outs_dependency,
    ),
    FnPattern::new(
        "DeduplicateAndRemoveDeadOperandsAndResults",
        "linalg.generic",
        dedup_operands_and_results,
    ),
];

static FUSE_CONSTANT_FOLD: [FnPattern; 1] = [FnPattern {
    name: "FoldConstantTranspose",
    root: None,
    benefit: 1,
    apply: fold_constant_transpose,
}];

/// `linalg-fuse-elementwise-ops`: of its patterns, the generic op and
/// dialect canonicalizations and the constant folding of transposes (the
/// fusion of producers into consumers is not here yet).
#[derive(Clone, Default)]
pub struct FuseElementwiseOps {
    patterns: Option<Arc<FrozenPatternSet>>,
}

impl Pass for FuseElementwiseOps {
    fn argument(&self) -> &'static str {
        "linalg-fuse-elementwise-ops"
    }
    fn name(&self) -> &'static str {
        "LinalgElementwiseOpFusionPass"
    }
    fn description(&self) -> &'static str {
        "Fuse elementwise operations on tensors"
    }
    fn initialize(&mut self, ctx: &rmlir_ir::Context) -> Result<(), String> {
        let mut patterns: Vec<&'static dyn RewritePattern> = REMOVE_OUTS
            .iter()
            .map(|p| p as &'static dyn RewritePattern)
            .collect();
        crate::canonicalize::generic_patterns(&mut patterns);
        crate::canonicalize::dialect_patterns(&mut patterns);
        patterns.extend(
            FUSE_CONSTANT_FOLD
                .iter()
                .map(|p| p as &'static dyn RewritePattern),
        );
        self.patterns = Some(Arc::new(FrozenPatternSet::new(ctx, patterns, &[], &[])));
        Ok(())
    }
    fn run_on_operation(&mut self, pcx: &mut PassContext<'_>) -> Result<(), PassFailure> {
        if self.patterns.is_none() {
            self.initialize(pcx.ctx).map_err(|_| PassFailure)?;
        }
        let patterns = Arc::clone(self.patterns.as_ref().expect("initialized"));
        let threads = pcx.threads();
        let config = GreedyRewriteConfig {
            top_down: true,
            ..GreedyRewriteConfig::default()
        };
        apply_patterns_greedily_to_op(pcx.ctx, pcx.ir, pcx.op, &patterns, &config, threads);
        Ok(())
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

/// Registers the linalg passes.
pub fn register(registry: &mut rmlir_pass::PassRegistry) {
    registry.register_pass(|| Box::new(FoldIntoElementwise::default()));
    registry.register_pass(|| Box::new(FuseElementwiseOps::default()));
    registry.register_pass(|| Box::new(GeneralizeNamedOps::default()));
    registry.register_pass(|| Box::new(MorphOps::default()));
}
