//! Affine expressions, affine maps and integer sets.
//!
//! The constructors ([`AffineExpr::add`], [`AffineExpr::mul`],
//! [`AffineExpr::floor_div`], [`AffineExpr::ceil_div`],
//! [`AffineExpr::modulo`], [`AffineExpr::neg`], [`AffineExpr::sub`])
//! perform exactly the on-the-fly simplifications of upstream MLIR's
//! `AffineExpr.cpp` (constant folding, canonical operand order, merging of
//! `x * c1 + x * c2`, `expr - (expr floordiv c) * c` to `expr mod c`, ...), so
//! that printing a parsed map reproduces `mlir-opt`'s output.  The `Display`
//! implementations follow upstream's `AsmPrinter`.
//!
//! Expressions are trees with cheaply clonable, shared children
//! ([`ExprBox`]).  Every recursive operation is protected with
//! `stacker::maybe_grow` and dropping is iterative, so very deep expressions
//! (e.g. a sum of 100k terms) do not overflow the stack.

use std::fmt;
use std::fmt::Write as _;
use std::hash::{Hash, Hasher};
use std::ops::Deref;
use std::sync::{Arc, OnceLock};

mod simplify;

pub use simplify::{
    affine_expr_from_flat_form, bound_for_affine_expr, flatten_affine_expr, simplify_affine_expr,
};

const RED_ZONE: usize = 64 * 1024;
const STACK_SIZE: usize = 2 * 1024 * 1024;

/// Runs `f` with enough stack for a recursion over an expression.
#[inline]
pub fn guard<R>(f: impl FnOnce() -> R) -> R {
    stacker::maybe_grow(RED_ZONE, STACK_SIZE, f)
}

/// A shared, immutable child of a binary affine expression.  Cloning is
/// cheap (reference counted); dropping a deep tree is iterative.  The node
/// caches whether its expression is symbolic-or-constant so that
/// [`AffineExpr::is_symbolic_or_constant`] is O(1).
pub struct ExprBox(Arc<ExprNode>);

struct ExprNode {
    expr: AffineExpr,
    symbolic_or_constant: bool,
}

impl ExprBox {
    /// Boxes `expr`, computing its symbolic-or-constant flag.
    pub fn new(expr: AffineExpr) -> Self {
        let symbolic_or_constant = expr.is_symbolic_or_constant();
        ExprBox(Arc::new(ExprNode {
            expr,
            symbolic_or_constant,
        }))
    }

    /// True if both boxes point to the same allocation.
    pub fn ptr_eq(a: &ExprBox, b: &ExprBox) -> bool {
        Arc::ptr_eq(&a.0, &b.0)
    }

    /// The boxed expression.
    pub fn expr(&self) -> &AffineExpr {
        &self.0.expr
    }

    fn take_arc(&mut self) -> Arc<ExprNode> {
        static PLACEHOLDER: OnceLock<Arc<ExprNode>> = OnceLock::new();
        let placeholder = PLACEHOLDER
            .get_or_init(|| {
                Arc::new(ExprNode {
                    expr: AffineExpr::Constant(0),
                    symbolic_or_constant: true,
                })
            })
            .clone();
        std::mem::replace(&mut self.0, placeholder)
    }
}

impl Deref for ExprBox {
    type Target = AffineExpr;
    fn deref(&self) -> &AffineExpr {
        &self.0.expr
    }
}

impl Clone for ExprBox {
    fn clone(&self) -> Self {
        ExprBox(self.0.clone())
    }
}

impl Drop for ExprBox {
    fn drop(&mut self) {
        // Only the last owner of a binary node has work to do; unroll the
        // recursive destruction of its subtree into a loop.
        if Arc::strong_count(&self.0) != 1 || !self.0.expr.is_binary() {
            return;
        }
        let mut stack = vec![self.take_arc()];
        while let Some(arc) = stack.pop() {
            if let Ok(node) = Arc::try_unwrap(arc) {
                if let Some((_, mut l, mut r)) = node.expr.into_binary() {
                    stack.push(l.take_arc());
                    stack.push(r.take_arc());
                }
            }
        }
    }
}

impl PartialEq for ExprBox {
    fn eq(&self, other: &Self) -> bool {
        ExprBox::ptr_eq(self, other) || self.0.expr == other.0.expr
    }
}
impl Eq for ExprBox {}

impl Hash for ExprBox {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.0.expr.hash(state)
    }
}

impl fmt::Debug for ExprBox {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.0.expr, f)
    }
}

/// The kind of an affine expression (upstream's `AffineExprKind`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum AffineExprKind {
    /// `lhs + rhs`
    Add,
    /// `lhs * rhs`
    Mul,
    /// `lhs mod rhs`
    Mod,
    /// `lhs floordiv rhs`
    FloorDiv,
    /// `lhs ceildiv rhs`
    CeilDiv,
    /// An integer constant.
    Constant,
    /// A dimension identifier `dN`.
    DimId,
    /// A symbol identifier `sN`.
    SymbolId,
}

/// The binary operators of affine expressions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum AffineBinaryOp {
    /// `+`
    Add,
    /// `*`
    Mul,
    /// `mod`
    Mod,
    /// `floordiv`
    FloorDiv,
    /// `ceildiv`
    CeilDiv,
}

impl AffineBinaryOp {
    /// The expression kind of this operator.
    pub fn kind(self) -> AffineExprKind {
        match self {
            AffineBinaryOp::Add => AffineExprKind::Add,
            AffineBinaryOp::Mul => AffineExprKind::Mul,
            AffineBinaryOp::Mod => AffineExprKind::Mod,
            AffineBinaryOp::FloorDiv => AffineExprKind::FloorDiv,
            AffineBinaryOp::CeilDiv => AffineExprKind::CeilDiv,
        }
    }

    /// Printed spelling including surrounding spaces (`" + "`, `" mod "`).
    pub fn spelling(self) -> &'static str {
        match self {
            AffineBinaryOp::Add => " + ",
            AffineBinaryOp::Mul => " * ",
            AffineBinaryOp::Mod => " mod ",
            AffineBinaryOp::FloorDiv => " floordiv ",
            AffineBinaryOp::CeilDiv => " ceildiv ",
        }
    }
}

/// An affine expression.
///
/// Build binary expressions with the simplifying constructors
/// ([`AffineExpr::add`] etc.) to get upstream's canonical forms; use
/// [`AffineExpr::raw_binary`] only when the exact structure is wanted.
#[derive(Clone)]
pub enum AffineExpr {
    /// Dimension `dN` (MLIR's `AffineDimExpr`).
    Dim(u32),
    /// Symbol `sN` (MLIR's `AffineSymbolExpr`).
    Symbol(u32),
    /// A constant (MLIR's `AffineConstantExpr`).
    Constant(i64),
    /// `lhs + rhs`; subtraction is `lhs + rhs * -1`, as upstream.
    Add(ExprBox, ExprBox),
    /// `lhs * rhs`
    Mul(ExprBox, ExprBox),
    /// `lhs mod rhs`
    Mod(ExprBox, ExprBox),
    /// `lhs floordiv rhs`
    FloorDiv(ExprBox, ExprBox),
    /// `lhs ceildiv rhs`
    CeilDiv(ExprBox, ExprBox),
}

