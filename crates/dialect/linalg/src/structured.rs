//! The structured ops' interface (upstream's `LinalgStructuredInterface`
//! and `DestinationStyleOpInterface`): inputs and inits, indexing maps,
//! loops, and their verifiers (`verifyStructuredOpInterface`,
//! `verifyDestinationStyleOpInterface`), `linalg.yield` and `linalg.index`
//! checks, memory effects and speculatability.

use rmlir_ir::affine::{AffineExpr, AffineMap};
use rmlir_ir::op_def::{Effect, EffectKind, Speculatability, VerifyResult};
use rmlir_ir::printer::type_to_string;
use rmlir_ir::{AttrKind, Attribute, Context, OpView, Type, TypeKind, Value};
use smallvec::SmallVec;

use crate::attrs::iterator_type_of;
use crate::named::{self, NamedOpSpec};

/// Which structured op an op is.
#[derive(Copy, Clone, Debug)]
pub enum Class {
    /// `linalg.generic`.
    Generic,
    /// An OpDSL-defined named op.
    Named(&'static NamedOpSpec),
    /// `linalg.matmul`.
    Matmul,
    /// `linalg.batch_matmul`.
    BatchMatmul,
    /// `linalg.batch_reduce_matmul`.
    BatchReduceMatmul,
    /// `linalg.contract`.
    Contract,
    /// `linalg.elementwise`.
    Elementwise,
    /// `linalg.map`.
    Map,
    /// `linalg.reduce`.
    Reduce,
    /// `linalg.transpose`.
    Transpose,
    /// `linalg.broadcast`.
    Broadcast,
}

/// The structured op class of op `name` (`linalg.x`), if it is one.
pub fn class_of_name(name: &[u8]) -> Option<Class> {
    let n = name.strip_prefix(b"linalg.")?;
    Some(match n {
        b"generic" => Class::Generic,
        b"matmul" => Class::Matmul,
        b"batch_matmul" => Class::BatchMatmul,
        b"batch_reduce_matmul" => Class::BatchReduceMatmul,
        b"contract" => Class::Contract,
        b"elementwise" => Class::Elementwise,
        b"map" => Class::Map,
        b"reduce" => Class::Reduce,
        b"transpose" => Class::Transpose,
        b"broadcast" => Class::Broadcast,
        _ => Class::Named(named::spec(n)?),
    })
}

/// The structured op class of `op`.
pub fn class_of(op: &OpView<'_>) -> Option<Class> {
    op.def?;
    class_of_name(op.ctx.ident_bytes(op.name()))
}

/// The default indexing maps of `linalg.matmul` and its batch variants.
pub fn default_maps(class: Class) -> Vec<AffineMap> {
    let d = AffineExpr::dim;
    match class {
        Class::Matmul => vec![
            AffineMap::new(3, 0, vec![d(0), d(2)]),
            AffineMap::new(3, 0, vec![d(2), d(1)]),
            AffineMap::new(3, 0, vec![d(0), d(1)]),
        ],
        Class::BatchMatmul => vec![
            AffineMap::new(4, 0, vec![d(0), d(1), d(3)]),
            AffineMap::new(4, 0, vec![d(0), d(3), d(2)]),
            AffineMap::new(4, 0, vec![d(0), d(1), d(2)]),
        ],
        Class::BatchReduceMatmul => vec![
            AffineMap::new(4, 0, vec![d(0), d(1), d(3)]),
            AffineMap::new(4, 0, vec![d(0), d(3), d(2)]),
            AffineMap::new(4, 0, vec![d(1), d(2)]),
        ],
        _ => Vec::new(),
    }
}

/// The rank of a value of type `t` as a structured op operand
/// (`getRank`): its rank when shaped and ranked, else 0.
pub fn rank_of(ctx: &Context, t: Type) -> usize {
    shape_of(ctx, t).len()
}

/// The shape of an operand (`getShape`): empty for scalars and vectors,
/// which are elemental.
pub fn shape_of(ctx: &Context, t: Type) -> &[i64] {
    match ctx.type_kind(t) {
        TypeKind::Vector { .. } => &[],
        k => k.shape().unwrap_or(&[]),
    }
}

/// `isScalar`: neither a memref nor a tensor.
pub fn is_scalar(ctx: &Context, t: Type) -> bool {
    !matches!(
        ctx.type_kind(t),
        TypeKind::MemRef { .. }
            | TypeKind::UnrankedMemRef { .. }
            | TypeKind::RankedTensor { .. }
            | TypeKind::UnrankedTensor { .. }
    )
}

/// The affine maps of an array attribute of affine maps (`None` if it
/// holds something else).
pub fn maps_of_attr(ctx: &Context, a: Attribute) -> Option<Vec<AffineMap>> {
    let AttrKind::Array(items) = ctx.attr_kind(a) else {
        return None;
    };
    items
        .iter()
        .map(|&x| match ctx.attr_kind(x) {
            AttrKind::AffineMap(m) => Some(m.clone()),
            _ => None,
        })
        .collect()
}

/// An array attribute of affine maps.
pub fn maps_attr(ctx: &Context, maps: &[AffineMap]) -> Attribute {
    let items: Vec<Attribute> = maps
        .iter()
        .map(|m| ctx.intern_attr(AttrKind::AffineMap(m.clone())))
        .collect();
    ctx.array_attr(&items)
}

/// The integers of an elements attribute (`strides`, `dilations`).
pub fn int_elements(ctx: &Context, a: Option<Attribute>) -> Vec<i64> {
    match a {
        Some(a) if matches!(ctx.attr_kind(a), AttrKind::DenseElements { .. }) => ctx
            .dense_int_values(a)
            .iter()
            .map(|v| v.to_i64().unwrap_or(0))
            .collect(),
        _ => Vec::new(),
    }
}

/// `inversePermutation`: the map from results back to dims, taking each
/// dim at its first plain occurrence; `None` when a dim has none.
pub fn inverse_permutation(map: &AffineMap) -> Option<AffineMap> {
    let n = map.num_dims as usize;
    let mut exprs: Vec<Option<AffineExpr>> = vec![None; n];
    for (i, r) in map.results.iter().enumerate() {
        if let Some(d) = r.as_dim() {
            let slot = &mut exprs[d as usize];
            if slot.is_none() {
                *slot = Some(AffineExpr::dim(i as u32));
            }
        }
    }
    let results: Option<Vec<AffineExpr>> = exprs.into_iter().collect();
    Some(AffineMap::new(map.num_results() as u32, 0, results?))
}

/// Evaluates `e` with dims bound to `dims` (upstream's
/// `AffineMap::compose(ArrayRef<int64_t>)` on one result).
pub fn eval_expr(e: &AffineExpr, dims: &[i64]) -> Option<i64> {
    use rmlir_ir::affine::AffineBinaryOp as B;
    if let Some(c) = e.as_constant() {
        return Some(c);
    }
    if let Some(d) = e.as_dim() {
        return dims.get(d as usize).copied();
    }
    let (op, l, r) = e.as_binary()?;
    let (l, r) = (eval_expr(l.expr(), dims)?, eval_expr(r.expr(), dims)?);
    Some(match op {
        B::Add => l.wrapping_add(r),
        B::Mul => l.wrapping_mul(r),
        B::Mod => {
            if r == 0 {
                return None;
            }
            rmlir_ir::affine::mod_i64(l, r)
        }
        B::FloorDiv => {
            if r == 0 {
                return None;
            }
            rmlir_ir::affine::floor_div_i64(l, r)
        }
        B::CeilDiv => {
            if r == 0 {
                return None;
            }
            rmlir_ir::affine::ceil_div_i64(l, r)
        }
    })
}

/// A structured op seen through upstream's `LinalgOp` interface.
pub struct Structured<'v, 'a> {
    /// The op.
    pub op: &'v OpView<'a>,
    /// What it is.
    pub class: Class,
}

impl<'v, 'a> Structured<'v, 'a> {
    /// `op` as a structured op, if it is one.
    pub fn new(op: &'v OpView<'a>) -> Option<Self> {
        Some(Structured {
            op,
            class: class_of(op)?,
        })
    }

