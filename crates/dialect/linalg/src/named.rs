//! Named structured ops as data: each op of `named_table.rs` (generated
//! from upstream's OpDSL definitions) gives its iterator types, indexing
//! maps and payload as an expression tree; this module interprets them:
//! the indexing maps of an op (with its `strides` and `dilations`), its
//! loops, and the payload a parser or a rewrite builds in its region
//! (upstream's `RegionBuilderHelper` and the generated `regionBuilder`s).

use std::collections::HashMap;
use std::sync::OnceLock;

use rmlir_ir::affine::{AffineExpr, AffineMap};
use rmlir_ir::builder::Builder;
use rmlir_ir::float::FloatKind;
use rmlir_ir::{Attribute, BlockId, Body, Context, NamedAttr, Type, TypeKind, Value};

pub use crate::named_table::NAMED_OPS;

/// Which structured-op interface a named op adds.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Kind {
    /// None.
    None,
    /// `LinalgContractionOpInterface`.
    Contraction,
    /// `LinalgConvolutionOpInterface`.
    Convolution,
    /// `LinalgFillOpInterface`.
    Fill,
}

/// One named op: what upstream generates from its OpDSL definition.
#[derive(Debug)]
pub struct NamedOpSpec {
    /// The mnemonic (`conv_2d_nhwc_hwcf`).
    pub name: &'static str,
    /// Arguments of its payload block (one per operand).
    pub num_args: usize,
    /// One letter per loop (`p`arallel, `r`eduction), or `*`: as many
    /// parallel loops as the init has dimensions.
    pub iters: &'static str,
    /// The number of loops and, per operand, the results of its indexing
    /// map (`d1*S0+d4*D0`: `S`/`D` are the op's strides and dilations);
    /// `None` for rank-polymorphic ops (identity maps, or no results for
    /// scalars).
    pub maps: Option<(u32, &'static [&'static str])>,
    /// The payload, see `scripts/linalg-named-ops.py`.
    pub body: &'static str,
    /// The length of the `strides` and `dilations` attributes (0: none).
    pub sizes: usize,
    /// Whether the op has a `cast` attribute.
    pub cast: bool,
    /// The interface it adds.
    pub kind: Kind,
}

/// The named op `linalg.<name>`.
pub fn spec(name: &[u8]) -> Option<&'static NamedOpSpec> {
    static INDEX: OnceLock<HashMap<&'static [u8], &'static NamedOpSpec>> = OnceLock::new();
    let idx = INDEX.get_or_init(|| NAMED_OPS.iter().map(|s| (s.name.as_bytes(), s)).collect());
    let name = name.strip_prefix(b"linalg.").unwrap_or(name);
    idx.get(name).copied()
}

/// Parses `d0, d1*S0+d4*D0` into expressions, `S<i>`/`D<i>` taking
/// `strides[i]`/`dilations[i]`.
pub fn parse_results(text: &str, strides: &[i64], dilations: &[i64]) -> Vec<AffineExpr> {
    if text.is_empty() {
        return Vec::new();
    }
    text.split(", ")
        .map(|res| {
            let mut sum: Option<AffineExpr> = None;
            for term in res.split('+') {
                let mut prod: Option<AffineExpr> = None;
                for f in term.split('*') {
                    let (head, n) = f.split_at(1);
                    let e = match head {
                        "d" => AffineExpr::dim(n.parse().expect("dim")),
                        "S" => AffineExpr::constant(
                            strides
                                .get(n.parse::<usize>().expect("idx"))
                                .copied()
                                .unwrap_or(1),
                        ),
                        "D" => AffineExpr::constant(
                            dilations
                                .get(n.parse::<usize>().expect("idx"))
                                .copied()
                                .unwrap_or(1),
                        ),
                        _ => AffineExpr::constant(f.parse().expect("int")),
                    };
                    prod = Some(match prod {
                        None => e,
                        Some(p) => p.mul(e),
                    });
                }
                let t = prod.expect("term");
                sum = Some(match sum {
                    None => t,
                    Some(s) => s.add(t),
                });
            }
            sum.expect("result")
        })
        .collect()
}

