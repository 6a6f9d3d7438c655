//! Type conversion (upstream's `TypeConverter`): rules mapping a type to
//! the types standing for it after a conversion, and materializations
//! making a value of one type from values of the other while both type
//! systems coexist.

use std::sync::Mutex;

use rmlir_ir::builtin::UnrealizedConversionCastOp;
use rmlir_ir::rewriter::Rewriter;
use rmlir_ir::{Context, Location, Type, Value};
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

/// The types a type converts to: one for a 1:1 conversion, none to drop
/// it, several for a 1:N conversion.
pub type Types = SmallVec<[Type; 1]>;

/// What a conversion rule says of a type (upstream's
/// `std::optional<LogicalResult>` rule results).
pub enum Rule {
    /// Converts to these types.
    Convert(Types),
    /// The type cannot be converted; later rules are not tried.
    Fail,
    /// This rule does not apply; try the rules added before it.
    Skip,
}

/// A conversion rule.
pub type RuleFn = Box<dyn Fn(&Context, Type) -> Rule + Send + Sync>;

/// A materialization: builds, at the rewriter's insertion point, a value
/// of the given type from the given values, or declines.
pub type MaterializeFn = Box<dyn Fn(&mut Rewriter<'_>, Type, &[Value], Location) -> Option<Value> + Send + Sync>;

/// Type conversion rules and materializations.
#[derive(Default)]
pub struct TypeConverter {
    rules: Vec<RuleFn>,
    source: Vec<MaterializeFn>,
    target: Vec<MaterializeFn>,
    cache: Mutex<FxHashMap<Type, Option<Types>>>,
}

impl TypeConverter {
    /// A converter with no rules: every type fails to convert until rules
    /// are added (upstream's, too).
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a rule; rules added last are tried first.
    pub fn add_conversion(&mut self, rule: impl Fn(&Context, Type) -> Rule + Send + Sync + 'static) {
        self.rules.push(Box::new(rule));
        self.cache.lock().unwrap_or_else(|e| e.into_inner()).clear();
    }

    /// Adds the rule keeping every type as it is (`addConversion([](Type
    /// t) { return t; })`), the usual first rule.
    pub fn add_identity_conversion(&mut self) {
        self.add_conversion(|_, t| Rule::Convert(smallvec::smallvec![t]));
    }

    /// Adds a source materialization (new types back to an old one);
    /// those added last are tried first.
    pub fn add_source_materialization(&mut self, f: MaterializeFn) {
        self.source.push(f);
    }

    /// Adds a target materialization (an old type to a new one).
    pub fn add_target_materialization(&mut self, f: MaterializeFn) {
        self.target.push(f);
    }

    /// The types `t` converts to, `None` when it cannot be converted.
    pub fn convert_type(&self, ctx: &Context, t: Type) -> Option<Types> {
        if let Some(hit) = self.cache.lock().unwrap_or_else(|e| e.into_inner()).get(&t) {
            return hit.clone();
        }
        let mut out = None;
        for rule in self.rules.iter().rev() {
            match rule(ctx, t) {
                Rule::Convert(ts) => {
                    out = Some(ts);
                    break;
                }
                Rule::Fail => break,
                Rule::Skip => {}
            }
        }
        self.cache
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(t, out.clone());
        out
    }

    /// The single type `t` converts to, `None` unless the conversion is
    /// 1:1.
    pub fn convert_type_1to1(&self, ctx: &Context, t: Type) -> Option<Type> {
        match self.convert_type(ctx, t) {
            Some(ts) if ts.len() == 1 => Some(ts[0]),
            _ => None,
        }
    }

    /// Whether `t` converts to itself.
    pub fn is_legal_type(&self, ctx: &Context, t: Type) -> bool {
        self.convert_type_1to1(ctx, t) == Some(t)
    }

    /// Whether every one of `types` is legal.
    pub fn are_legal(&self, ctx: &Context, types: impl IntoIterator<Item = Type>) -> bool {
        types.into_iter().all(|t| self.is_legal_type(ctx, t))
    }

    /// Whether `op`'s operands and results all have legal types
    /// (upstream's `isLegal(Operation *)`).
    pub fn is_legal_op(&self, op: &rmlir_ir::OpView<'_>) -> bool {
        let b = op.body;
        self.are_legal(op.ctx, b.operands(op.op).map(|v| b.value_type(v)))
            && self.are_legal(op.ctx, b.results(op.op).map(|v| b.value_type(v)))
    }

    /// Makes a value of `ty` from `inputs` with the source
    /// materializations, falling back to `builtin.unrealized_conversion_cast`.
    pub fn materialize_source(&self, rw: &mut Rewriter<'_>, ty: Type, inputs: &[Value], loc: Location) -> Value {
        materialize(&self.source, rw, ty, inputs, loc)
    }

    /// Makes a value of `ty` from `inputs` with the target
    /// materializations, falling back to `builtin.unrealized_conversion_cast`.
    pub fn materialize_target(&self, rw: &mut Rewriter<'_>, ty: Type, inputs: &[Value], loc: Location) -> Value {
        materialize(&self.target, rw, ty, inputs, loc)
    }
}

fn materialize(fs: &[MaterializeFn], rw: &mut Rewriter<'_>, ty: Type, inputs: &[Value], loc: Location) -> Value {
    for f in fs.iter().rev() {
        if let Some(v) = f(rw, ty, inputs, loc) {
            return v;
        }
    }
    unrealized_cast(rw, ty, inputs, loc)
}

/// A `builtin.unrealized_conversion_cast` of `inputs` to `ty`, at the
/// rewriter's insertion point.
pub fn unrealized_cast(rw: &mut Rewriter<'_>, ty: Type, inputs: &[Value], loc: Location) -> Value {
    let op = UnrealizedConversionCastOp::build(rw, loc, &[ty], inputs);
    rw.body.result(op.id(), 0)
}
