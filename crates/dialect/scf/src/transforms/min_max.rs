//! `affine.min`/`affine.max` in loops with known ranges (upstream's
//! `canonicalizeMinMaxOpInLoop` and `simplifyConstrainedMinMaxOp`): when
//! the loops' ranges prove one result of the map is always the smallest
//! (largest), the op becomes an `affine.apply` of that result.
//!
//! Upstream proves it with its Presburger library (`FlatAffineValueConstraints`,
//! exact integer emptiness). Here the constraints are linear inequalities
//! over the operands, loop bounds and the quotients of divisions, and a
//! bound is proven by showing its negation infeasible with
//! Fourier-Motzkin elimination (rounding each inequality to integers):
//! sound, but it may miss proofs upstream finds.

use std::collections::BTreeMap;

use rmlir_ir::affine::{AffineExpr, AffineMap};
use rmlir_ir::pattern::PatternRewriter;
use rmlir_ir::{AttrKind, OpId, Value, ValueDef};
use smallvec::SmallVec;

use crate::{FORALL_OP, FOR_OP, PARALLEL_OP};

/// A linear expression: coefficients by variable, plus a constant.
#[derive(Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
struct Lin {
    coeffs: BTreeMap<usize, i128>,
    constant: i128,
}

impl Lin {
    fn constant(c: i128) -> Lin {
        Lin {
            coeffs: BTreeMap::new(),
            constant: c,
        }
    }
    fn var(v: usize) -> Lin {
        Lin {
            coeffs: BTreeMap::from([(v, 1)]),
            constant: 0,
        }
    }
    fn as_constant(&self) -> Option<i128> {
        self.coeffs.is_empty().then_some(self.constant)
    }
    /// `self + other * k`.
    fn add_scaled(&self, other: &Lin, k: i128) -> Option<Lin> {
        let mut out = self.clone();
        for (&v, &c) in &other.coeffs {
            let e = out.coeffs.entry(v).or_insert(0);
            *e = e.checked_add(c.checked_mul(k)?)?;
            if *e == 0 {
                out.coeffs.remove(&v);
            }
        }
        out.constant = out.constant.checked_add(other.constant.checked_mul(k)?)?;
        Some(out)
    }
    fn scale(&self, k: i128) -> Option<Lin> {
        Lin::default().add_scaled(self, k)
    }
}

/// A system of inequalities `lin >= 0` over numbered variables.
#[derive(Clone, Default)]
struct System {
    num_vars: usize,
    /// How many of the variables are quotients of divisions (upstream's
    /// local variables).
    num_locals: usize,
    ineqs: Vec<Lin>,
}

/// Fourier-Motzkin gives up beyond this many inequalities.
const MAX_INEQS: usize = 4096;

impl System {
    fn new_var(&mut self) -> usize {
        self.num_vars += 1;
        self.num_vars - 1
    }
    fn new_local(&mut self) -> usize {
        self.num_locals += 1;
        self.new_var()
    }
    fn ge0(&mut self, l: Lin) {
        self.ineqs.push(l);
    }
    fn eq0(&mut self, l: Lin) -> Option<()> {
        let neg = l.scale(-1)?;
        self.ineqs.push(l);
        self.ineqs.push(neg);
        Some(())
    }

    /// The linear form of `e` with dims and symbols as `dims`/`syms`;
    /// each division gets a quotient variable with its defining
    /// inequalities. `None` for semi-affine expressions.
    fn flatten(&mut self, e: &AffineExpr, dims: &[Lin], syms: &[Lin], depth: usize) -> Option<Lin> {
        if depth > 256 {
            return None;
        }
        Some(match e {
            AffineExpr::Dim(d) => dims.get(*d as usize)?.clone(),
            AffineExpr::Symbol(s) => syms.get(*s as usize)?.clone(),
            AffineExpr::Constant(c) => Lin::constant(*c as i128),
            AffineExpr::Add(l, r) => {
                let l = self.flatten(l.expr(), dims, syms, depth + 1)?;
                let r = self.flatten(r.expr(), dims, syms, depth + 1)?;
                l.add_scaled(&r, 1)?
            }
            AffineExpr::Mul(l, r) => {
                let l = self.flatten(l.expr(), dims, syms, depth + 1)?;
                let r = self.flatten(r.expr(), dims, syms, depth + 1)?;
                match (l.as_constant(), r.as_constant()) {
                    (_, Some(k)) => l.scale(k)?,
                    (Some(k), None) => r.scale(k)?,
                    (None, None) => return None,
                }
            }
            AffineExpr::FloorDiv(l, r) | AffineExpr::CeilDiv(l, r) | AffineExpr::Mod(l, r) => {
                let a = self.flatten(l.expr(), dims, syms, depth + 1)?;
                let b = self
                    .flatten(r.expr(), dims, syms, depth + 1)?
                    .as_constant()?;
                if b <= 0 {
                    return None;
                }
                let ceil = matches!(e, AffineExpr::CeilDiv(..));
                let q = self.new_local();
                let qv = Lin::var(q);
                // floor: b*q <= a <= b*q + b - 1; ceil: b*q - b + 1 <= a <= b*q.
                let a_minus_bq = a.add_scaled(&qv, -b)?;
                if ceil {
                    self.ge0(a_minus_bq.scale(-1)?);
                    self.ge0(a_minus_bq.add_scaled(&Lin::constant(b - 1), 1)?);
                } else {
                    self.ge0(a_minus_bq.clone());
                    self.ge0(a_minus_bq.scale(-1)?.add_scaled(&Lin::constant(b - 1), 1)?);
                }
                match e {
                    AffineExpr::Mod(..) => a_minus_bq,
                    _ => qv,
                }
            }
        })
    }

