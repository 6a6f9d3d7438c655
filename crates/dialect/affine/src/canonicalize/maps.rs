//! Maps (and integer sets) together with their operands, as upstream's
//! `AffineOps.cpp` composes and canonicalizes them:
//! `composeAffineMapAndOperands`, `canonicalizeMapAndOperands`,
//! `canonicalizeSetAndOperands`, `simplifyMapWithOperands`,
//! `simplifyMinOrMaxExprWithOperands`, and the constant folding of maps
//! (`AffineMap::constantFold`).

use rustc_hash::FxHashMap as HashMap;
use smallvec::SmallVec;

use rmlir_ir::affine::{bound_for_affine_expr, AffineExpr, AffineMap, IntegerSet};
use rmlir_ir::common_folders::value_constant;
use rmlir_ir::{AttrKind, OpId, OpView, Value, ValueDef};

use crate::validity::Validity;

/// More than this many dims and symbols while composing means the chain
/// of `affine.apply`s is cyclic (a graph region) or absurd: stop there.
const MAX_COMPOSED_INPUTS: usize = 4096;

/// An affine map or an integer set: what `canonicalizeMapOrSetAndOperands`
/// works on.
pub(crate) trait MapOrSet: Clone {
    fn num_dims(&self) -> u32;
    fn num_symbols(&self) -> u32;
    fn replace_dims_and_symbols(
        &self,
        dims: &[AffineExpr],
        syms: &[AffineExpr],
        num_dims: u32,
        num_syms: u32,
    ) -> Self;
    fn walk_exprs(&self, f: &mut dyn FnMut(&AffineExpr));
}

impl MapOrSet for AffineMap {
    fn num_dims(&self) -> u32 {
        self.num_dims
    }
    fn num_symbols(&self) -> u32 {
        self.num_symbols
    }
    fn replace_dims_and_symbols(
        &self,
        dims: &[AffineExpr],
        syms: &[AffineExpr],
        nd: u32,
        ns: u32,
    ) -> Self {
        AffineMap::replace_dims_and_symbols(self, dims, syms, nd, ns)
    }
    fn walk_exprs(&self, f: &mut dyn FnMut(&AffineExpr)) {
        AffineMap::walk_exprs(self, f)
    }
}

impl MapOrSet for IntegerSet {
    fn num_dims(&self) -> u32 {
        self.num_dims
    }
    fn num_symbols(&self) -> u32 {
        self.num_symbols
    }
    fn replace_dims_and_symbols(
        &self,
        dims: &[AffineExpr],
        syms: &[AffineExpr],
        nd: u32,
        ns: u32,
    ) -> Self {
        IntegerSet::replace_dims_and_symbols(self, dims, syms, nd, ns)
    }
    fn walk_exprs(&self, f: &mut dyn FnMut(&AffineExpr)) {
        IntegerSet::walk_exprs(self, f)
    }
}

/// What the map utilities need to know about values: their definitions,
/// constants, and whether they are valid dims and symbols.
pub(crate) struct Values<'v, 'a> {
    pub(crate) view: &'v OpView<'a>,
    valid: Validity<'v, 'a>,
}

impl<'v, 'a> Values<'v, 'a> {
    pub(crate) fn new(view: &'v OpView<'a>) -> Self {
        Values {
            view,
            valid: Validity::new(view),
        }
    }

    fn def_op(&self, v: Value) -> Option<OpId> {
        match self.view.body.value_def(v) {
            ValueDef::Result { op, .. } => Some(op),
            ValueDef::BlockArg { .. } => None,
        }
    }

    fn is_op(&self, op: OpId, def: &'static rmlir_ir::OpDef) -> bool {
        self.view
            .ctx
            .op_def(self.view.body.op(op).name)
            .is_some_and(|d| std::ptr::eq(d, def))
    }

    /// The constant attribute of `v` (`m_Constant`).
    pub(crate) fn constant(&self, v: Value) -> Option<rmlir_ir::Attribute> {
        value_constant(self.view.ctx, self.view.body, self.view.body_id, v)
    }

