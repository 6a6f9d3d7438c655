//! Verification of registered ops from their definitions, in upstream's
//! order (`Op<...>::verifyInvariants`): the size traits ODS derives from
//! the operand/result/region/successor lists, the structural traits, the
//! ODS invariants (attributes, type constraints, regions, successors,
//! predicate traits), the other traits and interfaces, then the op's own
//! verifier. Region invariants (`verifyRegionInvariants`) come after the
//! nested ops verified. Messages are upstream's.

use rmlir_asm_format::Arity;

use crate::dialect::OpTraits;
use crate::op_def::{OpDef, TypeRuleSpec, VerifyResult};
use crate::types::{Type, TypeKind};
use crate::view::OpView;

#[inline]
fn count_trait(
    op: &OpView<'_>,
    n: usize,
    total: usize,
    variadic: usize,
    what: &str,
) -> VerifyResult {
    let fixed = total - variadic;
    // The count fits (nearly always): no message to pick.
    if (variadic == 0 && n == fixed) || (variadic > 0 && n >= fixed) {
        return Ok(());
    }
    count_error(op, n, fixed, variadic, what)
}

#[cold]
fn count_error(
    op: &OpView<'_>,
    n: usize,
    fixed: usize,
    variadic: usize,
    what: &str,
) -> VerifyResult {
    match what {
        "operand" => {
            if variadic == 0 {
                match fixed {
                    0 if n != 0 => return Err(op.emit_op_error("requires zero operands")),
                    1 if n != 1 => return Err(op.emit_op_error("requires a single operand")),
                    k if k > 1 && n != k => {
                        return Err(
                            op.emit_op_error(format!("expected {k} operands, but found {n}"))
                        )
                    }
                    _ => {}
                }
            } else if fixed > 0 && n < fixed {
                return Err(
                    op.emit_op_error(format!("expected {fixed} or more operands, but found {n}"))
                );
            }
        }
        "result" => {
            if variadic == 0 {
                match fixed {
                    0 if n != 0 => return Err(op.emit_op_error("requires zero results")),
                    1 if n != 1 => return Err(op.emit_op_error("requires one result")),
                    k if k > 1 && n != k => {
                        return Err(op.emit_op_error(format!("expected {k} results")))
                    }
                    _ => {}
                }
            } else if fixed > 0 && n < fixed {
                return Err(op.emit_op_error(format!("expected {fixed} or more results")));
            }
        }
        "region" => {
            if variadic == 0 {
                match fixed {
                    0 if n != 0 => return Err(op.emit_op_error("requires zero regions")),
                    1 if n != 1 => return Err(op.emit_op_error("requires one region")),
                    k if k > 1 && n != k => {
                        return Err(op.emit_op_error(format!("expected {k} regions")))
                    }
                    _ => {}
                }
            } else if fixed > 0 && n < fixed {
                return Err(op.emit_op_error(format!("expected {fixed} or more regions")));
            }
        }
        _ => {
            if variadic == 0 {
                match fixed {
                    0 if n != 0 => {
                        return Err(op.emit_op_error(format!("requires 0 successors but found {n}")))
                    }
                    1 if n != 1 => {
                        return Err(op.emit_op_error(format!("requires 1 successor but found {n}")))
                    }
                    k if k > 1 && n != k => {
                        return Err(
                            op.emit_op_error(format!("requires {k} successors but found {n}"))
                        )
                    }
                    _ => {}
                }
            } else if fixed > 0 && n < fixed {
                return Err(op.emit_op_error(format!(
                    "requires at least {fixed} successors but found {n}"
                )));
            }
        }
    }
    Ok(())
}

/// `verifyInvariants` of a registered op: everything up to and including
/// its own `verify()`.
pub fn verify_invariants(op: &OpView<'_>, def: &'static OpDef) -> VerifyResult {
    verify_invariants_memo(op, def, None)
}

/// Op signatures whose local checks are known to hold: the attribute
/// constraints, the operand and result type constraints, the type rules
/// between them and the type traits. Those read nothing but the op's name,
/// its properties and attributes (uniqued dictionaries) and its operand and
/// result types, and a module repeats a few signatures many times (every
/// `llvm.add` of two `i32`s), so a signature checked once is not checked
/// again. Only passing signatures are kept: a failing op is always checked
/// in full, so its first error is the one reported either way. Checks that
/// read anything else (regions, parents, custom verifiers, predicate
/// rules) run every time.
#[derive(Default)]
pub struct VerifyMemo {
    passed: rustc_hash::FxHashSet<Box<[u32]>>,
    key: Vec<u32>,
}