impl PartialEq for AffineExpr {
    fn eq(&self, other: &Self) -> bool {
        use AffineExpr::*;
        match (self, other) {
            (Dim(a), Dim(b)) | (Symbol(a), Symbol(b)) => a == b,
            (Constant(a), Constant(b)) => a == b,
            _ => match (self.as_binary(), other.as_binary()) {
                (Some((o1, l1, r1)), Some((o2, l2, r2))) => {
                    o1 == o2
                        && guard(|| {
                            (ExprBox::ptr_eq(l1, l2) || **l1 == **l2)
                                && (ExprBox::ptr_eq(r1, r2) || **r1 == **r2)
                        })
                }
                _ => false,
            },
        }
    }
}
impl Eq for AffineExpr {}

impl Hash for AffineExpr {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.kind().hash(state);
        match self {
            AffineExpr::Dim(p) | AffineExpr::Symbol(p) => p.hash(state),
            AffineExpr::Constant(c) => c.hash(state),
            _ => {
                let (_, l, r) = self.as_binary().unwrap();
                guard(|| {
                    (**l).hash(state);
                    (**r).hash(state);
                })
            }
        }
    }
}

impl fmt::Debug for AffineExpr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "AffineExpr({self})")
    }
}

impl From<i64> for AffineExpr {
    fn from(v: i64) -> Self {
        AffineExpr::Constant(v)
    }
}

// Integer helpers of `mlir/Support/MathExtras.h` / `llvm/Support/MathExtras.h`
// (wrapping where C++ would overflow).

/// Floor division (`rhs != 0`).
pub fn floor_div_i64(lhs: i64, rhs: i64) -> i64 {
    if lhs == 0 {
        return 0;
    }
    let bias: i64 = if rhs >= 0 { -1 } else { 1 };
    let same_sign = (lhs >= 0) == (rhs >= 0);
    if same_sign {
        lhs.wrapping_div(rhs)
    } else {
        lhs.wrapping_sub(bias).wrapping_div(rhs).wrapping_sub(1)
    }
}

/// Ceiling division (`rhs != 0`).
pub fn ceil_div_i64(lhs: i64, rhs: i64) -> i64 {
    if lhs == 0 {
        return 0;
    }
    let bias: i64 = if rhs >= 0 { 1 } else { -1 };
    let same_sign = (lhs >= 0) == (rhs >= 0);
    if same_sign {
        lhs.wrapping_sub(bias).wrapping_div(rhs).wrapping_add(1)
    } else {
        lhs.wrapping_div(rhs)
    }
}

