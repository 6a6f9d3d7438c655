//! `simplifyAffineExpr`: flattens an affine expression into a sum of
//! products (upstream's `SimpleAffineExprFlattener`) and rebuilds it in
//! canonical order, as the memref layout helpers need it.
//!
//! Not modelled: the symbolic division of `simplifySemiAffine` (a
//! `floordiv`/`ceildiv`/`mod` by a symbol that divides the dividend).

use rmlir_ir::affine::AffineExpr;

struct Flattener {
    num_dims: usize,
    num_symbols: usize,
    locals: Vec<AffineExpr>,
    stack: Vec<Vec<i64>>,
}

impl Flattener {
    fn cols(&self) -> usize {
        self.num_dims + self.num_symbols + self.locals.len() + 1
    }

    fn local_start(&self) -> usize {
        self.num_dims + self.num_symbols
    }

    fn leaf(&mut self, pos: usize, value: i64) {
        let mut row = vec![0; self.cols()];
        let n = row.len();
        if pos == usize::MAX {
            row[n - 1] = value;
        } else if pos < n - 1 {
            row[pos] = value;
        }
        self.stack.push(row);
    }

    fn add_local(&mut self, e: AffineExpr) {
        let at = self.local_start() + self.locals.len();
        for row in &mut self.stack {
            row.insert(at, 0);
        }
        self.locals.push(e);
    }

    fn find_local(&self, e: &AffineExpr) -> Option<usize> {
        self.locals.iter().position(|l| l == e)
    }

    fn to_expr(&self, row: &[i64]) -> AffineExpr {
        expr_from_flat(row, self.num_dims, self.num_symbols, &self.locals)
    }

    /// Replaces `row` by a fresh or existing local standing for `e`.
    fn semi_affine_local(&mut self, e: AffineExpr) {
        let loc = match self.find_local(&e) {
            Some(l) => l,
            None => {
                self.add_local(e);
                self.locals.len() - 1
            }
        };
        let start = self.local_start();
        let row = self.stack.last_mut().expect("operand");
        row.iter_mut().for_each(|x| *x = 0);
        row[start + loc] = 1;
    }

    fn walk(&mut self, e: &AffineExpr) -> bool {
        match e {
            AffineExpr::Dim(d) => {
                self.leaf(*d as usize, 1);
                true
            }
            AffineExpr::Symbol(s) => {
                self.leaf(self.num_dims + *s as usize, 1);
                true
            }
            AffineExpr::Constant(c) => {
                self.leaf(usize::MAX, *c);
                true
            }
            AffineExpr::Add(l, r)
            | AffineExpr::Mul(l, r)
            | AffineExpr::Mod(l, r)
            | AffineExpr::FloorDiv(l, r)
            | AffineExpr::CeilDiv(l, r) => {
                if !self.walk(l) || !self.walk(r) {
                    return false;
                }
                let rhs = self.stack.pop().expect("rhs");
                let rhs_const = matches!(**r, AffineExpr::Constant(_));
                match e {
                    AffineExpr::Add(..) => {
                        let lhs = self.stack.last_mut().expect("lhs");
                        for (a, b) in lhs.iter_mut().zip(&rhs) {
                            *a = a.wrapping_add(*b);
                        }
                        true
                    }
                    AffineExpr::Mul(..) => {
                        if !rhs_const {
                            let lhs = self.stack.last().expect("lhs");
                            let prod = self.to_expr(lhs).mul(self.to_expr(&rhs));
                            self.semi_affine_local(prod);
                            return true;
                        }
                        let c = *rhs.last().expect("constant column");
                        for a in self.stack.last_mut().expect("lhs") {
                            *a = a.wrapping_mul(c);
                        }
                        true
                    }
                    AffineExpr::Mod(..) => self.modulo(&rhs, rhs_const),
                    AffineExpr::FloorDiv(..) => self.div(&rhs, rhs_const, false),
                    _ => self.div(&rhs, rhs_const, true),
                }
            }
        }
    }