impl VerifyMemo {
    /// Past this many signatures (IR where few ops look alike), no more
    /// are kept: the memo would cost more than it saves.
    const MAX: usize = 1 << 16;

    /// Fills `self.key` with `op`'s signature.
    fn key_of(&mut self, op: &OpView<'_>) {
        let data = op.data();
        let body = op.body;
        self.key.clear();
        self.key.push(data.name.0);
        self.key.push(data.properties().map_or(u32::MAX, |a| a.0));
        self.key.push(data.attrs.0);
        self.key.push(body.operand_count(op.op) as u32);
        self.key
            .extend(body.operands(op.op).map(|v| body.value_type(v).0));
        self.key
            .extend(body.results(op.op).map(|v| body.value_type(v).0));
    }
}

/// [`verify_invariants`], skipping the local checks of a signature `memo`
/// has seen pass.
pub fn verify_invariants_memo(
    op: &OpView<'_>,
    def: &'static OpDef,
    mut memo: Option<&mut VerifyMemo>,
) -> VerifyResult {
    let known = match memo.as_deref_mut() {
        Some(m) => {
            m.key_of(op);
            m.passed.contains(&m.key[..])
        }
        None => false,
    };
    verify_invariants_with(op, def, known)?;
    if let Some(m) = memo {
        if !known && m.passed.len() < VerifyMemo::MAX {
            m.passed.insert(m.key.as_slice().into());
        }
    }
    Ok(())
}

/// `known`: the op's local checks are known to hold (see [`VerifyMemo`]).
fn verify_invariants_with(op: &OpView<'_>, def: &'static OpDef, known: bool) -> VerifyResult {
    // Size traits, in ODS's order: regions, results, successors, operands.
    let v =
        |s: &[crate::op_def::ValueSpec]| s.iter().filter(|x| x.arity.is_variable_length()).count();
    count_trait(
        op,
        op.num_regions(),
        def.regions.len(),
        def.regions.iter().filter(|r| r.variadic).count(),
        "region",
    )?;
    count_trait(
        op,
        op.num_results(),
        def.results.len(),
        v(def.results),
        "result",
    )?;
    count_trait(
        op,
        op.num_successors(),
        def.successors.len(),
        def.successors.iter().filter(|s| s.variadic).count(),
        "successor",
    )?;
    count_trait(
        op,
        op.num_operands(),
        def.operands.len(),
        v(def.operands),
        "operand",
    )?;
    verify_structural_traits(op, def)?;
    verify_ods_invariants(op, def, known)?;
    verify_traits(op, def, known)?;
    verify_interfaces(op, def)?;
    if let Some(f) = def.verify {
        f(op)?;
    }
    Ok(())
}

fn verify_structural_traits(op: &OpView<'_>, def: &'static OpDef) -> VerifyResult {
    // `AttrSizedOperandSegments`/`AttrSizedResultSegments` are structural
    // traits, listed first by the ops that have them.
    if def.has(OpTraits::ATTR_SIZED_OPERAND_SEGMENTS) {
        verify_segment_attr(
            op,
            "operandSegmentSizes",
            "operand",
            op.num_operands(),
            def.operands.len(),
        )?;
    }
    if def.has(OpTraits::ATTR_SIZED_RESULT_SEGMENTS) {
        verify_segment_attr(
            op,
            "resultSegmentSizes",
            "result",
            op.num_results(),
            def.results.len(),
        )?;
    }
    if !def.parents.is_empty() {
        let parent = op.parent_name().map(|n| op.ctx.ident_bytes(n));
        if !parent.is_some_and(|p| def.parents.iter().any(|x| x.as_bytes() == p)) {
            let list = def.parents.join(", ");
            let msg = if def.parents.len() == 1 {
                format!("expects parent op '{list}'")
            } else {
                format!("expects parent op to be one of '{list}'")
            };
            return Err(op.emit_op_error(msg));
        }
    }
    // `HasParent` precedes `IsTerminator` whatever the ODS order (scf.yield
    // lists `Terminator` first).
    if def.has(OpTraits::TERMINATOR) {
        let last = op.body.parent_block(op.op).and_then(|b| op.body.last_op(b));
        if last != Some(op.op) {
            return Err(op.emit_op_error("must be the last operation in the parent block"));
        }
    }
    if def.has(OpTraits::SINGLE_BLOCK) || def.implicit_terminator.is_some() {
        for (i, r) in op.regions().enumerate() {
            if r.is_empty() {
                continue;
            }
            if r.num_blocks() != 1 {
                return Err(op.emit_op_error(format!("expects region #{i} to have 0 or 1 blocks")));
            }
            if !def.has(OpTraits::NO_TERMINATOR) {
                let entry = r.entry().expect("non-empty");
                if r.body.first_op(entry).is_none() {
                    return Err(op.emit_op_error("expects a non-empty block"));
                }
            }
        }
    }
    if def.has(OpTraits::AUTOMATIC_ALLOCATION_SCOPE)
        && op.num_regions() == 0
        && def.regions.is_empty()
    {
        return Err(op.emit_op_error("is expected to have regions"));
    }
    Ok(())
}