/// Non-negative remainder (`rhs >= 1`).
pub fn mod_i64(lhs: i64, rhs: i64) -> i64 {
    let m = lhs.wrapping_rem(rhs);
    if m < 0 {
        m.wrapping_add(rhs)
    } else {
        m
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

// The simplifying constructors are named like the `std::ops` methods on
// purpose (the operator traits are implemented on top of them).
#[allow(clippy::should_implement_trait)]
impl AffineExpr {
    // ----- Leaf constructors -----

    /// Dimension `d<position>`.
    pub fn dim(position: u32) -> Self {
        AffineExpr::Dim(position)
    }
    /// Symbol `s<position>`.
    pub fn symbol(position: u32) -> Self {
        AffineExpr::Symbol(position)
    }
    /// The constant `value`.
    pub fn constant(value: i64) -> Self {
        AffineExpr::Constant(value)
    }

    /// Builds a binary expression without any simplification.
    pub fn raw_binary(op: AffineBinaryOp, lhs: AffineExpr, rhs: AffineExpr) -> Self {
        let (l, r) = (ExprBox::new(lhs), ExprBox::new(rhs));
        match op {
            AffineBinaryOp::Add => AffineExpr::Add(l, r),
            AffineBinaryOp::Mul => AffineExpr::Mul(l, r),
            AffineBinaryOp::Mod => AffineExpr::Mod(l, r),
            AffineBinaryOp::FloorDiv => AffineExpr::FloorDiv(l, r),
            AffineBinaryOp::CeilDiv => AffineExpr::CeilDiv(l, r),
        }
    }

    /// Builds a binary expression with upstream's simplifications
    /// (`mlir::getAffineBinaryOpExpr`).
    pub fn binary(op: AffineBinaryOp, lhs: AffineExpr, rhs: AffineExpr) -> Self {
        match op {
            AffineBinaryOp::Add => lhs.add(rhs),
            AffineBinaryOp::Mul => lhs.mul(rhs),
            AffineBinaryOp::Mod => lhs.modulo(rhs),
            AffineBinaryOp::FloorDiv => lhs.floor_div(rhs),
            AffineBinaryOp::CeilDiv => lhs.ceil_div(rhs),
        }
    }

    // ----- Accessors -----

    /// The expression's kind (upstream's `AffineExpr::getKind`).
    pub fn kind(&self) -> AffineExprKind {
        match self {
            AffineExpr::Dim(_) => AffineExprKind::DimId,
            AffineExpr::Symbol(_) => AffineExprKind::SymbolId,
            AffineExpr::Constant(_) => AffineExprKind::Constant,
            AffineExpr::Add(..) => AffineExprKind::Add,
            AffineExpr::Mul(..) => AffineExprKind::Mul,
            AffineExpr::Mod(..) => AffineExprKind::Mod,
            AffineExpr::FloorDiv(..) => AffineExprKind::FloorDiv,
            AffineExpr::CeilDiv(..) => AffineExprKind::CeilDiv,
        }
    }

    /// Whether this is a binary operator expression.
    pub fn is_binary(&self) -> bool {
        self.as_binary().is_some()
    }

    /// For a binary expression: its operator and operands.
    pub fn as_binary(&self) -> Option<(AffineBinaryOp, &ExprBox, &ExprBox)> {
        match self {
            AffineExpr::Add(l, r) => Some((AffineBinaryOp::Add, l, r)),
            AffineExpr::Mul(l, r) => Some((AffineBinaryOp::Mul, l, r)),
            AffineExpr::Mod(l, r) => Some((AffineBinaryOp::Mod, l, r)),
            AffineExpr::FloorDiv(l, r) => Some((AffineBinaryOp::FloorDiv, l, r)),
            AffineExpr::CeilDiv(l, r) => Some((AffineBinaryOp::CeilDiv, l, r)),
            _ => None,
        }
    }

    /// Moves the operator and operands out of a binary expression.
    pub fn into_binary(self) -> Option<(AffineBinaryOp, ExprBox, ExprBox)> {
        match self {
            AffineExpr::Add(l, r) => Some((AffineBinaryOp::Add, l, r)),
            AffineExpr::Mul(l, r) => Some((AffineBinaryOp::Mul, l, r)),
            AffineExpr::Mod(l, r) => Some((AffineBinaryOp::Mod, l, r)),
            AffineExpr::FloorDiv(l, r) => Some((AffineBinaryOp::FloorDiv, l, r)),
            AffineExpr::CeilDiv(l, r) => Some((AffineBinaryOp::CeilDiv, l, r)),
            _ => None,
        }
    }

    /// The operands of a binary expression with operator `op`.
    fn binary_of(&self, op: AffineBinaryOp) -> Option<(&AffineExpr, &AffineExpr)> {
        match self.as_binary() {
            Some((o, l, r)) if o == op => Some((&**l, &**r)),
            _ => None,
        }
    }

    /// The value of a constant expression.
    pub fn as_constant(&self) -> Option<i64> {
        match self {
            AffineExpr::Constant(c) => Some(*c),
            _ => None,
        }
    }
    /// The position of a dimension expression.
    pub fn as_dim(&self) -> Option<u32> {
        match self {
            AffineExpr::Dim(p) => Some(*p),
            _ => None,
        }
    }
    /// The position of a symbol expression.
    pub fn as_symbol(&self) -> Option<u32> {
        match self {
            AffineExpr::Symbol(p) => Some(*p),
            _ => None,
        }
    }
    /// Whether this is a constant expression.
    pub fn is_constant(&self) -> bool {
        matches!(self, AffineExpr::Constant(_))
    }

    // ----- Properties -----

    /// True if the expression contains only symbols and constants.
    pub fn is_symbolic_or_constant(&self) -> bool {
        match self {
            AffineExpr::Constant(_) | AffineExpr::Symbol(_) => true,
            AffineExpr::Dim(_) => false,
            _ => {
                let (_, l, r) = self.as_binary().unwrap();
                l.0.symbolic_or_constant && r.0.symbolic_or_constant
            }
        }
    }

    /// True if multiplication, floordiv, ceildiv and mod are only by
    /// constants.
    pub fn is_pure_affine(&self) -> bool {
        match self {
            AffineExpr::Constant(_) | AffineExpr::Symbol(_) | AffineExpr::Dim(_) => true,
            AffineExpr::Add(l, r) => guard(|| l.is_pure_affine() && r.is_pure_affine()),
            AffineExpr::Mul(l, r) => {
                guard(|| l.is_pure_affine() && r.is_pure_affine())
                    && (l.is_constant() || r.is_constant())
            }
            AffineExpr::Mod(l, r) | AffineExpr::FloorDiv(l, r) | AffineExpr::CeilDiv(l, r) => {
                guard(|| l.is_pure_affine()) && r.is_constant()
            }
        }
    }

    /// The greatest known integral divisor of the expression.
    pub fn largest_known_divisor(&self) -> i64 {
        match self {
            AffineExpr::Dim(_) | AffineExpr::Symbol(_) => 1,
            AffineExpr::Constant(c) => c.wrapping_abs(),
            AffineExpr::FloorDiv(l, r) | AffineExpr::CeilDiv(l, r) => {
                if let Some(rc) = r.as_constant() {
                    if rc != 0 {
                        let lhs_div = guard(|| l.largest_known_divisor());
                        if lhs_div.wrapping_rem(rc) == 0 {
                            return lhs_div.wrapping_div(rc);
                        }
                    }
                }
                1
            }
            AffineExpr::Mul(l, r) => guard(|| {
                l.largest_known_divisor()
                    .wrapping_mul(r.largest_known_divisor())
            }),
            AffineExpr::Add(l, r) | AffineExpr::Mod(l, r) => guard(|| {
                gcd_u64(
                    l.largest_known_divisor() as u64,
                    r.largest_known_divisor() as u64,
                ) as i64
            }),
        }
    }

    /// True if the expression is known to be a multiple of `factor`.
    pub fn is_multiple_of(&self, factor: i64) -> bool {
        if factor == 0 {
            return false;
        }
        match self {
            AffineExpr::Dim(_) | AffineExpr::Symbol(_) => factor.wrapping_mul(factor) == 1,
            AffineExpr::Constant(c) => c.wrapping_rem(factor) == 0,
            AffineExpr::Mul(l, r) => {
                let ld = l.largest_known_divisor();
                if ld.wrapping_rem(factor) == 0 {
                    return true;
                }
                let rd = r.largest_known_divisor();
                rd.wrapping_rem(factor) == 0
                    || (ld as u64)
                        .wrapping_mul(rd as u64)
                        .is_multiple_of(factor as u64)
            }
            AffineExpr::Add(l, r)
            | AffineExpr::FloorDiv(l, r)
            | AffineExpr::CeilDiv(l, r)
            | AffineExpr::Mod(l, r) => gcd_u64(
                l.largest_known_divisor() as u64,
                r.largest_known_divisor() as u64,
            )
            .is_multiple_of(factor as u64),
        }
    }

    /// True if dimension `position` occurs in the expression.
    pub fn is_function_of_dim(&self, position: u32) -> bool {
        self.contains_leaf(&AffineExpr::Dim(position))
    }

    /// True if symbol `position` occurs in the expression.
    pub fn is_function_of_symbol(&self, position: u32) -> bool {
        self.contains_leaf(&AffineExpr::Symbol(position))
    }

    /// True if the dim or symbol `leaf` occurs in the expression.
    fn contains_leaf(&self, leaf: &AffineExpr) -> bool {
        match self.as_binary() {
            Some((_, l, r)) => guard(|| l.contains_leaf(leaf) || r.contains_leaf(leaf)),
            None => self == leaf,
        }
    }

    /// Visits all sub-expressions in post order.
    pub fn walk(&self, f: &mut dyn FnMut(&AffineExpr)) {
        if let Some((_, l, r)) = self.as_binary() {
            guard(|| {
                l.walk(f);
                r.walk(f);
            });
        }
        f(self);
    }

    /// Replaces dims and symbols by the given expressions (positions beyond
    /// the replacement lists are kept), re-simplifying rebuilt nodes.
    pub fn replace_dims_and_symbols(&self, dims: &[AffineExpr], syms: &[AffineExpr]) -> AffineExpr {
        match self {
            AffineExpr::Constant(_) => self.clone(),
            AffineExpr::Dim(p) => dims
                .get(*p as usize)
                .cloned()
                .unwrap_or_else(|| self.clone()),
            AffineExpr::Symbol(p) => syms
                .get(*p as usize)
                .cloned()
                .unwrap_or_else(|| self.clone()),
            _ => {
                let (op, l, r) = self.as_binary().unwrap();
                let (nl, nr) = guard(|| {
                    (
                        l.replace_dims_and_symbols(dims, syms),
                        r.replace_dims_and_symbols(dims, syms),
                    )
                });
                if nl == **l && nr == **r {
                    return self.clone();
                }
                AffineExpr::binary(op, nl, nr)
            }
        }
    }

    /// [`AffineExpr::replace_dims_and_symbols`] with dims only.
    pub fn replace_dims(&self, dims: &[AffineExpr]) -> AffineExpr {
        self.replace_dims_and_symbols(dims, &[])
    }

    /// [`AffineExpr::replace_dims_and_symbols`] with symbols only.
    pub fn replace_symbols(&self, syms: &[AffineExpr]) -> AffineExpr {
        self.replace_dims_and_symbols(&[], syms)
    }

    /// Replaces dims `[offset, num_dims)` by dims shifted by `shift`.
    pub fn shift_dims(&self, num_dims: u32, shift: u32, offset: u32) -> AffineExpr {
        let dims: Vec<_> = (0..num_dims)
            .map(|i| AffineExpr::Dim(if i < offset { i } else { i + shift }))
            .collect();
        self.replace_dims_and_symbols(&dims, &[])
    }

    /// Replaces symbols `[offset, num_symbols)` by symbols shifted by `shift`.
    pub fn shift_symbols(&self, num_symbols: u32, shift: u32, offset: u32) -> AffineExpr {
        let syms: Vec<_> = (0..num_symbols)
            .map(|i| AffineExpr::Symbol(if i < offset { i } else { i + shift }))
            .collect();
        self.replace_dims_and_symbols(&[], &syms)
    }

    // ----- Simplifying constructors -----

    /// `self + rhs`, simplified as upstream's `AffineExpr::operator+`.
    pub fn add(self, rhs: AffineExpr) -> AffineExpr {
        self.simplified(AffineBinaryOp::Add, rhs, simplify_add)
    }

    /// `self * rhs`, simplified as upstream's `AffineExpr::operator*`.
    pub fn mul(self, rhs: AffineExpr) -> AffineExpr {
        self.simplified(AffineBinaryOp::Mul, rhs, simplify_mul)
    }

    /// `-self`, i.e. `self * -1`.
    pub fn neg(self) -> AffineExpr {
        self.mul(AffineExpr::Constant(-1))
    }

    /// `self - rhs`, i.e. `self + rhs * -1`.
    pub fn sub(self, rhs: AffineExpr) -> AffineExpr {
        self.add(rhs.neg())
    }

    /// `self floordiv rhs`.
    pub fn floor_div(self, rhs: AffineExpr) -> AffineExpr {
        self.simplified(AffineBinaryOp::FloorDiv, rhs, |l, r| {
            simplify_div(AffineBinaryOp::FloorDiv, l, r)
        })
    }

    /// `self ceildiv rhs`.
    pub fn ceil_div(self, rhs: AffineExpr) -> AffineExpr {
        self.simplified(AffineBinaryOp::CeilDiv, rhs, |l, r| {
            simplify_div(AffineBinaryOp::CeilDiv, l, r)
        })
    }

    /// `self mod rhs`.
    pub fn modulo(self, rhs: AffineExpr) -> AffineExpr {
        self.simplified(AffineBinaryOp::Mod, rhs, simplify_mod)
    }

    /// `simplify`'s result, or the plain `self op rhs` when no rule applies.
    fn simplified(
        self,
        op: AffineBinaryOp,
        rhs: AffineExpr,
        simplify: impl FnOnce(&AffineExpr, &AffineExpr) -> Option<AffineExpr>,
    ) -> AffineExpr {
        match guard(|| simplify(&self, &rhs)) {
            Some(e) => e,
            None => AffineExpr::raw_binary(op, self, rhs),
        }
    }

    // ----- Printing -----

    /// Prints the expression, naming dims and symbols with `name(out, pos,
    /// is_symbol)` (upstream's `printAffineExpr` with `printValueName`).
    pub fn print_with(
        &self,
        out: &mut dyn fmt::Write,
        name: &mut dyn FnMut(&mut dyn fmt::Write, u32, bool) -> fmt::Result,
    ) -> fmt::Result {
        print_expr(self, false, out, name)
    }

    /// Prints as an affine constraint: `expr >= 0` or `expr == 0`.
    pub fn print_constraint(&self, is_eq: bool, out: &mut dyn fmt::Write) -> fmt::Result {
        print_expr(self, false, out, &mut default_name)?;
        out.write_str(if is_eq { " == 0" } else { " >= 0" })
    }
}

fn default_name(out: &mut dyn fmt::Write, pos: u32, is_symbol: bool) -> fmt::Result {
    write!(out, "{}{}", if is_symbol { 's' } else { 'd' }, pos)
}

/// Upstream's `printAffineExprInternal`; `strong` is the enclosing binding
/// strength.
fn print_expr(
    expr: &AffineExpr,
    strong: bool,
    out: &mut dyn fmt::Write,
    name: &mut dyn FnMut(&mut dyn fmt::Write, u32, bool) -> fmt::Result,
) -> fmt::Result {
    guard(|| {
        let (op, lhs, rhs) = match expr {
            AffineExpr::Dim(p) => return name(out, *p, false),
            AffineExpr::Symbol(p) => return name(out, *p, true),
            AffineExpr::Constant(c) => return write!(out, "{c}"),
            _ => expr.as_binary().unwrap(),
        };
        let open = |out: &mut dyn fmt::Write| if strong { out.write_char('(') } else { Ok(()) };
        let close = |out: &mut dyn fmt::Write| if strong { out.write_char(')') } else { Ok(()) };

        if op != AffineBinaryOp::Add {
            open(out)?;
            // Pretty print multiplication with -1.
            if op == AffineBinaryOp::Mul && rhs.as_constant() == Some(-1) {
                out.write_char('-')?;
                print_expr(lhs, true, out, name)?;
                return close(out);
            }
            print_expr(lhs, true, out, name)?;
            out.write_str(op.spelling())?;
            print_expr(rhs, true, out, name)?;
            return close(out);
        }

        open(out)?;
        // Pretty print addition to a product that has a negative operand as
        // a subtraction.
        if let AffineExpr::Mul(rl, rr) = &**rhs {
            if let Some(c) = rr.as_constant() {
                if c == -1 {
                    print_expr(lhs, false, out, name)?;
                    out.write_str(" - ")?;
                    let strong_inner = rl.kind() == AffineExprKind::Add;
                    print_expr(rl, strong_inner, out, name)?;
                    return close(out);
                }
                if c < -1 {
                    print_expr(lhs, false, out, name)?;
                    out.write_str(" - ")?;
                    print_expr(rl, true, out, name)?;
                    write!(out, " * {}", c.wrapping_neg())?;
                    return close(out);
                }
            }
        }
        // Pretty print addition to a negative number as a subtraction.
        if let Some(c) = rhs.as_constant() {
            if c < 0 {
                print_expr(lhs, false, out, name)?;
                write!(out, " - {}", c.wrapping_neg())?;
                return close(out);
            }
        }
        print_expr(lhs, false, out, name)?;
        out.write_str(" + ")?;
        print_expr(rhs, false, out, name)?;
        close(out)
    })
}

impl fmt::Display for AffineExpr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        print_expr(self, false, f, &mut default_name)
    }
}