    fn ctx(&self) -> &'a Context {
        self.op.ctx
    }

    /// The number of inputs (`getNumDpsInputs`): the first operand group.
    pub fn num_inputs(&self) -> usize {
        match self.op.operand_range(0) {
            Some((_, n)) => n,
            None => self.op.num_operands().saturating_sub(1),
        }
    }

    /// `getDpsInputs`.
    pub fn inputs(&self) -> SmallVec<[Value; 4]> {
        let n = self.num_inputs();
        self.op.operands().into_iter().take(n).collect()
    }

    /// `getDpsInits`.
    pub fn inits(&self) -> SmallVec<[Value; 4]> {
        let n = self.num_inputs();
        self.op.operands().into_iter().skip(n).collect()
    }

    /// Operand types, in order.
    pub fn operand_types(&self) -> SmallVec<[Type; 4]> {
        self.op.operand_types()
    }

    fn init_rank(&self) -> usize {
        self.inits()
            .first()
            .map_or(0, |&v| rank_of(self.ctx(), self.op.value_type(v)))
    }

    /// `getIteratorTypesArray`: `true` for reduction loops.
    pub fn iterators(&self) -> Vec<bool> {
        let ctx = self.ctx();
        let all_par = |n: usize| vec![false; n];
        match self.class {
            Class::Generic => match self.op.prop("iterator_types").map(|a| ctx.attr_kind(a)) {
                Some(AttrKind::Array(items)) => items
                    .iter()
                    .map(|&x| iterator_type_of(ctx, x) == Some(1))
                    .collect(),
                _ => Vec::new(),
            },
            Class::Named(spec) => {
                if spec.iters == "*" {
                    all_par(self.init_rank())
                } else {
                    spec.iters.bytes().map(|c| c == b'r').collect()
                }
            }
            Class::Matmul => vec![false, false, true],
            Class::BatchMatmul => vec![false, false, false, true],
            Class::BatchReduceMatmul => vec![true, false, false, true],
            Class::Contract => {
                let maps = self.indexing_maps().unwrap_or_default();
                let Some(out) = maps.last() else {
                    return Vec::new();
                };
                let mut used = vec![false; out.num_dims as usize];
                for r in &out.results {
                    if let Some(d) = r.as_dim() {
                        used[d as usize] = true;
                    }
                }
                used.into_iter().map(|u| !u).collect()
            }
            Class::Elementwise | Class::Map | Class::Transpose | Class::Broadcast => {
                all_par(self.init_rank())
            }
            Class::Reduce => {
                let rank = self
                    .inputs()
                    .first()
                    .map_or(0, |&v| rank_of(ctx, self.op.value_type(v)));
                let mut it = all_par(rank);
                for d in self.reduce_dims() {
                    if let Some(x) = usize::try_from(d).ok().and_then(|d| it.get_mut(d)) {
                        *x = true;
                    }
                }
                it
            }
        }
    }