    /// The value of an `IntegerAttr` constant (`m_Constant(&IntegerAttr)`,
    /// `getSExtValue`).
    pub(crate) fn int_constant(&self, v: Value) -> Option<i64> {
        let a = self.constant(v)?;
        match self.view.ctx.attr_kind(a) {
            AttrKind::Integer { value, .. } => value.to_i64(),
            _ => None,
        }
    }

    /// The map and operands of the `affine.apply` defining `v`.
    fn apply_of(&self, v: Value) -> Option<(AffineMap, Vec<Value>)> {
        let op = self.def_op(v)?;
        if !self.is_op(op, &crate::APPLY_OP) {
            return None;
        }
        let map = op_map(self.view, op, "map")?;
        let operands: Vec<Value> = self.view.body.operands(op).collect();
        (map.num_inputs() as usize == operands.len() && map.num_results() == 1)
            .then_some((map, operands))
    }

    /// `getForInductionVarOwner`: the `affine.for` whose induction
    /// variable `v` is.
    pub(crate) fn for_iv_owner(&self, v: Value) -> Option<OpId> {
        let ValueDef::BlockArg { block, index: 0 } = self.view.body.value_def(v) else {
            return None;
        };
        let p = self.view.body.parent_op_of_block(block)?;
        if !self.is_op(p, &crate::FOR_OP) {
            return None;
        }
        let region = self.view.body.local_regions(p).next()?;
        (self.view.body.first_block(region) == Some(block)).then_some(p)
    }

    /// `getLowerBound(iv)`.
    fn iv_lower_bound(&self, v: Value) -> Option<i64> {
        let f = self.for_iv_owner(v)?;
        op_map(self.view, f, "lowerBoundMap")?.single_constant_result()
    }

    /// `getUpperBound(iv)` (inclusive, exact for a constant lower bound).
    fn iv_upper_bound(&self, v: Value) -> Option<i64> {
        let f = self.for_iv_owner(v)?;
        let ub = op_map(self.view, f, "upperBoundMap")?.single_constant_result()?;
        match op_map(self.view, f, "lowerBoundMap")?.single_constant_result() {
            Some(lb) => {
                let step = for_step(self.view, f)?;
                let span = ub.wrapping_sub(lb).wrapping_sub(1);
                let rem = span.checked_rem(step)?;
                Some(ub.wrapping_sub(1).wrapping_sub(rem))
            }
            None => Some(ub.wrapping_sub(1)),
        }
    }

    fn bounds(&self, operands: &[Value]) -> (Vec<Option<i64>>, Vec<Option<i64>>) {
        operands
            .iter()
            .map(|&v| (self.iv_lower_bound(v), self.iv_upper_bound(v)))
            .unzip()
    }

    // ----- canonicalizeMapOrSetAndOperands -----

    /// `canonicalizePromotedSymbols`: dims that are valid symbols become
    /// symbols.
    fn promote_symbols<M: MapOrSet>(&mut self, m: &mut M, operands: &mut Vec<Value>) {
        if operands.is_empty() {
            return;
        }
        let nd = m.num_dims() as usize;
        let old_syms = m.num_symbols();
        // Mostly no dim is a symbol: nothing to build then.
        let promoted = operands[..nd.min(operands.len())]
            .iter()
            .any(|&v| self.valid.is_valid_symbol_in_def_scope(v));
        if !promoted {
            return;
        }
        let mut result = Vec::with_capacity(operands.len());
        let mut remapped = Vec::new();
        let mut dim_remap = Vec::with_capacity(nd);
        let (mut next_dim, mut next_sym) = (0u32, 0u32);
        for (i, &v) in operands.iter().enumerate() {
            if i < nd {
                if self.valid.is_valid_symbol_in_def_scope(v) {
                    dim_remap.push(AffineExpr::Symbol(old_syms + next_sym));
                    next_sym += 1;
                    remapped.push(v);
                } else {
                    dim_remap.push(AffineExpr::Dim(next_dim));
                    next_dim += 1;
                    result.push(v);
                }
            } else {
                result.push(v);
            }
        }
        // Nothing promoted: the map and operands stay as they are (an
        // identity replacement changes no expression).
        if next_sym == 0 {
            return;
        }
        result.extend(remapped);
        *operands = result;
        *m = m.replace_dims_and_symbols(&dim_remap, &[], next_dim, old_syms + next_sym);
    }