    /// Whether the system provably has no integer point (rational
    /// Fourier-Motzkin with each inequality rounded to integers).
    fn is_empty(&self) -> bool {
        let mut ineqs: Vec<Lin> = Vec::new();
        for l in &self.ineqs {
            match normalize(l) {
                Norm::False => return true,
                Norm::True => {}
                Norm::Ineq(n) => ineqs.push(n),
            }
        }
        loop {
            ineqs.sort();
            ineqs.dedup();
            // The variable with the fewest new inequalities.
            let mut best: Option<(usize, usize)> = None;
            let mut vars: Vec<usize> = ineqs
                .iter()
                .flat_map(|l| l.coeffs.keys().copied())
                .collect();
            vars.sort_unstable();
            vars.dedup();
            let Some(_) = vars.first() else {
                return false;
            };
            for &v in &vars {
                let pos = ineqs
                    .iter()
                    .filter(|l| l.coeffs.get(&v).is_some_and(|&c| c > 0))
                    .count();
                let neg = ineqs
                    .iter()
                    .filter(|l| l.coeffs.get(&v).is_some_and(|&c| c < 0))
                    .count();
                let cost = pos * neg;
                if best.is_none_or(|(_, c)| cost < c) {
                    best = Some((v, cost));
                }
            }
            let (v, cost) = best.expect("a variable");
            if ineqs.len() + cost > MAX_INEQS {
                return false;
            }
            let (with, mut without): (Vec<Lin>, Vec<Lin>) =
                ineqs.into_iter().partition(|l| l.coeffs.contains_key(&v));
            let pos: Vec<&Lin> = with.iter().filter(|l| l.coeffs[&v] > 0).collect();
            let neg: Vec<&Lin> = with.iter().filter(|l| l.coeffs[&v] < 0).collect();
            for p in &pos {
                for n in &neg {
                    let (a, b) = (p.coeffs[&v], -n.coeffs[&v]);
                    let Some(combined) = p.scale(b).and_then(|x| x.add_scaled(n, a)) else {
                        return false;
                    };
                    match normalize(&combined) {
                        Norm::False => return true,
                        Norm::True => {}
                        Norm::Ineq(l) => without.push(l),
                    }
                }
            }
            ineqs = without;
        }
    }
}

enum Norm {
    True,
    False,
    Ineq(Lin),
}

/// Divides `l >= 0` by the gcd of its coefficients, rounding the
/// constant down (exact for integer points).
fn normalize(l: &Lin) -> Norm {
    let mut g: i128 = 0;
    for &c in l.coeffs.values() {
        g = gcd(g, c.abs());
    }
    if g == 0 {
        return if l.constant >= 0 {
            Norm::True
        } else {
            Norm::False
        };
    }
    let mut out = Lin {
        coeffs: l.coeffs.iter().map(|(&v, &c)| (v, c / g)).collect(),
        constant: l.constant.div_euclid(g),
    };
    out.coeffs.retain(|_, c| *c != 0);
    Norm::Ineq(out)
}

fn gcd(a: i128, b: i128) -> i128 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// A loop bound: a value or a static integer (`OpFoldResult`).
#[derive(Copy, Clone)]
enum Bound {
    Value(Value),
    Int(i64),
}