/// The indexing maps of a named op with static maps, for these strides
/// and dilations (upstream's generated `getIndexingMaps`, simplified).
pub fn static_maps(
    spec: &NamedOpSpec,
    strides: &[i64],
    dilations: &[i64],
) -> Option<Vec<AffineMap>> {
    let (ndims, maps) = spec.maps?;
    // Verifiers, printers and parsers ask for the same few ops' maps over
    // and over: made once per op, strides and dilations, per thread.
    type Key = (&'static str, Vec<i64>, Vec<i64>);
    thread_local! {
        static MADE: std::cell::RefCell<rustc_hash::FxHashMap<Key, Vec<AffineMap>>> =
            Default::default();
    }
    let key = (spec.name, strides.to_vec(), dilations.to_vec());
    if let Some(m) = MADE.with(|c| c.borrow().get(&key).cloned()) {
        return Some(m);
    }
    let made: Vec<AffineMap> = maps
        .iter()
        .map(|m| AffineMap::new(ndims, 0, parse_results(m, strides, dilations)).simplified())
        .collect();
    MADE.with(|c| {
        let mut c = c.borrow_mut();
        // Strides and dilations come from the input: bounded all the same.
        if c.len() < 4096 {
            c.insert(key, made.clone());
        }
    });
    Some(made)
}

// ----- the payload -----

/// A payload expression.
#[derive(Debug, Clone)]
pub enum Expr {
    /// A block argument.
    Arg(usize),
    /// `linalg.index`.
    Index(i64),
    /// `arith.constant` of an attribute in text.
    Const(String),
    /// A function of `UnaryFn`, `BinaryFn` or `TernaryFn`.
    Fn(String, Vec<Expr>),
    /// A `TypeFn`: `cast_signed`, `cast_unsigned`, or `cast` (the op's
    /// `cast` attribute), to a type.
    Cast(String, TypeSpec, Box<Expr>),
}

/// The type a cast converts to.
#[derive(Debug, Clone, Copy)]
pub enum TypeSpec {
    /// The type of a block argument.
    Arg(usize),
    /// `i32`.
    I32,
    /// `f64`.
    F64,
}

/// The payloads the parsers and patterns build: the OpDSL table's, the
/// matmul variants', `linalg.elementwise`'s, each parsed once.
fn known_payloads() -> &'static HashMap<String, Expr> {
    static KNOWN: OnceLock<HashMap<String, Expr>> = OnceLock::new();
    KNOWN.get_or_init(|| {
        let mut texts: Vec<String> = NAMED_OPS.iter().map(|s| s.body.to_string()).collect();
        texts.push(MATMUL_BODY.to_string());
        texts.push(BATCH_REDUCE_MATMUL_BODY.to_string());
        for &(name, v) in crate::attrs::ELEMENTWISE_KIND.cases {
            let args = if v < crate::attrs::LAST_UNARY {
                "%0"
            } else if v < crate::attrs::LAST_BINARY {
                "%0 %1"
            } else {
                "%0 %1 %2"
            };
            texts.push(format!("({name} {args})"));
        }
        texts
            .into_iter()
            .map(|t| {
                let e = parse_expr(&t);
                (t, e)
            })
            .collect()
    })
}

/// Runs `f` on the parsed payload `text` (parsed once for the known
/// payloads, which are all a parser builds).
pub fn with_expr<R>(text: &str, f: impl FnOnce(&Expr) -> R) -> R {
    match known_payloads().get(text) {
        Some(e) => f(e),
        None => f(&parse_expr(text)),
    }
}

/// The payload of `linalg.matmul`, `linalg.batch_matmul` and
/// `linalg.contract`: the `cast` attribute applies.
pub const MATMUL_BODY: &str = "(add %2 (mul (cast %2 %0) (cast %2 %1)))";
/// The payload of `linalg.batch_reduce_matmul`: always signed casts.
pub const BATCH_REDUCE_MATMUL_BODY: &str = "(add %2 (mul (cast_signed %2 %0) (cast_signed %2 %1)))";