    fn reduce_dims(&self) -> Vec<i64> {
        self.op
            .prop("dimensions")
            .and_then(|a| self.ctx().dense_i64_array(a))
            .unwrap_or_default()
    }

    /// `getNumLoops`.
    pub fn num_loops(&self) -> usize {
        self.iterators().len()
    }

    /// `getIndexingMapsArray`; `None` when an attribute holding them is
    /// malformed (the verifier reports that first).
    pub fn indexing_maps(&self) -> Option<Vec<AffineMap>> {
        let ctx = self.ctx();
        let op = self.op;
        match self.class {
            Class::Generic | Class::Contract | Class::Elementwise => match op.prop("indexing_maps")
            {
                Some(a) => maps_of_attr(ctx, a),
                None => Some(Vec::new()),
            },
            Class::Matmul | Class::BatchMatmul | Class::BatchReduceMatmul => {
                match op.prop("indexing_maps") {
                    Some(a) => maps_of_attr(ctx, a),
                    None => Some(default_maps(self.class)),
                }
            }
            Class::Named(spec) => {
                if spec.maps.is_some() {
                    if let Some(cached) = op
                        .attr(crate::MEMOIZED_MAPS)
                        .and_then(|a| maps_of_attr(ctx, a))
                    {
                        return Some(cached);
                    }
                    return Some(self.named_static_maps(spec));
                }
                let n = self.init_rank() as u32;
                Some(
                    self.operand_types()
                        .iter()
                        .map(|&t| {
                            if rank_of(ctx, t) == 0 {
                                AffineMap::empty(n, 0)
                            } else {
                                AffineMap::multi_dim_identity(n)
                            }
                        })
                        .collect(),
                )
            }
            Class::Map => {
                let n = self.init_rank() as u32;
                Some(vec![AffineMap::multi_dim_identity(n); op.num_operands()])
            }
            Class::Reduce => {
                let rank =
                    self.inputs()
                        .first()
                        .map_or(0, |&v| rank_of(ctx, op.value_type(v))) as u32;
                let dims = self.reduce_dims();
                let id = AffineMap::multi_dim_identity(rank);
                let kept: Vec<AffineExpr> = (0..rank)
                    .filter(|d| !dims.contains(&(*d as i64)))
                    .map(AffineExpr::dim)
                    .collect();
                let out = AffineMap::new(rank, 0, kept);
                let mut maps = vec![id; self.num_inputs()];
                maps.extend(std::iter::repeat_n(out, self.inits().len()));
                Some(maps)
            }
            Class::Transpose => {
                let perm = op
                    .prop("permutation")
                    .and_then(|a| ctx.dense_i64_array(a))
                    .unwrap_or_default();
                let n = perm.len();
                let mut inv = vec![AffineExpr::constant(0); n];
                for (i, &p) in perm.iter().enumerate() {
                    if let Some(slot) = usize::try_from(p).ok().and_then(|p| inv.get_mut(p)) {
                        *slot = AffineExpr::dim(i as u32);
                    }
                }
                let rank = self.init_rank() as u32;
                Some(vec![
                    AffineMap::new(n as u32, 0, inv),
                    AffineMap::multi_dim_identity(rank),
                ])
            }
            Class::Broadcast => {
                let dims = op
                    .prop("dimensions")
                    .and_then(|a| ctx.dense_i64_array(a))
                    .unwrap_or_default();
                let rank = self.init_rank() as u32;
                let kept: Vec<AffineExpr> = (0..rank)
                    .filter(|d| !dims.contains(&(*d as i64)))
                    .map(AffineExpr::dim)
                    .collect();
                Some(vec![
                    AffineMap::new(rank, 0, kept),
                    AffineMap::multi_dim_identity(rank),
                ])
            }
        }
    }