/// Upstream's `scf::matchForLikeLoop`: the bounds and step of the loop
/// `iv` is an induction variable of (`scf.for`, `scf.parallel`,
/// `scf.forall`).
fn match_for_like_loop(rw: &PatternRewriter<'_>, iv: Value) -> Option<(Bound, Bound, Bound)> {
    let ValueDef::BlockArg { block, index } = rw.body.value_def(iv) else {
        return None;
    };
    let owner = rw.body.parent_op_of_block(block)?;
    let def = rw.ctx.op_def(rw.body.op(owner).name)?;
    let region = rw.body.block_parent(block)?;
    if rw.body.first_block(region) != Some(block) {
        return None;
    }
    let index = index as usize;
    let view = rw.view(owner);
    if std::ptr::eq(def, &FOR_OP) {
        if index != 0 || view.num_operands() < 3 {
            return None;
        }
        return Some((
            Bound::Value(view.operand(0)),
            Bound::Value(view.operand(1)),
            Bound::Value(view.operand(2)),
        ));
    }
    if std::ptr::eq(def, &PARALLEL_OP) {
        let g = |i: usize| view.operand_group(i);
        let (lbs, ubs, steps) = (g(0), g(1), g(2));
        return Some((
            Bound::Value(*lbs.get(index)?),
            Bound::Value(*ubs.get(index)?),
            Bound::Value(*steps.get(index)?),
        ));
    }
    if std::ptr::eq(def, &FORALL_OP) {
        let v = crate::ForallOp(view);
        let mixed = |statics: Vec<i64>, dynamics: SmallVec<[Value; 4]>| -> Option<Bound> {
            let s = *statics.get(index)?;
            if s != rmlir_ir::types::DYNAMIC {
                return Some(Bound::Int(s));
            }
            let k = statics[..index]
                .iter()
                .filter(|&&x| x == rmlir_ir::types::DYNAMIC)
                .count();
            dynamics.get(k).map(|&d| Bound::Value(d))
        };
        if index >= v.static_lower_bound().len() {
            return None;
        }
        return Some((
            mixed(
                v.static_lower_bound(),
                v.dynamic_lower_bound().into_iter().collect(),
            )?,
            mixed(
                v.static_upper_bound(),
                v.dynamic_upper_bound().into_iter().collect(),
            )?,
            mixed(v.static_step(), v.dynamic_step().into_iter().collect())?,
        ));
    }
    None
}

/// `getConstantIntValue`.
fn constant_int(rw: &PatternRewriter<'_>, b: Bound) -> Option<i64> {
    match b {
        Bound::Int(i) => Some(i),
        Bound::Value(v) => {
            let a = rmlir_rewrite::fold::value_constant(rw.ctx, rw.body, rw.body_id, v)?;
            match rw.ctx.attr_kind(a) {
                AttrKind::Integer { value, .. } => value.to_i64(),
                _ => None,
            }
        }
    }
}

/// The constraint system's variables, keyed by value where they have one:
/// induction variables are dimensions, loop bounds and the op's other
/// operands symbols. As upstream's `appendSymbolVar`, each loop bound is
/// a variable of its own, even when another variable has its value; the
/// op's operands take the first variable with their value
/// (`alignAffineMapWithValues`).
#[derive(Default)]
struct Vars {
    sys: System,
    dims: Vec<(Value, usize)>,
    syms: Vec<(Value, usize)>,
}

impl Vars {
    fn add_dim(&mut self, v: Value) -> usize {
        let i = self.sys.new_var();
        self.dims.push((v, i));
        i
    }
    fn of_operand(&mut self, v: Value) -> usize {
        if let Some(&(_, i)) = self.dims.iter().chain(&self.syms).find(|(x, _)| *x == v) {
            return i;
        }
        let i = self.sys.new_var();
        self.syms.push((v, i));
        i
    }
    fn of_bound(&mut self, rw: &PatternRewriter<'_>, b: Bound) -> Option<usize> {
        let var = self.sys.new_var();
        if let Bound::Value(v) = b {
            self.syms.push((v, var));
        }
        if let Some(c) = constant_int(rw, b) {
            self.sys
                .eq0(Lin::var(var).add_scaled(&Lin::constant(c as i128), -1)?)?;
        }
        Some(var)
    }
}