/// Parses a payload S-expression.
pub fn parse_expr(text: &str) -> Expr {
    let mut toks = Vec::new();
    let b = text.as_bytes();
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b' ' => i += 1,
            b'(' | b')' => {
                toks.push(&text[i..i + 1]);
                i += 1;
            }
            b'"' => {
                let j = text[i + 1..].find('"').expect("string end") + i + 1;
                toks.push(&text[i..=j]);
                i = j + 1;
            }
            _ => {
                let j = text[i..]
                    .find([' ', '(', ')'])
                    .map_or(text.len(), |j| j + i);
                toks.push(&text[i..j]);
                i = j;
            }
        }
    }
    let mut pos = 0;
    parse_sexpr(&toks, &mut pos)
}

fn parse_sexpr(toks: &[&str], pos: &mut usize) -> Expr {
    let t = toks[*pos];
    *pos += 1;
    if let Some(n) = t.strip_prefix('%') {
        return Expr::Arg(n.parse().expect("arg"));
    }
    assert_eq!(t, "(", "payload syntax");
    let head = toks[*pos];
    *pos += 1;
    let e = match head {
        "index" => {
            let d = toks[*pos].parse().expect("dim");
            *pos += 1;
            Expr::Index(d)
        }
        "const" => {
            let s = toks[*pos].trim_matches('"').to_string();
            *pos += 1;
            Expr::Const(s)
        }
        "cast" | "cast_signed" | "cast_unsigned" => {
            let ty = match toks[*pos] {
                "i32" => TypeSpec::I32,
                "f64" => TypeSpec::F64,
                t => TypeSpec::Arg(t.trim_start_matches('%').parse().expect("type arg")),
            };
            *pos += 1;
            let x = parse_sexpr(toks, pos);
            Expr::Cast(head.to_string(), ty, Box::new(x))
        }
        f => {
            let mut args = Vec::new();
            while toks[*pos] != ")" {
                args.push(parse_sexpr(toks, pos));
            }
            Expr::Fn(f.to_string(), args)
        }
    };
    assert_eq!(toks[*pos], ")", "payload syntax");
    *pos += 1;
    e
}

/// Builds payloads at the end of a block (upstream's `RegionBuilderHelper`):
/// every op at an unknown location. Errors are the messages upstream's
/// region builders emit.
pub struct Payload<'a, 'b> {
    /// Where ops go.
    pub b: &'b mut Builder<'a>,
    /// The block arguments.
    pub args: Vec<Value>,
    /// The op's attributes, for `cast`.
    pub attrs: &'b [NamedAttr],
}

fn is_float(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Float(_))
}
fn is_int(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Integer { .. })
}
fn is_complex(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Complex(_))
}

impl Payload<'_, '_> {
    fn ctx(&self) -> &Context {
        self.b.ctx
    }

    fn ty(&self, v: Value) -> Type {
        self.b.body.value_type(v)
    }

    /// Creates op `name` with one result of type `ty`.
    pub fn op(&mut self, name: &str, operands: &[Value], ty: Type, props: Vec<NamedAttr>) -> Value {
        let ctx = self.b.ctx;
        let loc = ctx.unknown_loc();
        let op = match ctx.registry().op_def(name.as_bytes()) {
            Some(def) => self
                .b
                .create_registered(def, loc, operands, &[ty], props, &[], 0),
            None => {
                let p = (!props.is_empty()).then(|| ctx.dictionary_attr(props));
                let base = rmlir_ir::OperationState::new(ctx, name, loc);
                self.b.create(&rmlir_ir::OperationState {
                    operands,
                    result_types: &[ty],
                    properties: p,
                    ..base
                })
            }
        };
        self.b.body.result(op, 0)
    }

    fn constant(&mut self, value: Attribute, ty: Type) -> Value {
        let name = self.ctx().ident("value");
        self.op("arith.constant", &[], ty, vec![NamedAttr { name, value }])
    }