/// Upstream's generated `verifyInvariantsImpl`.
/// The ODS type constraints of an op's operands or results (`what`).
fn check_value_types(
    op: &OpView<'_>,
    specs: &[crate::op_def::ValueSpec],
    count: usize,
    segment_sized: bool,
    groups: impl FnOnce() -> Option<smallvec::SmallVec<[(usize, usize); 4]>>,
    type_of: impl Fn(usize) -> Type,
    what: &str,
) -> VerifyResult {
    let ctx = op.ctx;
    let check = |spec: &crate::op_def::ValueSpec, k: usize, index: usize| {
        let t = type_of(k);
        if (spec.constraint.pred)(ctx, t) {
            return Ok(());
        }
        Err(op.emit_op_error(format!(
            "{what} #{index} must be {}, but got {}",
            variadic_summary(spec),
            quoted_type(ctx, t)
        )))
    };
    // One value per spec, the common case: no groups to work out.
    if !segment_sized && specs.iter().all(|s| !s.arity.is_variable_length()) {
        if count == specs.len() {
            for (k, spec) in specs.iter().enumerate() {
                check(spec, k, k)?;
            }
        }
        return Ok(());
    }
    let Some(groups) = groups() else {
        return Ok(());
    };
    let mut index = 0;
    for (spec, &(s, n)) in specs.iter().zip(&groups) {
        if spec.arity == Arity::Optional && n > 1 {
            return Err(op.emit_op_error(format!(
                "{what} group starting at #{index} requires 0 or 1 element, but found {n}"
            )));
        }
        for k in s..s + n {
            check(spec, k, index)?;
            index += 1;
        }
    }
    Ok(())
}

/// The attribute constraints and the operand and result type constraints
/// of `verify_ods_invariants`: what [`VerifyMemo`] keys cover.
fn verify_attrs_and_types(op: &OpView<'_>, def: &'static OpDef) -> VerifyResult {
    let ctx = op.ctx;
    // Attributes: required ones present (checked in name order, as the
    // generated verifier does), then each constraint in declaration order.
    // The op's properties are looked up once, each by its interned name.
    let (props, op_name) = (op.props(), op.name());
    let prop_at = |i: usize| {
        let id = ctx.op_prop_name(op_name, i)?;
        props.iter().find(|na| na.name == id).map(|na| na.value)
    };
    for &i in ctx.op_required_props(op_name) {
        if prop_at(i).is_none() {
            let name = def.properties[i].name;
            return Err(op.emit_op_error(format!("requires attribute '{name}'")));
        }
    }
    for (i, p) in def.properties.iter().enumerate() {
        if let Some(a) = prop_at(i) {
            if !(p.constraint.pred)(ctx, a) {
                return Err(op.emit_op_error(format!(
                    "attribute '{}' failed to satisfy constraint: {}",
                    p.name, p.constraint.summary
                )));
            }
        }
    }
    // Operand and result type constraints.
    check_value_types(
        op,
        def.operands,
        op.num_operands(),
        def.has(OpTraits::ATTR_SIZED_OPERAND_SEGMENTS),
        || op.operand_groups(),
        |k| op.operand_type(k),
        "operand",
    )?;
    check_value_types(
        op,
        def.results,
        op.num_results(),
        def.has(OpTraits::ATTR_SIZED_RESULT_SEGMENTS),
        || op.result_groups(),
        |k| op.result_type(k),
        "result",
    )?;
    Ok(())
}