/// Upstream's `addLoopRangeConstraints`: `lb <= iv <= last iteration`.
/// Returns whether `iv` takes one constant value only.
fn add_loop_range(
    rw: &PatternRewriter<'_>,
    vars: &mut Vars,
    iv: Value,
    lb: Bound,
    ub: Bound,
    step: Bound,
) -> Option<Option<i64>> {
    let step = constant_int(rw, step)?;
    // Divisions by non-positive steps are not affine.
    if step <= 0 {
        return None;
    }
    let iv_var = vars.add_dim(iv);
    let lb_var = vars.of_bound(rw, lb)?;
    let ub_var = vars.of_bound(rw, ub)?;
    let (lb_c, ub_c) = (constant_int(rw, lb), constant_int(rw, ub));
    let ivl = Lin::var(iv_var);
    vars.sys.ge0(ivl.add_scaled(&Lin::var(lb_var), -1)?);
    let (step, lbl) = (step as i128, Lin::var(lb_var));
    let at_most_one = matches!((lb_c, ub_c), (Some(l), Some(u)) if (l as i128) + step >= u as i128);
    if at_most_one {
        // iv <= lb
        vars.sys.ge0(lbl.add_scaled(&ivl, -1)?);
        return Some(lb_c);
    }
    // iv <= lb + step * ((ub - lb - 1) floordiv step)
    if let (Some(l), Some(u)) = (lb_c, ub_c) {
        let last = l as i128 + step * (u as i128 - l as i128 - 1).div_euclid(step);
        vars.sys.ge0(Lin::constant(last).add_scaled(&ivl, -1)?);
        return Some((last == l as i128).then_some(l));
    }
    let diff = Lin::var(ub_var)
        .add_scaled(&lbl, -1)?
        .add_scaled(&Lin::constant(1), -1)?;
    let q = Lin::var(vars.sys.new_local());
    let d_minus_sq = diff.add_scaled(&q, -step)?;
    vars.sys.ge0(d_minus_sq.clone());
    vars.sys.ge0(
        d_minus_sq
            .scale(-1)?
            .add_scaled(&Lin::constant(step - 1), 1)?,
    );
    let last = lbl.add_scaled(&q, step)?;
    vars.sys.ge0(last.add_scaled(&ivl, -1)?);
    Some(None)
}