    /// The maps of a named op with static maps, for its strides and
    /// dilations (their defaults when absent).
    pub fn named_static_maps(&self, spec: &NamedOpSpec) -> Vec<AffineMap> {
        let ctx = self.ctx();
        let strides = int_elements(ctx, self.op.prop("strides"));
        let dilations = int_elements(ctx, self.op.prop("dilations"));
        named::static_maps(spec, &strides, &dilations).unwrap_or_default()
    }

    /// `hasPureTensorSemantics`: no operand is a memref.
    pub fn has_pure_tensor_semantics(&self) -> bool {
        has_pure_tensor_semantics(self.op)
    }

    /// `getStaticLoopRanges`: the size of each loop from the operand
    /// shapes (`None` when the shapes-to-loops map does not exist).
    pub fn static_loop_ranges(&self, maps: &[AffineMap]) -> Option<Vec<i64>> {
        let ctx = self.ctx();
        let mut flat = Vec::new();
        for &t in &self.operand_types() {
            flat.extend_from_slice(shape_of(ctx, t));
        }
        // `concatAffineMaps` (the most dims of any map) and its
        // `inversePermutation`, without building either: each loop takes
        // the size at the first result position that is its dim alone.
        let n = maps.iter().map(|m| m.num_dims).max().unwrap_or(0) as usize;
        let mut first: Vec<Option<usize>> = vec![None; n];
        let results = maps.iter().flat_map(|m| m.results.iter());
        for (i, r) in results.enumerate() {
            if let Some(slot) = r.as_dim().and_then(|d| first.get_mut(d as usize)) {
                slot.get_or_insert(i);
            }
        }
        first
            .into_iter()
            .map(|i| i.map(|i| flat.get(i).copied().unwrap_or(i64::MIN)))
            .collect()
    }
}

fn is_memref_type(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. }
    )
}

fn is_tensor_type(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
    )
}

/// `hasPureTensorSemantics` of a destination-style op: no memref
/// operand, and at least one tensor.
pub fn has_pure_tensor_semantics(op: &OpView<'_>) -> bool {
    let ts = op.operand_types();
    !ts.iter().any(|&t| is_memref_type(op.ctx, t)) && ts.iter().any(|&t| is_tensor_type(op.ctx, t))
}

/// `hasPureBufferSemantics`: no tensor operand, and at least one memref.
pub fn has_pure_buffer_semantics(op: &OpView<'_>) -> bool {
    let ts = op.operand_types();
    !ts.iter().any(|&t| is_tensor_type(op.ctx, t)) && ts.iter().any(|&t| is_memref_type(op.ctx, t))
}

/// A type as a diagnostic shows it: quoted.
pub fn ts(ctx: &Context, t: Type) -> String {
    format!("'{}'", type_to_string(ctx, t))
}