fn verify_ods_invariants(op: &OpView<'_>, def: &'static OpDef, known: bool) -> VerifyResult {
    let ctx = op.ctx;
    if !known {
        verify_attrs_and_types(op, def)?;
    }
    // Region constraints.
    let nreg = op.num_regions();
    let fixed = def.regions.iter().filter(|r| !r.variadic).count();
    let var_len = nreg.saturating_sub(fixed);
    let mut ri = 0;
    for spec in def.regions {
        let len = if spec.variadic { var_len } else { 1 };
        for _ in 0..len {
            if ri >= nreg {
                break;
            }
            let r = op.region(ri);
            if !spec.constraint.holds(r.num_blocks()) {
                let name = if spec.name.is_empty() {
                    " ".to_string()
                } else {
                    format!(" ('{}') ", spec.name)
                };
                return Err(op.emit_op_error(format!(
                    "region #{ri}{name}failed to verify constraint: {}",
                    spec.constraint.summary()
                )));
            }
            ri += 1;
        }
    }
    // Predicate traits.
    for rule in def.type_rules {
        let local = matches!(
            rule,
            TypeRuleSpec::AllTypesMatch(_) | TypeRuleSpec::TypesMatchWith { .. }
        );
        if known && local {
            continue;
        }
        match rule {
            TypeRuleSpec::AllTypesMatch(names) => {
                let mut first: Option<Type> = None;
                let mut ok = true;
                for n in names.iter() {
                    let Some(t) = var_type(op, def, n) else {
                        continue;
                    };
                    match first {
                        None => first = Some(t),
                        Some(f) if f != t => ok = false,
                        _ => {}
                    }
                }
                if !ok {
                    return Err(op.emit_op_error(format!(
                        "failed to verify that all of {{{}}} have same type",
                        names.join(", ")
                    )));
                }
            }
            TypeRuleSpec::TypesMatchWith {
                summary,
                lhs,
                rhs,
                transform,
            } => {
                let Some(l) = var_type(op, def, lhs) else {
                    continue;
                };
                let r = var_types(op, def, rhs);
                let expected = match transform {
                    Some(f) => f(ctx, l),
                    None => crate::op_def::one(Some(l)),
                };
                if r.is_empty()
                    && !def
                        .operands
                        .iter()
                        .chain(def.results)
                        .any(|v| v.name == *rhs)
                {
                    // A derived attribute type.
                    if let Some(rt) = var_type(op, def, rhs) {
                        if expected.as_deref() != Some(&[rt][..]) {
                            return Err(
                                op.emit_op_error(format!("failed to verify that {summary}"))
                            );
                        }
                    }
                    continue;
                }
                // An absent optional operand or result has nothing to
                // match (upstream's `OptionalTypesMatchWith`).
                let absent_optional =
                    r.is_empty()
                        && def.operands.iter().chain(def.results).any(|v| {
                            v.name == *rhs && v.arity == rmlir_asm_format::Arity::Optional
                        });
                if !absent_optional && expected.as_deref() != Some(&r[..]) {
                    return Err(op.emit_op_error(format!("failed to verify that {summary}")));
                }
            }
            TypeRuleSpec::Pred { summary, pred } => {
                if !pred(op) {
                    return Err(op.emit_op_error(format!("failed to verify that {summary}")));
                }
            }
            TypeRuleSpec::Check(f) => f(op)?,
        }
    }
    Ok(())
}

/// The types of the operand or result group `name`.
fn var_types(op: &OpView<'_>, def: &OpDef, name: &str) -> smallvec::SmallVec<[Type; 4]> {
    if let Some(i) = def
        .operands
        .iter()
        .position(|o| crate::op_def::same_name(o.name, name))
    {
        return op
            .operand_group(i)
            .iter()
            .map(|&v| op.value_type(v))
            .collect();
    }
    if let Some(i) = def
        .results
        .iter()
        .position(|o| crate::op_def::same_name(o.name, name))
    {
        return op
            .result_group(i)
            .iter()
            .map(|&v| op.value_type(v))
            .collect();
    }
    smallvec::SmallVec::new()
}

/// The type of the variable (operand, result or typed attribute) `name`.
fn var_type(op: &OpView<'_>, def: &OpDef, name: &str) -> Option<Type> {
    if let Some(i) = def
        .operands
        .iter()
        .position(|o| crate::op_def::same_name(o.name, name))
    {
        return op.operand_of(i).map(|v| op.value_type(v));
    }
    if let Some(i) = def
        .results
        .iter()
        .position(|o| crate::op_def::same_name(o.name, name))
    {
        return op
            .result_range(i)
            .filter(|&(_, n)| n > 0)
            .map(|(s, _)| op.result_type(s));
    }
    op.prop(name).and_then(|a| op.ctx.attr_type(a))
}