    /// `legalizeDemotedDims`: symbols that are valid dims but not valid
    /// symbols become dims.
    fn demote_dims<M: MapOrSet>(&mut self, m: &mut M, operands: &mut Vec<Value>) {
        if operands.is_empty() {
            return;
        }
        let old_dims = m.num_dims();
        let nd = old_dims as usize;
        let demoted = operands[nd..].iter().any(|&v| {
            self.valid.is_valid_dim_in_def_scope(v) && !self.valid.is_valid_symbol_in_def_scope(v)
        });
        if !demoted {
            return;
        }
        let mut result: Vec<Value> = operands[..nd].to_vec();
        let mut remapped = Vec::new();
        let mut sym_operands = Vec::new();
        let mut sym_remap = Vec::new();
        let (mut next_dim, mut next_sym) = (0u32, 0u32);
        for &v in &operands[nd..] {
            if self.valid.is_valid_dim_in_def_scope(v)
                && !self.valid.is_valid_symbol_in_def_scope(v)
            {
                sym_remap.push(AffineExpr::Dim(old_dims + next_dim));
                next_dim += 1;
                remapped.push(v);
            } else {
                sym_remap.push(AffineExpr::Symbol(next_sym));
                next_sym += 1;
                sym_operands.push(v);
            }
        }
        if next_dim == 0 {
            return;
        }
        result.extend(remapped);
        result.extend(sym_operands);
        *operands = result;
        *m = m.replace_dims_and_symbols(&[], &sym_remap, old_dims + next_dim, next_sym);
    }

    /// `canonicalizeMapOrSetAndOperands`: promotes and demotes operands,
    /// drops unused ones, merges duplicates and folds constant symbols.
    pub(crate) fn canonicalize<M: MapOrSet>(&mut self, m: &mut M, operands: &mut Vec<Value>) {
        if operands.is_empty() || (m.num_dims() + m.num_symbols()) as usize != operands.len() {
            return;
        }
        self.promote_symbols(m, operands);
        self.demote_dims(m, operands);
        let (nd, ns) = (m.num_dims() as usize, m.num_symbols() as usize);
        // A map has a few inputs: short lists, no hashing.
        let mut used_dims: SmallVec<[bool; 8]> = smallvec::smallvec![false; nd];
        let mut used_syms: SmallVec<[bool; 8]> = smallvec::smallvec![false; ns];
        m.walk_exprs(&mut |e| match e {
            AffineExpr::Dim(p) if (*p as usize) < nd => used_dims[*p as usize] = true,
            AffineExpr::Symbol(p) if (*p as usize) < ns => used_syms[*p as usize] = true,
            _ => {}
        });
        let mut result = Vec::with_capacity(operands.len());
        let mut seen: SmallVec<[(Value, u32); 8]> = SmallVec::new();
        // Unused positions are never referenced; any expression will do.
        let mut dim_remap: SmallVec<[AffineExpr; 8]> =
            smallvec::smallvec![AffineExpr::Constant(0); nd];
        let mut next_dim = 0u32;
        for i in 0..nd {
            if !used_dims[i] {
                continue;
            }
            let v = operands[i];
            let pos = match seen.iter().find(|(x, _)| *x == v) {
                Some(&(_, p)) => p,
                None => {
                    result.push(v);
                    seen.push((v, next_dim));
                    next_dim += 1;
                    next_dim - 1
                }
            };
            dim_remap[i] = AffineExpr::Dim(pos);
        }
        seen.clear();
        let mut sym_remap: SmallVec<[AffineExpr; 8]> =
            smallvec::smallvec![AffineExpr::Constant(0); ns];
        let mut next_sym = 0u32;
        for i in 0..ns {
            if !used_syms[i] {
                continue;
            }
            let v = operands[nd + i];
            if let Some(c) = self.int_constant(v) {
                sym_remap[i] = AffineExpr::Constant(c);
                continue;
            }
            let pos = match seen.iter().find(|(x, _)| *x == v) {
                Some(&(_, p)) => p,
                None => {
                    result.push(v);
                    seen.push((v, next_sym));
                    next_sym += 1;
                    next_sym - 1
                }
            };
            sym_remap[i] = AffineExpr::Symbol(pos);
        }
        let identity = next_dim as usize == nd
            && next_sym as usize == ns
            && dim_remap.iter().enumerate().all(|(i, e)| *e == AffineExpr::Dim(i as u32))
            && sym_remap.iter().enumerate().all(|(i, e)| *e == AffineExpr::Symbol(i as u32));
        if !identity {
            *m = m.replace_dims_and_symbols(&dim_remap, &sym_remap, next_dim, next_sym);
        }
        *operands = result;
    }