/// Upstream's `canonicalizeMinMaxOpInLoop` with `matchForLikeLoop`, for
/// the `affine.min` (`is_min`) or `affine.max` `op`.
pub(crate) fn canonicalize_min_max_in_loop(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    is_min: bool,
) -> bool {
    let view = rw.view(op);
    let Some(map) = view.prop("map").and_then(|a| match rw.ctx.attr_kind(a) {
        AttrKind::AffineMap(m) => Some(m.clone()),
        _ => None,
    }) else {
        return false;
    };
    let operands: SmallVec<[Value; 8]> = rw.body.operands(op).collect();
    if operands.len() != map.num_inputs() as usize || map.num_results() == 0 {
        return false;
    }
    let mut vars = Vars::default();
    let mut ivs: Vec<Value> = Vec::new();
    let mut loops: Vec<(Value, Bound, Bound)> = Vec::new();
    let mut pinned: Vec<(Value, i64)> = Vec::new();
    for &v in &operands {
        if ivs.contains(&v) {
            continue;
        }
        let Some((lb, ub, step)) = match_for_like_loop(rw, v) else {
            continue;
        };
        ivs.push(v);
        loops.push((v, lb, ub));
        match add_loop_range(rw, &mut vars, v, lb, ub, step) {
            Some(Some(c)) => pinned.push((v, c)),
            Some(None) => {}
            None => return false,
        }
    }
    // An induction variable used as a symbol would be aligned with its
    // dimension upstream; not handled here.
    let n_dims = map.num_dims as usize;
    if operands[n_dims..].iter().any(|v| ivs.contains(v)) {
        return false;
    }
    // The op's bounds (`op <= r_i` for a min) are added with the operands
    // aligned as `alignAffineMapWithValues` does: an operand that is no
    // induction variable or loop bound gets a new variable at each
    // occurrence. The results are then proven against the operands'
    // first variables.
    let (known_dims, known_syms) = (vars.dims.clone(), vars.syms.clone());
    let mut align = |v: Value| -> usize {
        if let Some(&(_, i)) = known_dims.iter().chain(&known_syms).find(|(x, _)| *x == v) {
            return i;
        }
        let i = vars.sys.new_var();
        vars.syms.push((v, i));
        i
    };
    let bound_vars: Vec<Lin> = operands.iter().map(|&v| Lin::var(align(v))).collect();
    let mut bounds = Vec::new();
    for e in &map.results {
        match vars
            .sys
            .flatten(e, &bound_vars[..n_dims], &bound_vars[n_dims..], 0)
        {
            Some(l) => bounds.push(l),
            None => return false,
        }
    }
    // An inconsistent system (a loop that never runs) proves anything.
    if vars.sys.is_empty() {
        return false;
    }
    // Upstream's `getSliceBounds` looks for a bound among the others only
    // when the system has no local variable; otherwise only a constant
    // bound can be found.
    let locals = vars.sys.num_locals > 0;
    // Negation of `a >= b` (min) / `a <= b` (max), empty when it holds.
    let holds = |sys: &System, a: &Lin, b: &Lin| {
        let diff = if is_min {
            b.add_scaled(a, -1)
        } else {
            a.add_scaled(b, -1)
        };
        let Some(neg) = diff.and_then(|d| d.add_scaled(&Lin::constant(1), -1)) else {
            return false;
        };
        let mut s = sys.clone();
        s.ge0(neg);
        s.is_empty()
    };
    // The bound all others are redundant with (`removeRedundantInequalities`).
    let chosen = (0..bounds.len()).find(|&k| {
        (!locals || bounds[k].as_constant().is_some())
            && (0..bounds.len()).all(|i| i == k || holds(&vars.sys, &bounds[i], &bounds[k]))
    });
    let Some(k) = chosen else {
        return false;
    };
    // Each result, on the operands' first variables, is at least (most)
    // the bound.
    let first_vars: Vec<Lin> = operands
        .iter()
        .map(|&v| Lin::var(vars.of_operand(v)))
        .collect();
    let mut proof = vars.sys.clone();
    for e in &map.results {
        let Some(r) = proof.flatten(e, &first_vars[..n_dims], &first_vars[n_dims..], 0) else {
            return false;
        };
        if !holds(&proof, &r, &bounds[k]) {
            return false;
        }
    }
    let Some((new_map, new_operands)) = replacement_map(rw, &map, &operands, &loops, &pinned, k)
    else {
        return false;
    };
    let loc = rw.body.op(op).loc;
    rw.set_insertion_point(op);
    let index = rw.ctx.index_type();
    let map_attr = rw.ctx.intern_attr(AttrKind::AffineMap(new_map));
    let apply = rmlir_affine::ApplyOp::build(rw, loc, index, &new_operands, map_attr).id();
    let result: SmallVec<[Value; 1]> = rw.body.results(apply).collect();
    rw.replace_op(op, &result);
    true
}

/// Whether `canonicalizeMapAndOperands` could turn the symbol operand `v`
/// into a dimension (`legalizeDemotedDims`: a valid dimension that is not
/// a valid symbol): affine loop induction variables and the results of
/// the ops `isValidDim` looks through. Other values stay symbols.
fn may_become_dim(rw: &PatternRewriter<'_>, v: Value) -> bool {
    let is = |op: OpId, def: &'static rmlir_ir::OpDef| {
        rw.ctx
            .op_def(rw.body.op(op).name)
            .is_some_and(|d| std::ptr::eq(d, def))
    };
    match rw.body.value_def(v) {
        ValueDef::BlockArg { block, .. } => rw
            .body
            .parent_op_of_block(block)
            .is_some_and(|p| is(p, &rmlir_affine::FOR_OP) || is(p, &rmlir_affine::PARALLEL_OP)),
        ValueDef::Result { op, .. } => {
            is(op, &rmlir_affine::APPLY_OP)
                || is(op, &rmlir_affine::DELINEARIZE_INDEX_OP)
                || rw
                    .ctx
                    .op_def(rw.body.op(op).name)
                    .is_some_and(|d| d.interfaces.shaped_dim.is_some())
        }
    }
}