    fn modulo(&mut self, rhs: &[i64], rhs_const: bool) -> bool {
        let lhs = self.stack.last().expect("lhs").clone();
        if !rhs_const {
            let m = self.to_expr(&lhs).modulo(self.to_expr(rhs));
            self.semi_affine_local(m);
            return true;
        }
        let c = *rhs.last().expect("constant column");
        if c <= 0 {
            return false;
        }
        if lhs.iter().all(|&x| x % c == 0) {
            self.stack
                .last_mut()
                .expect("lhs")
                .iter_mut()
                .for_each(|x| *x = 0);
            return true;
        }
        let mut gcd = c as u64;
        for &x in &lhs {
            gcd = gcd_u64(gcd, x.unsigned_abs());
        }
        let dividend: Vec<i64> = lhs
            .iter()
            .map(|&x| if gcd != 1 { x / gcd as i64 } else { x })
            .collect();
        let divisor = c / gcd as i64;
        let fd = self
            .to_expr(&dividend)
            .floor_div(AffineExpr::constant(divisor));
        let loc = match self.find_local(&fd) {
            Some(l) => l,
            None => {
                self.add_local(fd);
                self.locals.len() - 1
            }
        };
        let start = self.local_start();
        self.stack.last_mut().expect("lhs")[start + loc] = -c;
        true
    }

    fn div(&mut self, rhs: &[i64], rhs_const: bool, ceil: bool) -> bool {
        let mut lhs = self.stack.last().expect("lhs").clone();
        if !rhs_const {
            let (a, b) = (self.to_expr(&lhs), self.to_expr(rhs));
            let d = if ceil { a.ceil_div(b) } else { a.floor_div(b) };
            self.semi_affine_local(d);
            return true;
        }
        let c = *rhs.last().expect("constant column");
        if c <= 0 {
            return false;
        }
        let mut gcd = c.unsigned_abs();
        for &x in &lhs {
            gcd = gcd_u64(gcd, x.unsigned_abs());
        }
        if gcd != 1 {
            lhs.iter_mut().for_each(|x| *x /= gcd as i64);
        }
        let divisor = c / gcd as i64;
        if divisor == 1 {
            *self.stack.last_mut().expect("lhs") = lhs;
            return true;
        }
        let a = self.to_expr(&lhs);
        let b = AffineExpr::constant(divisor);
        let d = if ceil { a.ceil_div(b) } else { a.floor_div(b) };
        let loc = match self.find_local(&d) {
            Some(l) => l,
            None => {
                self.add_local(d);
                self.locals.len() - 1
            }
        };
        let start = self.local_start();
        let row = self.stack.last_mut().expect("lhs");
        row.iter_mut().for_each(|x| *x = 0);
        row[start + loc] = 1;
        true
    }
}

fn gcd_u64(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        let t = a % b;
        a = b;
        b = t;
    }
    a
}

/// `getAffineExprFromFlatForm`.
fn expr_from_flat(
    row: &[i64],
    num_dims: usize,
    num_symbols: usize,
    locals: &[AffineExpr],
) -> AffineExpr {
    let mut expr = AffineExpr::constant(0);
    for (j, &c) in row.iter().enumerate().take(num_dims + num_symbols) {
        if c == 0 {
            continue;
        }
        let id = if j < num_dims {
            AffineExpr::dim(j as u32)
        } else {
            AffineExpr::symbol((j - num_dims) as u32)
        };
        expr = expr.add(id.mul(AffineExpr::constant(c)));
    }
    for (j, &c) in row
        .iter()
        .enumerate()
        .take(row.len() - 1)
        .skip(num_dims + num_symbols)
    {
        if c == 0 {
            continue;
        }
        expr = expr.add(
            locals[j - num_dims - num_symbols]
                .clone()
                .mul(AffineExpr::constant(c)),
        );
    }
    let k = *row.last().expect("constant column");
    if k != 0 {
        expr = expr.add(AffineExpr::constant(k));
    }
    expr
}