fn variadic_summary(spec: &crate::op_def::ValueSpec) -> String {
    match spec.arity {
        Arity::Variadic => format!("variadic of {}", spec.constraint.summary),
        Arity::VariadicOfVariadic => format!("variadic of variadic of {}", spec.constraint.summary),
        _ => spec.constraint.summary.to_string(),
    }
}

/// `'type'` as in diagnostics.
pub fn quoted_type(ctx: &crate::Context, t: Type) -> String {
    format!("'{}'", crate::printer::type_to_string(ctx, t))
}

fn verify_segment_attr(
    op: &OpView<'_>,
    attr: &str,
    what: &str,
    count: usize,
    groups: usize,
) -> VerifyResult {
    let ctx = op.ctx;
    // An absent segment-size property holds zeros, as upstream's.
    let sizes = match op.prop(attr) {
        None => vec![0; groups],
        Some(a) => match ctx.dense_i32_array(a) {
            Some(s) => s,
            None => {
                return Err(op.emit_op_error(format!("requires dense i32 array attribute '{attr}'")))
            }
        },
    };
    if sizes.len() != groups {
        return Err(op.emit_op_error(format!(
            "'{attr}' attribute for specifying {what} segments must have {groups} elements, but got {}",
            sizes.len()
        )));
    }
    if sizes.iter().any(|&s| s < 0) {
        return Err(op.emit_op_error(format!("'{attr}' attribute cannot have negative elements")));
    }
    let total: usize = sizes.iter().map(|&s| s as usize).sum();
    if total != count {
        return Err(op.emit_op_error(format!(
            "{what} count ({count}) does not match with the total size ({total}) specified in attribute '{attr}'"
        )));
    }
    Ok(())
}

/// Element type of shaped types, else the type itself (`getElementTypeOrSelf`).
pub fn element_type_or_self(ctx: &crate::Context, t: Type) -> Type {
    match ctx.type_kind(t) {
        k if k.is_shaped() => k.element_type().unwrap_or(t),
        _ => t,
    }
}

/// Upstream's `verifyCompatibleShape(Type, Type)`.
pub fn compatible_shape(ctx: &crate::Context, a: Type, b: Type) -> bool {
    let (ka, kb) = (ctx.type_kind(a), ctx.type_kind(b));
    if !ka.is_shaped() {
        return !kb.is_shaped();
    }
    if !kb.is_shaped() {
        return false;
    }
    match (ka.shape(), kb.shape()) {
        (Some(sa), Some(sb)) => compatible_dims(sa, sb),
        _ => true,
    }
}

/// Upstream's `verifyCompatibleShape(ArrayRef, ArrayRef)`.
pub fn compatible_dims(a: &[i64], b: &[i64]) -> bool {
    use crate::types::DYNAMIC;
    a.len() == b.len()
        && a.iter()
            .zip(b)
            .all(|(&x, &y)| x == DYNAMIC || y == DYNAMIC || x == y)
}

/// Upstream's `verifyCompatibleShapes(TypeRange)`.
pub fn compatible_shapes(ctx: &crate::Context, types: &[Type]) -> bool {
    let shaped: smallvec::SmallVec<[&TypeKind; 8]> =
        crate::small::collect_small(types.iter().map(|&t| ctx.type_kind(t)));
    let n_shaped = shaped.iter().filter(|k| k.is_shaped()).count();
    if n_shaped == 0 {
        return true;
    }
    if n_shaped != shaped.len() {
        return false;
    }
    let scalable = |k: &TypeKind| matches!(k, TypeKind::Vector { scalable, .. } if scalable.iter().any(|&s| s));
    let any_scalable = shaped.iter().any(|k| scalable(k));
    let any_non_scalable = shaped.iter().any(|k| !scalable(k));
    if any_scalable && any_non_scalable {
        return false;
    }
    let ranked: smallvec::SmallVec<[&[i64]; 8]> = shaped.iter().filter_map(|k| k.shape()).collect();
    let Some(first) = ranked.first() else {
        return true;
    };
    if ranked.iter().any(|s| s.len() != first.len()) {
        return false;
    }
    for i in 0..first.len() {
        let mut stat: Option<i64> = None;
        for s in &ranked {
            let d = s[i];
            if d == crate::types::DYNAMIC {
                continue;
            }
            match stat {
                None => stat = Some(d),
                Some(x) if x != d => return false,
                _ => {}
            }
        }
    }
    true
}