// ----- Simplification (upstream's simplifyAdd/Mul/FloorDiv/CeilDiv/Mod) -----

fn simplify_add(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let lhs_const = lhs.as_constant();
    let rhs_const = rhs.as_constant();
    // Fold if both are constants; on overflow the sum is kept as is.
    if let (Some(l), Some(r)) = (lhs_const, rhs_const) {
        return l.checked_add(r).map(AffineExpr::Constant);
    }
    // Canonicalize so that only the RHS is a constant; if only one of them
    // is symbolic, make it the RHS.
    if lhs_const.is_some() || (lhs.is_symbolic_or_constant() && !rhs.is_symbolic_or_constant()) {
        return Some(rhs.clone().add(lhs.clone()));
    }
    // Order leaves of the same kind by position: d1 + d0 into d0 + d1.
    if leaves_out_of_order(lhs, rhs) {
        return Some(rhs.clone().add(lhs.clone()));
    }
    // Addition with zero.
    if rhs_const == Some(0) {
        return Some(lhs.clone());
    }
    // Fold (d0 + 2) + 3 into d0 + 5.
    let l_add = lhs.binary_of(AffineBinaryOp::Add);
    if let (Some((ll, lr)), Some(r)) = (l_add, rhs_const) {
        if let Some(lrc) = lr.as_constant() {
            return Some(ll.clone().add(AffineExpr::Constant(lrc.wrapping_add(r))));
        }
    }
    // Detect "c1 * expr + c2 * expr" as "(c1 + c2) * expr".
    let split = |e: &AffineExpr| -> (AffineExpr, i64) {
        if let Some((x, c)) = e.binary_of(AffineBinaryOp::Mul) {
            if let Some(c) = c.as_constant() {
                return (x.clone(), c);
            }
        }
        (e.clone(), 1)
    };
    let (first, c1) = split(lhs);
    let (second, c2) = split(rhs);
    if first == second {
        return Some(first.mul(AffineExpr::Constant(c1.wrapping_add(c2))));
    }
    // Bring constants to the right: (d0 + 2) + d1 into (d0 + d1) + 2.
    if let Some((ll, lr)) = l_add {
        if lr.is_constant() {
            return Some(ll.clone().add(rhs.clone()).add(lr.clone()));
        }
    }
    // Detect "expr - q * (expr floordiv q)" as "expr mod q".
    let (_, lrhs, rrhs) = rhs.as_binary()?;
    if rrhs.as_constant() == Some(-1) {
        if let Some((llrhs, rlrhs)) = lrhs.binary_of(AffineBinaryOp::Mul) {
            let (fl, fr) = llrhs.binary_of(AffineBinaryOp::FloorDiv)?;
            if fr == rlrhs && lhs == fl {
                return Some(lhs.clone().modulo(rlrhs.clone()));
            }
        }
    }
    // Process "expr + (expr floordiv c) * -c" (only for a positive constant
    // c: modulo by a negative value is not supported).
    if !matches!(rhs, AffineExpr::Mul(..)) {
        return None;
    }
    let (llrhs, rlrhs) = lrhs.binary_of(AffineBinaryOp::FloorDiv)?;
    let positive_c = matches!(rlrhs.as_constant(), Some(c) if c > 0);
    if positive_c && lhs == llrhs && *rlrhs == (**rrhs).clone().neg() {
        return Some(lhs.clone().modulo(rlrhs.clone()));
    }
    // Reassociate "(a + b) + (expr floordiv c) * q" into
    // "a + (b + (expr floordiv c) * q)" when "b + (expr floordiv c) * q"
    // simplifies, so that the pattern above can be found deeper in a sum.
    if let Some((a, b)) = lhs.binary_of(AffineBinaryOp::Add) {
        if let Some(sum) = simplify_add(b, rhs) {
            return Some(a.clone().add(sum));
        }
    }
    None
}

