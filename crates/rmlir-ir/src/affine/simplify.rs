//! Simplification of affine expressions and maps through their flattened
//! (linear) form: upstream's `SimpleAffineExprFlattener`,
//! `getAffineExprFromFlatForm`, `simplifyAffineExpr` (`AffineExpr.cpp`),
//! `simplifyAffineMap` (`AffineMap.cpp`) and `getBoundForAffineExpr`.
//!
//! A flattened expression is a row of coefficients `[dims, symbols,
//! locals, constant]`; locals stand for the floordivs (and, for semi-affine
//! expressions, the products, divisions and mods by non-constants) that
//! cannot be expressed linearly. Coefficients use wrapping arithmetic, as
//! the C++ code's `int64_t` does on the inputs it accepts.

use super::{
    ceil_div_i64, floor_div_i64, gcd_u64, guard, mod_i64, AffineBinaryOp, AffineExpr, AffineMap,
};

/// Upstream's `SimpleAffineExprFlattener`.
struct Flattener {
    num_dims: usize,
    num_symbols: usize,
    num_locals: usize,
    /// One flattened row per operand being built (post-order walk).
    stack: Vec<Vec<i64>>,
    /// The expression each local stands for.
    local_exprs: Vec<AffineExpr>,
}

impl Flattener {
    fn new(num_dims: u32, num_symbols: u32) -> Self {
        Flattener {
            num_dims: num_dims as usize,
            num_symbols: num_symbols as usize,
            num_locals: 0,
            stack: Vec::with_capacity(8),
            local_exprs: Vec::new(),
        }
    }

    fn num_cols(&self) -> usize {
        self.num_dims + self.num_symbols + self.num_locals + 1
    }
    fn local_start(&self) -> usize {
        self.num_dims + self.num_symbols
    }

    /// `walkPostOrder`: `None` where upstream fails (a division or mod by
    /// a non-positive constant) or asserts (a dim or symbol out of range).
    fn walk(&mut self, e: &AffineExpr) -> Option<()> {
        match e {
            AffineExpr::Dim(p) => {
                let p = *p as usize;
                if p >= self.num_dims {
                    return None;
                }
                let mut row = vec![0; self.num_cols()];
                row[p] = 1;
                self.stack.push(row);
                Some(())
            }
            AffineExpr::Symbol(p) => {
                let p = *p as usize;
                if p >= self.num_symbols {
                    return None;
                }
                let mut row = vec![0; self.num_cols()];
                row[self.num_dims + p] = 1;
                self.stack.push(row);
                Some(())
            }
            AffineExpr::Constant(c) => {
                let mut row = vec![0; self.num_cols()];
                *row.last_mut().unwrap() = *c;
                self.stack.push(row);
                Some(())
            }
            AffineExpr::Add(l, r) => {
                guard(|| self.walk(l).and_then(|_| self.walk(r)))?;
                let rhs = self.stack.pop()?;
                let lhs = self.stack.last_mut()?;
                for (a, b) in lhs.iter_mut().zip(&rhs) {
                    *a = a.wrapping_add(*b);
                }
                Some(())
            }
            AffineExpr::Mul(l, r) => {
                guard(|| self.walk(l).and_then(|_| self.walk(r)))?;
                let rhs = self.stack.pop()?;
                if !r.is_constant() {
                    let lhs = self.stack.pop()?;
                    let a = self.expr_of(&lhs);
                    let b = self.expr_of(&rhs);
                    self.push_semi_affine_local(a.mul(b));
                    return Some(());
                }
                let c = *rhs.last()?;
                for x in self.stack.last_mut()? {
                    *x = x.wrapping_mul(c);
                }
                Some(())
            }
            AffineExpr::Mod(l, r) => {
                guard(|| self.walk(l).and_then(|_| self.walk(r)))?;
                self.visit_mod(r.is_constant())
            }
            AffineExpr::FloorDiv(l, r) => {
                guard(|| self.walk(l).and_then(|_| self.walk(r)))?;
                self.visit_div(r.is_constant(), false)
            }
            AffineExpr::CeilDiv(l, r) => {
                guard(|| self.walk(l).and_then(|_| self.walk(r)))?;
                self.visit_div(r.is_constant(), true)
            }
        }
    }