    /// `buildUnaryFn`.
    pub fn unary(&mut self, f: &str, x: Value) -> Result<Value, String> {
        let t = self.ty(x);
        if !is_float(self.ctx(), t) {
            return Err("unsupported non numeric type".into());
        }
        let name = match f {
            "exp" => "math.exp",
            "log" => "math.log",
            "abs" => "math.absf",
            "ceil" => "math.ceil",
            "floor" => "math.floor",
            "negf" => "arith.negf",
            "round" => "math.round",
            "sqrt" => "math.sqrt",
            "rsqrt" => "math.rsqrt",
            "tanh" => "math.tanh",
            "erf" => "math.erf",
            "square" => return Ok(self.op("arith.mulf", &[x, x], t, vec![])),
            "reciprocal" => {
                let TypeKind::Float(k) = *self.ctx().type_kind(t) else {
                    unreachable!()
                };
                let one = self.ctx().float_attr(k, 1.0);
                let one = self.constant(one, t);
                return Ok(self.op("arith.divf", &[one, x], t, vec![]));
            }
            _ => return Err("unsupported unary function".into()),
        };
        Ok(self.op(name, &[x], t, vec![]))
    }

    /// `buildBinaryFn`.
    pub fn binary(&mut self, f: &str, a: Value, c: Value) -> Result<Value, String> {
        let ctx = self.b.ctx;
        let (ta, tc) = (self.ty(a), self.ty(c));
        let all_complex = is_complex(ctx, ta) && is_complex(ctx, tc);
        let all_float = is_float(ctx, ta) && is_float(ctx, tc);
        let all_int = is_int(ctx, ta) && is_int(ctx, tc);
        let all_bool = all_int && ctx.is_integer(ta, 1) && ctx.is_integer(tc, 1);
        if !all_complex && !all_float && !all_int {
            return Err(format!(
                "Cannot build binary Linalg operation: expects allComplex, allFloatingPoint, or allInteger, got {} and {}",
                crate::structured::ts(ctx, ta),
                crate::structured::ts(ctx, tc)
            ));
        }
        let pick = |c: &'static str, fl: &'static str, b: Option<&'static str>, i: &'static str| {
            if all_complex {
                c
            } else if all_float {
                fl
            } else if all_bool {
                b.unwrap_or("")
            } else {
                i
            }
        };
        let name = match f {
            "add" => pick("complex.add", "arith.addf", Some("arith.ori"), "arith.addi"),
            "sub" => pick("complex.sub", "arith.subf", None, "arith.subi"),
            "mul" => pick(
                "complex.mul",
                "arith.mulf",
                Some("arith.andi"),
                "arith.muli",
            ),
            "div" => pick("complex.div", "arith.divf", None, "arith.divsi"),
            "div_unsigned" => {
                if !all_int || all_bool {
                    return Err("unsupported operation: unsigned div not on uint".into());
                }
                "arith.divui"
            }
            "max_signed" => pick("", "arith.maximumf", Some("arith.maxsi"), "arith.maxsi"),
            "min_signed" => pick("", "arith.minimumf", Some("arith.minsi"), "arith.minsi"),
            "max_unsigned" => pick("", "arith.maximumf", Some("arith.maxui"), "arith.maxui"),
            "min_unsigned" => pick("", "arith.minimumf", Some("arith.minui"), "arith.minui"),
            "powf" => "math.powf",
            _ => return Err("unsupported binary function".into()),
        };
        if name.is_empty() {
            return Err(match f {
                "sub" => "unsupported operation: sub with bools".into(),
                "div" => "unsupported operation: div with bools".into(),
                _ => "unsupported binary function".into(),
            });
        }
        Ok(self.op(name, &[a, c], ta, vec![]))
    }

    /// `buildTernaryFn`.
    pub fn ternary(&mut self, f: &str, a: Value, c: Value, d: Value) -> Result<Value, String> {
        if f != "select" {
            return Err("unsupported ternary function".into());
        }
        let t = self.ty(c);
        Ok(self.op("arith.select", &[a, c, d], t, vec![]))
    }