/// True for two dims (or two symbols) whose positions are decreasing.
fn leaves_out_of_order(lhs: &AffineExpr, rhs: &AffineExpr) -> bool {
    match (lhs, rhs) {
        (AffineExpr::Dim(a), AffineExpr::Dim(b))
        | (AffineExpr::Symbol(a), AffineExpr::Symbol(b)) => a > b,
        _ => false,
    }
}

fn simplify_mul(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let lhs_const = lhs.as_constant();
    let rhs_const = rhs.as_constant();
    // Fold if both are constants; on overflow the product is kept as is.
    if let (Some(l), Some(r)) = (lhs_const, rhs_const) {
        return l.checked_mul(r).map(AffineExpr::Constant);
    }
    let rhs_sym = rhs.is_symbolic_or_constant();
    // Upstream asserts that one side is symbolic; a non-affine product built
    // through the API is left as is instead of recursing forever.
    if !rhs_sym && !lhs.is_symbolic_or_constant() {
        return None;
    }
    // Canonicalize so that the constant/symbolic term is the RHS.
    if !rhs_sym || lhs_const.is_some() {
        return Some(rhs.clone().mul(lhs.clone()));
    }
    // Order leaves of the same kind by position: s1 * s0 into s0 * s1.
    if leaves_out_of_order(lhs, rhs) {
        return Some(rhs.clone().mul(lhs.clone()));
    }
    if let Some(r) = rhs_const {
        if r == 1 {
            return Some(lhs.clone());
        }
        if r == 0 {
            return Some(rhs.clone());
        }
    }
    if let Some((ll, lr)) = lhs.binary_of(AffineBinaryOp::Mul) {
        if let Some(lrc) = lr.as_constant() {
            // Fold (d0 * 2) * 3 into d0 * 6.
            if let Some(r) = rhs_const {
                return Some(ll.clone().mul(AffineExpr::Constant(lrc.wrapping_mul(r))));
            }
            // Bring constants to the right: (d0 * 2) * d1 into (d0 * d1) * 2.
            return Some(ll.clone().mul(rhs.clone()).mul(lr.clone()));
        }
    }
    None
}

/// Floordiv and ceildiv (`op`) share their rules but for the distribution
/// over a sum, which upstream does for floordiv only.
fn simplify_div(op: AffineBinaryOp, lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let is_floor = op == AffineBinaryOp::FloorDiv;
    // Division by zero is undefined and preserved as is.
    let r = rhs.as_constant()?;
    if r == 0 {
        return None;
    }
    if let Some(l) = lhs.as_constant() {
        // `i64::MIN / -1` overflows and is kept as is.
        if l == i64::MIN && r == -1 {
            return None;
        }
        let fold = if is_floor {
            floor_div_i64
        } else {
            ceil_div_i64
        };
        return Some(AffineExpr::Constant(fold(l, r)));
    }
    if r == 1 {
        return Some(lhs.clone());
    }
    // (expr * c) div d when c is a multiple of d.
    if let Some((ll, lr)) = lhs.binary_of(AffineBinaryOp::Mul) {
        if let Some(lrc) = lr.as_constant() {
            if lrc.wrapping_rem(r) == 0 {
                return Some(ll.clone().mul(AffineExpr::Constant(lrc.wrapping_div(r))));
            }
        }
    }
    // (expr1 + expr2) floordiv d when either is a known multiple of d.
    if let Some((a, b)) = lhs.binary_of(AffineBinaryOp::Add).filter(|_| is_floor) {
        let ad = a.largest_known_divisor();
        let bd = b.largest_known_divisor();
        if ad.wrapping_rem(r) == 0 || bd.wrapping_rem(r) == 0 {
            let fa = a.clone().floor_div(AffineExpr::Constant(r));
            let fb = b.clone().floor_div(AffineExpr::Constant(r));
            return Some(fa.add(fb));
        }
    }
    None
}