    fn expr_of(&self, row: &[i64]) -> AffineExpr {
        affine_expr_from_flat_form(
            row,
            self.num_dims as u32,
            self.num_symbols as u32,
            &self.local_exprs,
        )
    }

    fn find_local(&self, e: &AffineExpr) -> Option<usize> {
        self.local_exprs.iter().position(|l| l == e)
    }

    /// `addLocalFloorDivId` / `addLocalIdSemiAffine`: a new local column
    /// in every row on the stack.
    fn add_local(&mut self, e: AffineExpr) {
        let at = self.local_start() + self.num_locals;
        for row in &mut self.stack {
            row.insert(at, 0);
        }
        self.local_exprs.push(e);
        self.num_locals += 1;
    }

    /// `addLocalVariableSemiAffine`: the top row becomes the local standing
    /// for `e` (reused if it exists).
    fn push_semi_affine_local(&mut self, e: AffineExpr) {
        let loc = match self.find_local(&e) {
            Some(l) => l,
            None => {
                self.add_local(e);
                self.num_locals - 1
            }
        };
        let mut row = vec![0; self.num_cols()];
        row[self.local_start() + loc] = 1;
        self.stack.push(row);
    }

    fn visit_mod(&mut self, rhs_is_const: bool) -> Option<()> {
        let rhs = self.stack.pop()?;
        if !rhs_is_const {
            let lhs = self.stack.pop()?;
            let a = self.expr_of(&lhs);
            let b = self.expr_of(&rhs);
            self.push_semi_affine_local(a.modulo(b));
            return Some(());
        }
        let c = *rhs.last()?;
        if c <= 0 {
            return None;
        }
        let lhs = self.stack.last_mut()?;
        if lhs.iter().all(|&x| x % c == 0) {
            lhs.iter_mut().for_each(|x| *x = 0);
            return Some(());
        }
        let mut gcd = c as u64;
        for &x in lhs.iter() {
            gcd = gcd_u64(gcd, x.unsigned_abs());
        }
        let mut dividend = lhs.clone();
        if gcd != 1 {
            for x in &mut dividend {
                *x /= gcd as i64;
            }
        }
        let divisor = c / gcd as i64;
        let floor_div = self
            .expr_of(&dividend)
            .floor_div(AffineExpr::Constant(divisor));
        let loc = match self.find_local(&floor_div) {
            Some(l) => l,
            None => {
                self.add_local(floor_div);
                self.num_locals - 1
            }
        };
        let at = self.local_start() + loc;
        self.stack.last_mut()?[at] = c.wrapping_neg();
        Some(())
    }

    fn visit_div(&mut self, rhs_is_const: bool, is_ceil: bool) -> Option<()> {
        let rhs = self.stack.pop()?;
        if !rhs_is_const {
            let lhs = self.stack.pop()?;
            let a = self.expr_of(&lhs);
            let b = self.expr_of(&rhs);
            let e = if is_ceil {
                a.ceil_div(b)
            } else {
                a.floor_div(b)
            };
            self.push_semi_affine_local(e);
            return Some(());
        }
        let c = *rhs.last()?;
        if c <= 0 {
            return None;
        }
        let lhs = self.stack.last_mut()?;
        let mut gcd = c as u64;
        for &x in lhs.iter() {
            gcd = gcd_u64(gcd, x.unsigned_abs());
        }
        if gcd != 1 {
            for x in lhs.iter_mut() {
                *x /= gcd as i64;
            }
        }
        let divisor = c / gcd as i64;
        if divisor == 1 {
            return Some(());
        }
        let lhs = self.stack.pop()?;
        let a = self.expr_of(&lhs);
        let b = AffineExpr::Constant(divisor);
        let e = if is_ceil {
            a.ceil_div(b)
        } else {
            a.floor_div(b)
        };
        let loc = match self.find_local(&e) {
            Some(l) => l,
            None => {
                self.add_local(e);
                self.num_locals - 1
            }
        };
        let mut row = vec![0; self.num_cols()];
        row[self.local_start() + loc] = 1;
        self.stack.push(row);
        Some(())
    }
}