    /// `buildTypeFn`: `convertScalarToDtype`.
    pub fn cast(&mut self, to: Type, x: Value, unsigned: bool) -> Value {
        let ctx = self.b.ctx;
        let from = self.ty(x);
        if from == to {
            return x;
        }
        let fk = ctx.type_kind(from).clone();
        match ctx.type_kind(to).clone() {
            TypeKind::Integer { width: tw, .. } => match fk {
                TypeKind::Float(_) => {
                    let n = if unsigned {
                        "arith.fptoui"
                    } else {
                        "arith.fptosi"
                    };
                    self.op(n, &[x], to, vec![])
                }
                TypeKind::Index => self.op("arith.index_cast", &[x], to, vec![]),
                TypeKind::Integer { width: fw, .. } => {
                    if tw > fw {
                        let n = if unsigned {
                            "arith.extui"
                        } else {
                            "arith.extsi"
                        };
                        self.op(n, &[x], to, vec![])
                    } else if tw < fw {
                        self.op("arith.trunci", &[x], to, vec![])
                    } else {
                        x
                    }
                }
                _ => x,
            },
            TypeKind::Float(tk) => match fk {
                TypeKind::Integer { .. } => {
                    let n = if unsigned {
                        "arith.uitofp"
                    } else {
                        "arith.sitofp"
                    };
                    self.op(n, &[x], to, vec![])
                }
                TypeKind::Float(fk) => {
                    let (tw, fw) = (float_width(tk), float_width(fk));
                    if tw > fw {
                        self.op("arith.extf", &[x], to, vec![])
                    } else if tw < fw {
                        self.op("arith.truncf", &[x], to, vec![])
                    } else {
                        x
                    }
                }
                _ => x,
            },
            TypeKind::Complex(elem) => {
                let TypeKind::Float(ek) = *ctx.type_kind(elem) else {
                    return x;
                };
                match fk {
                    TypeKind::Complex(felem) => {
                        let TypeKind::Float(fek) = *ctx.type_kind(felem) else {
                            return x;
                        };
                        let re = self.op("complex.re", &[x], felem, vec![]);
                        let im = self.op("complex.im", &[x], felem, vec![]);
                        let n = if float_width(ek) < float_width(fek) {
                            "arith.truncf"
                        } else {
                            "arith.extf"
                        };
                        let re = self.op(n, &[re], elem, vec![]);
                        let im = self.op(n, &[im], elem, vec![]);
                        self.op("complex.create", &[re, im], to, vec![])
                    }
                    TypeKind::Float(fk) => {
                        let mut v = x;
                        if float_width(fk) < float_width(ek) {
                            v = self.op("arith.extf", &[v], elem, vec![]);
                        }
                        if float_width(fk) > float_width(ek) {
                            v = self.op("arith.truncf", &[v], elem, vec![]);
                        }
                        let zero = ctx.float_attr(ek, 0.0);
                        let zero = self.constant(zero, elem);
                        self.op("complex.create", &[v, zero], to, vec![])
                    }
                    TypeKind::Integer { .. } => {
                        let n = if unsigned {
                            "arith.uitofp"
                        } else {
                            "arith.sitofp"
                        };
                        let v = self.op(n, &[x], elem, vec![]);
                        let zero = ctx.float_attr(ek, 0.0);
                        let zero = self.constant(zero, elem);
                        self.op("complex.create", &[v, zero], to, vec![])
                    }
                    _ => x,
                }
            }
            _ => x,
        }
    }

    /// `linalg.index`.
    pub fn index(&mut self, d: i64) -> Value {
        let ctx = self.b.ctx;
        let i64t = ctx.int_type(64);
        let props = vec![NamedAttr {
            name: ctx.ident("dim"),
            value: ctx.integer_attr(i64t, d),
        }];
        let it = ctx.index_type();
        self.op("linalg.index", &[], it, props)
    }