fn simplify_mod(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let r = rhs.as_constant()?;
    if r < 1 {
        return None;
    }
    if let Some(l) = lhs.as_constant() {
        return Some(AffineExpr::Constant(mod_i64(l, r)));
    }
    // A known multiple of the modulus folds to zero.
    if lhs.largest_known_divisor().wrapping_rem(r) == 0 {
        return Some(AffineExpr::Constant(0));
    }
    // (expr1 + expr2) mod d when either is a known multiple of d.
    if let Some((a, b)) = lhs.binary_of(AffineBinaryOp::Add) {
        if a.largest_known_divisor().wrapping_rem(r) == 0 {
            return Some(b.clone().modulo(AffineExpr::Constant(r)));
        }
        if b.largest_known_divisor().wrapping_rem(r) == 0 {
            return Some(a.clone().modulo(AffineExpr::Constant(r)));
        }
    }
    // (e mod a) mod b to e mod b when b divides a.
    if let Some((e, a)) = lhs.binary_of(AffineBinaryOp::Mod) {
        if let Some(a) = a.as_constant() {
            if a >= 1 && mod_i64(a, r) == 0 {
                return Some(e.clone().modulo(AffineExpr::Constant(r)));
            }
        }
    }
    None
}

// ----- Operator sugar -----

macro_rules! impl_ops {
    ($($trait:ident $method:ident => $ctor:ident;)*) => {$(
        impl std::ops::$trait<AffineExpr> for AffineExpr {
            type Output = AffineExpr;
            fn $method(self, rhs: AffineExpr) -> AffineExpr { AffineExpr::$ctor(self, rhs) }
        }
        impl std::ops::$trait<i64> for AffineExpr {
            type Output = AffineExpr;
            fn $method(self, rhs: i64) -> AffineExpr { AffineExpr::$ctor(self, AffineExpr::Constant(rhs)) }
        }
        impl std::ops::$trait<&AffineExpr> for &AffineExpr {
            type Output = AffineExpr;
            fn $method(self, rhs: &AffineExpr) -> AffineExpr { AffineExpr::$ctor(self.clone(), rhs.clone()) }
        }
    )*};
}

impl_ops! {
    Add add => add;
    Sub sub => sub;
    Mul mul => mul;
    Rem rem => modulo;
}

impl std::ops::Neg for AffineExpr {
    type Output = AffineExpr;
    fn neg(self) -> AffineExpr {
        AffineExpr::neg(self)
    }
}

// ----- Affine maps -----

/// A multi-dimensional affine map `(d0, ..)[s0, ..] -> (results)`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct AffineMap {
    /// Number of dimension inputs (`d0, ..`).
    pub num_dims: u32,
    /// Number of symbol inputs (`s0, ..`).
    pub num_symbols: u32,
    /// The result expressions.
    pub results: Vec<AffineExpr>,
}

impl AffineMap {
    /// A map over `num_dims` dims and `num_symbols` symbols, taken as is
    /// (the results are not simplified here).
    pub fn new(num_dims: u32, num_symbols: u32, results: Vec<AffineExpr>) -> Self {
        AffineMap {
            num_dims,
            num_symbols,
            results,
        }
    }

    /// `(d0, .., dn-1) -> ()` with the given counts and no results.
    pub fn empty(num_dims: u32, num_symbols: u32) -> Self {
        AffineMap::new(num_dims, num_symbols, Vec::new())
    }

    /// `() -> (c)`.
    pub fn constant_map(value: i64) -> Self {
        AffineMap::new(0, 0, vec![AffineExpr::Constant(value)])
    }

    /// `(d0, .., dn-1) -> (d0, .., dn-1)`.
    pub fn multi_dim_identity(num_dims: u32) -> Self {
        AffineMap::new(num_dims, 0, (0..num_dims).map(AffineExpr::Dim).collect())
    }

    /// `(d0, .., dn-1) -> (dn-r, .., dn-1)`.
    pub fn minor_identity(num_dims: u32, num_results: u32) -> Self {
        assert!(num_dims >= num_results, "invalid minor identity map");
        AffineMap::new(
            num_dims,
            0,
            (num_dims - num_results..num_dims)
                .map(AffineExpr::Dim)
                .collect(),
        )
    }

    /// `(d0, .., dn-1) -> (d_perm[0], ..)`.
    pub fn permutation(perm: &[u32]) -> Self {
        let num_dims = perm.iter().map(|&p| p + 1).max().unwrap_or(0);
        AffineMap::new(
            num_dims,
            0,
            perm.iter().map(|&p| AffineExpr::Dim(p)).collect(),
        )
    }

    /// Number of inputs: dims plus symbols.
    pub fn num_inputs(&self) -> u32 {
        self.num_dims + self.num_symbols
    }
    /// Number of results.
    pub fn num_results(&self) -> usize {
        self.results.len()
    }
    /// Result `i`. Panics if out of range.
    pub fn result(&self, i: usize) -> &AffineExpr {
        &self.results[i]
    }

    /// True for `(d0, .., dn-1) -> (d0, .., dn-1)` (symbols allowed).
    pub fn is_identity(&self) -> bool {
        self.num_dims as usize == self.results.len()
            && self
                .results
                .iter()
                .enumerate()
                .all(|(i, e)| e.as_dim() == Some(i as u32))
    }

    /// True for `()[s0, .., sn-1] -> (s0, .., sn-1)` (dims allowed).
    pub fn is_symbol_identity(&self) -> bool {
        self.num_symbols as usize == self.results.len()
            && self
                .results
                .iter()
                .enumerate()
                .all(|(i, e)| e.as_symbol() == Some(i as u32))
    }

    /// True if the map has no results.
    pub fn is_empty(&self) -> bool {
        self.results.is_empty()
    }

    /// True if the map has exactly one, constant, result.
    pub fn is_single_constant(&self) -> bool {
        self.results.len() == 1 && self.results[0].is_constant()
    }

    /// True if all results are constants.
    pub fn is_constant(&self) -> bool {
        self.results.iter().all(AffineExpr::is_constant)
    }

    /// The constant of a single-constant map.
    pub fn single_constant_result(&self) -> Option<i64> {
        if self.is_single_constant() {
            self.results[0].as_constant()
        } else {
            None
        }
    }