/// A coarse type id: upstream's `TypeID` as far as `Elementwise` needs it.
fn type_id(k: &TypeKind) -> u8 {
    match k {
        TypeKind::Vector { .. } => 1,
        TypeKind::RankedTensor { .. } => 2,
        TypeKind::UnrankedTensor { .. } => 3,
        _ => 0,
    }
}

fn verify_traits(op: &OpView<'_>, def: &'static OpDef, known: bool) -> VerifyResult {
    if !known {
        verify_type_traits(op, def)?;
    }
    if def.traits.contains(OpTraits::NO_REGION_ARGUMENTS) {
        let n = op.num_regions();
        for (i, r) in op.regions().enumerate() {
            if !r.entry_args().is_empty() {
                let msg = if n == 1 {
                    "region should have no arguments".to_string()
                } else {
                    format!("region #{i} should have no arguments")
                };
                return Err(op.emit_op_error(msg));
            }
        }
    }
    Ok(())
}

/// The traits relating operand and result types: what [`VerifyMemo`]
/// keys cover.
fn verify_type_traits(op: &OpView<'_>, def: &'static OpDef) -> VerifyResult {
    let ctx = op.ctx;
    let t = def.traits;
    let typed = OpTraits::SAME_OPERANDS_SHAPE
        | OpTraits::SAME_OPERANDS_AND_RESULT_SHAPE
        | OpTraits::SAME_OPERANDS_ELEMENT_TYPE
        | OpTraits::SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE
        | OpTraits::SAME_OPERANDS_AND_RESULT_TYPE
        | OpTraits::SAME_TYPE_OPERANDS
        | OpTraits::ELEMENTWISE;
    // Most ops have none of these traits: no type lists to gather.
    let (operand_types, result_types) = if t.intersects(typed) {
        (op.operand_types(), op.result_types())
    } else {
        Default::default()
    };
    if t.contains(OpTraits::SAME_OPERANDS_SHAPE) {
        if operand_types.is_empty() {
            return Err(op.emit_op_error("expected 1 or more operands, but found 0"));
        }
        if !compatible_shapes(ctx, &operand_types) {
            return Err(op.emit_op_error("requires the same shape for all operands"));
        }
    }
    if t.contains(OpTraits::SAME_OPERANDS_AND_RESULT_SHAPE) {
        if operand_types.is_empty() {
            return Err(op.emit_op_error("expected 1 or more operands, but found 0"));
        }
        if result_types.is_empty() {
            return Err(op.emit_op_error("expected 1 or more results, but found 0"));
        }
        let all: smallvec::SmallVec<[Type; 8]> =
            crate::small::collect_small(operand_types.iter().chain(&result_types).copied());
        if !compatible_shapes(ctx, &all) {
            return Err(op.emit_op_error("requires the same shape for all operands and results"));
        }
    }
    if t.contains(OpTraits::SAME_OPERANDS_ELEMENT_TYPE) {
        if operand_types.is_empty() {
            return Err(op.emit_op_error("expected 1 or more operands, but found 0"));
        }
        let e = element_type_or_self(ctx, operand_types[0]);
        if operand_types
            .iter()
            .any(|&x| element_type_or_self(ctx, x) != e)
        {
            return Err(op.emit_op_error("requires the same element type for all operands"));
        }
    }
    if t.contains(OpTraits::SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE) {
        if operand_types.is_empty() {
            return Err(op.emit_op_error("expected 1 or more operands, but found 0"));
        }
        if result_types.is_empty() {
            return Err(op.emit_op_error("expected 1 or more results, but found 0"));
        }
        let e = element_type_or_self(ctx, result_types[0]);
        if operand_types
            .iter()
            .chain(&result_types)
            .any(|&x| element_type_or_self(ctx, x) != e)
        {
            return Err(
                op.emit_op_error("requires the same element type for all operands and results")
            );
        }
    }
    if t.contains(OpTraits::SAME_OPERANDS_AND_RESULT_TYPE) {
        if operand_types.is_empty() {
            return Err(op.emit_op_error("expected 1 or more operands, but found 0"));
        }
        if result_types.is_empty() {
            return Err(op.emit_op_error("expected 1 or more results, but found 0"));
        }
        let ty = result_types[0];
        let elem = element_type_or_self(ctx, ty);
        let encoding = match ctx.type_kind(ty) {
            TypeKind::RankedTensor { encoding, .. } => *encoding,
            _ => None,
        };
        for &x in result_types[1..].iter().chain(&operand_types) {
            if element_type_or_self(ctx, x) != elem || !compatible_shape(ctx, x, ty) {
                return Err(op.emit_op_error("requires the same type for all operands and results"));
            }
            if encoding.is_some() {
                let e2 = match ctx.type_kind(x) {
                    TypeKind::RankedTensor { encoding, .. } => *encoding,
                    _ => None,
                };
                if e2 != encoding {
                    return Err(
                        op.emit_op_error("requires the same encoding for all operands and results")
                    );
                }
            }
        }
    }
    if t.contains(OpTraits::SAME_TYPE_OPERANDS) && operand_types.len() >= 2 {
        if operand_types[1..].iter().any(|&x| x != operand_types[0]) {
            return Err(op.emit_op_error("requires all operands to have the same type"));
        }
    }
    if t.contains(OpTraits::ELEMENTWISE) {
        let mappable = |x: &Type| {
            matches!(
                ctx.type_kind(*x),
                TypeKind::Vector { .. }
                    | TypeKind::RankedTensor { .. }
                    | TypeKind::UnrankedTensor { .. }
            )
        };
        let rm: smallvec::SmallVec<[Type; 4]> =
            crate::small::collect_small(result_types.iter().copied().filter(mappable));
        let om: smallvec::SmallVec<[Type; 4]> =
            crate::small::collect_small(operand_types.iter().copied().filter(mappable));
        if !(rm.is_empty() && om.is_empty()) {
            if !rm.is_empty() && om.is_empty() {
                return Err(op.emit_op_error(
                    "if a result is non-scalar, then at least one operand must be non-scalar",
                ));
            }
            if rm.is_empty() {
                return Err(op.emit_op_error("if an operand is non-scalar, then there must be at least one non-scalar result"));
            }
            if rm.len() != result_types.len() {
                return Err(op.emit_op_error(
                    "if an operand is non-scalar, then all results must be non-scalar",
                ));
            }
            let all: smallvec::SmallVec<[Type; 8]> =
                crate::small::collect_small(om.iter().chain(&rm).copied());
            let id = type_id(ctx.type_kind(all[0]));
            if all.iter().any(|&x| type_id(ctx.type_kind(x)) != id) || !compatible_shapes(ctx, &all)
            {
                return Err(op.emit_op_error(
                    "all non-scalar operands/results must have the same shape and base type",
                ));
            }
        }
    }
    Ok(())
}