    /// Builds `e` (operands first, left to right, as upstream's generated
    /// builders do).
    pub fn eval(&mut self, e: &Expr) -> Result<Value, String> {
        Ok(match e {
            Expr::Arg(i) => self.args[*i],
            Expr::Index(d) => self.index(*d),
            Expr::Const(s) => {
                let (v, t) = parse_const(self.b.ctx, s);
                self.constant(v, t)
            }
            Expr::Fn(f, args) => {
                let mut vs = Vec::with_capacity(args.len());
                for a in args {
                    vs.push(self.eval(a)?);
                }
                match vs[..] {
                    [x] => self.unary(f, x)?,
                    [a, c] => self.binary(f, a, c)?,
                    [a, c, d] => self.ternary(f, a, c, d)?,
                    _ => return Err("unsupported function".into()),
                }
            }
            Expr::Cast(kind, ty, x) => {
                let to = match ty {
                    TypeSpec::Arg(i) => self.ty(self.args[*i]),
                    TypeSpec::I32 => self.b.ctx.int_type(32),
                    TypeSpec::F64 => self.b.ctx.float_type(FloatKind::F64),
                };
                let x = self.eval(x)?;
                let unsigned = match kind.as_str() {
                    "cast_unsigned" => true,
                    "cast" => self.cast_attr_unsigned(),
                    _ => false,
                };
                self.cast(to, x, unsigned)
            }
        })
    }

    /// Whether the op's `cast` attribute says `cast_unsigned`.
    fn cast_attr_unsigned(&self) -> bool {
        let ctx = self.b.ctx;
        self.attrs
            .iter()
            .find(|na| ctx.ident_bytes(na.name) == b"cast")
            .and_then(|na| crate::attrs::type_fn_of(ctx, na.value))
            == Some(1)
    }

    /// `yieldOutputs`.
    pub fn yield_values(&mut self, values: &[Value]) {
        let ctx = self.b.ctx;
        let loc = ctx.unknown_loc();
        match ctx.registry().op_def(b"linalg.yield") {
            Some(def) => {
                self.b
                    .create_registered(def, loc, values, &[], vec![], &[], 0);
            }
            None => {
                self.b.create_simple("linalg.yield", loc, values, &[], None);
            }
        }
    }
}

fn float_width(k: FloatKind) -> u32 {
    k.bit_width()
}

/// `parseAttribute` of the payload's constants: `N : iW` or `F : fW`.
fn parse_const(ctx: &Context, s: &str) -> (Attribute, Type) {
    let (v, t) = s.split_once(" : ").expect("typed constant");
    if let Some(w) = t.strip_prefix('i') {
        let ty = ctx.int_type(w.parse().expect("width"));
        (ctx.integer_attr(ty, v.parse().expect("int")), ty)
    } else {
        let k = match t {
            "f16" => FloatKind::F16,
            "f32" => FloatKind::F32,
            _ => FloatKind::F64,
        };
        (
            ctx.float_attr(k, v.parse().expect("float")),
            ctx.float_type(k),
        )
    }
}

/// Fills `block` of `body` with a payload: block arguments of the element
/// types of `operand_types` (the types themselves for scalars) at unknown
/// locations, then `body_expr` yielded. Returns the error upstream's
/// region builder emits, if any.
pub fn fill_region(
    ctx: &Context,
    body: &mut Body,
    block: BlockId,
    operand_types: &[Type],
    attrs: &[NamedAttr],
    body_expr: &Expr,
) -> Result<(), String> {
    let args: Vec<Value> = block_arg_types(ctx, operand_types)
        .into_iter()
        .map(|t| body.add_block_arg(block, t, Some(ctx.unknown_loc())))
        .collect();
    let mut b = Builder::at_end(ctx, body, block);
    let mut p = Payload {
        b: &mut b,
        args,
        attrs,
    };
    let v = p.eval(body_expr)?;
    p.yield_values(&[v]);
    Ok(())
}

/// The payload block's argument types: the element type of each ranked
/// tensor or memref operand, other types as they are.
pub fn block_arg_types(ctx: &Context, operand_types: &[Type]) -> Vec<Type> {
    operand_types
        .iter()
        .map(|&t| match ctx.type_kind(t) {
            TypeKind::RankedTensor { elem, .. } | TypeKind::MemRef { elem, .. } => *elem,
            _ => t,
        })
        .collect()
}