    /// The results of a constant map (`None` if some result is not constant).
    pub fn constant_results(&self) -> Option<Vec<i64>> {
        self.results.iter().map(AffineExpr::as_constant).collect()
    }

    /// True if the map is `(d0, .., dn-1) -> (dn-r, .., dn-1)` without symbols.
    pub fn is_minor_identity(&self) -> bool {
        self.num_symbols == 0
            && self.num_dims as usize >= self.results.len()
            && *self == AffineMap::minor_identity(self.num_dims, self.results.len() as u32)
    }

    /// True if each result is a distinct dim (or a zero constant when
    /// `allow_zero_in_results`) and the map has no symbols.
    pub fn is_projected_permutation(&self, allow_zero_in_results: bool) -> bool {
        if self.num_symbols > 0 {
            return false;
        }
        if self.results.len() > self.num_inputs() as usize {
            return false;
        }
        let mut seen = vec![false; self.num_inputs() as usize];
        for e in &self.results {
            match e {
                AffineExpr::Dim(p) => {
                    let p = *p as usize;
                    if p >= seen.len() || seen[p] {
                        return false;
                    }
                    seen[p] = true;
                }
                AffineExpr::Constant(0) if allow_zero_in_results => {}
                _ => return false,
            }
        }
        true
    }

    /// True if the map is a permutation of its dims.
    pub fn is_permutation(&self) -> bool {
        self.num_dims as usize == self.results.len() && self.is_projected_permutation(false)
    }

    /// True if all results are pure affine.
    pub fn is_pure_affine(&self) -> bool {
        self.results.iter().all(AffineExpr::is_pure_affine)
    }

    /// True if dim `position` appears in some result.
    pub fn is_function_of_dim(&self, position: u32) -> bool {
        self.results.iter().any(|e| e.is_function_of_dim(position))
    }

    /// True if symbol `position` appears in some result.
    pub fn is_function_of_symbol(&self, position: u32) -> bool {
        self.results
            .iter()
            .any(|e| e.is_function_of_symbol(position))
    }

    /// The map restricted to the results at `positions`.
    pub fn sub_map(&self, positions: &[usize]) -> AffineMap {
        AffineMap::new(
            self.num_dims,
            self.num_symbols,
            positions.iter().map(|&i| self.results[i].clone()).collect(),
        )
    }

    /// Replaces dims and symbols in every result and sets new counts.
    pub fn replace_dims_and_symbols(
        &self,
        dims: &[AffineExpr],
        syms: &[AffineExpr],
        num_result_dims: u32,
        num_result_syms: u32,
    ) -> AffineMap {
        AffineMap::new(
            num_result_dims,
            num_result_syms,
            self.results
                .iter()
                .map(|e| e.replace_dims_and_symbols(dims, syms))
                .collect(),
        )
    }

    /// `self ∘ other`: the results of `other` are substituted for the dims of
    /// `self`; symbols of `self` come first, then those of `other`
    /// (upstream's `AffineMap::compose`, without further simplification).
    pub fn compose(&self, other: &AffineMap) -> AffineMap {
        assert_eq!(
            self.num_dims as usize,
            other.results.len(),
            "composing incompatible maps"
        );
        let num_symbols = self.num_symbols + other.num_symbols;
        let new_dims: Vec<_> = (0..other.num_dims).map(AffineExpr::Dim).collect();
        let new_syms: Vec<_> = (self.num_symbols..num_symbols)
            .map(AffineExpr::Symbol)
            .collect();
        let exprs: Vec<_> = other
            .results
            .iter()
            .map(|e| e.replace_dims_and_symbols(&new_dims, &new_syms))
            .collect();
        let syms: Vec<_> = (0..self.num_symbols).map(AffineExpr::Symbol).collect();
        self.replace_dims_and_symbols(&exprs, &syms, other.num_dims, num_symbols)
    }

    /// Dims shifted up by `shift` (`AffineMap::shiftDims`, offset 0).
    pub fn shift_dims(&self, shift: u32) -> AffineMap {
        let dims: Vec<_> = (0..self.num_dims)
            .map(|i| AffineExpr::Dim(i + shift))
            .collect();
        self.replace_dims_and_symbols(&dims, &[], self.num_dims + shift, self.num_symbols)
    }

    /// Symbols shifted up by `shift` (`AffineMap::shiftSymbols`, offset 0).
    pub fn shift_symbols(&self, shift: u32) -> AffineMap {
        let syms: Vec<_> = (0..self.num_symbols)
            .map(|i| AffineExpr::Symbol(i + shift))
            .collect();
        self.replace_dims_and_symbols(&[], &syms, self.num_dims, self.num_symbols + shift)
    }

    /// Calls `f` on every sub-expression of every result, post order
    /// (`AffineMap::walkExprs`).
    pub fn walk_exprs(&self, f: &mut dyn FnMut(&AffineExpr)) {
        for e in &self.results {
            e.walk(f);
        }
    }

    /// The gcd of the largest known divisors of the results
    /// (`getLargestKnownDivisorOfMapExprs`).
    pub fn largest_known_divisor_of_results(&self) -> u64 {
        let mut gcd = 0u64;
        for e in &self.results {
            gcd = gcd_u64(gcd, e.largest_known_divisor().unsigned_abs());
        }
        gcd
    }

    /// Prints the results with custom dim/symbol names.
    pub fn print_results_with(
        &self,
        out: &mut dyn fmt::Write,
        name: &mut dyn FnMut(&mut dyn fmt::Write, u32, bool) -> fmt::Result,
    ) -> fmt::Result {
        for (i, e) in self.results.iter().enumerate() {
            if i > 0 {
                out.write_str(", ")?;
            }
            e.print_with(out, name)?;
        }
        Ok(())
    }
}

fn print_dims_and_symbols(f: &mut dyn fmt::Write, num_dims: u32, num_symbols: u32) -> fmt::Result {
    print_id_list(f, '(', 'd', num_dims, ')')?;
    if num_symbols != 0 {
        print_id_list(f, '[', 's', num_symbols, ']')?;
    }
    Ok(())
}

/// `open p0, p1, .. close` with `count` ids named by `prefix`.
fn print_id_list(
    f: &mut dyn fmt::Write,
    open: char,
    prefix: char,
    count: u32,
    close: char,
) -> fmt::Result {
    f.write_char(open)?;
    for i in 0..count {
        if i > 0 {
            f.write_str(", ")?;
        }
        write!(f, "{prefix}{i}")?;
    }
    f.write_char(close)
}

impl fmt::Display for AffineMap {
    /// `(d0, d1)[s0] -> (d0 + s0, d1)` (without the `affine_map<>` wrapper).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        print_dims_and_symbols(f, self.num_dims, self.num_symbols)?;
        f.write_str(" -> (")?;
        self.print_results_with(f, &mut default_name)?;
        f.write_char(')')
    }
}

// ----- Integer sets -----