    // ----- composition -----

    /// `replaceDimOrSym`: the input at `pos` (dims first), if an
    /// `affine.apply` defines it, is replaced by that apply's expression.
    fn replace_dim_or_sym(
        &mut self,
        map: &mut AffineMap,
        pos: usize,
        dims: &mut Vec<Option<Value>>,
        syms: &mut Vec<Option<Value>>,
    ) -> bool {
        let is_dim = pos < dims.len();
        let slot = if is_dim {
            &mut dims[pos]
        } else {
            &mut syms[pos - dims.len()]
        };
        let Some(v) = *slot else { return false };
        let Some((mut compose_map, mut compose_operands)) = self.apply_of(v) else {
            return false;
        };
        *slot = None;
        self.canonicalize(&mut compose_map, &mut compose_operands);
        let Some(replacement) = compose_map
            .shift_dims(dims.len() as u32)
            .shift_symbols(syms.len() as u32)
            .results
            .first()
            .cloned()
        else {
            return false;
        };
        let cd = compose_map.num_dims as usize;
        let (old_dims, old_syms) = (dims.len(), syms.len());
        dims.extend(compose_operands[..cd].iter().map(|&v| Some(v)));
        syms.extend(compose_operands[cd..].iter().map(|&v| Some(v)));
        let mut dim_repl: Vec<AffineExpr> = (0..old_dims as u32).map(AffineExpr::Dim).collect();
        let mut sym_repl: Vec<AffineExpr> = (0..old_syms as u32).map(AffineExpr::Symbol).collect();
        if is_dim {
            dim_repl[pos] = replacement;
        } else {
            sym_repl[pos - old_dims] = replacement;
        }
        *map = map.replace_dims_and_symbols(
            &dim_repl,
            &sym_repl,
            dims.len() as u32,
            syms.len() as u32,
        );
        true
    }

    /// Whether the `affine.apply`s feeding `operands` (transitively) form
    /// a cycle, which only a graph region allows: composing them would
    /// never end (upstream overflows its stack).
    fn apply_cycle(&self, operands: &[Value]) -> bool {
        // 1: on the current path, 2: done.
        let mut state: HashMap<OpId, u8> = HashMap::default();
        for &root in operands {
            let mut stack: Vec<(Value, bool)> = vec![(root, false)];
            while let Some((v, leaving)) = stack.pop() {
                let Some(op) = self.def_op(v).filter(|&o| self.is_op(o, &crate::APPLY_OP)) else {
                    continue;
                };
                if leaving {
                    state.insert(op, 2);
                    continue;
                }
                match state.get(&op) {
                    Some(1) => return true,
                    Some(_) => continue,
                    None => {}
                }
                state.insert(op, 1);
                stack.push((v, true));
                stack.extend(self.view.body.operands(op).map(|o| (o, false)));
            }
        }
        false
    }