/// Upstream's `getAffineExprFromFlatForm`: `flat` is `[dims, symbols,
/// locals, constant]`, each local standing for `locals[i]`.
pub fn affine_expr_from_flat_form(
    flat: &[i64],
    num_dims: u32,
    num_symbols: u32,
    locals: &[AffineExpr],
) -> AffineExpr {
    let (nd, ns) = (num_dims as usize, num_symbols as usize);
    let mut expr = AffineExpr::Constant(0);
    for (j, &c) in flat.iter().enumerate().take(nd + ns) {
        if c == 0 {
            continue;
        }
        let id = if j < nd {
            AffineExpr::Dim(j as u32)
        } else {
            AffineExpr::Symbol((j - nd) as u32)
        };
        expr = expr.add(id.mul(AffineExpr::Constant(c)));
    }
    let n = flat.len().saturating_sub(1);
    let local_coefs = flat.get(nd + ns..n).unwrap_or(&[]);
    for (&c, l) in local_coefs.iter().zip(locals) {
        if c != 0 {
            expr = expr.add(l.clone().mul(AffineExpr::Constant(c)));
        }
    }
    if let Some(&c) = flat.last() {
        if c != 0 {
            expr = expr.add(AffineExpr::Constant(c));
        }
    }
    expr
}

/// Upstream's `getSemiAffineExprFromFlatForm`: terms sorted by the
/// positions of the dims and symbols they involve.
fn semi_affine_expr_from_flat_form(
    flat: &[i64],
    num_dims: u32,
    num_symbols: u32,
    locals: &[AffineExpr],
) -> AffineExpr {
    let (nd, ns) = (num_dims as usize, num_symbols as usize);
    let max_ds = nd.max(ns) as i64;
    // (index, coefficient, expression), sorted by index below.
    let mut entries: Vec<((u32, i64), i64, AffineExpr)> = Vec::new();
    let mut offset_sym: i64 = 0;
    let mut offset_dim: i64 = -1;
    for (j, &c) in flat.iter().enumerate().take(nd + ns).skip(nd) {
        if c == 0 {
            continue;
        }
        entries.push((
            ((j - nd) as u32, max_ds + offset_sym),
            c,
            AffineExpr::Symbol((j - nd) as u32),
        ));
        offset_sym += 1;
    }
    let num_locals = flat.len().saturating_sub(nd + ns + 1);
    let mut added = vec![false; num_locals];
    for (i, e) in locals.iter().enumerate().take(num_locals) {
        let coef = flat[nd + ns + i];
        if coef == 0 {
            continue;
        }
        let Some((_, lhs, rhs)) = e.as_binary() else {
            continue;
        };
        let lhs_leaf = matches!(**lhs, AffineExpr::Dim(_) | AffineExpr::Symbol(_));
        if !lhs_leaf || rhs.is_binary() {
            continue;
        }
        let index = match (&**lhs, &**rhs) {
            (AffineExpr::Dim(p), AffineExpr::Constant(_)) => {
                let k = (*p, offset_dim);
                offset_dim -= 1;
                k
            }
            (AffineExpr::Symbol(p), AffineExpr::Constant(_)) => {
                let k = (*p, max_ds + offset_sym);
                offset_sym += 1;
                k
            }
            (AffineExpr::Dim(p), AffineExpr::Symbol(q)) => (*p, *q as i64),
            (AffineExpr::Dim(p), AffineExpr::Dim(q)) => (*p, *q as i64),
            (AffineExpr::Symbol(p), _) => {
                let k = (*p, max_ds + offset_sym);
                offset_sym += 1;
                k
            }
            _ => continue,
        };
        entries.push((index, coef, e.clone()));
        added[i] = true;
    }
    for (j, &c) in flat.iter().enumerate().take(nd) {
        if c == 0 {
            continue;
        }
        entries.push(((j as u32, offset_dim), c, AffineExpr::Dim(j as u32)));
        offset_dim -= 1;
    }
    // Keys are (unsigned, signed) pairs, ordered as `llvm::sort` orders
    // upstream's `std::pair`s.
    entries.sort_by_key(|e| e.0);
    let mut expr = AffineExpr::Constant(0);
    for (_, coef, e) in entries {
        expr = expr.add(e.mul(AffineExpr::Constant(coef)));
    }
    for i in 0..num_locals {
        let coef = flat[nd + ns + i];
        if coef == 0 || added[i] {
            continue;
        }
        if let Some(l) = locals.get(i) {
            expr = expr.add(l.clone().mul(AffineExpr::Constant(coef)));
        }
    }
    if let Some(&c) = flat.last() {
        if c != 0 {
            expr = expr.add(AffineExpr::Constant(c));
        }
    }
    expr
}