/// The map of result `k` alone, as upstream's `simplifyConstrainedMinMaxOp`
/// and `canonicalizeMapAndOperands` leave it: induction variables as
/// dimensions in the order they were found; every other operand a symbol
/// (the loops' bounds first, then the op's operands in order), constants
/// (and induction variables with one value) folded in. `None` when a
/// symbol might become a dimension (upstream's validity analysis is not
/// modelled here).
fn replacement_map(
    rw: &PatternRewriter<'_>,
    map: &AffineMap,
    operands: &[Value],
    loops: &[(Value, Bound, Bound)],
    pinned: &[(Value, i64)],
    k: usize,
) -> Option<(AffineMap, Vec<Value>)> {
    let e = map.results.get(k)?;
    let n_dims = map.num_dims as usize;
    let used = |leaf: &AffineExpr| {
        let mut found = false;
        e.walk(&mut |x| found |= x == leaf);
        found
    };
    let known = |v: Value| -> Option<i64> {
        pinned
            .iter()
            .find(|(p, _)| *p == v)
            .map(|&(_, c)| c)
            .or_else(|| constant_int(rw, Bound::Value(v)))
    };
    let is_iv = |v: Value| loops.iter().any(|&(iv, _, _)| iv == v);
    // Symbol order: the loops' bounds, then the op's other operands.
    let mut sym_order: Vec<Value> = Vec::new();
    for &(_, lb, ub) in loops {
        for b in [lb, ub] {
            if let Bound::Value(v) = b {
                sym_order.push(v);
            }
        }
    }
    sym_order.extend(operands.iter().copied().filter(|&v| !is_iv(v)));
    let leaf_of = |i: usize| -> AffineExpr {
        if i < n_dims {
            AffineExpr::dim(i as u32)
        } else {
            AffineExpr::symbol((i - n_dims) as u32)
        }
    };
    let used_values: Vec<Value> = (0..operands.len())
        .filter(|&i| used(&leaf_of(i)))
        .map(|i| operands[i])
        .filter(|&v| known(v).is_none())
        .collect();
    let new_dims: Vec<Value> = loops
        .iter()
        .map(|&(iv, _, _)| iv)
        .filter(|iv| used_values.contains(iv))
        .collect();
    let mut new_syms: Vec<Value> = Vec::new();
    for &v in &sym_order {
        if used_values.contains(&v) && !is_iv(v) && !new_syms.contains(&v) {
            if may_become_dim(rw, v) {
                return None;
            }
            new_syms.push(v);
        }
    }
    let replacement = |i: usize| -> AffineExpr {
        let v = operands[i];
        if !used(&leaf_of(i)) {
            return AffineExpr::constant(0);
        }
        if let Some(c) = known(v) {
            return AffineExpr::constant(c);
        }
        match new_dims.iter().position(|&x| x == v) {
            Some(p) => AffineExpr::dim(p as u32),
            None => {
                let p = new_syms.iter().position(|&x| x == v).unwrap_or(0);
                AffineExpr::symbol(p as u32)
            }
        }
    };
    let dim_repl: Vec<AffineExpr> = (0..n_dims).map(replacement).collect();
    let sym_repl: Vec<AffineExpr> = (n_dims..operands.len()).map(replacement).collect();
    let result = e.replace_dims_and_symbols(&dim_repl, &sym_repl);
    let new_map = AffineMap::new(new_dims.len() as u32, new_syms.len() as u32, vec![result]);
    let mut new_operands = new_dims;
    new_operands.extend(new_syms);
    Some((new_map, new_operands))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lin(coeffs: &[(usize, i128)], c: i128) -> Lin {
        Lin {
            coeffs: coeffs.iter().copied().collect(),
            constant: c,
        }
    }

    #[test]
    fn fourier_motzkin_emptiness() {
        // 0 <= x <= 3, x >= 4: empty.
        let mut s = System::default();
        let x = s.new_var();
        s.ge0(lin(&[(x, 1)], 0));
        s.ge0(lin(&[(x, -1)], 3));
        assert!(!s.is_empty());
        s.ge0(lin(&[(x, 1)], -4));
        assert!(s.is_empty());
    }

    #[test]
    fn integer_rounding() {
        // 1 <= 2x <= 1 has a rational point only.
        let mut s = System::default();
        let x = s.new_var();
        s.ge0(lin(&[(x, 2)], -1));
        s.ge0(lin(&[(x, -2)], 1));
        assert!(s.is_empty());
    }

    #[test]
    fn floordiv_quotient() {
        // 0 <= x <= 7 implies x floordiv 8 == 0: x floordiv 8 >= 1 is empty.
        let mut s = System::default();
        let x = s.new_var();
        s.ge0(lin(&[(x, 1)], 0));
        s.ge0(lin(&[(x, -1)], 7));
        let e = AffineExpr::dim(0).floor_div(AffineExpr::constant(8));
        let q = s.flatten(&e, &[Lin::var(x)], &[], 0).expect("affine");
        assert_eq!(s.num_locals, 1);
        let mut t = s.clone();
        t.ge0(q.add_scaled(&Lin::constant(1), -1).expect("no overflow"));
        assert!(t.is_empty());
        let mut u = s.clone();
        u.ge0(q);
        assert!(!u.is_empty());
    }
}