    /// `composeAffineMapAndOperands`: inputs defined by `affine.apply`s are
    /// replaced by their expressions, then the map is canonicalized and
    /// simplified.
    pub(crate) fn compose(&mut self, map: &mut AffineMap, operands: &mut Vec<Value>) {
        if map.num_inputs() as usize != operands.len() {
            return;
        }
        // Mostly no input comes from an `affine.apply`: nothing to compose
        // (nor any cycle to look for).
        if map.results.is_empty() || !self.any_apply(operands) {
            self.canonicalize(map, operands);
            *map = map.simplified();
            return;
        }
        if self.apply_cycle(operands) {
            return;
        }
        if map.results.is_empty() {
            self.canonicalize(map, operands);
            *map = map.simplified();
            return;
        }
        let nd = map.num_dims as usize;
        let mut dims: Vec<Option<Value>> = operands[..nd].iter().map(|&v| Some(v)).collect();
        let mut syms: Vec<Option<Value>> = operands[nd..].iter().map(|&v| Some(v)).collect();
        loop {
            let mut changed = false;
            let mut pos = 0;
            while pos != dims.len() + syms.len() {
                if self.replace_dim_or_sym(map, pos, &mut dims, &mut syms) {
                    changed = true;
                    break;
                }
                pos += 1;
            }
            if !changed || dims.len() + syms.len() > MAX_COMPOSED_INPUTS {
                break;
            }
        }
        operands.clear();
        let (mut n_dims, mut n_syms) = (0u32, 0u32);
        let mut dim_repl = Vec::with_capacity(dims.len());
        for v in &dims {
            match v {
                None => dim_repl.push(AffineExpr::Constant(0)),
                Some(v) => {
                    dim_repl.push(AffineExpr::Dim(n_dims));
                    n_dims += 1;
                    operands.push(*v);
                }
            }
        }
        let mut sym_repl = Vec::with_capacity(syms.len());
        for v in &syms {
            match v {
                None => sym_repl.push(AffineExpr::Constant(0)),
                Some(v) => {
                    sym_repl.push(AffineExpr::Symbol(n_syms));
                    n_syms += 1;
                    operands.push(*v);
                }
            }
        }
        // Without a composed input, the renumbering is the identity.
        if dims.iter().chain(&syms).any(Option::is_none) {
            *map = map.replace_dims_and_symbols(&dim_repl, &sym_repl, n_dims, n_syms);
        }
        self.canonicalize(map, operands);
        *map = map.simplified();
    }

    /// Whether composing, canonicalizing and simplifying `map` with
    /// `operands` would leave both as they are, seen without building
    /// anything: the usual `affine.load %m[%i, %j]` of loop induction
    /// variables. True when every result is a lone dim, symbol or
    /// constant, every input is used, and the inputs are distinct block
    /// arguments (no `affine.apply` to compose, no constant to fold) that
    /// neither promotion nor demotion moves.
    pub(crate) fn is_canonical_leaf_map(&mut self, map: &AffineMap, operands: &[Value]) -> bool {
        let nd = map.num_dims as usize;
        if map.num_inputs() as usize != operands.len() {
            return false;
        }
        let mut used: SmallVec<[bool; 8]> = smallvec::smallvec![false; operands.len()];
        for e in &map.results {
            let slot = match e {
                AffineExpr::Dim(p) => (*p as usize) < nd,
                AffineExpr::Symbol(p) => nd + (*p as usize) < operands.len(),
                AffineExpr::Constant(_) => continue,
                _ => return false,
            };
            if !slot {
                return false;
            }
            match e {
                AffineExpr::Dim(p) => used[*p as usize] = true,
                AffineExpr::Symbol(p) => used[nd + *p as usize] = true,
                _ => {}
            }
        }
        if used.iter().any(|u| !u) {
            return false;
        }
        for (i, &v) in operands.iter().enumerate() {
            if self.def_op(v).is_some() || operands[..i].contains(&v) {
                return false;
            }
            let moves = if i < nd {
                self.valid.is_valid_symbol_in_def_scope(v)
            } else {
                self.valid.is_valid_dim_in_def_scope(v)
                    && !self.valid.is_valid_symbol_in_def_scope(v)
            };
            if moves {
                return false;
            }
        }
        true
    }