/// The flattened form of `expr` (`[dims, symbols, locals, constant]`)
/// and its number of locals, as `SimpleAffineExprFlattener` computes it;
/// `None` where the flattener fails.
pub fn flatten_affine_expr(
    expr: &AffineExpr,
    num_dims: u32,
    num_symbols: u32,
) -> Option<(Vec<i64>, usize)> {
    let mut f = Flattener::new(num_dims, num_symbols);
    f.walk(expr)?;
    let n = f.num_locals;
    Some((f.stack.pop()?, n))
}

/// Upstream's `simplifyAffineExpr`: the expression rebuilt from its
/// flattened form, or as it is when it cannot be flattened.
pub fn simplify_affine_expr(expr: &AffineExpr, num_dims: u32, num_symbols: u32) -> AffineExpr {
    // A lone dim, symbol or constant is its own simplest form: no need to
    // flatten it (most maps of loads and stores are such results).
    match *expr {
        AffineExpr::Dim(p) if p < num_dims => return expr.clone(),
        AffineExpr::Symbol(p) if p < num_symbols => return expr.clone(),
        AffineExpr::Constant(_) => return expr.clone(),
        _ => {}
    }
    let simplified;
    let expr = if expr.is_pure_affine() {
        expr
    } else {
        simplified = simplify_semi_affine(expr, num_dims, num_symbols);
        &simplified
    };
    let pure = expr.is_pure_affine();
    let mut f = Flattener::new(num_dims, num_symbols);
    if f.walk(expr).is_none() {
        return expr.clone();
    }
    let Some(flat) = f.stack.last() else {
        return expr.clone();
    };
    if pure {
        return affine_expr_from_flat_form(flat, num_dims, num_symbols, &f.local_exprs);
    }
    if *expr == affine_expr_from_flat_form(flat, num_dims, num_symbols, &f.local_exprs) {
        return expr.clone();
    }
    semi_affine_expr_from_flat_form(flat, num_dims, num_symbols, &f.local_exprs)
}

/// `isDivisibleBySymbol`: whether `expr` is a multiple of symbol `pos`
/// for a division (or mod) of kind `op`.
fn divisible_by_symbol(expr: &AffineExpr, pos: u32, op: AffineBinaryOp) -> bool {
    match expr {
        AffineExpr::Constant(c) => *c == 0,
        AffineExpr::Dim(_) => false,
        AffineExpr::Symbol(p) => *p == pos,
        AffineExpr::Add(l, r) => {
            guard(|| divisible_by_symbol(l, pos, op) && divisible_by_symbol(r, pos, op))
        }
        AffineExpr::Mod(l, r) => guard(|| {
            divisible_by_symbol(l, pos, AffineBinaryOp::Mod)
                && divisible_by_symbol(r, pos, AffineBinaryOp::Mod)
        }),
        AffineExpr::Mul(l, r) => {
            guard(|| divisible_by_symbol(l, pos, op) || divisible_by_symbol(r, pos, op))
        }
        AffineExpr::FloorDiv(l, _) | AffineExpr::CeilDiv(l, _) => {
            let kind = expr.as_binary().map(|b| b.0);
            kind == Some(op) && guard(|| divisible_by_symbol(l, pos, op))
        }
    }
}