/// Upstream's `verifyStructuredOpInterface` (a region trait: it runs
/// after the ops nested in the op verified).
pub fn verify_structured(op: &OpView<'_>) -> VerifyResult {
    let Some(s) = Structured::new(op) else {
        return Ok(());
    };
    let ctx = op.ctx;
    if !has_pure_tensor_semantics(op) && !has_pure_buffer_semantics(op) {
        return Err(op.emit_op_error("expected to have pure tensor or buffer semantics"));
    }
    if let Class::Named(spec) = s.class {
        if spec.sizes > 0 {
            for name in ["strides", "dilations"] {
                let Some(a) = op.prop(name) else { continue };
                let AttrKind::DenseElements { ty, .. } = ctx.attr_kind(a) else {
                    continue;
                };
                let k = ctx.type_kind(*ty);
                if !k.element_type().is_some_and(|e| ctx.is_integer(e, 64)) {
                    return Err(op.emit_error(format!(
                        "incorrect element type for index attribute '{name}'"
                    )));
                }
                if k.shape() != Some(&[spec.sizes as i64][..]) {
                    return Err(
                        op.emit_error(format!("incorrect shape for index attribute '{name}'"))
                    );
                }
            }
        }
    }
    let maps = s.indexing_maps().unwrap_or_default();
    let types = s.operand_types();
    if maps.len() != types.len() {
        return Err(op.emit_op_error(format!(
            "expected the number of indexing_map ({}) to be equal to the number of input/output operands ({})",
            maps.len(),
            types.len()
        )));
    }
    let num_loops = s.num_loops();
    for (i, (map, &t)) in maps.iter().zip(&types).enumerate() {
        if map.num_symbols != 0 {
            return Err(op.emit_op_error(format!("unexpected symbols in indexing_map #{i}")));
        }
        let rank = rank_of(ctx, t);
        if map.num_results() != rank {
            return Err(op.emit_op_error(format!(
                "expected operand #{i} rank ({rank}) to match the result rank of indexing_map ({})",
                map.num_results()
            )));
        }
    }
    let Some(ranges) = s.static_loop_ranges(&maps) else {
        let n = maps.iter().map(|m| m.num_dims).max().unwrap_or(0);
        let all: Vec<AffineExpr> = maps
            .iter()
            .flat_map(|m| m.results.iter().cloned())
            .collect();
        return Err(op.emit_op_error(format!(
            "invalid indexing maps are non-invertible: ({})",
            AffineMap::new(n, 0, all)
        )));
    };
    if !ranges.contains(&i64::MIN) {
        let start = vec![0i64; ranges.len()];
        let end: Vec<i64> = ranges.iter().map(|r| r - 1).collect();
        for (i, (map, &t)) in maps.iter().zip(&types).enumerate() {
            let shape = shape_of(ctx, t);
            for (dim, &size) in shape.iter().enumerate() {
                if size == i64::MIN || size == 0 {
                    continue;
                }
                let e = &map.results[dim];
                let (Some(a), Some(b)) = (eval_expr(e, &start), eval_expr(e, &end)) else {
                    continue;
                };
                let inferred = a.max(b) + 1;
                if a.min(b) < 0 {
                    return Err(op.emit_op_error(format!(
                        "unexpected result less than 0 at expression #{dim} in {}",
                        map
                    )));
                }
                if e.as_dim().is_some() {
                    if inferred != size {
                        return Err(op.emit_op_error(format!(
                            "inferred input/output operand #{i} has shape's dimension #{dim} to be {inferred}, but found {size}"
                        )));
                    }
                } else if inferred > size {
                    return Err(op.emit_op_error(format!(
                        "inferred input/output operand #{i} has shape's dimension #{dim} to be greater than or equal to {inferred}, but found {size}"
                    )));
                }
            }
        }
    }
    // Upstream checks the maps' domains after `IndexingMapOpInterface`'s
    // checks of shapes against the loop ranges.
    for (i, map) in maps.iter().enumerate() {
        if map.num_dims as usize != num_loops {
            return Err(op.emit_op_error(format!(
                "expected indexing_map #{i} to have {num_loops} dim(s) to match the number of loops"
            )));
        }
    }
    if op.num_regions() != 1 || op.region(0).num_blocks() != 1 {
        return Err(op.emit_op_error("expects to have 1 region with 1 block"));
    }
    let args = op.region(0).entry_args();
    if args.len() != types.len() {
        return Err(op.emit_op_error(
            "expected as many non-induction variable region arguments as the number of input/output operands",
        ));
    }
    for (i, (&a, &t)) in args.iter().zip(&types).enumerate() {
        let elem = match ctx.type_kind(t) {
            TypeKind::RankedTensor { elem, .. } | TypeKind::MemRef { elem, .. } => *elem,
            _ => t,
        };
        let at = op.value_type(a);
        if elem != at {
            return Err(op.emit_op_error(format!(
                "expected type of bb argument #{i} ({}) to match element or self type of the corresponding operand ({})",
                ts(ctx, at),
                ts(ctx, elem)
            )));
        }
    }
    Ok(())
}

/// The interfaces that verify with regions, in upstream's trait order:
/// `DestinationStyleOpInterface`, then `LinalgStructuredInterface`.
pub fn verify_dps_structured(op: &OpView<'_>) -> VerifyResult {
    verify_dps(op)?;
    verify_structured(op)
}

/// Upstream's `verifyDestinationStyleOpInterface`.
pub fn verify_dps(op: &OpView<'_>) -> VerifyResult {
    let n = op.num_operands();
    let first = match Structured::new(op) {
        Some(s) => s.num_inputs(),
        None => op.operand_range(1).map_or(0, |(b, _)| b),
    };
    verify_dps_inits(op, first..n)
}