/// `getSemiAffineExprFromFlatForm`: terms sorted by (dim or symbol
/// position, kind), products of a dim and a symbol next to the dim.
fn semi_affine_expr_from_flat(
    row: &[i64],
    num_dims: usize,
    num_symbols: usize,
    locals: &[AffineExpr],
) -> AffineExpr {
    let big = num_dims.max(num_symbols) as i64;
    let mut entries: Vec<((u32, i64), i64, AffineExpr)> = Vec::new();
    let mut offset_sym = 0i64;
    let mut offset_dim = -1i64;
    for (pos, &c) in row[num_dims..num_dims + num_symbols].iter().enumerate() {
        if c == 0 {
            continue;
        }
        let pos = pos as u32;
        entries.push(((pos, big + offset_sym), c, AffineExpr::symbol(pos)));
        offset_sym += 1;
    }
    let base = num_dims + num_symbols;
    let mut added = vec![false; locals.len()];
    for (i, e) in locals.iter().enumerate() {
        let coef = row[base + i];
        if coef == 0 {
            continue;
        }
        let Some((_, l, r)) = e.as_binary() else {
            continue;
        };
        let (l, r) = (&**l, &**r);
        let lhs_leaf = matches!(l, AffineExpr::Dim(_) | AffineExpr::Symbol(_));
        let rhs_leaf = matches!(
            r,
            AffineExpr::Dim(_) | AffineExpr::Symbol(_) | AffineExpr::Constant(_)
        );
        if !(lhs_leaf && rhs_leaf) {
            continue;
        }
        let key = match (l, r) {
            (AffineExpr::Dim(p), AffineExpr::Constant(_)) => {
                let k = (*p, offset_dim);
                offset_dim -= 1;
                k
            }
            (AffineExpr::Symbol(p), AffineExpr::Constant(_)) => {
                let k = (*p, big + offset_sym);
                offset_sym += 1;
                k
            }
            (AffineExpr::Dim(p), AffineExpr::Symbol(q)) => (*p, *q as i64),
            (AffineExpr::Dim(p), _) => (*p, 0),
            (AffineExpr::Symbol(p), _) => {
                let k = (*p, big + offset_sym);
                offset_sym += 1;
                k
            }
            _ => continue,
        };
        entries.push((key, coef, e.clone()));
        added[i] = true;
    }
    for (j, &c) in row.iter().enumerate().take(num_dims) {
        if c == 0 {
            continue;
        }
        entries.push(((j as u32, offset_dim), c, AffineExpr::dim(j as u32)));
        offset_dim -= 1;
    }
    entries.sort_by_key(|e| e.0);
    let mut expr = AffineExpr::constant(0);
    for (_, c, e) in entries {
        expr = expr.add(e.mul(AffineExpr::constant(c)));
    }
    for (i, e) in locals.iter().enumerate() {
        let c = row[base + i];
        if c == 0 || added[i] {
            continue;
        }
        expr = expr.add(e.clone().mul(AffineExpr::constant(c)));
    }
    let k = *row.last().expect("constant column");
    if k != 0 {
        expr = expr.add(AffineExpr::constant(k));
    }
    expr
}

/// Rebuilds the sums and products of `e` with the simplifying
/// constructors (`simplifySemiAffine`, without symbolic division).
fn simplify_semi_affine(e: &AffineExpr) -> AffineExpr {
    match e {
        AffineExpr::Dim(_) | AffineExpr::Symbol(_) | AffineExpr::Constant(_) => e.clone(),
        AffineExpr::Add(l, r) => simplify_semi_affine(l).add(simplify_semi_affine(r)),
        AffineExpr::Mul(l, r) => simplify_semi_affine(l).mul(simplify_semi_affine(r)),
        _ => e.clone(),
    }
}

/// `simplifyAffineExpr(expr, numDims, numSymbols)`.
pub fn simplify_affine_expr(expr: &AffineExpr, num_dims: u32, num_symbols: u32) -> AffineExpr {
    let pure = expr.is_pure_affine();
    let expr = if pure {
        expr.clone()
    } else {
        simplify_semi_affine(expr)
    };
    let pure = expr.is_pure_affine();
    let mut f = Flattener {
        num_dims: num_dims as usize,
        num_symbols: num_symbols as usize,
        locals: Vec::new(),
        stack: Vec::new(),
    };
    if !f.walk(&expr) {
        return expr;
    }
    let Some(row) = f.stack.pop() else {
        return expr;
    };
    if !pure {
        if expr == expr_from_flat(&row, f.num_dims, f.num_symbols, &f.locals) {
            return expr;
        }
        return semi_affine_expr_from_flat(&row, f.num_dims, f.num_symbols, &f.locals);
    }
    expr_from_flat(&row, f.num_dims, f.num_symbols, &f.locals)
}