/// An integer set `(d0, ..)[s0, ..] : (c0 >= 0, c1 == 0, ..)`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct IntegerSet {
    /// Number of dimension inputs (`d0, ..`).
    pub num_dims: u32,
    /// Number of symbol inputs (`s0, ..`).
    pub num_symbols: u32,
    /// The constraint expressions, each compared with 0.
    pub constraints: Vec<AffineExpr>,
    /// `eq_flags[i]` is true if constraint `i` is an equality (`== 0`),
    /// false for an inequality (`>= 0`).
    pub eq_flags: Vec<bool>,
}

impl IntegerSet {
    /// A set over `num_dims` dims and `num_symbols` symbols; panics unless
    /// there is one `eq_flags` entry per constraint.
    pub fn new(
        num_dims: u32,
        num_symbols: u32,
        constraints: Vec<AffineExpr>,
        eq_flags: Vec<bool>,
    ) -> Self {
        assert_eq!(
            constraints.len(),
            eq_flags.len(),
            "constraint/eq flag count mismatch"
        );
        IntegerSet {
            num_dims,
            num_symbols,
            constraints,
            eq_flags,
        }
    }

    /// The canonical empty set `(dims)[syms] : (1 == 0)`.
    pub fn empty_set(num_dims: u32, num_symbols: u32) -> Self {
        IntegerSet::new(
            num_dims,
            num_symbols,
            vec![AffineExpr::Constant(1)],
            vec![true],
        )
    }

    /// True if the set is the canonical empty set (`1 == 0`).
    pub fn is_empty_integer_set(&self) -> bool {
        self.constraints.len() == 1
            && self.eq_flags[0]
            && self.constraints[0] == AffineExpr::Constant(1)
    }

    /// Number of inputs: dims plus symbols.
    pub fn num_inputs(&self) -> u32 {
        self.num_dims + self.num_symbols
    }
    /// Number of constraints.
    pub fn num_constraints(&self) -> usize {
        self.constraints.len()
    }
    /// Number of equality constraints (`== 0`).
    pub fn num_equalities(&self) -> usize {
        self.eq_flags.iter().filter(|&&e| e).count()
    }
    /// Number of inequality constraints (`>= 0`).
    pub fn num_inequalities(&self) -> usize {
        self.eq_flags.len() - self.num_equalities()
    }
    /// Constraint `i`. Panics if out of range.
    pub fn constraint(&self, i: usize) -> &AffineExpr {
        &self.constraints[i]
    }
    /// Whether constraint `i` is an equality (`== 0`).
    pub fn is_eq(&self, i: usize) -> bool {
        self.eq_flags[i]
    }

    /// Replaces dims and symbols in every constraint and sets new counts
    /// (`IntegerSet::replaceDimsAndSymbols`).
    pub fn replace_dims_and_symbols(
        &self,
        dims: &[AffineExpr],
        syms: &[AffineExpr],
        num_result_dims: u32,
        num_result_syms: u32,
    ) -> IntegerSet {
        IntegerSet::new(
            num_result_dims,
            num_result_syms,
            self.constraints
                .iter()
                .map(|e| e.replace_dims_and_symbols(dims, syms))
                .collect(),
            self.eq_flags.clone(),
        )
    }

    /// Calls `f` on every sub-expression of every constraint, post order.
    pub fn walk_exprs(&self, f: &mut dyn FnMut(&AffineExpr)) {
        for e in &self.constraints {
            e.walk(f);
        }
    }
}

impl fmt::Display for IntegerSet {
    /// `(d0)[s0] : (d0 - 10 >= 0, s0 == 0)` (without `affine_set<>`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        print_dims_and_symbols(f, self.num_dims, self.num_symbols)?;
        f.write_str(" : (")?;
        for (i, (c, &eq)) in self.constraints.iter().zip(&self.eq_flags).enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            c.print_constraint(eq, f)?;
        }
        f.write_char(')')
    }
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
    fn c(v: i64) -> AffineExpr {
        AffineExpr::Constant(v)
    }

    #[test]
    fn simplifications() {
        assert_eq!((c(4) + d(0)).to_string(), "d0 + 4");
        assert_eq!((d(0) + 2 + 3).to_string(), "d0 + 5");
        assert_eq!((d(0) * 2 + d(0) * 3).to_string(), "d0 * 5");
        assert_eq!((d(0) - d(0)).to_string(), "0");
        assert_eq!(((d(0) + 2) + d(1)).to_string(), "d0 + d1 + 2");
        assert_eq!((d(0) - d(0).floor_div(c(8)) * 8).to_string(), "d0 mod 8");
        assert_eq!(((d(0) * 4).floor_div(c(2))).to_string(), "d0 * 2");
        assert_eq!(((d(0) * 6 + 3) % 3).to_string(), "0");
        assert_eq!(((d(0) % 8) % 4).to_string(), "d0 mod 4");
        assert_eq!((s(0) * d(0)).to_string(), "d0 * s0");
        assert_eq!((-d(0) + s(0)).to_string(), "-d0 + s0");
        assert_eq!((d(0) - (d(1) + s(0)) * 3).to_string(), "d0 - (d1 + s0) * 3");
        assert_eq!(
            (d(0) + 9223372036854775807 + 1).to_string(),
            "d0 - -9223372036854775808"
        );
        assert_eq!(floor_div_i64(-7, 2), -4);
        assert_eq!(ceil_div_i64(-7, 2), -3);
        assert_eq!(ceil_div_i64(7, 2), 4);
        assert_eq!(mod_i64(-7, 3), 2);
    }

    #[test]
    fn maps_and_sets() {
        let m = AffineMap::new(2, 1, vec![d(0) + s(0), d(1)]);
        assert_eq!(m.to_string(), "(d0, d1)[s0] -> (d0 + s0, d1)");
        assert!(!m.is_identity());
        assert!(AffineMap::multi_dim_identity(3).is_identity());
        assert!(AffineMap::minor_identity(3, 2).is_minor_identity());
        assert!(AffineMap::new(2, 0, vec![d(1), d(0)]).is_permutation());
        assert_eq!(
            AffineMap::new(0, 0, vec![c(1), c(2)]).constant_results(),
            Some(vec![1, 2])
        );
        let set = IntegerSet::new(1, 1, vec![d(0) - 10, s(0)], vec![false, true]);
        assert_eq!(set.to_string(), "(d0)[s0] : (d0 - 10 >= 0, s0 == 0)");
        assert_eq!(AffineMap::empty(0, 0).to_string(), "() -> ()");
    }

    #[test]
    fn deep_expressions() {
        // A 100k-term sum: left-nested tree of depth 100k.
        let mut e = d(0);
        for i in 1..100_000u32 {
            e = e + d(i % 7) * s(0);
        }
        let printed = e.to_string();
        assert!(printed.starts_with("d0 + d1 * s0"));
        let e2 = e.clone();
        assert_eq!(e, e2);
        let mut h = std::collections::hash_map::DefaultHasher::new();
        e.hash(&mut h);
        drop(e);
        drop(e2);
    }
}