/// `verifyDestinationStyleOpInterface` for an op whose inits are the
/// operands `inits`.
pub fn verify_dps_inits(op: &OpView<'_>, inits: std::ops::Range<usize>) -> VerifyResult {
    let ctx = op.ctx;
    let types = op.operand_types();
    let first_init = inits.start;
    let mut tensor_inits = Vec::new();
    for i in inits {
        let Some(&t) = types.get(i) else { continue };
        match ctx.type_kind(t) {
            TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. } => tensor_inits.push(i),
            TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. } => {}
            _ => {
                return Err(op.emit_op_error(format!(
                    "expected that operand #{i} is a tensor or a memref"
                )))
            }
        }
    }
    let tensor_results = op
        .result_types()
        .iter()
        .filter(|&&t| {
            matches!(
                ctx.type_kind(t),
                TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
            )
        })
        .count();
    if tensor_results != tensor_inits.len() {
        return Err(op.emit_op_error(format!(
            "expected the number of tensor results ({tensor_results}) to be equal to the number of output tensors ({})",
            tensor_inits.len()
        )));
    }
    for i in tensor_inits {
        let r = i - first_init;
        if r >= op.num_results() {
            continue;
        }
        let rt = op.result_type(r);
        if rt != types[i] {
            return Err(op.emit_op_error(format!(
                "expected type of operand #{i} ({}) to match type of corresponding result ({})",
                ts(ctx, types[i]),
                ts(ctx, rt)
            )));
        }
    }
    Ok(())
}

/// `linalg.yield`'s verifier.
pub fn verify_yield(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let Some(parent) = op.local_parent() else {
        return Err(op.emit_op_error("expected parent op with LinalgOp interface"));
    };
    if parent.num_regions() != 1 || parent.region(0).is_empty() {
        return Err(op.emit_op_error("expected single non-empty parent region"));
    }
    let Some(s) = Structured::new(&parent) else {
        return Err(op.emit_op_error("expected parent op with LinalgOp interface"));
    };
    let inits = s.inits();
    if op.num_operands() != inits.len() {
        return Err(op.emit_op_error(format!(
            "expected number of yield values ({}) to match the number of inits / outs operands of the enclosing LinalgOp ({})",
            op.num_operands(),
            inits.len()
        )));
    }
    for (i, &init) in inits.iter().enumerate() {
        let it = parent.value_type(init);
        let elem = match ctx.type_kind(it) {
            TypeKind::RankedTensor { elem, .. } | TypeKind::MemRef { elem, .. } => *elem,
            _ => it,
        };
        let t = op.operand_type(i);
        if t != elem {
            return Err(op.emit_op_error(format!(
                "type of yield operand {} ({}) doesn't match the element type of the enclosing linalg.generic op ({})",
                i + 1,
                ts(ctx, t),
                ts(ctx, elem)
            )));
        }
    }
    Ok(())
}

/// `linalg.index`'s verifier.
pub fn verify_index(op: &OpView<'_>) -> VerifyResult {
    let parent = op.local_parent();
    let Some(s) = parent.as_ref().and_then(Structured::new) else {
        return Err(op.emit_op_error("expected parent op with LinalgOp interface"));
    };
    let dim = op
        .prop("dim")
        .and_then(|a| op.ctx.int_value(a))
        .unwrap_or(0);
    let loops = s.num_loops() as i64;
    if loops <= dim {
        return Err(op.emit_op_error(format!(
            "expected dim ({dim}) to be lower than the number of loops ({loops}) of the enclosing LinalgOp"
        )));
    }
    Ok(())
}

/// `getGenericEffectsImpl`: reads of memref inputs, reads of memref inits
/// the payload uses, writes of memref inits.
pub fn generic_effects(op: &OpView<'_>, out: &mut Vec<Effect>) {
    let Some(s) = Structured::new(op) else {
        return;
    };
    let ctx = op.ctx;
    let is_memref = |v: Value| matches!(ctx.type_kind(op.value_type(v)), TypeKind::MemRef { .. });
    for v in s.inputs() {
        if is_memref(v) {
            out.push(Effect {
                kind: EffectKind::Read,
                on: Some(v),
            });
        }
    }
    let n = s.num_inputs();
    let args: Vec<Value> = if op.num_regions() == 1 {
        op.region(0).entry_args().to_vec()
    } else {
        Vec::new()
    };
    for (i, v) in s.inits().into_iter().enumerate() {
        if !is_memref(v) {
            continue;
        }
        let uses_payload = match s.class {
            // `linalg.map`'s payload never reads its init.
            Class::Map => false,
            _ => args.get(n + i).is_some_and(|&a| !op.body.value_unused(a)),
        };
        if uses_payload {
            out.push(Effect {
                kind: EffectKind::Read,
                on: Some(v),
            });
        }
        out.push(Effect {
            kind: EffectKind::Write,
            on: Some(v),
        });
    }
}