    /// Whether an `affine.apply` defines one of `operands`.
    pub(crate) fn any_apply(&self, operands: &[Value]) -> bool {
        operands.iter().any(|&v| {
            self.def_op(v)
                .is_some_and(|o| self.is_op(o, &crate::APPLY_OP))
        })
    }

    // ----- simplification with operand bounds -----

    /// `getLargestKnownDivisor(e, operands)`.
    fn largest_known_divisor(&self, e: &AffineExpr, operands: &[Value]) -> i64 {
        let div = e.largest_known_divisor();
        let AffineExpr::Dim(p) = e else { return div };
        let Some(&v) = operands.get(*p as usize) else {
            return div;
        };
        let Some(f) = self.for_iv_owner(v) else {
            return 1;
        };
        let (Some(lb), Some(step)) = (
            op_map(self.view, f, "lowerBoundMap"),
            for_step(self.view, f),
        ) else {
            return 1;
        };
        if lb.single_constant_result() == Some(0) {
            step
        } else {
            gcd(lb.largest_known_divisor_of_results(), step.unsigned_abs()) as i64
        }
    }

    /// `isNonNegativeBoundedBy`: `0 <= e < k`.
    fn non_negative_bounded_by(&self, e: &AffineExpr, operands: &[Value], k: i64) -> bool {
        match e {
            AffineExpr::Constant(c) => *c >= 0 && *c < k,
            AffineExpr::Dim(p) => {
                let Some(f) = operands
                    .get(*p as usize)
                    .and_then(|&v| self.for_iv_owner(v))
                else {
                    return false;
                };
                let lb =
                    op_map(self.view, f, "lowerBoundMap").and_then(|m| m.single_constant_result());
                let ub =
                    op_map(self.view, f, "upperBoundMap").and_then(|m| m.single_constant_result());
                matches!((lb, ub), (Some(lb), Some(ub)) if lb >= 0 && ub <= k)
            }
            _ => false,
        }
    }

    /// `isQTimesDPlusR`: `e` is `q * d + r` with `0 <= r < d`; gives
    /// `(d, q * d, r)`.
    fn q_times_d_plus_r(
        &self,
        e: &AffineExpr,
        operands: &[Value],
    ) -> Option<(i64, AffineExpr, AffineExpr)> {
        let AffineExpr::Add(l, r) = e else {
            return None;
        };
        let div = self.largest_known_divisor(l, operands);
        if self.non_negative_bounded_by(r, operands, div) {
            return Some((div, (**l).clone(), (**r).clone()));
        }
        let div = self.largest_known_divisor(r, operands);
        if self.non_negative_bounded_by(l, operands, div) {
            return Some((div, (**r).clone(), (**l).clone()));
        }
        None
    }