/// `symbolicDivide`: `expr` divided by symbol `pos` (`None` where it does
/// not divide).
fn symbolic_divide(expr: &AffineExpr, pos: u32, op: AffineBinaryOp) -> Option<AffineExpr> {
    match expr {
        AffineExpr::Constant(c) => (*c == 0).then_some(AffineExpr::Constant(0)),
        AffineExpr::Dim(_) => None,
        AffineExpr::Symbol(_) => Some(AffineExpr::Constant(1)),
        AffineExpr::Add(l, r) => {
            guard(|| Some(symbolic_divide(l, pos, op)?.add(symbolic_divide(r, pos, op)?)))
        }
        AffineExpr::Mod(l, r) => guard(|| {
            let m = AffineBinaryOp::Mod;
            Some(symbolic_divide(l, pos, m)?.modulo(symbolic_divide(r, pos, m)?))
        }),
        AffineExpr::Mul(l, r) => guard(|| {
            if !divisible_by_symbol(l, pos, op) {
                Some((**l).clone().mul(symbolic_divide(r, pos, op)?))
            } else {
                Some(symbolic_divide(l, pos, op)?.mul((**r).clone()))
            }
        }),
        AffineExpr::FloorDiv(l, r) | AffineExpr::CeilDiv(l, r) => {
            let kind = expr.as_binary()?.0;
            let nl = guard(|| symbolic_divide(l, pos, kind))?;
            Some(AffineExpr::binary(kind, nl, (**r).clone()))
        }
    }
}

/// The summands of a (nested) sum (`getSummandExprs`).
fn summands(expr: &AffineExpr, out: &mut Vec<AffineExpr>) {
    let mut stack = vec![expr];
    while let Some(e) = stack.pop() {
        match e {
            AffineExpr::Add(l, r) => {
                stack.push(r);
                stack.push(l);
            }
            _ => out.push(e.clone()),
        }
    }
}

/// `isModOfModSubtraction`: `lhs` is `x - x mod rhs`, so `lhs mod rhs`
/// is zero.
fn mod_of_mod_subtraction(lhs: &AffineExpr, rhs: &AffineExpr, nd: u32, ns: u32) -> bool {
    let mut terms = Vec::new();
    summands(lhs, &mut terms);
    for (i, t) in terms.iter().enumerate() {
        let negated = match t {
            AffineExpr::Mul(l, r) if l.as_constant() == Some(-1) => &**r,
            AffineExpr::Mul(l, r) if r.as_constant() == Some(-1) => &**l,
            _ => continue,
        };
        let AffineExpr::Mod(x, m) = negated else {
            continue;
        };
        if **m != *rhs {
            continue;
        }
        let mut diff = AffineExpr::Constant(0);
        for (j, o) in terms.iter().enumerate() {
            if i != j {
                diff = diff.add(o.clone());
            }
        }
        let diff = diff.sub((**x).clone());
        if guard(|| simplify_affine_expr(&diff, nd, ns)) == AffineExpr::Constant(0) {
            return true;
        }
    }
    false
}

/// Upstream's `simplifySemiAffine`: divisions and mods by a symbol of
/// multiples of that symbol.
fn simplify_semi_affine(expr: &AffineExpr, nd: u32, ns: u32) -> AffineExpr {
    let Some((op, l, r)) = expr.as_binary() else {
        return expr.clone();
    };
    let (sl, sr) = guard(|| {
        (
            simplify_semi_affine(l, nd, ns),
            simplify_semi_affine(r, nd, ns),
        )
    });
    if matches!(op, AffineBinaryOp::Add | AffineBinaryOp::Mul) {
        return AffineExpr::binary(op, sl, sr);
    }
    if mod_of_mod_subtraction(&sl, &sr, nd, ns) {
        return AffineExpr::Constant(0);
    }
    let AffineExpr::Symbol(pos) = sr else {
        return AffineExpr::binary(op, sl, sr);
    };
    if !divisible_by_symbol(l, pos, op) {
        return AffineExpr::binary(op, sl, sr);
    }
    if op == AffineBinaryOp::Mod {
        return AffineExpr::Constant(0);
    }
    symbolic_divide(&sl, pos, op).unwrap_or_else(|| AffineExpr::binary(op, sl, sr))
}