/// `getEffects` of ops that have none on tensors (the named ops).
pub fn named_effects(op: &OpView<'_>, out: &mut Vec<Effect>) {
    if has_pure_tensor_semantics(op) {
        return;
    }
    generic_effects(op, out);
}

/// `getGenericSpeculatabilityImpl`.
pub fn speculatability(op: &OpView<'_>) -> Speculatability {
    if has_pure_tensor_semantics(op) {
        Speculatability::RecursivelySpeculatable
    } else {
        Speculatability::NotSpeculatable
    }
}

/// `ConvAccessExprWalker`: the input map's results are dims or sums of
/// (dim or dim times a symbol or constant) pairs, each dim used once.
#[derive(Default)]
struct ConvWalker {
    convolved: rustc_hash::FxHashSet<u32>,
    unconvolved: rustc_hash::FxHashSet<u32>,
}

impl ConvWalker {
    fn visit(&mut self, e: &AffineExpr) -> bool {
        use rmlir_ir::affine::AffineBinaryOp as B;
        if let Some(d) = e.as_dim() {
            if self.unconvolved.contains(&d) || self.convolved.contains(&d) {
                return false;
            }
            self.unconvolved.insert(d);
            return true;
        }
        let Some((op, l, r)) = e.as_binary() else {
            return false;
        };
        if op != B::Add {
            return false;
        }
        let a = self.dim_or_mul(l.expr());
        let b = a.and_then(|_| self.dim_or_mul(r.expr()));
        b.is_some()
    }

    fn dim_or_mul(&mut self, e: &AffineExpr) -> Option<u32> {
        use rmlir_ir::affine::AffineBinaryOp as B;
        let d = if let Some(d) = e.as_dim() {
            d
        } else {
            let (op, l, r) = e.as_binary()?;
            if op != B::Mul {
                return None;
            }
            let (l, r) = (l.expr(), r.expr());
            let is_factor = |x: &AffineExpr| x.as_symbol().is_some() || x.as_constant().is_some();
            if !is_factor(l) && !is_factor(r) {
                return None;
            }
            l.as_dim().or_else(|| r.as_dim())?
        };
        if self.convolved.contains(&d) || self.unconvolved.contains(&d) {
            return None;
        }
        self.convolved.insert(d);
        Some(d)
    }
}

/// `verifyConvolutionInterface` (`isConvolutionInterfaceImpl`).
pub fn verify_convolution(op: &OpView<'_>) -> VerifyResult {
    let Some(s) = Structured::new(op) else {
        return Ok(());
    };
    if s.num_inputs() < 2 || s.inits().len() != 1 {
        return Err(op.emit_error("expected op with 2 inputs and 1 output"));
    }
    let Some(maps) = s.indexing_maps() else {
        return Ok(());
    };
    if maps.len() < 2 {
        return Ok(());
    }
    let mut w = ConvWalker::default();
    for e in &maps[0].results {
        if !w.visit(e) {
            return Err(op.emit_error("unexpected input index map for convolutions"));
        }
    }
    let (filter, output) = (&maps[1], &maps[maps.len() - 1]);
    if !filter.is_projected_permutation(false) || !output.is_projected_permutation(false) {
        return Err(
            op.emit_error("expected output/filter indexing maps to be projected permutations")
        );
    }
    let iters = s.iterators();
    let dims =
        |m: &AffineMap| -> Vec<u32> { m.results.iter().filter_map(|e| e.as_dim()).collect() };
    let (out_dims, filter_dims) = (dims(output), dims(filter));
    let red = |d: u32| iters.get(d as usize).copied().unwrap_or(false);
    let not_parallel = "expected all iterators used to access outputs to be parallel";
    let non_conv = "unexpected loop dimension for convolution op";
    let not_red = "expected all iterators not used to access outputs to be reduction";
    let mut all = rustc_hash::FxHashSet::default();
    for &d in &out_dims {
        let (un, cv, fl) = (
            w.unconvolved.contains(&d),
            w.convolved.contains(&d),
            filter_dims.contains(&d),
        );
        if un || (cv && !fl) || (!cv && fl) {
            if red(d) {
                return Err(op.emit_error(not_parallel));
            }
            all.insert(d);
            continue;
        }
        return Err(op.emit_error(non_conv));
    }
    for &d in &filter_dims {
        let (un, cv, od) = (
            w.unconvolved.contains(&d),
            w.convolved.contains(&d),
            out_dims.contains(&d),
        );
        if od && !un && !cv {
            continue;
        }
        if (cv || un) && !od {
            if !red(d) {
                return Err(op.emit_error(not_red));
            }
            if !all.insert(d) {
                return Err(op.emit_error(non_conv));
            }
            continue;
        }
        if un && od {
            continue;
        }
        return Err(op.emit_error(non_conv));
    }
    if all.len() != s.num_loops() {
        return Err(op.emit_error(non_conv));
    }
    Ok(())
}