    /// `simplifyExprAndOperands`.
    fn simplify_expr(&self, expr: &AffineExpr, nd: u32, ns: u32, operands: &[Value]) -> AffineExpr {
        let Some((op, l, r)) = expr.as_binary() else {
            return expr.clone();
        };
        let (l, r) = rmlir_ir::affine::guard(|| {
            (
                self.simplify_expr(l, nd, ns, operands),
                self.simplify_expr(r, nd, ns, operands),
            )
        });
        let expr = AffineExpr::binary(op, l, r);
        let (kind, lhs, rhs) = match &expr {
            AffineExpr::FloorDiv(l, r) => (0, l, r),
            AffineExpr::CeilDiv(l, r) => (1, l, r),
            AffineExpr::Mod(l, r) => (2, l, r),
            _ => return expr,
        };
        let Some(c) = rhs.as_constant() else {
            return expr;
        };
        if c <= 0 {
            return expr;
        }
        let (lower, upper) = self.bounds(operands);
        let bound = |up: bool| match lhs.as_constant() {
            Some(v) => Some(v),
            None => bound_for_affine_expr(lhs, nd, ns, &lower, &upper, up),
        };
        if let (Some(lb), Some(ub)) = (bound(false), bound(true)) {
            use rmlir_ir::affine::{ceil_div_i64, floor_div_i64};
            if kind == 0 && floor_div_i64(lb, c) == floor_div_i64(ub, c) {
                return AffineExpr::Constant(floor_div_i64(lb, c));
            }
            if kind == 1 && ceil_div_i64(lb, c) == ceil_div_i64(ub, c) {
                return AffineExpr::Constant(ceil_div_i64(lb, c));
            }
            if kind == 2 && lb >= 0 && lb < c && ub < c {
                return (**lhs).clone();
            }
        }
        if let Some((div, q, rem)) = self.q_times_d_plus_r(lhs, operands) {
            if div != 0 && c % div == 0 && kind == 0 {
                return q.floor_div(AffineExpr::Constant(c));
            }
            if div % c == 0 && kind == 2 {
                return rem.modulo(AffineExpr::Constant(c));
            }
            return expr;
        }
        if (kind == 0 && self.non_negative_bounded_by(lhs, operands, c))
            || (kind == 2 && self.largest_known_divisor(lhs, operands) % c == 0)
        {
            return AffineExpr::Constant(0);
        }
        expr
    }

    /// `simplifyMapWithOperands`.
    pub(crate) fn simplify_map_with_operands(
        &self,
        map: &AffineMap,
        operands: &[Value],
    ) -> AffineMap {
        if map.num_inputs() as usize != operands.len() {
            return map.clone();
        }
        AffineMap::new(
            map.num_dims,
            map.num_symbols,
            map.results
                .iter()
                .map(|e| self.simplify_expr(e, map.num_dims, map.num_symbols, operands))
                .collect(),
        )
    }

    /// `simplifyMinOrMaxExprWithOperands`: results that can never be the
    /// min (max) are dropped, results with a constant range become that
    /// constant.
    pub(crate) fn simplify_min_or_max(
        &self,
        map: &mut AffineMap,
        operands: &[Value],
        is_max: bool,
    ) {
        if operands.is_empty() || map.num_inputs() as usize != operands.len() {
            return;
        }
        let (cl, cu) = self.bounds(operands);
        let (nd, ns) = (map.num_dims, map.num_symbols);
        let mut lbs = Vec::with_capacity(map.num_results());
        let mut ubs = Vec::with_capacity(map.num_results());
        for e in &map.results {
            if let Some(c) = e.as_constant() {
                lbs.push(Some(c));
                ubs.push(Some(c));
            } else {
                lbs.push(bound_for_affine_expr(e, nd, ns, &cl, &cu, false));
                ubs.push(bound_for_affine_expr(e, nd, ns, &cl, &cu, true));
            }
        }
        let mut kept = Vec::new();
        for (i, e) in map.results.iter().enumerate() {
            let mut e = e.clone();
            if let (Some(l), Some(u)) = (lbs[i], ubs[i]) {
                if l == u {
                    e = AffineExpr::Constant(l);
                }
            }
            let redundant = if is_max {
                let Some(ub) = ubs[i] else {
                    kept.push(e);
                    continue;
                };
                lbs.iter().enumerate().any(|(pos, &other)| {
                    let Some(other) = other else { return false };
                    if pos == i {
                        return false;
                    }
                    if other > ub {
                        return true;
                    }
                    if other < ub {
                        return false;
                    }
                    !(ubs[pos].is_some()
                        && lbs[i].is_some()
                        && lbs[i] == ubs[i]
                        && Some(other) == ubs[pos]
                        && i < pos)
                })
            } else {
                let Some(lb) = lbs[i] else {
                    kept.push(e);
                    continue;
                };
                ubs.iter().enumerate().any(|(pos, &other)| {
                    let Some(other) = other else { return false };
                    if pos == i {
                        return false;
                    }
                    if other < lb {
                        return true;
                    }
                    if other > lb {
                        return false;
                    }
                    !(lbs[pos].is_some()
                        && ubs[i].is_some()
                        && lbs[i] == ubs[i]
                        && Some(other) == lbs[pos]
                        && i < pos)
                })
            };
            if !redundant {
                kept.push(e);
            }
        }
        *map = AffineMap::new(nd, ns, kept);
    }
}

fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// The affine map held by property `name` of `op`.
pub(crate) fn op_map(view: &OpView<'_>, op: OpId, name: &str) -> Option<AffineMap> {
    let v = view.sibling(op);
    let a = v.prop(name)?;
    crate::affine_map(view.ctx, a).cloned()
}

/// The step of an `affine.for` (`getStepAsInt`).
pub(crate) fn for_step(view: &OpView<'_>, op: OpId) -> Option<i64> {
    let a = view.sibling(op).prop("step")?;
    view.ctx.int_value(a)
}

/// `removeDuplicateExprs`: the first of equal results is kept.
pub(crate) fn remove_duplicate_exprs(map: &AffineMap) -> AffineMap {
    let mut results: Vec<AffineExpr> = Vec::with_capacity(map.num_results());
    for e in &map.results {
        if !results.contains(e) {
            results.push(e.clone());
        }
    }
    AffineMap::new(map.num_dims, map.num_symbols, results)
}

/// Constant folding of one expression (`AffineExprConstantFolder`):
/// `Err(())` for poison (division by zero, mod by a non-positive value).
fn fold_expr(e: &AffineExpr, nd: u32, operands: &[Option<i64>]) -> Result<Option<i64>, ()> {
    use rmlir_ir::affine::{ceil_div_i64, floor_div_i64, mod_i64};
    Ok(match e {
        AffineExpr::Constant(c) => Some(*c),
        AffineExpr::Dim(p) => operands.get(*p as usize).copied().flatten(),
        AffineExpr::Symbol(p) => operands.get((nd + *p) as usize).copied().flatten(),
        _ => {
            let (op, l, r) = e.as_binary().expect("binary");
            let (l, r) = rmlir_ir::affine::guard(|| {
                Ok::<_, ()>((fold_expr(l, nd, operands)?, fold_expr(r, nd, operands)?))
            })?;
            let (Some(l), Some(r)) = (l, r) else {
                return Ok(None);
            };
            use rmlir_ir::affine::AffineBinaryOp as B;
            match op {
                B::Add => Some(l.wrapping_add(r)),
                B::Mul => Some(l.wrapping_mul(r)),
                B::Mod => {
                    if r < 1 {
                        return Err(());
                    }
                    Some(mod_i64(l, r))
                }
                B::FloorDiv | B::CeilDiv => {
                    if r == 0 {
                        return Err(());
                    }
                    if l == i64::MIN && r == -1 {
                        Some(i64::MIN)
                    } else if op == B::FloorDiv {
                        Some(floor_div_i64(l, r))
                    } else {
                        Some(ceil_div_i64(l, r))
                    }
                }
            }
        }
    })
}

/// `AffineMap::constantFold`: every result folded, `Ok(None)` if some
/// result is not constant, `Err(())` if one is poison.
pub(crate) fn constant_fold_map(
    map: &AffineMap,
    operands: &[Option<i64>],
) -> Result<Option<Vec<i64>>, ()> {
    let mut out = Vec::with_capacity(map.num_results());
    let mut all = true;
    for e in &map.results {
        match fold_expr(e, map.num_dims, operands)? {
            Some(v) => out.push(v),
            None => all = false,
        }
    }
    Ok(all.then_some(out))
}