impl AffineMap {
    /// Upstream's `simplifyAffineMap`: each result simplified.
    pub fn simplified(&self) -> AffineMap {
        AffineMap::new(
            self.num_dims,
            self.num_symbols,
            self.results
                .iter()
                .map(|e| simplify_affine_expr(e, self.num_dims, self.num_symbols))
                .collect(),
        )
    }
}

/// Upstream's `getBoundForAffineExpr`: a constant (inclusive) upper bound
/// of `expr` when `is_upper`, a lower one otherwise, from constant bounds
/// of its dims and symbols (indexed as `[dims, symbols]`).
pub fn bound_for_affine_expr(
    expr: &AffineExpr,
    num_dims: u32,
    num_symbols: u32,
    lower: &[Option<i64>],
    upper: &[Option<i64>],
    is_upper: bool,
) -> Option<i64> {
    let recurse = |e: &AffineExpr, up: bool| {
        guard(|| bound_for_affine_expr(e, num_dims, num_symbols, lower, upper, up))
    };
    match expr {
        AffineExpr::FloorDiv(l, r) => {
            let c = r.as_constant().filter(|&c| c >= 1)?;
            return Some(floor_div_i64(recurse(l, is_upper)?, c));
        }
        AffineExpr::CeilDiv(l, r) => {
            let c = r.as_constant().filter(|&c| c >= 1)?;
            return Some(ceil_div_i64(recurse(l, is_upper)?, c));
        }
        AffineExpr::Mod(l, r) => {
            if let Some(c) = r.as_constant().filter(|&c| c >= 1) {
                let lb = recurse(l, false);
                let ub = recurse(l, is_upper);
                if let (Some(lb), Some(ub)) = (lb, ub) {
                    if floor_div_i64(lb, c) == floor_div_i64(ub, c) {
                        return Some(if is_upper {
                            mod_i64(ub, c)
                        } else {
                            mod_i64(lb, c)
                        });
                    }
                }
                return Some(if is_upper { c - 1 } else { 0 });
            }
        }
        _ => {}
    }
    let mut f = Flattener::new(num_dims, num_symbols);
    f.walk(expr)?;
    if f.num_locals > 0 {
        return None;
    }
    let flat = f.stack.last()?;
    let mut bound: i64 = 0;
    for (i, &c) in flat
        .iter()
        .enumerate()
        .take((num_dims + num_symbols) as usize)
    {
        if c == 0 {
            continue;
        }
        let b = if (c > 0) == is_upper { upper } else { lower };
        let v = (*b.get(i)?)?;
        bound = bound.wrapping_add(v.wrapping_mul(c));
    }
    Some(bound.wrapping_add(*flat.last()?))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(i: u32) -> AffineExpr {
        AffineExpr::Dim(i)
    }
    fn s(i: u32) -> AffineExpr {
        AffineExpr::Symbol(i)
    }

    #[test]
    fn flattening() {
        let e = (d(0) * 4 + d(1) * 2) % 2;
        assert_eq!(simplify_affine_expr(&e, 2, 0).to_string(), "0");
        let e = (d(0) + 8).floor_div(AffineExpr::Constant(4)) * 4 + d(0) % 4;
        assert_eq!(simplify_affine_expr(&e, 1, 0).to_string(), "d0 + 8");
        let e = d(0) * 2 + s(0) - d(0);
        assert_eq!(simplify_affine_expr(&e, 1, 1).to_string(), "d0 + s0");
        // Division by a non-positive constant is left alone.
        let e = AffineExpr::raw_binary(
            super::super::AffineBinaryOp::Mod,
            d(0),
            AffineExpr::Constant(0),
        );
        assert_eq!(simplify_affine_expr(&e, 1, 0), e);
        // Out-of-range positions are left alone.
        assert_eq!(simplify_affine_expr(&(d(3) + 1), 1, 0), d(3) + 1);
    }
}