/// `getSourceSkipUnary`: up the chain of one-operand ops without memory
/// effects.
fn skip_unary(op: &OpView<'_>, mut v: Value) -> Value {
    let body = op.body;
    while let rmlir_ir::ValueDef::Result { op: d, .. } = body.value_def(v) {
        if body.operand_count(d) != 1
            || !rmlir_rewrite::effects::is_memory_effect_free(op.ctx, body, op.body_id, d)
        {
            break;
        }
        v = body.operand(d, 0);
    }
    v
}

/// `isContractionBody` for the (mul, add) pairs upstream accepts.
fn is_contraction_body(op: &OpView<'_>) -> bool {
    let ctx = op.ctx;
    let body = op.body;
    if op.num_regions() != 1 {
        return false;
    }
    let Some(block) = op.region(0).entry() else {
        return false;
    };
    let Some(term) = body.last_op(block) else {
        return false;
    };
    let name = |o: rmlir_ir::OpId| ctx.ident_bytes(body.op(o).name).to_vec();
    if !ctx
        .op_def(body.op(term).name)
        .is_some_and(|d| d.has(rmlir_ir::OpTraits::TERMINATOR))
    {
        return false;
    }
    let args = body.block_args(block);
    if args.len() != 3 || body.operand_count(term) != 1 {
        return false;
    }
    let defining = |v: Value| match body.value_def(v) {
        rmlir_ir::ValueDef::Result { op, .. } => Some(op),
        _ => None,
    };
    let yielded = skip_unary(op, body.operand(term, 0));
    let Some(red) = defining(yielded) else {
        return false;
    };
    if body.num_results(red) != 1 || body.operand_count(red) != 2 {
        return false;
    }
    let (rl, rr) = (
        skip_unary(op, body.operand(red, 0)),
        skip_unary(op, body.operand(red, 1)),
    );
    if rl != args[2] && rr != args[2] {
        return false;
    }
    let is_arg = |v: Value| matches!(body.value_def(v), rmlir_ir::ValueDef::BlockArg { .. });
    let contributed = skip_unary(op, if is_arg(rl) { rr } else { rl });
    let Some(elt) = defining(contributed) else {
        return false;
    };
    if body.num_results(elt) != 1 || body.operand_count(elt) != 2 {
        return false;
    }
    let pairs: [(&[u8], &[u8]); 4] = [
        (b"arith.mulf", b"arith.addf"),
        (b"arith.muli", b"arith.addi"),
        (b"complex.mul", b"complex.add"),
        (b"arith.andi", b"arith.ori"),
    ];
    let (en, rn) = (name(elt), name(red));
    if !pairs
        .iter()
        .any(|(m, a)| *m == en.as_slice() && *a == rn.as_slice())
    {
        return false;
    }
    let (el, er) = (
        skip_unary(op, body.operand(elt, 0)),
        skip_unary(op, body.operand(elt, 1)),
    );
    (el == args[0] && er == args[1]) || (el == args[1] && er == args[0])
}

/// `verifyContractionInterface` (`isContractionInterfaceImpl`).
pub fn verify_contraction(op: &OpView<'_>) -> VerifyResult {
    let Some(s) = Structured::new(op) else {
        return Ok(());
    };
    if s.num_inputs() != 2 || s.inits().len() != 1 {
        return Err(op.emit_error("expected op with 2 inputs and 1 output"));
    }
    if !s.iterators().contains(&true) {
        return Err(op.emit_error("expected at least 1 reduction"));
    }
    let maps = s.indexing_maps().unwrap_or_default();
    if maps.iter().any(|m| !m.is_projected_permutation(false)) {
        return Err(op.emit_error("expected indexing maps to be projected permutations"));
    }
    if !is_contraction_body(op) {
        return Err(op.emit_error("expected add/mul op in the body"));
    }
    Ok(())
}

/// The region verifier of the structured ops: the structured interface's
/// checks, then the contraction interface's for contractions.
pub fn verify_structured_regions(op: &OpView<'_>) -> VerifyResult {
    verify_dps_structured(op)?;
    let contraction = match class_of(op) {
        Some(Class::Named(spec)) => spec.kind == crate::named::Kind::Contraction,
        Some(Class::Matmul | Class::BatchMatmul | Class::BatchReduceMatmul | Class::Contract) => {
            true
        }
        _ => false,
    };
    if contraction {
        verify_contraction(op)?;
    }
    Ok(())
}