fn verify_interfaces(op: &OpView<'_>, def: &'static OpDef) -> VerifyResult {
    let ctx = op.ctx;
    if let Some(b) = def.interfaces.branch {
        verify_branch_successor_operands(op, b)?;
    }
    // `Symbol` is a base interface of `FunctionOpInterface`, so its checks
    // come first.
    if def.interfaces.symbol.is_some() || def.has(OpTraits::SYMBOL) {
        crate::symbols::verify_symbol(op)?;
    }
    if let Some(f) = def.interfaces.verify {
        f(op)?;
    }
    if let Some(cast) = def.interfaces.cast_compatible {
        // Upstream's `verifyCastInterfaceOp`.
        let ins = op.operand_types();
        let outs = op.result_types();
        if outs.is_empty() {
            return Err(op.emit_op_error("expected at least one result for cast operation"));
        }
        if !cast(ctx, &ins, &outs) {
            // Each side reads "type 'T'" for one type, "types 'A', 'B'"
            // otherwise (upstream's `verifyCastInterfaceOp`).
            let side = |ts: &[Type]| match ts {
                [] => "s []".to_string(),
                [t] => format!(" {}", quoted_type(ctx, *t)),
                _ => format!(
                    "s {}",
                    ts.iter()
                        .map(|&t| quoted_type(ctx, t))
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
            };
            let msg = format!(
                "operand type{} and result type{} are cast incompatible",
                side(&ins),
                side(&outs)
            );
            return Err(op.emit_op_error(msg));
        }
    }
    Ok(())
}

/// `InferTypeOpInterface`'s check (`verifyInferredResultTypes`), which
/// upstream runs with the region invariants (`verifyWithRegions`): after
/// the op's own verifier and its nested ops.
fn verify_inferred_types(op: &OpView<'_>, def: &'static OpDef) -> VerifyResult {
    let ctx = op.ctx;
    if let Some(infer) = def.interfaces.infer_types {
        let operand_types = op.operand_types();
        let groups = op.operand_groups().unwrap_or_default();
        let input = crate::op_def::InferInput {
            ctx,
            operand_types: &operand_types,
            props: op.props(),
            attrs: op.attrs(),
            groups: &groups,
            num_regions: op.num_regions(),
        };
        match infer(&input) {
            Ok(inferred) => {
                let actual = op.result_types();
                let compatible = match def.interfaces.compatible_return_types {
                    Some(f) => f(ctx, &inferred, &actual),
                    None => inferred[..] == actual[..],
                };
                if !compatible {
                    let f = |ts: &[Type]| {
                        ts.iter()
                            .map(|&t| quoted_type(ctx, t))
                            .collect::<Vec<_>>()
                            .join(", ")
                    };
                    let mut d = op.emit_op_error(format!(
                        "inferred type(s) {} are incompatible with return type(s) of operation {}",
                        f(&inferred),
                        f(&actual)
                    ));
                    // Upstream emits this one on the location (no "see
                    // current operation" note), then `verifyInferredResultTypes`
                    // reports the failure on the op as a second error.
                    d.op = None;
                    d.notes
                        .push(*op.emit_op_error("failed to infer returned types"));
                    return Err(d);
                }
            }
            Err(Some(msg)) => {
                // Upstream's `emitOptionalError` reports on the location
                // (no "see current operation" note), then
                // `verifyInferredResultTypes` fails on the op.
                let mut d = op.emit_error(msg);
                d.op = None;
                d.notes
                    .push(*op.emit_op_error("failed to infer returned types"));
                return Err(d);
            }
            Err(None) => return Err(op.emit_op_error("failed to infer returned types")),
        }
    }
    Ok(())
}

/// `verifyRegionInvariants`: region traits and `verifyRegions()`, after the
/// nested ops verified.
pub fn verify_region_invariants(op: &OpView<'_>, def: &'static OpDef) -> VerifyResult {
    // `SingleBlockImplicitTerminator::verifyRegionTrait` runs first (after
    // the nested ops verified): the terminator's kind.
    if let Some(term) = def.implicit_terminator {
        for r in op.regions() {
            let Some(t) = r.entry_terminator() else {
                continue;
            };
            let name = op.ctx.ident_bytes(r.body.op(t).name);
            if name != term.as_bytes() {
                let mut d = op.emit_op_error(format!(
                    "expects regions to end with '{term}', found '{}'",
                    String::from_utf8_lossy(name)
                ));
                let loc = op.loc();
                d.notes.push(crate::diagnostics::Diagnostic::note(
                    loc,
                    format!("in custom textual format, the absence of terminator implies '{term}'"),
                ));
                return Err(d);
            }
        }
    }
    verify_inferred_types(op, def)?;
    if let Some(rb) = def.interfaces.region_branch {
        if let Some(f) = rb.verify_edges {
            f(op)?;
        }
    }
    if let Some(f) = def.verify_regions {
        f(op)?;
    }
    Ok(())
}

/// `BranchOpInterface`'s check (`verifyBranchSuccessorOperands`): each
/// successor gets as many operands as it has arguments, of the same types.
fn verify_branch_successor_operands(
    op: &OpView<'_>,
    b: crate::op_def::BranchInterface,
) -> VerifyResult {
    for (succ_no, block) in op.successors().into_iter().enumerate() {
        let range = (b.successor_operands)(op, succ_no);
        let args = op.body.block_args(block);
        if range.len() != args.len() {
            return Err(op.emit_error(format!(
                "branch has {} operands for successor #{succ_no}, but target block has {}",
                range.len(),
                args.len()
            )));
        }
        for (i, k) in range.enumerate() {
            if op.operand_type(k) != op.body.value_type(args[i]) {
                return Err(op.emit_error(format!(
                    "type mismatch for bb argument #{i} of successor #{succ_no}"
                )));
            }
        }
    }
    Ok(())
}

/// The registered dialect an attribute name's prefix names
/// (`NamedAttribute::getNameDialect`).
pub fn attr_name_dialect(
    ctx: &crate::Context,
    name: crate::Ident,
) -> Option<&'static crate::DialectDef> {
    let bytes = ctx.ident_bytes(name);
    let dot = bytes.iter().position(|&c| c == b'.')?;
    ctx.registry().dialect(&bytes[..dot])
}
